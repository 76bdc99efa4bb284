import { WalletContractV4 } from '@ton/ton/dist/wallets/v4/WalletContractV4';
import type { NetworkKind } from '../../../shared/chains/validate/result';

/**
 * The address of a wallet v4r2 contract on workchain 0 (default wallet id) for a public key,
 * in the non-bounceable url-safe user-friendly form (UQ…) that wallets show for receiving.
 * The contract code and state-init hashing come from @ton/ton's WalletContractV4 itself;
 * the deep import keeps the bundle free of @ton/ton's HTTP client.
 */
export function tonWalletAddress(publicKey: Uint8Array, network: NetworkKind = 'mainnet'): string {
  const wallet = WalletContractV4.create({ workchain: 0, publicKey: Buffer.from(publicKey) });
  return wallet.address.toString({ bounceable: false, urlSafe: true, testOnly: network !== 'mainnet' });
}

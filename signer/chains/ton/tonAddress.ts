import { beginCell, contractAddress, type Cell } from '@ton/core';
import { WalletContractV4 } from '@ton/ton/dist/wallets/v4/WalletContractV4';
import type { NetworkKind } from '../../../shared/chains/validate/result';

const WORKCHAIN = 0;

/**
 * WalletContractV4 parses and hashes its code cell from base64 on every construction, most
 * of an address's time; the code is the same for every key, so it is taken from the library
 * once. The derive tests check the result against WalletContractV4.create for many keys.
 */
let code: Cell | null = null;
const walletCode = (): Cell =>
  (code ??= WalletContractV4.create({ workchain: WORKCHAIN, publicKey: Buffer.alloc(32) }).init.code);

/** The default wallet id of workchain 0, as WalletContractV4 sets it. */
const WALLET_ID = 698983191 + WORKCHAIN;

/**
 * The address of a wallet v4r2 contract on workchain 0 (default wallet id) for a public key,
 * in the non-bounceable url-safe user-friendly form (UQ…) that wallets show for receiving.
 * The state init is WalletContractV4's: its code, and data of seqno 0, the wallet id, the key
 * and an empty plugin dictionary; @ton/core hashes it into the address. The deep import keeps
 * the bundle free of @ton/ton's HTTP client.
 */
export function tonWalletAddress(publicKey: Uint8Array, network: NetworkKind = 'mainnet'): string {
  const data = beginCell()
    .storeUint(0, 32)
    .storeUint(WALLET_ID, 32)
    .storeBuffer(Buffer.from(publicKey))
    .storeBit(0)
    .endCell();
  return contractAddress(WORKCHAIN, { code: walletCode(), data }).toString({
    bounceable: false,
    urlSafe: true,
    testOnly: network !== 'mainnet',
  });
}

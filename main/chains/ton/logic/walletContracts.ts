import { Address, type Cell } from '@ton/core';
import { WalletContractV4 } from '@ton/ton/dist/wallets/v4/WalletContractV4';
import { WalletContractV5R1 } from '@ton/ton/dist/wallets/v5r1/WalletContractV5R1';

export type TonWalletVersion = 'v4r2' | 'v5r1';

/** A wallet contract of the key: its address, the code + data that deploy it, its wallet_id. */
export interface TonWallet {
  version: TonWalletVersion;
  address: Address;
  init: { code: Cell; data: Cell };
  walletId: bigint;
}

/**
 * The key's wallet contract of `version` on workchain 0 with the default wallet id, from
 * @ton/ton's own contract classes. W5's wallet id carries the network (-239 mainnet, -3
 * testnet), as the signer computes it.
 */
export function tonWalletOf(
  version: TonWalletVersion,
  publicKeyHex: string,
  network: 'mainnet' | 'testnet',
): TonWallet {
  const key = Buffer.from(publicKeyHex, 'hex');
  const w =
    version === 'v4r2'
      ? WalletContractV4.create({ workchain: 0, publicKey: key })
      : WalletContractV5R1.create({
          publicKey: key,
          walletId: { networkGlobalId: network === 'mainnet' ? -239 : -3 },
        });
  const data = w.init.data.beginParse();
  if (version === 'v5r1') data.skip(1);
  data.skip(32);
  return { version, address: w.address, init: w.init, walletId: data.loadUintBig(32) };
}

/** The user-friendly form wallets show: url-safe base64, non-bounceable (UQ…, 0Q… on test networks). */
export function friendlyOf(address: Address, network: 'mainnet' | 'testnet'): string {
  return address.toString({ urlSafe: true, bounceable: false, testOnly: network !== 'mainnet' });
}

/** A parsed address, or null when `text` is not one. */
export function parseAddress(text: string): Address | null {
  try {
    return Address.parse(text.trim());
  } catch {
    return null;
  }
}

import { Address, type Cell } from '@ton/core';
import { WalletContractV4 } from '@ton/ton/dist/wallets/v4/WalletContractV4';
import { WalletContractV5R1 } from '@ton/ton/dist/wallets/v5r1/WalletContractV5R1';
import type { NetworkKind } from '../../../shared/chains/validate/result';

export type TonWalletVersion = 'v4r2' | 'v5r1';

/** A wallet contract of the key: where it lives and the code + data that deploy it. */
export interface TonWallet {
  version: TonWalletVersion;
  address: Address;
  init: { code: Cell; data: Cell };
  /** the 32 bits of wallet_id the contract's data holds and every signed message must repeat */
  walletId: bigint;
}

/** -239 mainnet, -3 testnet: part of a W5 wallet_id, so the same key has another W5 address per network. */
const networkGlobalId = (network: NetworkKind) => (network === 'mainnet' ? -239 : -3);

/**
 * The key's own wallet contract of `version` on workchain 0 with the default wallet id, built by
 * @ton/ton's own contract classes (deep imports keep its HTTP client out of the bundle).
 */
export function tonWalletOf(
  version: TonWalletVersion,
  publicKey: Uint8Array,
  network: NetworkKind,
): TonWallet {
  const key = Buffer.from(publicKey);
  const w =
    version === 'v4r2'
      ? WalletContractV4.create({ workchain: 0, publicKey: key })
      : WalletContractV5R1.create({
          publicKey: key,
          walletId: { networkGlobalId: networkGlobalId(network) },
        });
  const data = w.init.data.beginParse();
  // v4: seqno(32) wallet_id(32) …; v5r1: is_signature_allowed(1) seqno(32) wallet_id(32) …
  if (version === 'v5r1') data.skip(1);
  data.skip(32);
  return { version, address: w.address, init: w.init, walletId: data.loadUintBig(32) };
}

/** Same account, whatever the form (raw, bounceable, non-bounceable, test-only); false when `text` does not parse. */
export function sameTonAddress(a: Address, text: string): boolean {
  try {
    return Address.parse(text).equals(a);
  } catch {
    return false;
  }
}

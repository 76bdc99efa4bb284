/**
 * Public derivation of wallet addresses from an account extended public key
 * (…/purpose'/coin'/account'). The signer hands main xpubs, never private keys; any SLIP-132
 * version prefix (xpub, ypub, zpub, tpub, Ltub, …) is accepted since only the key matters.
 */
import { HDKey } from '@scure/bip32';
import { createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import type { NetworkKind } from '../../../../shared/chains/validate/result';
import { paymentFor, type InputType } from '../params';

const b58 = createBase58check(sha256);

export interface UtxoAccount {
  /** account-level extended public key */
  xpub: string;
  type: InputType;
  /** the account path the xpub sits at, e.g. m/84'/2'/0' */
  path: string;
  /** master key fingerprint for PSBT bip32Derivation; 0 when unknown */
  fingerprint?: number;
}

export interface DerivedAddress {
  address: string;
  script: Uint8Array;
  /** 0 = receive, 1 = change */
  chainIndex: 0 | 1;
  index: number;
  path: string;
  pubkey: Uint8Array;
  type: InputType;
  redeemScript?: Uint8Array;
  internalKey?: Uint8Array;
}

export function accountKey(xpub: string): HDKey {
  const raw = b58.decode(xpub);
  const version = ((raw[0] ?? 0) << 24) | ((raw[1] ?? 0) << 16) | ((raw[2] ?? 0) << 8) | (raw[3] ?? 0);
  return HDKey.fromExtendedKey(xpub, { public: version >>> 0, private: 0 });
}

/** A deriver that caches the two chain nodes so each address costs one child derivation. */
export function addressDeriver(
  chain: string,
  network: NetworkKind,
  account: UtxoAccount,
): (chainIndex: 0 | 1, index: number) => DerivedAddress {
  const key = accountKey(account.xpub);
  const nodes = [key.deriveChild(0), key.deriveChild(1)] as const;
  return (chainIndex, index) => {
    const pubkey = nodes[chainIndex].deriveChild(index).publicKey;
    if (!pubkey) throw new Error('Extended key has no public key');
    const pay = paymentFor(chain, network, account.type, pubkey);
    return {
      ...pay,
      chainIndex,
      index,
      path: `${account.path}/${chainIndex}/${index}`,
      pubkey,
      type: account.type,
    };
  };
}

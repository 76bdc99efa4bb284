/**
 * The wallet's addresses as UTXO logic sees them. A phrase wallet's account is its extended
 * public key (…/purpose'/coin'/account'), and receive …/0/i and change …/1/i addresses are
 * derived from it publicly; the signer hands main xpubs, never private keys, and any SLIP-132
 * version prefix (xpub, ypub, zpub, tpub, Ltub, …) is accepted since only the key matters.
 * A wallet of one imported key (WIF) is an account of one address with no derivation: that
 * address is its only receive and its only change address.
 */
import { HDKey } from '@scure/bip32';
import { createHmac } from 'node:crypto';
import { createBase58check } from '@scure/base';
import { publicChildDeriver } from '../../../../shared/crypto/secpPublicChildren';
import { sha256 } from '@noble/hashes/sha2.js';
import { AppError } from '../../../../shared/errors';
import type { NetworkKind } from '../../../../shared/chains/validate/result';
import { addressToScript, outputTypeOf, paymentFor, type InputType } from '../params';

const b58 = createBase58check(sha256);

export interface XpubAccount {
  /** account-level extended public key */
  xpub: string;
  type: InputType;
  /** the account path the xpub sits at, e.g. m/84'/2'/0' */
  path: string;
  /** master key fingerprint for PSBT bip32Derivation; 0 when unknown */
  fingerprint?: number;
}

/** One imported key's one address: receive and change chains are both just this address. */
export interface SingleAddressAccount {
  address: string;
  type: InputType;
  /** an imported key has no derivation path */
  path: '';
}

export type UtxoAccount = XpubAccount | SingleAddressAccount;

export const isSingleAddress = (a: UtxoAccount): a is SingleAddressAccount => !('xpub' in a);

/** What identifies the account's addresses (the discovery cache's key). */
/** The master fingerprint PSBT derivations name (0: unknown, or no derivation at all). */
export const fingerprintOf = (a: UtxoAccount): number => (isSingleAddress(a) ? 0 : (a.fingerprint ?? 0));

export const accountId = (a: UtxoAccount): string => (isSingleAddress(a) ? a.address : a.xpub);

export interface DerivedAddress {
  address: string;
  script: Uint8Array;
  /** 0 = receive, 1 = change */
  chainIndex: 0 | 1;
  index: number;
  /** BIP32 path; '' for the address of an imported key */
  path: string;
  /** absent for an imported key's address: main knows its address, not its key */
  pubkey?: Uint8Array;
  type: InputType;
  redeemScript?: Uint8Array;
  internalKey?: Uint8Array;
}

/**
 * The account of a wallet imported from one key, from its address. The import gives a
 * compressed key on Bitcoin or Litecoin the chain's default native segwit (P2WPKH) address
 * and every other key a P2PKH one (signer/chains/utxo/derive.ts), both spendable from the
 * address alone; a script that needs the key itself to spend (nested segwit's redeem script,
 * taproot's internal key) is never what an import produces, so it is refused.
 */
export function singleAddressAccount(
  chain: string,
  network: NetworkKind,
  address: string,
): SingleAddressAccount {
  let script: Uint8Array;
  try {
    script = addressToScript(chain, network, address);
  } catch {
    throw new AppError('RULE', `This key's address is not on the ${network} network`);
  }
  const type = outputTypeOf(script);
  if (type !== 'p2wpkh' && type !== 'p2pkh')
    throw new AppError('RULE', 'Sending from this kind of address is not available');
  return { address, type, path: '' };
}

export function accountKey(xpub: string): HDKey {
  const raw = b58.decode(xpub);
  const version = ((raw[0] ?? 0) << 24) | ((raw[1] ?? 0) << 16) | ((raw[2] ?? 0) << 8) | (raw[3] ?? 0);
  return HDKey.fromExtendedKey(xpub, { public: version >>> 0, private: 0 });
}

const hmacSha512 = (key: Uint8Array, data: Uint8Array): Uint8Array =>
  createHmac('sha512', key).update(data).digest();

/**
 * The receive and change chains of an account xpub, each a deriver of its public children:
 * one node:crypto HMAC, one libsecp256k1 generator multiplication and one point addition per
 * address. bitcoinjs's bip32 took 1.5–3× as long per address here (libsecp's tweak-add, a
 * variable-base multiplication), much of a 200-address discovery's own CPU time.
 */
function chainNodes(xpub: string): readonly [(i: number) => Uint8Array, (i: number) => Uint8Array] {
  const key = accountKey(xpub);
  const chain = (index: 0 | 1) => {
    const node = key.deriveChild(index);
    const child = publicChildDeriver(node.publicKey!, node.chainCode!, hmacSha512);
    return (i: number) => child(i).compressed;
  };
  return [chain(0), chain(1)];
}

/** How many addresses each chain of the account has: one for an imported key, unbounded else. */
export const chainLength = (a: UtxoAccount): number => (isSingleAddress(a) ? 1 : Number.POSITIVE_INFINITY);

/** An address derived from an xpub: its public key is known. */
export type KeyedAddress = DerivedAddress & { pubkey: Uint8Array };

/** A deriver that caches the two chain nodes so each address costs one child derivation. */
export function addressDeriver(
  chain: string,
  network: NetworkKind,
  account: XpubAccount,
): (chainIndex: 0 | 1, index: number) => KeyedAddress;
export function addressDeriver(
  chain: string,
  network: NetworkKind,
  account: UtxoAccount,
): (chainIndex: 0 | 1, index: number) => DerivedAddress;
export function addressDeriver(
  chain: string,
  network: NetworkKind,
  account: UtxoAccount,
): (chainIndex: 0 | 1, index: number) => DerivedAddress {
  if (isSingleAddress(account)) {
    const script = addressToScript(chain, network, account.address);
    return (chainIndex, index) => {
      if (index !== 0) throw new AppError('INTERNAL', 'An imported key has one address');
      return { address: account.address, script, chainIndex, index, path: '', type: account.type };
    };
  }
  const nodes = chainNodes(account.xpub);
  return (chainIndex, index) => {
    const pubkey = nodes[chainIndex](index);
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

import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToNumberBE } from '@noble/curves/utils.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bech32, bech32m, createBase58check } from '@scure/base';
import { encodeCashaddr } from './cashaddr';
import { hash160 } from '../validate/hash160';
import type { NetworkKind } from '../validate/result';
import { utxoParams, type UtxoScheme } from './utxoNetworks';

export const base58check = createBase58check(sha256);

function versioned(version: number, hash: Uint8Array): string {
  const payload = new Uint8Array(1 + hash.length);
  payload[0] = version;
  payload.set(hash, 1);
  return base58check.encode(payload);
}

/**
 * BIP86 output key: the internal key tweaked by TapTweak(x) with no script tree (BIP341).
 * Composed from noble's tagged hash, lift_x and point arithmetic.
 */
export function taprootOutputKey(publicKey: Uint8Array): Uint8Array {
  const { Point } = secp256k1;
  const xOnly = Point.fromBytes(publicKey).toBytes(true).subarray(1);
  const internal = schnorr.utils.lift_x(bytesToNumberBE(xOnly));
  const tweak = bytesToNumberBE(schnorr.utils.taggedHash('TapTweak', xOnly));
  if (!Point.Fn.isValidNot0(tweak)) throw new Error('Taproot tweak out of range');
  return schnorr.utils.pointToBytes(internal.add(Point.BASE.multiply(tweak)));
}

/**
 * The address for `publicKey` (33-byte compressed; 65-byte uncompressed for legacy only) on
 * a UTXO chain, network and scheme. Bitcoin Cash legacy addresses are written as cashaddr.
 */
export function utxoAddressFromPublicKey(
  chainName: string,
  network: NetworkKind,
  scheme: UtxoScheme,
  publicKey: Uint8Array,
): string {
  const p = utxoParams(chainName, network);
  if (publicKey.length !== 33 && scheme !== 'legacy')
    throw new Error('Segwit addresses need a compressed public key');
  if (scheme === 'legacy') {
    const h = hash160(publicKey);
    return p.cashaddr ? encodeCashaddr(p.cashaddr, 'p2pkh', h) : versioned(p.pubKeyHash, h);
  }
  if (!p.bech32) throw new Error('This chain has no segwit addresses');
  if (scheme === 'native') return bech32.encode(p.bech32, [0, ...bech32.toWords(hash160(publicKey))]);
  if (scheme === 'nested') {
    const redeem = new Uint8Array(22);
    redeem.set([0x00, 0x14]);
    redeem.set(hash160(publicKey), 2);
    return versioned(p.scriptHash, hash160(redeem));
  }
  return bech32m.encode(p.bech32, [1, ...bech32m.toWords(taprootOutputKey(publicKey))]);
}

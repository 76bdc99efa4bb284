import { bech32, bech32m } from '@scure/base';
import { decodeCashaddr } from './cashaddr';
import {
  chainOutsideFamily,
  invalid,
  resultOf,
  type NetworkKind,
  type ValidationResult,
} from '../validate/result';
import { base58check } from './utxoAddress';
import { utxoParams, type UtxoNetworkParams } from './utxoNetworks';
import { decodeWif } from './utxoWif';
import { UTXO_CHAINS } from './chains';

export type UtxoOutputType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr' | 'witness';

function decodeSegwit(address: string, hrp: string): UtxoOutputType {
  if (address !== address.toLowerCase() && address !== address.toUpperCase())
    throw new Error('Address mixes upper and lower case');
  const lower = address.toLowerCase();
  const v0 = bech32.decodeUnsafe(lower, 90);
  const v1 = v0 ? undefined : bech32m.decodeUnsafe(lower, 90);
  const decoded = v0 ?? v1;
  if (!decoded) throw new Error('Address checksum (bech32) does not match');
  if (decoded.prefix !== hrp) throw new Error(`Address must start with ${hrp}1`);
  const [version, ...rest] = decoded.words;
  if (version === undefined || version > 16) throw new Error('Unknown witness version');
  const program = bech32.fromWordsUnsafe(rest);
  if (!program || program.length < 2 || program.length > 40)
    throw new Error('Witness program has the wrong length');
  // BIP350: version 0 keeps bech32's checksum, versions 1 to 16 use bech32m.
  if ((version === 0) !== Boolean(v0)) throw new Error('Wrong checksum kind for the witness version');
  if (version === 0) {
    if (program.length === 20) return 'p2wpkh';
    if (program.length === 32) return 'p2wsh';
    throw new Error('Witness v0 program must be 20 or 32 bytes');
  }
  if (version === 1 && program.length !== 32) throw new Error('Taproot program must be 32 bytes');
  return version === 1 ? 'p2tr' : 'witness';
}

function decodeBase58(address: string, p: UtxoNetworkParams): UtxoOutputType {
  let payload: Uint8Array;
  try {
    payload = base58check.decode(address);
  } catch {
    throw new Error('Address checksum (base58check) does not match');
  }
  if (payload.length !== 21) throw new Error('Address has the wrong length');
  if (payload[0] === p.pubKeyHash) return 'p2pkh';
  if (payload[0] === p.scriptHash) return 'p2sh';
  throw new Error('Address is for another chain or network');
}

/**
 * The output type the address decodes to on this chain and network, or throws a reason.
 * Bitcoin Cash: 'bitcoincash:' is put in front unless the address starts with 1 (a legacy
 * P2PKH address) or already carries the prefix, as spec/chains.md §5 says.
 */
export function decodeUtxoAddress(
  chainName: string,
  address: string,
  network: NetworkKind = 'mainnet',
): UtxoOutputType {
  const p = utxoParams(chainName, network);
  const a = address;
  if (!a) throw new Error('Address is empty');
  if (p.cashaddr) {
    const legacyLead = network === 'mainnet' ? /^1/ : /^[mn]/;
    if (legacyLead.test(a)) {
      const t = decodeBase58(a, p);
      if (t !== 'p2pkh') throw new Error('Address is for another chain or network');
      return t;
    }
    const full = a.toLowerCase().startsWith(`${p.cashaddr}:`) ? a : `${p.cashaddr}:${a}`;
    return decodeCashaddr(full, p.cashaddr).type;
  }
  if (p.bech32 && a.toLowerCase().startsWith(`${p.bech32}1`)) return decodeSegwit(a, p.bech32);
  return decodeBase58(a, p);
}

export function validateAddress(chainName: string, address: string, network?: NetworkKind): ValidationResult {
  const outside = chainOutsideFamily(chainName, UTXO_CHAINS);
  if (outside) return invalid(outside);
  return resultOf(() => decodeUtxoAddress(chainName, address, network), 'Invalid address');
}

/** Spec §5: a WIF for the configured network. */
export function validatePrivateKey(chainName: string, key: string, network?: NetworkKind): ValidationResult {
  const outside = chainOutsideFamily(chainName, UTXO_CHAINS);
  if (outside) return invalid(outside);
  return resultOf(() => decodeWif(key, utxoParams(chainName, network)), 'Invalid private key');
}

export const utxoValidator = { validateAddress, validatePrivateKey };

import { checkSecpScalar } from '../validate/secp256k1Key';
import { base58check } from './utxoAddress';
import type { UtxoNetworkParams } from './utxoNetworks';

export interface DecodedWif {
  privateKey: Uint8Array;
  /** Whether the key's addresses use the 33-byte compressed public key. */
  compressed: boolean;
}

/** WIF = base58check(version || key || [0x01 when compressed]), version from the network. */
export function decodeWif(wif: string, params: UtxoNetworkParams): DecodedWif {
  let payload: Uint8Array;
  try {
    payload = base58check.decode(wif.trim());
  } catch {
    throw new Error('Private key is not a valid WIF (base58check failed)');
  }
  const compressed = payload.length === 34 && payload[33] === 0x01;
  if (!compressed && payload.length !== 33) throw new Error('Private key is not a valid WIF (wrong length)');
  if (payload[0] !== params.wif) throw new Error('Private key is a WIF for another network');
  return { privateKey: checkSecpScalar(payload.slice(1, 33)), compressed };
}

export function encodeWif(privateKey: Uint8Array, params: UtxoNetworkParams, compressed = true): string {
  checkSecpScalar(privateKey);
  const payload = new Uint8Array(compressed ? 34 : 33);
  payload[0] = params.wif;
  payload.set(privateKey, 1);
  if (compressed) payload[33] = 0x01;
  return base58check.encode(payload);
}

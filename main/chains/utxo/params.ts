/**
 * Chain parameters as bitcoinjs-lib wants them, built from the shared table
 * (shared/chains/utxo/utxoNetworks.ts) so main and signer read one set of version bytes.
 * Addresses ⇄ output scripts also live here because Bitcoin Cash's cashaddr is not a
 * bitcoinjs format.
 */
import './ecc';
import { address as btcAddress, payments, type Network } from 'bitcoinjs-lib';
import { decodeCashaddr, encodeCashaddr } from '../../../shared/chains/utxo/cashaddr';
import type { NetworkKind } from '../../../shared/chains/validate/result';
import { utxoParams } from '../../../shared/chains/utxo/utxoNetworks';

export type InputType = 'p2wpkh' | 'p2sh-p2wpkh' | 'p2pkh' | 'p2tr';
export type OutputType = InputType | 'p2sh' | 'p2wsh';

export function bitcoinjsNetwork(chain: string, kind: NetworkKind): Network {
  const p = utxoParams(chain, kind);
  return {
    messagePrefix: '\x18Bitcoin Signed Message:\n',
    bech32: p.bech32 ?? '',
    // BIP32 version bytes are not used: extended keys are parsed by @scure/bip32.
    bip32: { public: 0x0488b21e, private: 0x0488ade4 },
    pubKeyHash: p.pubKeyHash,
    scriptHash: p.scriptHash,
    wif: p.wif,
  };
}

const p2pkhScript = (hash: Uint8Array): Uint8Array => payments.p2pkh({ hash }).output as Uint8Array;
const p2shScript = (hash: Uint8Array): Uint8Array => payments.p2sh({ hash }).output as Uint8Array;

/** The output script an address pays to; throws for an address of another chain/network. */
export function addressToScript(chain: string, kind: NetworkKind, address: string): Uint8Array {
  const p = utxoParams(chain, kind);
  if (p.cashaddr && !/^[13mn2]/.test(address)) {
    const full = address.toLowerCase().startsWith(`${p.cashaddr}:`) ? address : `${p.cashaddr}:${address}`;
    const { type, hash } = decodeCashaddr(full, p.cashaddr);
    return type === 'p2pkh' ? p2pkhScript(hash) : p2shScript(hash);
  }
  return btcAddress.toOutputScript(address, bitcoinjsNetwork(chain, kind));
}

/** The address of an output script (cashaddr on Bitcoin Cash), or undefined for non-standard scripts. */
export function scriptToAddress(chain: string, kind: NetworkKind, script: Uint8Array): string | undefined {
  const p = utxoParams(chain, kind);
  try {
    if (p.cashaddr) {
      const pkh = payments.p2pkh({ output: script });
      if (pkh.hash) return encodeCashaddr(p.cashaddr, 'p2pkh', pkh.hash);
    }
    return btcAddress.fromOutputScript(script, bitcoinjsNetwork(chain, kind));
  } catch {
    return undefined;
  }
}

/** Output type of a script, for vsize and dust. */
export function outputTypeOf(script: Uint8Array): OutputType {
  const n = script.length;
  if (n === 22 && script[0] === 0x00 && script[1] === 0x14) return 'p2wpkh';
  if (n === 34 && script[0] === 0x00 && script[1] === 0x20) return 'p2wsh';
  if (n === 34 && script[0] === 0x51 && script[1] === 0x20) return 'p2tr';
  if (n === 23 && script[0] === 0xa9) return 'p2sh';
  return 'p2pkh';
}

/** Address, output script and (nested segwit) redeem script for a public key in a scheme. */
export function paymentFor(
  chain: string,
  kind: NetworkKind,
  type: InputType,
  pubkey: Uint8Array,
): { address: string; script: Uint8Array; redeemScript?: Uint8Array; internalKey?: Uint8Array } {
  const network = bitcoinjsNetwork(chain, kind);
  const p = utxoParams(chain, kind);
  if (type === 'p2pkh') {
    const pay = payments.p2pkh({ pubkey, network });
    const script = pay.output as Uint8Array;
    const address = p.cashaddr
      ? encodeCashaddr(p.cashaddr, 'p2pkh', pay.hash as Uint8Array)
      : (pay.address as string);
    return { address, script };
  }
  if (type === 'p2wpkh') {
    const pay = payments.p2wpkh({ pubkey, network });
    return { address: pay.address as string, script: pay.output as Uint8Array };
  }
  if (type === 'p2sh-p2wpkh') {
    const inner = payments.p2wpkh({ pubkey, network });
    const pay = payments.p2sh({ redeem: inner, network });
    return { address: pay.address as string, script: pay.output as Uint8Array, redeemScript: inner.output };
  }
  const internalKey = pubkey.subarray(1, 33);
  const pay = payments.p2tr({ internalPubkey: internalKey, network });
  return { address: pay.address as string, script: pay.output as Uint8Array, internalKey };
}

/**
 * Assembles the unsigned PSBT: every input carries what its signer needs (the prevout as
 * witnessUtxo, the whole previous transaction for legacy inputs, the redeem script for nested
 * segwit, BIP32 derivation paths / taproot internal key) and signals BIP125 replaceability.
 */
import { Psbt } from 'bitcoinjs-lib';
import { SEQUENCE_RBF } from '../constants';
import { bitcoinjsNetwork } from '../params';
import { withProviders } from '../network';
import type { UtxoCtx } from '../types';
import type { DerivedAddress } from './account';

export interface PsbtInput {
  txid: string;
  vout: number;
  value: bigint;
  owner: DerivedAddress;
}

export interface PsbtOutput {
  script: Uint8Array;
  value: bigint;
}

const hex = (s: string): Uint8Array => Uint8Array.from(Buffer.from(s, 'hex'));

function fingerprintBytes(fp: number): Uint8Array {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setUint32(0, fp >>> 0, false);
  return b;
}

/** Whether legacy inputs get their full previous transaction (Bitcoin Cash signs amounts, so it does not). */
const needsPrevTx = (ctx: UtxoCtx, input: PsbtInput): boolean =>
  input.owner.type === 'p2pkh' && ctx.chain !== 'bitcoin_cash';

export async function makePsbt(
  ctx: UtxoCtx,
  inputs: readonly PsbtInput[],
  outputs: readonly PsbtOutput[],
  fingerprint = 0,
): Promise<Psbt> {
  const psbt = new Psbt({ network: bitcoinjsNetwork(ctx.chain, ctx.network) });
  psbt.setVersion(2);
  const fp = fingerprintBytes(fingerprint);
  const prevHex = new Map<string, string>();
  for (const i of inputs)
    if (needsPrevTx(ctx, i) && !prevHex.has(i.txid))
      prevHex.set(i.txid, await withProviders(ctx, (p) => p.getTxHex(i.txid)));
  for (const i of inputs) {
    const o = i.owner;
    const base = { hash: i.txid, index: i.vout, sequence: SEQUENCE_RBF };
    if (o.type === 'p2tr') {
      const internal = o.internalKey as Uint8Array;
      psbt.addInput({
        ...base,
        witnessUtxo: { script: o.script, value: i.value },
        tapInternalKey: internal,
        tapBip32Derivation: [{ masterFingerprint: fp, pubkey: internal, path: o.path, leafHashes: [] }],
      });
      continue;
    }
    const prev = prevHex.get(i.txid);
    psbt.addInput({
      ...base,
      ...(prev ? { nonWitnessUtxo: hex(prev) } : { witnessUtxo: { script: o.script, value: i.value } }),
      ...(o.redeemScript ? { redeemScript: o.redeemScript } : {}),
      bip32Derivation: [{ masterFingerprint: fp, pubkey: o.pubkey, path: o.path }],
    });
  }
  for (const out of outputs) psbt.addOutput({ script: out.script, value: out.value });
  return psbt;
}

/**
 * Assembles the unsigned PSBT: every input carries what its signer needs (the whole previous
 * transaction for every non-taproot input, the prevout as witnessUtxo for segwit, the redeem
 * script for nested segwit, BIP32 derivation paths / taproot internal key) and signals BIP125
 * replaceability.
 */
import { Psbt, Transaction } from 'bitcoinjs-lib';
import { AppError } from '../../../../shared/errors';
import { DISCOVERY_CONCURRENCY, SEQUENCE_RBF } from '../constants';
import { bitcoinjsNetwork } from '../params';
import { withProviders } from '../network';
import type { UtxoCtx } from '../types';
import type { DerivedAddress } from './account';
import { mapLimit } from './mapLimit';

export interface PsbtInput {
  txid: string;
  vout: number;
  value: bigint;
  owner: DerivedAddress;
  /** the previous transaction when the caller already holds it; fetched otherwise */
  prevTx?: Transaction;
}

export interface PsbtOutput {
  script: Uint8Array;
  value: bigint;
}

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => Buffer.from(a).equals(Buffer.from(b));

function fingerprintBytes(fp: number): Uint8Array {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setUint32(0, fp >>> 0, false);
  return b;
}

/**
 * BIP143 and Bitcoin Cash's fork-id digest sign only the input's own amount, so the signer
 * believes an amount only from a previous transaction it can hash to the outpoint. BIP341
 * signs every input's amount and script, so taproot inputs go without.
 */
const needsPrevTx = (input: PsbtInput): boolean => input.owner.type !== 'p2tr';

/** The previous transaction `txid` from the first provider whose copy hashes to that id. */
export function fetchPrevTx(ctx: UtxoCtx, txid: string): Promise<Transaction> {
  return withProviders(ctx, async (p) => {
    const hex = await p.getTxHex(txid);
    let tx: Transaction;
    try {
      tx = Transaction.fromHex(hex);
    } catch {
      throw new AppError('NETWORK', `The explorer sent an unreadable transaction ${txid}`);
    }
    // thrown inside the provider call, so a lying provider hands over to the next one
    if (tx.getId() !== txid)
      throw new AppError('NETWORK', `The explorer sent another transaction for ${txid}`);
    return tx;
  });
}

/** The output `i` spends, as its previous transaction states it; refused when coin data disagrees. */
function spentOutput(prev: Transaction, i: PsbtInput): { script: Uint8Array; value: bigint } {
  // a caller's copy is held to the same rule as a fetched one
  if (prev.getId() !== i.txid)
    throw new AppError('NETWORK', `The explorer sent another transaction for ${i.txid}`);
  const out = prev.outs[i.vout];
  if (!out || out.value !== i.value || !sameBytes(out.script, i.owner.script))
    throw new AppError('NETWORK', `The explorer's coin ${i.txid}:${i.vout} does not match its transaction`);
  return out;
}

export async function makePsbt(
  ctx: UtxoCtx,
  inputs: readonly PsbtInput[],
  outputs: readonly PsbtOutput[],
  fingerprint = 0,
): Promise<Psbt> {
  const psbt = new Psbt({ network: bitcoinjsNetwork(ctx.chain, ctx.network) });
  psbt.setVersion(2);
  const fp = fingerprintBytes(fingerprint);
  const prevTxs = new Map<string, Transaction>();
  for (const i of inputs) if (i.prevTx && needsPrevTx(i)) prevTxs.set(i.txid, i.prevTx);
  const txids = [...new Set(inputs.filter((i) => needsPrevTx(i) && !prevTxs.has(i.txid)).map((i) => i.txid))];
  const fetched = await mapLimit(txids, ctx.config.concurrency ?? DISCOVERY_CONCURRENCY, (id) =>
    fetchPrevTx(ctx, id),
  );
  txids.forEach((id, k) => prevTxs.set(id, fetched[k] as Transaction));
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
    const prev = prevTxs.get(i.txid) as Transaction;
    const out = spentOutput(prev, i);
    psbt.addInput({
      ...base,
      nonWitnessUtxo: prev.toBuffer(),
      // BIP174 has segwit inputs state their prevout too; signers check it against the tx
      ...(o.type === 'p2pkh' ? {} : { witnessUtxo: { script: out.script, value: out.value } }),
      ...(o.redeemScript ? { redeemScript: o.redeemScript } : {}),
      // an imported key's address has no path: the signer knows its one key by the script
      ...(o.pubkey ? { bip32Derivation: [{ masterFingerprint: fp, pubkey: o.pubkey, path: o.path }] } : {}),
    });
  }
  for (const out of outputs) psbt.addOutput({ script: out.script, value: out.value });
  return psbt;
}

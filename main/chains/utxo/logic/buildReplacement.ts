/**
 * BIP125 replacements of a pending send. Speed-up keeps every input and the recipient
 * outputs and takes the higher fee from change (adding wallet coins if change is short);
 * cancel spends the same inputs back to the wallet in one output. Either way the new fee
 * is at least the old fee plus the incremental relay rate times the new size (rules 3 and 4)
 * and the new rate is above the old one.
 */
import { Transaction } from 'bitcoinjs-lib';
import { AppError } from '../../../../shared/errors';
import { UTXO_ERRORS, insufficientBalance } from '../errors';
import { addressToScript, outputTypeOf, scriptToAddress, type OutputType } from '../params';
import { dustThreshold, policyOf } from '../policy';
import { withProviders } from '../network';
import type { ChainTx, UtxoCtx } from '../types';
import { fingerprintOf, type DerivedAddress, type UtxoAccount } from './account';
import type { BuildTransferResult } from './buildTransfer';
import { checkFeeRate } from './buildTransfer';
import { discover, type DiscoverResult } from './discover';
import { fetchPrevTx, makePsbt, type PsbtInput, type PsbtOutput } from './makePsbt';
import { feeFor } from './selectCoins';
import { estimateVsize } from './vsize';

export interface BuildReplacementParams {
  account: UtxoAccount;
  /** the wallet's own signed copy of the pending transaction (its pending entry keeps it) */
  signed: string;
  kind: 'speedUp' | 'cancel';
  /** sat/vB wanted; raised to the minimum a node accepts as a replacement */
  feeRate: bigint;
  discovery?: DiscoverResult;
}

const sumOf = (xs: readonly { value: bigint }[]): bigint => xs.reduce((s, x) => s + x.value, 0n);
const rule = (m: string) => new AppError('RULE', m);

interface Original {
  tx: ChainTx;
  inputs: PsbtInput[];
  fee: bigint;
  vsize: number;
}

/** Whether an explorer's copy pays what the signed copy pays (same txid, so it must). */
function sameOutputs(net: ChainTx, own: ChainTx): boolean {
  return (
    net.vout.length === own.vout.length &&
    own.vout.every(
      (o, i) =>
        net.vout[i]?.value === o.value && (!net.vout[i]?.address || net.vout[i]?.address === o.address),
    )
  );
}

/**
 * The pending transaction as this wallet signed it: outputs from its own bytes, each input's
 * amount and owner from the previous transaction (hashed to its outpoint). The explorer is
 * asked only whether it is confirmed; a copy that pays otherwise is refused, never used.
 */
async function loadOriginal(ctx: UtxoCtx, d: DiscoverResult, signed: string): Promise<Original> {
  let raw: Transaction;
  try {
    raw = Transaction.fromHex(signed);
  } catch {
    throw rule(UTXO_ERRORS.noRecord);
  }
  const txid = raw.getId();
  const tx: ChainTx = {
    txid,
    confirmed: false,
    vin: [],
    vout: raw.outs.map((o, n) => {
      const address = scriptToAddress(ctx.chain, ctx.network, o.script);
      return { n, value: o.value, ...(address ? { address } : {}) };
    }),
  };
  const net = await withProviders(ctx, (p) => p.getTx(txid)).catch(() => null);
  if (net?.confirmed) throw rule(UTXO_ERRORS.notReplaceable);
  if (net && !sameOutputs(net, tx)) throw rule(UTXO_ERRORS.differsFromRecord);
  const mine = new Map<string, DerivedAddress>(d.used.map((a) => [a.address, a]));
  const prevs = new Map<string, Promise<Transaction>>();
  const inputs = await Promise.all(
    raw.ins.map(async (i) => {
      const prevId = Buffer.from(i.hash).reverse().toString('hex');
      if (!prevs.has(prevId)) prevs.set(prevId, fetchPrevTx(ctx, prevId));
      const prevTx = await prevs.get(prevId)!;
      const out = prevTx.outs[i.index];
      const address = out && scriptToAddress(ctx.chain, ctx.network, out.script);
      const owner = address ? mine.get(address) : undefined;
      if (!out || !owner) throw rule('Only transactions sent from this wallet can be replaced');
      // handed on to makePsbt, which then need not fetch it a second time
      return { txid: prevId, vout: i.index, value: out.value, owner, prevTx };
    }),
  );
  tx.vin = inputs.map((i) => ({ txid: i.txid, vout: i.vout, value: i.value, address: i.owner.address }));
  const outTypes = tx.vout.map((o) =>
    o.address ? outputTypeOf(addressToScript(ctx.chain, ctx.network, o.address)) : ('p2wsh' as OutputType),
  );
  return {
    tx,
    inputs,
    fee: sumOf(inputs) - sumOf(tx.vout),
    vsize: estimateVsize(
      inputs.map((i) => i.owner.type),
      outTypes,
    ),
  };
}

/** The smallest fee a node accepts for a replacement of `o` at `size` vB, and at least `rate`. */
function replacementFee(
  ctx: UtxoCtx,
  o: Original,
  rate: bigint,
  inputs: PsbtInput[],
  outputs: OutputType[],
): bigint {
  const inc = policyOf(ctx.chain).incrementalRelayRate;
  const oldRate = (o.fee + BigInt(o.vsize) - 1n) / BigInt(o.vsize);
  const r = rate > oldRate + inc ? rate : oldRate + inc;
  const atRate = feeFor(
    inputs.map((i) => ({ value: i.value, type: i.owner.type })),
    outputs,
    r,
  );
  const rule4 =
    o.fee +
    BigInt(
      estimateVsize(
        inputs.map((i) => i.owner.type),
        outputs,
      ),
    ) *
      inc;
  return atRate > rule4 ? atRate : rule4;
}

export async function buildReplacement(
  ctx: UtxoCtx,
  p: BuildReplacementParams,
): Promise<BuildTransferResult> {
  checkFeeRate(ctx.chain, p.feeRate);
  const d = p.discovery ?? (await discover(ctx, { account: p.account }));
  const o = await loadOriginal(ctx, d, p.signed);
  const own = new Set(d.changeAddresses);
  const inputs = [...o.inputs];
  const totalIn = (): bigint => sumOf(inputs);

  if (p.kind === 'cancel') {
    const back = o.tx.vout.find((x) => x.address && own.has(x.address))?.address ?? d.nextChange.address;
    const script = addressToScript(ctx.chain, ctx.network, back);
    const fee = replacementFee(ctx, o, p.feeRate, inputs, [outputTypeOf(script)]);
    const amount = totalIn() - fee;
    if (amount < dustThreshold(ctx.chain, outputTypeOf(script))) throw insufficientBalance();
    return finish(ctx, p, d, inputs, [{ script, value: amount }], back, amount, fee, 0n);
  }

  const payees = o.tx.vout.filter((x) => !(x.address && own.has(x.address)));
  const payee = payees[0];
  if (payees.length !== 1 || !payee?.address)
    throw new AppError('RULE', 'Only single-recipient sends can be sped up');
  const recipient: PsbtOutput = {
    script: addressToScript(ctx.chain, ctx.network, payee.address),
    value: payee.value,
  };
  const changeScript = d.nextChange.script;
  const changeDust = dustThreshold(ctx.chain, outputTypeOf(changeScript));
  const types = (withChange: boolean): OutputType[] =>
    withChange
      ? [outputTypeOf(recipient.script), outputTypeOf(changeScript)]
      : [outputTypeOf(recipient.script)];
  // extra coins, largest first, only confirmed ones so the replacement has no unconfirmed parents
  const spare = d.utxos
    .filter((u) => u.confirmed && !inputs.some((i) => i.txid === u.txid && i.vout === u.vout))
    .sort((a, b) => (b.value > a.value ? 1 : b.value < a.value ? -1 : 0));
  for (;;) {
    const fee = replacementFee(ctx, o, p.feeRate, inputs, types(true));
    const change = totalIn() - recipient.value - fee;
    if (change >= changeDust)
      return finish(
        ctx,
        p,
        d,
        inputs,
        [recipient, { script: changeScript, value: change }],
        payee.address,
        payee.value,
        fee,
        change,
      );
    const feeNoChange = replacementFee(ctx, o, p.feeRate, inputs, types(false));
    if (totalIn() - recipient.value >= feeNoChange)
      return finish(
        ctx,
        p,
        d,
        inputs,
        [recipient],
        payee.address,
        payee.value,
        totalIn() - recipient.value,
        0n,
      );
    const next = spare.shift();
    if (!next) throw insufficientBalance();
    inputs.push(next);
  }
}

async function finish(
  ctx: UtxoCtx,
  p: BuildReplacementParams,
  d: DiscoverResult,
  inputs: PsbtInput[],
  outputs: PsbtOutput[],
  to: string,
  amount: bigint,
  fee: bigint,
  change: bigint,
): Promise<BuildTransferResult> {
  const psbt = await makePsbt(ctx, inputs, outputs, fingerprintOf(p.account));
  return {
    psbt: psbt.toBase64(),
    amount,
    fee,
    change,
    changeAddress: change > 0n ? d.nextChange.address : undefined,
    inputs: inputs.map((i) => ({ txid: i.txid, vout: i.vout })),
    vsize: estimateVsize(
      inputs.map((i) => i.owner.type),
      outputs.map((x) => outputTypeOf(x.script)),
    ),
    intent: { chain: ctx.chain, to, amount, feeCap: fee, changeAddresses: d.changeAddresses },
  };
}

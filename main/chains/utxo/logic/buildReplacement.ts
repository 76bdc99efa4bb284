/**
 * BIP125 replacements of a pending send. Speed-up keeps every input and the recipient
 * outputs and takes the higher fee from change (adding wallet coins if change is short);
 * cancel spends the same inputs back to the wallet in one output. Either way the new fee
 * is at least the old fee plus the incremental relay rate times the new size (rules 3 and 4)
 * and the new rate is above the old one.
 */
import { AppError } from '../../../../shared/errors';
import { UTXO_ERRORS, insufficientBalance } from '../errors';
import { addressToScript, outputTypeOf, type OutputType } from '../params';
import { dustThreshold, policyOf } from '../policy';
import { withProviders } from '../network';
import type { ChainTx, UtxoCtx } from '../types';
import type { DerivedAddress, UtxoAccount } from './account';
import type { BuildTransferResult } from './buildTransfer';
import { checkFeeRate } from './buildTransfer';
import { discover, type DiscoverResult } from './discover';
import { makePsbt, type PsbtInput, type PsbtOutput } from './makePsbt';
import { feeFor } from './selectCoins';
import { estimateVsize } from './vsize';

export interface BuildReplacementParams {
  account: UtxoAccount;
  txid: string;
  kind: 'speedUp' | 'cancel';
  /** sat/vB wanted; raised to the minimum a node accepts as a replacement */
  feeRate: bigint;
  discovery?: DiscoverResult;
}

const sumOf = (xs: readonly { value: bigint }[]): bigint => xs.reduce((s, x) => s + x.value, 0n);

interface Original {
  tx: ChainTx;
  inputs: PsbtInput[];
  fee: bigint;
  vsize: number;
}

async function loadOriginal(ctx: UtxoCtx, d: DiscoverResult, txid: string): Promise<Original> {
  const tx = await withProviders(ctx, (p) => p.getTx(txid));
  if (tx.confirmed) throw new AppError('RULE', UTXO_ERRORS.notReplaceable);
  const mine = new Map<string, DerivedAddress>(d.used.map((a) => [a.address, a]));
  const inputs = tx.vin.map((i) => {
    const owner = i.address ? mine.get(i.address) : undefined;
    if (!owner) throw new AppError('RULE', 'Only transactions sent from this wallet can be replaced');
    return { txid: i.txid, vout: i.vout, value: i.value, owner };
  });
  const outTypes = tx.vout.map((o) =>
    o.address ? outputTypeOf(addressToScript(ctx.chain, ctx.network, o.address)) : ('p2wsh' as OutputType),
  );
  return {
    tx,
    inputs,
    fee: sumOf(tx.vin) - sumOf(tx.vout),
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
  const o = await loadOriginal(ctx, d, p.txid);
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
  const psbt = await makePsbt(ctx, inputs, outputs, p.account.fingerprint);
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

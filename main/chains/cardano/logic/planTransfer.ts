import { AppError } from '../../../../shared/errors';
import { CARDANO_ERRORS, TTL_MARGIN_SLOTS } from '../constants';
import type { CardanoCtx } from '../ctx';
import { blockfrostOf } from '../network';
import { assertAssetsKept } from './assetsKept';
import { withFree } from './csl';
import {
  addressOf,
  assetsOf,
  balancedBody,
  big,
  builderOf,
  feeSpending,
  inputOf,
  minAdaOf,
  outputOf,
  toBig,
  valueOf,
} from './txBuilder';

export interface TransferParams {
  from: string;
  to: string;
  amount: bigint;
  sendAll: boolean;
}

export interface TransferPlan {
  /** what the recipient gets */
  amount: bigint;
  fee: bigint;
  isMax: boolean;
  /** the transaction body, hex CBOR: what the signer decodes and witnesses */
  unsigned: string;
  /** lovelace the body returns to the sender */
  change: bigint;
  ttl: bigint;
}

/**
 * An ADA transfer built with cardano-serialization-lib against the chain's protocol
 * parameters: the recipient's output first (at least the min-ADA its size needs), inputs
 * largest first (ADA-only UTXOs before those holding assets, balancedBody), change back to the sender's own address (a leftover too small for
 * an output goes to the fee, as CSL does), TTL = tip slot + TTL_MARGIN_SLOTS.
 *
 * Native assets (issue 37) are never left behind: inputs that hold them may be selected, and
 * their assets come back in the change. A send-all spends every UTXO: the ADA goes to the
 * recipient, less the fee and, where the address holds assets, the min-ADA of one change output
 * that keeps every asset at the address. Script-locked UTXOs stay.
 * spec §5's errors: no sender address, no UTXOs, and too little ADA for amount plus fee.
 */
export async function planTransfer(ctx: CardanoCtx, p: TransferParams): Promise<TransferPlan> {
  if (!p.from) throw new AppError('RULE', CARDANO_ERRORS.noSender);
  const bf = blockfrostOf(ctx);
  const all = await bf.utxos(p.from);
  if (all.length === 0) throw new AppError('RULE', CARDANO_ERRORS.noUtxos);
  if (!p.sendAll && p.amount <= 0n) throw new AppError('BAD_INPUT', CARDANO_ERRORS.amountZero);
  const [params, tip] = await Promise.all([bf.parameters(), bf.tipSlot()]);
  const ttl = tip + TTL_MARGIN_SLOTS;
  const utxos = all.filter((u) => !u.scripted);
  const available = utxos.reduce((s, u) => s + u.lovelace, 0n);
  const assets = [...assetsOf(utxos)];

  return withFree((keep): TransferPlan => {
    const from = addressOf(keep, p.from, CARDANO_ERRORS.noSender);
    const to = addressOf(keep, p.to, CARDANO_ERRORS.badAddress);
    const insufficient = (amount: bigint, fee: bigint) =>
      new AppError('RULE', CARDANO_ERRORS.insufficient(available, amount + fee, fee));

    if (p.sendAll) {
      // the assets' own output: its min-ADA stays at the address with them
      const kept = assets.length ? minAdaOf(keep, params, from, available, assets) : 0n;
      const outputs = [outputOf(keep, to, available)];
      if (assets.length) outputs.push(outputOf(keep, from, kept, assets));
      const fee = feeSpending(keep, params, utxos, from, outputs, ttl);
      const amount = available - fee - kept;
      const minAda = minAdaOf(keep, params, to, amount > 0n ? amount : 0n);
      if (amount < minAda) throw insufficient(minAda + kept, fee);
      const b = builderOf(keep, params);
      for (const u of utxos) b.add_regular_input(from, inputOf(keep, u), valueOf(keep, u));
      b.add_output(outputOf(keep, to, amount));
      if (assets.length) b.add_output(outputOf(keep, from, kept, assets));
      b.set_ttl_bignum(big(keep, ttl));
      b.set_fee(big(keep, fee));
      const body = keep(b.build());
      assertAssetsKept(keep, body, utxos, p.from);
      return { amount, fee, isMax: true, unsigned: body.to_hex(), change: kept, ttl };
    }

    const minAda = minAdaOf(keep, params, to, p.amount);
    if (p.amount < minAda) throw new AppError('RULE', CARDANO_ERRORS.belowMinimum(minAda));
    const pay = outputOf(keep, to, p.amount);
    const body = balancedBody(keep, params, utxos, [], from, [pay], ttl);
    // the message names how far the inputs fall short, with the fee of spending them all
    if (!body) throw insufficient(p.amount, feeSpending(keep, params, utxos, from, [pay], ttl));
    assertAssetsKept(keep, body, utxos, p.from);
    const outputs = keep(body.outputs());
    const change = outputs.len() > 1 ? toBig(keep(keep(keep(outputs.get(1)).amount()).coin())) : 0n;
    return {
      amount: p.amount,
      fee: toBig(keep(body.fee())),
      isMax: false,
      unsigned: body.to_hex(),
      change,
      ttl,
    };
  });
}

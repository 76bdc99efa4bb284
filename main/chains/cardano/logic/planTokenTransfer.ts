import { cardanoUnit, type CardanoToken } from '../../../../shared/chains/cardano/tokens';
import { AppError } from '../../../../shared/errors';
import { CARDANO_ERRORS, TTL_MARGIN_SLOTS } from '../constants';
import type { CardanoCtx } from '../ctx';
import { blockfrostOf } from '../network';
import { assertAssetsKept } from './assetsKept';
import { withFree } from './csl';
import type { TransferPlan } from './planTransfer';
import { addressOf, assetsOf, balancedBody, feeSpending, minAdaOf, outputOf, toBig } from './txBuilder';

export interface TokenTransferParams {
  from: string;
  to: string;
  token: CardanoToken;
  /** base units of the token; with `sendAll`, all the address holds */
  amount: bigint;
  sendAll: boolean;
  /** the coin's symbol, for the not-enough message */
  symbol: string;
}

export interface TokenTransferPlan extends TransferPlan {
  /** lovelace the recipient's output carries with the token: its min-ADA, by CSL */
  lovelace: bigint;
}

/**
 * A native asset transfer (issue 37), built with cardano-serialization-lib: the recipient's
 * output first, holding exactly `amount` of the token and the least ADA the ledger lets such an
 * output hold (CSL's min_ada_for_output on that very output, paid by the sender, shown as sent
 * along with the token); inputs: the UTXOs holding the token, then ADA as needed (balancedBody);
 * one change output
 * to the sender's address keeping every other asset of every spent input (and the rest of the
 * token), checked on the built body (assertAssetsKept). The fee is paid in ADA.
 */
export async function planTokenTransfer(ctx: CardanoCtx, p: TokenTransferParams): Promise<TokenTransferPlan> {
  if (!p.from) throw new AppError('RULE', CARDANO_ERRORS.noSender);
  const bf = blockfrostOf(ctx);
  const all = await bf.utxos(p.from);
  if (all.length === 0) throw new AppError('RULE', CARDANO_ERRORS.noUtxos);
  const utxos = all.filter((u) => !u.scripted);
  const unit = cardanoUnit(p.token);
  const held = assetsOf(utxos).get(unit) ?? 0n;
  const amount = p.sendAll ? held : p.amount;
  if (amount <= 0n) throw new AppError('BAD_INPUT', CARDANO_ERRORS.amountZero);
  if (amount > held) throw new AppError('RULE', CARDANO_ERRORS.tokenTooLittle(held, p.symbol));
  const [params, tip] = await Promise.all([bf.parameters(), bf.tipSlot()]);
  const ttl = tip + TTL_MARGIN_SLOTS;
  const available = utxos.reduce((s, u) => s + u.lovelace, 0n);
  const sending: [string, bigint][] = [[unit, amount]];
  const quantityIn = (u: (typeof utxos)[number]) =>
    u.tokens.filter((t) => t.unit === unit).reduce((s, t) => s + t.quantity, 0n);

  return withFree((keep): TokenTransferPlan => {
    const from = addressOf(keep, p.from, CARDANO_ERRORS.noSender);
    const to = addressOf(keep, p.to, CARDANO_ERRORS.badAddress);
    // the min-ADA depends on the output's size, its own coin field included: asked of the
    // output with the coin it will carry, and settled once it no longer grows
    let lovelace = minAdaOf(keep, params, to, 0n, sending);
    for (let next = minAdaOf(keep, params, to, lovelace, sending); next > lovelace;)
      [lovelace, next] = [next, minAdaOf(keep, params, to, next, sending)];
    // the UTXOs holding the token first, most of it first, until they cover the amount
    const picks: typeof utxos = [];
    let picked = 0n;
    for (const u of [...utxos].sort((a, b) => Number(quantityIn(b) - quantityIn(a))))
      if (picked < amount && quantityIn(u) > 0n) {
        picks.push(u);
        picked += quantityIn(u);
      }
    const pay = outputOf(keep, to, lovelace, sending);
    const body = balancedBody(keep, params, utxos, picks, from, [pay], ttl);
    if (!body) {
      const fee = feeSpending(keep, params, utxos, from, [pay], ttl);
      throw new AppError('RULE', CARDANO_ERRORS.insufficient(available, lovelace + fee, fee));
    }
    assertAssetsKept(keep, body, utxos, p.from, new Map(sending));
    const outputs = keep(body.outputs());
    const change = outputs.len() > 1 ? toBig(keep(keep(keep(outputs.get(1)).amount()).coin())) : 0n;
    return {
      amount,
      lovelace,
      fee: toBig(keep(body.fee())),
      isMax: p.sendAll,
      unsigned: body.to_hex(),
      change,
      ttl,
    };
  });
}

/**
 * A Tron send (TRX or a TRC-20), checked and planned: a base58 recipient, a text memo, the
 * bandwidth and energy it burns. The intent holds the signer to the recipient, the amount, the
 * token, the memo and the most the send can cost (the fee limit included).
 */
import { decodeTronAddress } from '../../../../shared/chains/tron/validate';
import { AppError } from '../../../../shared/errors';
import type { SignIntentOf } from '../../../../shared/signer/protocol';
import type { CoinRef, CostRow, Prepared, Quote, QuoteParams } from '../../family';
import { TRON_ERRORS } from '../constants';
import type { TronCtx } from '../ctx';
import { transferCosts, tronMaxFee } from './costRows';
import type { TronFee } from './fees';
import { planTransfer } from './planTransfer';

export async function prepareTransfer(ctx: TronCtx, coin: CoinRef, p: QuoteParams): Promise<Prepared> {
  const to = tronRecipient(p.to);
  if (p.memo && p.memo.kind !== 'text') throw new AppError('BAD_INPUT', TRON_ERRORS.memoKind);
  const planned = await planTransfer(ctx, {
    from: coin.address,
    to,
    amount: p.amount,
    sendAll: p.sendAll,
    ...(coin.contractAddress ? { contractAddress: coin.contractAddress } : {}),
    ...(p.memo ? { memo: p.memo.value } : {}),
  });
  const costs = transferCosts(planned.fee, planned.feeLimit);
  const intent: SignIntentOf<'tron'> = {
    family: 'tron',
    kind: 'transfer',
    chainName: coin.chainName,
    from: coin.address,
    to,
    amount: planned.amount.toString(10),
    // the most the send can cost (signAndSend sets it again from the approved quote)
    feeCap: tronMaxFee(planned.fee, planned.feeLimit).toString(10),
    ...(coin.contractAddress ? { contractAddress: coin.contractAddress } : {}),
    ...(p.memo ? { memo: p.memo } : {}),
  };
  return {
    quote: tronQuote(planned.amount, planned.isMax, planned.fee, costs),
    unsigned: planned.rawDataHex,
    intent,
  };
}

export function tronQuote(amount: bigint, isMax: boolean, fee: TronFee, costs: CostRow[]): Quote {
  return {
    amount,
    fee: fee.total,
    isMax,
    // Tron has no fee market: the price is the chain's, so there is nothing to choose
    feeOptions: [],
    feeUnit: 'TRX',
    feeUnitDecimals: 6,
    // charged after the fact: energy up to the fee limit (TRC-20), and bandwidth the resources
    // may no longer cover when it lands; that is the most it can cost, and what the signer holds
    costs,
  };
}

/** spec §5: a Tron address check; an optional 0x is not part of a base58 address. */
export function tronRecipient(text: string): string {
  const t = text.trim();
  try {
    decodeTronAddress(t);
  } catch {
    throw new AppError('BAD_INPUT', TRON_ERRORS.badAddress);
  }
  return t;
}

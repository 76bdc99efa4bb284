/**
 * A Hedera transfer, checked, planned and built: a recipient account id (its HIP-15 checksum
 * must match the network), the schedule's fee, a text memo. Built here because the node the
 * transaction goes to is part of its bytes; the intent holds the signer to the payer account,
 * that node, the recipient, the amount, the fee and the memo.
 */
import { validateAddress } from '../../../../shared/chains/hedera/validate';
import { AppError } from '../../../../shared/errors';
import type { SignIntentOf } from '../../../../shared/signer/protocol';
import type { CoinRef, Prepared, Quote, QuoteParams } from '../../family';
import { HEDERA_ERRORS } from '../constants';
import type { HederaCtx } from '../ctx';
import { buildTransfer } from './buildTransfer';
import { planTransfer, type TransferPlan } from './planTransfer';
import { prepareTokenTransfer } from './prepareTokenTransfer';

type Network = 'mainnet' | 'testnet' | 'regtest';

export async function prepareTransfer(
  ctx: HederaCtx,
  coin: CoinRef,
  p: QuoteParams,
  network: Network,
): Promise<Prepared> {
  const to = recipient(coin.chainName, p.to, network);
  // an HTS token coin (issue 37): its own body, the fee still in HBAR
  if (coin.contractAddress) return prepareTokenTransfer(ctx, coin, p, to);
  const planned = await planTransfer(ctx, {
    publicKeyDer: coin.address,
    to,
    amount: p.amount,
    sendAll: p.sendAll,
    ...(p.memo ? { memo: p.memo } : {}),
  });
  const built = await buildTransfer(ctx, planned);
  const intent: SignIntentOf<'hedera'> = {
    family: 'hedera',
    kind: 'transfer',
    chainName: coin.chainName,
    from: coin.address,
    accountId: planned.accountId,
    nodeAccountId: built.nodeAccountId,
    to: planned.to,
    amount: planned.amount.toString(10),
    feeCap: planned.fee.toString(10),
    ...(planned.memo ? { memo: { kind: 'text', value: planned.memo } } : {}),
  };
  return { quote: quoteOf(planned), unsigned: built.unsigned, intent };
}

/** The fee is the spec's 0.0021 USD and also the most the transaction lets the node charge. */
function quoteOf(p: TransferPlan): Quote {
  return {
    amount: p.amount,
    fee: p.fee,
    isMax: p.isMax,
    // a Hedera fee is set by the fee schedule, not bid: nothing to choose
    feeOptions: [],
    feeUnit: 'HBAR',
    feeUnitDecimals: 8,
  };
}

/** spec §5: a recipient parses as an account id (a HIP-15 checksum must match the network). */
function recipient(chainName: string, text: string, network: Network): string {
  const t = text.trim();
  if (!validateAddress(chainName, t, network).valid)
    throw new AppError('BAD_INPUT', HEDERA_ERRORS.badAddress);
  return t.replace(/-[a-z]{5}$/, '');
}

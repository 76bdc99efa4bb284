/**
 * A Payment in an issued currency (issue 37): Amount in the token, SendMax in the same token
 * (the amount plus the issuer's transfer fee, rounded up) and no tfPartialPayment, so the
 * recipient gets exactly the amount or nothing moves, and no other currency or issuer can be
 * spent on the way. The recipient must already trust the token (a line to the issuer) with
 * room under its limit; the fee is paid in XRP.
 */
import { encode } from 'ripple-binary-codec';
import { formatUnits } from '../../../../shared/amount';
import {
  currencySymbol,
  issuedUnitsFloor,
  issuedValue,
  type IssuedToken,
} from '../../../../shared/chains/ripple/issued';
import { AppError } from '../../../../shared/errors';
import type { SignIntentOf } from '../../../../shared/signer/protocol';
import type { CoinRef, Prepared, QuoteParams } from '../../family';
import { LAST_LEDGER_OFFSET, RIPPLE_ERRORS } from '../constants';
import type { RippleCtx } from '../ctx';
import { withRippled } from '../network';
import { accountState, LSF_REQUIRE_DEST_TAG } from './accountState';
import { lineOf, PAR_RATE, transferFeeText, transferRateOf } from './issuedToken';
import { networkFees } from './networkFees';
import { destinationTagOf } from './planPayment';

/** ceil(amount × rate / 1e9): what the sender's line loses for `amount` to arrive */
export const withTransferFee = (amount: bigint, rate: bigint) => (amount * rate + PAR_RATE - 1n) / PAR_RATE;

export async function prepareIssuedTransfer(
  ctx: RippleCtx,
  coin: CoinRef,
  token: IssuedToken,
  to: string,
  p: QuoteParams,
): Promise<Prepared> {
  const symbol = currencySymbol(token.currency);
  if (to === coin.address) throw new AppError('RULE', RIPPLE_ERRORS.ownAddress);
  if (p.amount <= 0n && !p.sendAll) throw new AppError('RULE', RIPPLE_ERRORS.noAmount);
  const tag = destinationTagOf(p.memo?.value);
  const fees = await networkFees(ctx);
  const toIssuer = to === token.issuer;
  const [sender, recipient, ownLine, theirLine, rate, openLedger] = await Promise.all([
    accountState(ctx, coin.address, fees, 'current'),
    accountState(ctx, to, fees, 'current'),
    lineOf(ctx, coin.address, token, 'current'),
    toIssuer ? Promise.resolve(null) : lineOf(ctx, to, token, 'current'),
    transferRateOf(ctx, token.issuer),
    withRippled(ctx, (api) => api.ledgerCurrent()),
  ]);
  // paying the issuer back redeems at par: no transfer fee
  const effective = toIssuer ? PAR_RATE : rate;
  const held = ownLine ? issuedUnitsFloor(ownLine.balance) : 0n;
  const amount = p.sendAll ? (held * PAR_RATE) / effective : p.amount;
  const sendMax = withTransferFee(amount, effective);
  if (!recipient.exists) throw new AppError('RULE', RIPPLE_ERRORS.noRecipientAccount);
  if ((recipient.flags & LSF_REQUIRE_DEST_TAG) !== 0 && tag === undefined)
    throw new AppError('MEMO_REQUIRED', RIPPLE_ERRORS.tagRequired);
  if (!toIssuer) {
    if (!theirLine) throw new AppError('RULE', RIPPLE_ERRORS.noRecipientLine(symbol));
    if (issuedUnitsFloor(theirLine.balance) + amount > issuedUnitsFloor(theirLine.limit))
      throw new AppError('RULE', RIPPLE_ERRORS.recipientLimit(symbol));
  }
  if (amount <= 0n || sendMax > held) throw new AppError('RULE', RIPPLE_ERRORS.tokenTooLittle(symbol));
  if (sender.spendable < fees.fee) throw new AppError('RULE', RIPPLE_ERRORS.noFee);
  const lastLedgerSequence = openLedger + LAST_LEDGER_OFFSET;
  const iou = (units: bigint) => ({
    currency: token.currency,
    issuer: token.issuer,
    value: issuedValue(units),
  });
  const unsigned = encode({
    TransactionType: 'Payment',
    Flags: 0,
    Account: coin.address,
    Destination: to,
    Amount: iou(amount),
    SendMax: iou(sendMax),
    Fee: fees.fee.toString(10),
    Sequence: sender.sequence,
    LastLedgerSequence: lastLedgerSequence,
    SigningPubKey: '',
    ...(tag !== undefined ? { DestinationTag: tag } : {}),
  });
  const intent: SignIntentOf<'ripple'> = {
    family: 'ripple',
    kind: 'transfer',
    chainName: coin.chainName,
    from: coin.address,
    to,
    amount: amount.toString(10),
    feeCap: fees.fee.toString(10),
    currentLedger: openLedger,
    token,
    sendMax: sendMax.toString(10),
    ...(tag !== undefined ? { memo: { kind: 'tag', value: String(tag) } } : {}),
  };
  const transferFee = sendMax - amount;
  return {
    quote: {
      amount,
      fee: fees.fee,
      isMax: p.sendAll,
      feeOptions: [],
      feeUnit: 'XRP',
      feeUnitDecimals: 6,
      ...(effective > PAR_RATE
        ? {
            costs: [
              {
                kind: 'usage' as const,
                label: 'Issuer transfer fee',
                text: `${formatUnits(transferFee, coin.decimals)} ${symbol} (${transferFeeText(effective)}), at most ${formatUnits(sendMax, coin.decimals)} ${symbol} leaves the account`,
              },
            ],
          }
        : {}),
    },
    unsigned,
    intent,
  };
}

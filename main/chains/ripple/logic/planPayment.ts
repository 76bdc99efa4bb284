/**
 * An XRP send, planned the way the ledger judges it: the network's fee and reserves, the
 * sender's balance and Sequence in the open ledger, and whether the destination exists and
 * demands a tag, read in one round trip; the rules refuse here, with a clear message, what
 * rippled would otherwise refuse after taking the fee. The plan's bytes are what the signer gets.
 */
import { encode } from 'ripple-binary-codec';
import { formatUnits } from '../../../../shared/amount';
import { AppError } from '../../../../shared/errors';
import type { RippleCtx } from '../ctx';
import { LAST_LEDGER_OFFSET, MAX_DESTINATION_TAG, RIPPLE_ERRORS } from '../constants';
import { withRippled } from '../network';
import { LSF_REQUIRE_DEST_TAG, accountState } from './accountState';
import { networkFees } from './networkFees';

export interface PaymentParams {
  from: string;
  to: string;
  /** drops */
  amount: bigint;
  /** everything spendable after the fee */
  sendAll: boolean;
  /** the destination tag, decimal (the memo of kind 'tag') */
  tag?: string;
}

export interface PaymentPlan {
  amount: bigint;
  fee: bigint;
  isMax: boolean;
  /** the sender's reserve, which the send leaves in place */
  reserve: bigint;
  sequence: number;
  /** the open ledger the plan read: the signer holds LastLedgerSequence to a window above it */
  currentLedger: number;
  lastLedgerSequence: number;
  destinationTag?: number;
  /** the unsigned Payment, hex of the XRPL binary format; SigningPubKey left for the signer */
  unsigned: string;
}

const xrp = (drops: bigint) => formatUnits(drops, 6);

/** spec §4: the tag comes from the memo only when it is a number the ledger takes (32 bits). */
export function destinationTagOf(tag: string | undefined): number | undefined {
  if (tag === undefined) return undefined;
  if (!/^\d{1,10}$/.test(tag) || BigInt(tag) > MAX_DESTINATION_TAG)
    throw new AppError('RULE', RIPPLE_ERRORS.tagRange);
  return Number(tag);
}

export async function planPayment(ctx: RippleCtx, p: PaymentParams): Promise<PaymentPlan> {
  if (p.to === p.from) throw new AppError('RULE', RIPPLE_ERRORS.ownAddress);
  if (p.amount <= 0n && !p.sendAll) throw new AppError('RULE', RIPPLE_ERRORS.noAmount);
  const destinationTag = destinationTagOf(p.tag);
  const fees = await networkFees(ctx);
  const [sender, recipient, openLedger] = await Promise.all([
    accountState(ctx, p.from, fees, 'current'),
    accountState(ctx, p.to, fees, 'current'),
    withRippled(ctx, (api) => api.ledgerCurrent()),
  ]);
  const amount = p.sendAll ? sender.spendable - fees.fee : p.amount;
  // spec §5: a new account is created only by a payment of at least the base reserve
  if (!recipient.exists && amount < fees.reserveBase)
    throw new AppError('RULE', RIPPLE_ERRORS.newAccountMinimum(xrp(fees.reserveBase)));
  if (recipient.exists && (recipient.flags & LSF_REQUIRE_DEST_TAG) !== 0 && destinationTag === undefined)
    throw new AppError('MEMO_REQUIRED', RIPPLE_ERRORS.tagRequired);
  // the reserve stays: the amount and the fee come out of what is above it
  if (amount <= 0n || amount + fees.fee > sender.spendable)
    throw new AppError('RULE', RIPPLE_ERRORS.reserve(xrp(sender.spendable), xrp(sender.reserve)));
  const lastLedgerSequence = openLedger + LAST_LEDGER_OFFSET;
  const unsigned = encode({
    TransactionType: 'Payment',
    Flags: 0,
    Account: p.from,
    Destination: p.to,
    Amount: amount.toString(10),
    Fee: fees.fee.toString(10),
    Sequence: sender.sequence,
    LastLedgerSequence: lastLedgerSequence,
    SigningPubKey: '',
    ...(destinationTag !== undefined ? { DestinationTag: destinationTag } : {}),
  });
  return {
    amount,
    fee: fees.fee,
    isMax: p.sendAll,
    reserve: sender.reserve,
    sequence: sender.sequence,
    currentLedger: openLedger,
    lastLedgerSequence,
    ...(destinationTag !== undefined ? { destinationTag } : {}),
    unsigned,
  };
}

import type { Memo as AppMemo } from '../../../../shared/contract/transfers';
import { formatUnits } from '../../../../shared/amount';
import { AppError } from '../../../../shared/errors';
import type { FeeOptionTitle } from '../../family';
import { ACCOUNT_BASE_RESERVES, STELLAR_DECIMALS, STELLAR_ERRORS } from '../constants';
import type { StellarCtx } from '../ctx';
import { lineOf, readAccount, type StellarAccount } from './account';
import type { StellarAsset } from './asset';
import { buildEnvelope, type StellarOp } from './buildEnvelope';
import { feeRates, rateOf, transferFee, type FeeRates } from './fees';
import { stellarMemo } from './memo';

export interface TransferParams {
  from: string;
  to: string;
  amount: bigint;
  sendAll: boolean;
  feeOption: FeeOptionTitle;
  asset?: StellarAsset;
  memo?: AppMemo;
}

export interface TransferPlan {
  amount: bigint;
  fee: bigint;
  isMax: boolean;
  createsAccount: boolean;
  rates: FeeRates;
  envelope: string;
}

const xlm = (v: bigint) => formatUnits(v, STELLAR_DECIMALS);
const rule = (m: string) => new AppError('RULE', m);

/** Sender-side token rules: its own trustline exists, is authorized, and holds the amount. */
function checkOwnLine(sender: StellarAccount, asset: StellarAsset, amount: bigint, from: string): void {
  if (asset.issuer === from) return; // an issuer pays its own asset without a trustline
  const own = lineOf(sender, asset);
  if (!own) throw rule(STELLAR_ERRORS.noOwnTrust(asset.code));
  // spec §5: a token fee estimate fails with 'You are not authorized' on an unauthorized trustline
  if (!own.authorized) throw rule(STELLAR_ERRORS.notAuthorized);
  if (own.balance < amount)
    throw rule(STELLAR_ERRORS.tokenShort(formatUnits(own.balance, STELLAR_DECIMALS), asset.code));
}

/**
 * The send the family quotes and builds, with every Stellar rule checked before anything is
 * signed: the memo (spec §4), a new destination opened by createAccount with at least its
 * minimum balance, a token only to an account that trusts it (and is authorized), the doubled
 * fee for a token to a new destination (spec §9), and the sender's reserve kept.
 */
export async function planTransfer(ctx: StellarCtx, p: TransferParams): Promise<TransferPlan> {
  const memo = stellarMemo(p.memo);
  const [sender, dest, rates] = await Promise.all([
    readAccount(ctx, p.from),
    readAccount(ctx, p.to),
    feeRates(ctx),
  ]);
  if (!sender.exists) throw rule(STELLAR_ERRORS.notOpened);
  const token = p.asset !== undefined;
  const fee = transferFee(rateOf(rates, p.feeOption), { token, newDestination: !dest.exists });
  let amount = p.amount;
  let isMax = false;
  let op: StellarOp;

  if (p.asset) {
    const asset = p.asset;
    checkOwnLine(sender, asset, p.sendAll ? 0n : amount, p.from);
    if (p.sendAll) {
      amount = lineOf(sender, asset)?.balance ?? 0n;
      isMax = true;
    }
    if (!dest.exists) throw rule(STELLAR_ERRORS.tokenToNewAccount(asset.code));
    if (asset.issuer !== p.to) {
      const theirs = lineOf(dest, asset);
      if (!theirs) throw rule(STELLAR_ERRORS.noTrust(asset.code));
      if (!theirs.authorized) throw rule(STELLAR_ERRORS.recipientNotAuthorized(asset.code));
    }
    if (sender.spendable < fee)
      throw rule(STELLAR_ERRORS.spendable(xlm(sender.spendable > 0n ? sender.spendable : 0n)));
    op = { type: 'payment', to: p.to, amount, asset };
  } else {
    // spec (app §4): a coin send that with its fee exceeds what can be spent becomes the most it can be
    if (p.sendAll || amount + fee > sender.spendable) {
      const most = sender.spendable - fee;
      if (most <= 0n) throw rule(STELLAR_ERRORS.spendable('0'));
      isMax = true;
      amount = most;
    }
    if (!dest.exists) {
      // a new account must start with its own minimum balance (two base reserves)
      const minimum = ACCOUNT_BASE_RESERVES * dest.baseReserve;
      if (amount < minimum) throw rule(STELLAR_ERRORS.newAccountMinimum(xlm(minimum)));
      op = { type: 'createAccount', to: p.to, amount };
    } else {
      op = { type: 'payment', to: p.to, amount };
    }
  }
  if (amount <= 0n) throw new AppError('BAD_INPUT', 'Enter an amount above 0');
  const envelope = buildEnvelope(ctx, { source: p.from, sequence: sender.sequence, fee, op, memo });
  return { amount, fee, isMax, createsAccount: op.type === 'createAccount', rates, envelope };
}

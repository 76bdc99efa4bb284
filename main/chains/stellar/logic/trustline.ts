import { Memo } from '@stellar/stellar-base';
import { formatUnits } from '../../../../shared/amount';
import { AppError } from '../../../../shared/errors';
import { STELLAR_DECIMALS, STELLAR_ERRORS } from '../constants';
import type { StellarCtx } from '../ctx';
import { lineOf, readAccount } from './account';
import type { StellarAsset } from './asset';
import { buildEnvelope } from './buildEnvelope';
import { feeRates } from './fees';

export interface TrustlineState {
  exists: boolean;
  authorized: boolean;
  balance: bigint;
}

export async function trustlineState(
  ctx: StellarCtx,
  address: string,
  asset: StellarAsset,
): Promise<TrustlineState> {
  const line = lineOf(await readAccount(ctx, address), asset);
  return { exists: line !== undefined, authorized: line?.authorized ?? false, balance: line?.balance ?? 0n };
}

export interface TrustPlan {
  fee: bigint;
  /** the base reserve the trustline locks (open) or frees (close), stroops */
  reserve: bigint;
  envelope: string;
}

/**
 * A ChangeTrust opening (`open`) or closing a trustline: opening locks one base reserve, so
 * the account must spare it and the fee; closing needs a zero balance and frees the reserve.
 */
export async function planTrust(
  ctx: StellarCtx,
  address: string,
  asset: StellarAsset,
  open: boolean,
): Promise<TrustPlan> {
  const [acct, rates] = await Promise.all([readAccount(ctx, address), feeRates(ctx)]);
  if (!acct.exists) throw new AppError('RULE', STELLAR_ERRORS.notOpened);
  const fee = rates.Normal;
  const line = lineOf(acct, asset);
  if (open) {
    if (line) throw new AppError('RULE', `This account already trusts ${asset.code}`);
    if (acct.spendable < acct.baseReserve + fee)
      throw new AppError(
        'RULE',
        STELLAR_ERRORS.trustReserve(formatUnits(acct.baseReserve, STELLAR_DECIMALS)),
      );
  } else {
    if (!line) throw new AppError('RULE', STELLAR_ERRORS.noOwnTrust(asset.code));
    if (line.balance !== 0n) throw new AppError('RULE', STELLAR_ERRORS.untrustBalance(asset.code));
  }
  const envelope = buildEnvelope(ctx, {
    source: address,
    sequence: acct.sequence,
    fee,
    op: { type: 'changeTrust', asset, open },
    memo: Memo.none(),
  });
  return { fee, reserve: acct.baseReserve, envelope };
}

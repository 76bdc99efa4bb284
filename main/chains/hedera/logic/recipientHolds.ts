import { AppError } from '../../../../shared/errors';
import { HEDERA_ERRORS } from '../constants';
import type { HederaCtx } from '../ctx';
import { mirrorOf, mirrorTokensOf } from '../network';

/**
 * Whether `to` can receive the token, as the mirror says: it is associated, or it has a free
 * auto-association slot (HIP-904: -1 unlimited; otherwise more slots than automatic
 * associations in use). Refuses in words before anything is signed, since a send to an
 * unassociated account fails at consensus and still costs its fee.
 */
export async function checkRecipientHolds(ctx: HederaCtx, to: string, tokenId: string, symbol: string) {
  const [account, rows] = await Promise.all([
    mirrorOf(ctx).account(to),
    mirrorTokensOf(ctx).relationships(to),
  ]);
  if (!account || account.deleted || rows === null) throw new AppError('RULE', HEDERA_ERRORS.noRecipient(to));
  if (rows.some((r) => r.tokenId === tokenId)) return;
  const slots = account.maxAutoAssociations;
  const used = rows.filter((r) => r.automatic).length;
  if (slots < 0 || used < slots) return;
  throw new AppError('RULE', HEDERA_ERRORS.recipientNotAssociated(to, symbol));
}

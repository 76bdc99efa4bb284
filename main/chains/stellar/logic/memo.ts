import { Memo, type MemoType } from '@stellar/stellar-base';
import type { Memo as AppMemo } from '../../../../shared/contract/transfers';
import { AppError } from '../../../../shared/errors';
import { MEMO_TEXT_MAX_BYTES, STELLAR_ERRORS } from '../constants';

const MAX_ID = 2n ** 64n - 1n;

/**
 * spec §4: a memo is attached only when non-empty and valid. Text up to 28 bytes is MEMO_TEXT;
 * 64 hex digits is MEMO_HASH (too long for text, and what exchanges give as a hash memo); a
 * tag is MEMO_ID (64 bits). Anything else is refused here, before anything is built or signed.
 */
export function stellarMemo(memo: AppMemo | undefined): Memo<MemoType> {
  if (!memo) return Memo.none();
  const value = memo.value.trim();
  if (value === '') return Memo.none();
  if (memo.kind === 'tag') {
    if (!/^\d{1,20}$/.test(value) || BigInt(value) > MAX_ID)
      throw new AppError('BAD_INPUT', STELLAR_ERRORS.memoId);
    return Memo.id(BigInt(value).toString());
  }
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Memo.hash(value.toLowerCase());
  if (new TextEncoder().encode(value).length > MEMO_TEXT_MAX_BYTES)
    throw new AppError('BAD_INPUT', STELLAR_ERRORS.memoTooLong);
  return Memo.text(value);
}

/** The memo as the intent names it (the signer reads a 64-hex text as a hash, as built here). */
export function intentMemo(memo: AppMemo | undefined): AppMemo | undefined {
  if (!memo || memo.value.trim() === '') return undefined;
  const value = memo.value.trim();
  return memo.kind === 'tag' ? { kind: 'tag', value: BigInt(value).toString() } : { kind: 'text', value };
}

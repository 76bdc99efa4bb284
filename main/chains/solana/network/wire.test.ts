import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../shared/errors';
import { parseJsonLossless } from '../../../net/parseJsonLossless';
import { accountsQuery, balanceQuery } from './accounts';
import { signaturesQuery, transactionQuery } from './history';

describe('solana wire readers', () => {
  it('reads a u64 past 2^53 exactly (as parseJsonLossless delivers it)', () => {
    const r = parseJsonLossless('{"context":{"slot":1},"value":18446744073709551615}');
    expect(balanceQuery('x').read(r)).toBe(18_446_744_073_709_551_615n);
  });

  it('refuses a float where lamports belong, naming the field', () => {
    expect(() => balanceQuery('x').read({ context: {}, value: 1.5 })).toThrow(
      /balance: expected a whole amount/,
    );
  });

  it('refuses a getMultipleAccounts answer with another number of accounts', () => {
    expect(() => accountsQuery(['a', 'b']).read({ context: {}, value: [null] })).toThrow(AppError);
  });

  it('reads a failed signature and a missing transaction; a malformed signature entry is counted', () => {
    expect(
      signaturesQuery('x', 20).read([
        { signature: '5'.repeat(88), blockTime: null, err: { InstructionError: [0, 'X'] } },
        { signature: 'short', blockTime: 'yesterday' },
      ]),
    ).toEqual({ items: [{ signature: '5'.repeat(88), blockTime: null, failed: true }], skipped: 1 });
    expect(transactionQuery('s').read(null)).toBeNull();
  });
});

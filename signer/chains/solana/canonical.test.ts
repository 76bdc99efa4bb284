// expectCanonical on its own: every family check matches the program before it calls it, so
// the program comparison is proved here rather than through a message.
import { SystemProgram, TransactionInstruction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { expectCanonical } from './canonical';
import { BOB, MALLORY, solTransfer } from '../../../test/solana/testMessages';

describe('expectCanonical', () => {
  it('refuses the same accounts and data under another program, and accepts the twin', () => {
    const honest = solTransfer();
    const lookAlike = new TransactionInstruction({
      programId: MALLORY,
      keys: honest.keys,
      data: honest.data,
    });
    expect(() => expectCanonical(lookAlike, honest, 'System Transfer')).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'System Transfer: another program' }),
    );
    expect(() => expectCanonical(solTransfer(), honest, 'System Transfer')).not.toThrow();
    expect(honest.programId.equals(SystemProgram.programId) && honest.keys[1]!.pubkey.equals(BOB)).toBe(true);
  });
});

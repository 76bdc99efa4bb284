import { describe, expect, it } from 'vitest';
import { failureReason } from './failure';

const SYS = '11111111111111111111111111111111';
const TOK = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

describe('failureReason', () => {
  it.each([
    [
      'the System program’s own line',
      [
        `Program ${SYS} invoke [1]`,
        'Transfer: insufficient lamports 5, need 9',
        `Program ${SYS} failed: custom program error: 0x1`,
      ],
      'Transfer: insufficient lamports 5, need 9',
    ],
    [
      'a program log, its Error: prefix dropped',
      [
        `Program ${TOK} invoke [1]`,
        'Program log: Instruction: Transfer',
        'Program log: Error: insufficient funds',
        `Program ${TOK} consumed 100 of 200 compute units`,
        `Program ${TOK} failed: custom program error: 0x1`,
      ],
      'insufficient funds',
    ],
    [
      'the runtime’s words when no program said why',
      [`Program ${TOK} invoke [1]`, `Program ${TOK} failed: invalid account data for instruction`],
      'invalid account data for instruction',
    ],
  ])('%s', (_n, logs, want) => {
    expect(failureReason({ InstructionError: [0, { Custom: 1 }] }, logs)).toBe(want);
  });

  it('the error itself without logs', () => {
    expect(failureReason('AccountNotFound', [])).toBe('AccountNotFound');
    expect(failureReason({ InstructionError: [0, 'InvalidArgument'] }, [])).toBe(
      '{"InstructionError":[0,"InvalidArgument"]}',
    );
  });
});

import { AbiCoder, Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { decodeRevertData, revertMessage } from './revertReason';

const ERRORS = new Interface([
  'error Error(string)',
  'error Panic(uint256)',
  'error SlippageTooHigh(uint256 got)',
]);

describe('revert reasons', () => {
  it('Error(string) is the contract text', () => {
    expect(decodeRevertData(ERRORS.encodeErrorResult('Error', ['Pool: insufficient output']))).toBe(
      'Pool: insufficient output',
    );
  });
  it('Panic(uint256) names the check', () => {
    expect(decodeRevertData(ERRORS.encodeErrorResult('Panic', [0x11]))).toBe(
      'Panic 0x11 (arithmetic overflow or underflow)',
    );
  });
  it('a custom error is named by its selector', () => {
    const data = ERRORS.encodeErrorResult('SlippageTooHigh', [5n]);
    expect(decodeRevertData(data)).toBe(`custom error ${data.slice(0, 10)}`);
  });
  it('no data is no reason; malformed Error data falls back to the selector', () => {
    expect(decodeRevertData('0x')).toBeNull();
    expect(decodeRevertData(undefined)).toBeNull();
    expect(
      decodeRevertData(`0x08c379a0${AbiCoder.defaultAbiCoder().encode(['uint256'], [1]).slice(2, 20)}`),
    ).toBe('custom error 0x08c379a0');
  });
  it("a node's message loses its boilerplate", () => {
    expect(revertMessage('execution reverted: nope')).toBe('nope');
    expect(revertMessage('execution reverted')).toBe('the transaction reverted without a reason');
  });
});

import { AbiCoder } from 'ethers';
import { describe, expect, it } from 'vitest';
import { EVM_ERRORS, decodeRevert, mapSendError, plainText } from './errors';

const abi = AbiCoder.defaultAbiCoder();

describe('EVM error mapping', () => {
  it('decodes Error(string) and Panic(uint256)', () => {
    expect(decodeRevert(`0x08c379a0${abi.encode(['string'], ['nope']).slice(2)}`)).toBe('nope');
    expect(decodeRevert(`0x4e487b71${abi.encode(['uint256'], [0x12]).slice(2)}`)).toBe(
      'Panic: division or modulo by zero (0x12)',
    );
    expect(decodeRevert('0x12345678')).toBeNull();
    expect(decodeRevert(undefined)).toBeNull();
  });

  it("maps the spec's node phrases", () => {
    expect(mapSendError('could not coalesce error').message).toBe(EVM_ERRORS.alreadySent);
    expect(mapSendError('nonce too low: next nonce 5, tx nonce 4').message).toBe(EVM_ERRORS.alreadySent);
    expect(mapSendError('transaction underpriced').message).toBe(EVM_ERRORS.underpriced);
    expect(mapSendError('replacement transaction underpriced').code).toBe('RULE');
    expect(
      mapSendError('execution reverted', `0x08c379a0${abi.encode(['string'], ['why']).slice(2)}`).message,
    ).toBe('why');
  });

  it('passes other node text as plain text only', () => {
    const e = mapSendError('insufficient funds\u0000 <a href="x">click</a>');
    expect(e.code).toBe('NETWORK');
    expect(e.message).toBe('insufficient funds <a href="x">click</a>');
    expect(plainText('x'.repeat(400))).toHaveLength(300);
  });
});

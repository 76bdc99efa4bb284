import { describe, expect, it } from 'vitest';
import { shortAddress } from './shortAddress';

describe('shortAddress', () => {
  it('keeps the start and the end', () => {
    expect(shortAddress('0x2c7536E3605D9C16a7a3D7b1898e529396a65c23')).toBe('0x2c75…5c23');
  });
  it('leaves short strings whole', () => {
    expect(shortAddress('rKey12345a')).toBe('rKey12345a');
    expect(shortAddress('')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { networkFromEnv } from './networkFromEnv';

describe('networkFromEnv', () => {
  it('defaults to mainnet', () => {
    expect(networkFromEnv(undefined)).toBe('mainnet');
    expect(networkFromEnv('')).toBe('mainnet');
  });

  it.each(['mainnet', 'testnet', 'local'] as const)('accepts %s', (n) => {
    expect(networkFromEnv(n)).toBe(n);
  });

  it.each(['tesnet', 'Testnet', ' testnet', 'main', 'constructor', '__proto__'])('refuses %j', (v) => {
    expect(() => networkFromEnv(v)).toThrow(/WALLET_NETWORK must be one of/);
  });
});

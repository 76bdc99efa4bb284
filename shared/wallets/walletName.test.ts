import { describe, expect, it } from 'vitest';
import { RULE_MESSAGES } from './messages';
import type { WalletMeta } from './types';
import { walletName } from './walletName';

const named = (...names: string[]) => ({ wallets: names.map((name) => ({ name }) as WalletMeta) });
const rule = (message: string) => expect.objectContaining({ code: 'RULE', message });

describe('walletName', () => {
  it("names the first wallet 'Main Wallet', whatever was asked", () => {
    expect(walletName(named())).toBe('Main Wallet');
    expect(walletName(named(), 'Savings')).toBe('Main Wallet');
  });

  it('keeps a requested name, trimmed, when it is free', () => {
    expect(walletName(named('Main Wallet'), '  Savings ')).toBe('Savings');
  });

  it("gives a missing name 'Wallet N', N counting up from the wallet count plus 1", () => {
    expect(walletName(named('Main Wallet'))).toBe('Wallet 2');
    expect(walletName(named('Main Wallet', 'A', 'B'), '   ')).toBe('Wallet 4');
  });

  it("gives a duplicate name (case-insensitive) 'Wallet N' too", () => {
    expect(walletName(named('Main Wallet'), 'main wallet')).toBe('Wallet 2');
    expect(walletName(named('Main Wallet', 'Savings'), 'SAVINGS')).toBe('Wallet 3');
  });

  it('skips numbers already used by other wallets', () => {
    expect(walletName(named('Main Wallet', 'Wallet 3'))).toBe('Wallet 4');
    expect(walletName(named('Main Wallet', 'wallet 3', 'Wallet 4'), 'Wallet 4')).toBe('Wallet 5');
    // Counting starts at count + 1, so a free lower number is not taken.
    expect(walletName(named('Main Wallet', 'X'))).toBe('Wallet 3');
  });

  it('refuses a requested name over 40 characters', () => {
    expect(walletName(named('Main Wallet'), 'x'.repeat(40))).toBe('x'.repeat(40));
    expect(() => walletName(named('Main Wallet'), 'x'.repeat(41))).toThrow(
      rule(RULE_MESSAGES.walletNameLength),
    );
  });
});

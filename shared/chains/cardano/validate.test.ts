import { bech32 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { validateAddress, validatePrivateKey } from './validate';

/** CIP-19 test vectors: https://github.com/cardano-foundation/CIPs/blob/master/CIP-0019/README.md#test-vectors */
const BASE =
  'addr1qx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3n0d3vllmyqwsx5wktcd8cc3sq835lu7drv2xwl2wywfgse35a3x';
const SCRIPT_BASE =
  'addr1z8phkx6acpnf78fuvxn0mkew3l0fd058hzquvz7w36x4gten0d3vllmyqwsx5wktcd8cc3sq835lu7drv2xwl2wywfgs9yc0hh';
const POINTER = 'addr1gx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer5pnz75xxcrzqf96k';
const ENTERPRISE = 'addr1vx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzers66hrl8';
const TESTNET = 'addr_test1vz2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzerspjrlsz';
const STAKE = 'stake1uyehkck0lajq8gr28t9uxnuvgcqrc6070x3k9r8048z8y5gh6ffgw';

describe('cardano addresses', () => {
  it('accepts CIP-19 Shelley payment addresses', () => {
    for (const a of [BASE, SCRIPT_BASE, POINTER, ENTERPRISE])
      expect(validateAddress('cardano', a)).toEqual({ valid: true });
    expect(validateAddress('cardano', TESTNET, 'testnet')).toEqual({ valid: true });
  });

  it('refuses a changed character (bech32 checksum), a wrong prefix, a wrong length and other chains', () => {
    const changed = `${BASE.slice(0, 30)}${BASE[30] === 'q' ? 'p' : 'q'}${BASE.slice(31)}`;
    expect(validateAddress('cardano', changed)).toEqual({
      valid: false,
      reason: 'Address is not valid bech32',
    });
    // A documentation example often copied with a broken checksum.
    const docTypo =
      'addr1qx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3jcu5d8ps7zex2k2xt3uqxgjqnnj83ws8lhrn648jjxtwq2ytjqp';
    expect(validateAddress('cardano', docTypo).valid).toBe(false);
    expect(validateAddress('cardano', STAKE)).toEqual({
      valid: false,
      reason: 'Address must start with addr1',
    });
    expect(validateAddress('cardano', TESTNET)).toEqual({
      valid: false,
      reason: 'Address must start with addr1',
    });
    expect(validateAddress('cardano', BASE.toUpperCase()).valid).toBe(false);
    expect(validateAddress('cardano', 'addr1vx2fxv2umyhttkxyx').valid).toBe(false);
    // Right prefix and checksum, but a base-address header over an enterprise-sized payload.
    const words = bech32.toWords(Uint8Array.of(0x01, ...new Uint8Array(28)));
    expect(validateAddress('cardano', bech32.encode('addr', words, false))).toEqual({
      valid: false,
      reason: 'Address is not a payment address',
    });
    expect(validateAddress('cardano', 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh').valid).toBe(false);
  });
});

describe('cardano private keys', () => {
  const key = (prefix: string, length: number) =>
    bech32.encode(prefix, bech32.toWords(new Uint8Array(length).fill(8)), false);
  it('accepts the CIP-5 forms we import and refuses others', () => {
    for (const [p, n] of [
      ['acct_xsk', 96],
      ['addr_xsk', 96],
      ['ed25519e_sk', 64],
      ['ed25519_sk', 32],
    ] as const)
      expect(validatePrivateKey('cardano', key(p, n))).toEqual({ valid: true });
    expect(validatePrivateKey('cardano', key('root_xsk', 96)).valid).toBe(false);
    expect(validatePrivateKey('cardano', key('ed25519e_sk', 32))).toEqual({
      valid: false,
      reason: 'Private key has the wrong length',
    });
    expect(validatePrivateKey('cardano', ENTERPRISE).valid).toBe(false);
    expect(validatePrivateKey('cardano', 'ab'.repeat(32)).valid).toBe(false);
  });
});

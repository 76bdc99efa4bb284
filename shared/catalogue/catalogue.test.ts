import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { base32nopad, base58, base64url, createBase58check } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { CHAIN_NAMES, getChain } from '../chains/registry';
import { CATALOGUE, defaultCatalogueEntries, findCatalogueEntry } from './catalogue';
import { coinKey } from './coinKey';
import { DEFAULT_CHAIN_NAMES } from './defaults';
import { CatalogueEntrySchema } from './types';

const tokens = CATALOGUE.filter((e) => e.type === 'token');
const tokensOf = (family: string) => tokens.filter((e) => getChain(e.chainName).family === family);

/** EIP-55: the case of each hex letter is a bit of keccak256(lower-case address). */
function isEip55(address: string): boolean {
  const hex = address.slice(2);
  const hash = keccak_256(utf8ToBytes(hex.toLowerCase()));
  return [...hex].every((ch, i) => {
    if (/[0-9]/.test(ch)) return true;
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    return nibble >= 8 ? ch === ch.toUpperCase() : ch === ch.toLowerCase();
  });
}

/** CRC16-XMODEM, the checksum of TON user-friendly addresses and Stellar strkeys. */
function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const b of bytes) {
    crc ^= b << 8;
    for (let k = 0; k < 8; k++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

describe('the shipped catalogue', () => {
  it('has exactly one native coin per registry chain, with the registry symbol and decimals', () => {
    const natives = CATALOGUE.filter((e) => e.type === 'coin');
    expect(natives.map((e) => e.chainName).sort()).toEqual([...CHAIN_NAMES].sort());
    for (const n of natives) {
      const chain = getChain(n.chainName);
      expect([n.symbol, n.decimals, n.contractAddress, n.id]).toEqual([
        chain.symbol,
        chain.decimals,
        undefined,
        `${chain.name}:native`,
      ]);
    }
  });

  it('passes its schema, has no duplicate identity key, and ids are coinKey()', () => {
    for (const e of CATALOGUE) {
      expect(CatalogueEntrySchema.safeParse(e).error).toBeUndefined();
      expect(e.id).toBe(coinKey(e.chainName, e.contractAddress));
      expect(e.chainSymbol).toBe(getChain(e.chainName).symbol);
    }
    expect(new Set(CATALOGUE.map((e) => e.id)).size).toBe(CATALOGUE.length);
  });

  it('has sane decimals: integers 0..18, tokens with a contract, coins without', () => {
    for (const e of CATALOGUE) {
      expect(Number.isInteger(e.decimals) && e.decimals >= 0 && e.decimals <= 18).toBe(true);
      expect(e.type === 'token').toBe(e.contractAddress !== undefined);
    }
  });

  it('lists USDT and USDC on the main EVM chains and the big stablecoins elsewhere', () => {
    const has = (chain: string, symbol: string) =>
      tokens.some((e) => e.chainName === chain && e.symbol === symbol);
    for (const chain of [
      'ethereum',
      'binance_smart_chain',
      'polygon',
      'arbitrum',
      'optimism',
      'base',
      'avalanche',
    ]) {
      expect(has(chain, 'USDT') && has(chain, 'USDC'), chain).toBe(true);
    }
    expect(findCatalogueEntry(CATALOGUE, 'tron:TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')?.symbol).toBe('USDT');
    expect(findCatalogueEntry(CATALOGUE, 'solana:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')?.symbol).toBe(
      'USDC',
    );
    expect(findCatalogueEntry(CATALOGUE, 'solana:Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB')?.symbol).toBe(
      'USDT',
    );
  });

  it('writes every EVM contract as 0x + 40 hex with a valid EIP-55 checksum', () => {
    const evm = tokensOf('evm');
    expect(evm.length).toBeGreaterThan(30);
    for (const e of evm) {
      expect(e.contractAddress, e.id).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(isEip55(e.contractAddress!), `${e.chainName} ${e.symbol}`).toBe(true);
    }
    // The check itself must catch a one-letter case flip.
    expect(isEip55('0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBe(true);
    expect(isEip55('0xdac17F958D2ee523a2206206994597C13D831ec7')).toBe(false);
  });

  it('writes every TRC-20 contract as a base58check address with the 0x41 version byte', () => {
    const b58c = createBase58check(sha256);
    const tron = tokensOf('tron');
    expect(tron.length).toBeGreaterThanOrEqual(2);
    for (const e of tron) {
      const payload = b58c.decode(e.contractAddress!);
      expect([payload.length, payload[0]], e.symbol).toEqual([21, 0x41]);
    }
    expect(() => b58c.decode('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T')).toThrow();
  });

  it('writes every SPL mint as base58 of 32 bytes', () => {
    const spl = tokensOf('solana');
    expect(spl.length).toBeGreaterThanOrEqual(2);
    for (const e of spl) expect(base58.decode(e.contractAddress!).length, e.symbol).toBe(32);
  });

  it('writes the TON jetton master and the Stellar issuer with valid checksums', () => {
    const ton = tokensOf('ton');
    expect(ton.length).toBeGreaterThanOrEqual(1);
    for (const e of ton) {
      const raw = base64url.decode(e.contractAddress!);
      expect(raw.length).toBe(36);
      expect(crc16(raw.subarray(0, 34))).toBe((raw[34]! << 8) | raw[35]!);
    }
    const stellar = tokensOf('stellar');
    expect(stellar.length).toBeGreaterThanOrEqual(1);
    for (const e of stellar) {
      const [, issuer] = e.contractAddress!.split(':') as [string, string];
      const raw = base32nopad.decode(issuer);
      expect(raw[0]).toBe(6 << 3); // strkey version byte of an account id (G...)
      expect(crc16(raw.subarray(0, 33))).toBe(raw[33]! | (raw[34]! << 8));
    }
  });

  it('marks the documented default chains, and only their native coins, as defaults', () => {
    const defaults = defaultCatalogueEntries(CATALOGUE);
    expect(defaults.map((e) => e.chainName)).toEqual(DEFAULT_CHAIN_NAMES);
    expect(defaults.every((e) => e.type === 'coin')).toBe(true);
    expect(CATALOGUE.slice(0, defaults.length)).toEqual(defaults);
  });

  it('is frozen, so no caller can change the shipped data for everyone', () => {
    expect(Object.isFrozen(CATALOGUE)).toBe(true);
    expect(Object.isFrozen(CATALOGUE[0])).toBe(true);
  });
});

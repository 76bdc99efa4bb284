import { describe, expect, it } from 'vitest';
import { describeMemo } from './describeMemo';
import {
  chainTxId,
  fromThorUnits,
  thorchainAssetOf,
  thorchainAssets,
  thornodeTxId,
  toThorUnits,
} from './assets';

describe('THORChain asset table and units', () => {
  it('maps native coins to asset ids, and an EVM token to its CHAIN.TICKER-0XCONTRACT id', () => {
    expect(thorchainAssetOf({ chainName: 'litecoin', symbol: 'LTC', decimals: 8 })).toBe('LTC.LTC');
    expect(thorchainAssetOf({ chainName: 'binance_smart_chain', symbol: 'BNB', decimals: 18 })).toBe(
      'BSC.BNB',
    );
    expect(thorchainAssetOf({ chainName: 'solana', symbol: 'SOL', decimals: 9 })).toBeNull();
    // the Hub's ATOM, deposited as a bank send with the memo; its tokens (bank denoms) are not
    expect(thorchainAssetOf({ chainName: 'cosmos', symbol: 'ATOM', decimals: 6 })).toBe('GAIA.ATOM');
    expect(
      thorchainAssetOf({ chainName: 'cosmos', symbol: 'OSMO', decimals: 6, contractAddress: 'ibc/27394F' }),
    ).toBeNull();
    // RUNE: a MsgDeposit into THORChain, and a payout inside THORChain's block
    expect(thorchainAssetOf({ chainName: 'thorchain', symbol: 'RUNE', decimals: 8 })).toBe('THOR.RUNE');
    expect(thorchainAssets()).toContainEqual({ chainName: 'thorchain', symbol: 'RUNE', decimals: 8 });
    expect(thorchainAssets().map((a) => a.chainName)).toContain('cosmos');
    // tokens are deposited through the EVM router; nowhere else
    expect(
      thorchainAssetOf({ chainName: 'ethereum', symbol: 'USDT', decimals: 6, contractAddress: '0xdac1Fe' }),
    ).toBe('ETH.USDT-0XDAC1FE');
    expect(
      thorchainAssetOf({ chainName: 'base', symbol: 'usdc', decimals: 6, contractAddress: '0x833a' }),
    ).toBe('BASE.USDC-0X833A');
    expect(
      thorchainAssetOf({ chainName: 'litecoin', symbol: 'X', decimals: 8, contractAddress: 'x' }),
    ).toBeNull();
    // a symbol THORChain could not spell (its ids are CHAIN.TICKER-ID) is not guessed at
    expect(
      thorchainAssetOf({ chainName: 'ethereum', symbol: 'US.D-T', decimals: 6, contractAddress: '0xdac1' }),
    ).toBeNull();
  });

  it('converts to 1e8 units rounding down, and back', () => {
    expect(toThorUnits(1_234_567_890_123_456_789n, 18)).toBe(123_456_789n);
    expect(fromThorUnits(123_456_789n, 18)).toBe(1_234_567_890_000_000_000n);
    expect(toThorUnits(1_500_000n, 6)).toBe(150_000_000n);
    expect(fromThorUnits(150_000_099n, 6)).toBe(1_500_000n);
    expect(toThorUnits(42n, 8)).toBe(42n);
  });

  it('writes transaction ids as THORNode takes them and as each chain shows them', () => {
    expect(thornodeTxId('0xAbC1')).toBe('ABC1');
    expect(chainTxId('ETH.ETH', 'ABCDEF')).toEqual({ chainName: 'ethereum', hash: '0xabcdef' });
    expect(chainTxId('ltc.ltc', 'ABCDEF')).toEqual({ chainName: 'litecoin', hash: 'abcdef' });
    // the Hub's hashes as the wallet's signer writes them (hex, no prefix)
    expect(chainTxId('GAIA.ATOM', 'ABCDEF')).toEqual({ chainName: 'cosmos', hash: 'abcdef' });
    expect(chainTxId('XRD.XRD', 'ABCDEF')).toBeNull();
  });

  it('says a memo in words, and that it cannot read a bad one', () => {
    expect(describeMemo('=:ETH.ETH:0xabc:1934917', 'ETH')).toBe(
      'Swap to ETH.ETH, pay out to 0xabc, receive at least 0.01934917 ETH or be refunded',
    );
    expect(describeMemo('=:e:0xabc', 'ETH')).toBe('Swap to ETH.ETH, pay out to 0xabc, no minimum to receive');
    expect(describeMemo('ADD:ETH.ETH', 'ETH')).toMatch(/^Unreadable memo \(/);
  });
});

import { describe, expect, it } from 'vitest';
import type { CoinView } from '../../../shared/contract/wallets';
import { paymentLinkTarget } from './paymentLinkTarget';

const coin = (id: string, chainName: string, type: 'coin' | 'token', contractAddress?: string): CoinView => ({
  id,
  chainName,
  chainDisplayName: chainName,
  symbol: id,
  name: id,
  type,
  decimals: 18,
  address: '0x',
  selected: false,
  ...(contractAddress ? { contractAddress } : {}),
});
const coins = [
  coin('eth', 'ethereum', 'coin'),
  coin('usdt', 'ethereum', 'token', '0xdAC17F958D2ee523a2206206994597C13D831ec7'),
  coin('pol', 'polygon', 'coin'),
  coin('btc', 'bitcoin', 'coin'),
];

describe('paymentLinkTarget', () => {
  it('picks the chain’s coin, or the token by contract for a transfer link', () => {
    expect(paymentLinkTarget('bitcoin:1abc', coins)).toEqual({ ok: true, coinId: 'btc' });
    expect(paymentLinkTarget('ethereum:0x70997970C51812dc3A010C7d01b50e0d17dc79C8@137', coins)).toEqual({
      ok: true,
      coinId: 'pol',
    });
    expect(
      paymentLinkTarget(
        'ethereum:0xdac17f958d2ee523a2206206994597c13d831ec7/transfer?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8&uint256=1',
        coins,
      ),
    ).toEqual({ ok: true, coinId: 'usdt' });
  });
  it('says what is missing from the wallet', () => {
    expect(paymentLinkTarget('litecoin:ltc1q', coins)).toEqual({
      ok: false,
      error: 'This wallet has no Litecoin coin. Add it, then open the link again.',
    });
    expect(
      paymentLinkTarget(
        'ethereum:0x89205a3a3b2a69de6dbf7f01ed13b2108b2c43e7/transfer?address=0x8e23ee67d1332ad560396262c48ffbb01f93d052',
        coins,
      ),
    ).toEqual({
      ok: false,
      error:
        'This wallet has no Ethereum token at 0x89205a3a3b2a69de6dbf7f01ed13b2108b2c43e7. Add it, then open the link again.',
    });
  });
});

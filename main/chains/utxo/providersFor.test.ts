import { describe, expect, it } from 'vitest';
import { createHttp } from '../../net/http';
import { providersFor } from './providersFor';
import { createUtxoWalletFamily } from './walletFamily';

const http = createHttp({ retries: 0 });
const esploraUrl = 'http://127.0.0.1:3002';

describe('providersFor', () => {
  it('reads the local profile from its endpoints and nothing else', () => {
    const c = { network: 'local' as const, local: { litecoin: { esploraUrl } }, http };
    expect(providersFor(c, 'litecoin')).toEqual([{ kind: 'esplora', baseUrl: esploraUrl }]);
    expect(() => providersFor(c, 'bitcoin')).toThrow(
      expect.objectContaining({ code: 'NETWORK', message: 'No local endpoint is configured for Bitcoin' }),
    );
  });

  it('uses the per-chain mainnet order, and says when testnet has no provider', () => {
    const main = providersFor({ network: 'mainnet', http }, 'litecoin').map((p) => p.kind);
    expect(main).toEqual(['esplora', 'blockcypher', 'blockchair']);
    expect(providersFor({ network: 'testnet', http }, 'bitcoin')).toHaveLength(1);
    expect(() => providersFor({ network: 'testnet', http }, 'dogecoin')).toThrow(
      expect.objectContaining({ code: 'NETWORK' }),
    );
  });

  it('makes a chain without a local endpoint fail its calls with that reason', async () => {
    const family = createUtxoWalletFamily({ network: 'local', http });
    expect(family.network).toBe('regtest');
    expect(family.usesAccountKey).toBe(true);
    const coin = { walletId: '1', chainName: 'litecoin', symbol: 'LTC', decimals: 8, address: 'x', path: '' };
    await expect(family.status(coin, 'ab'.repeat(32))).rejects.toMatchObject({ code: 'NETWORK' });
  });
});

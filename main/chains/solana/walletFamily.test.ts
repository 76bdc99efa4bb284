import { describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors';
import { createHttp } from '../../net/http';
import { solanaConfig } from './config';
import { SOLANA_ERRORS } from './errors';
import { SolanaLocalEndpointsSchema } from './localEndpoints';
import { createSolanaWalletFamily } from './walletFamily';

describe('solana family without a node', () => {
  it('builds on `local` without endpoints and says so on use, instead of throwing at start-up', async () => {
    const family = createSolanaWalletFamily({ network: 'local', http: createHttp() });
    expect(family.confirmPolicy).toEqual({ intervalMs: 3000, tries: 5 });
    const e = await family
      .staking!.positions({
        walletId: 'w',
        chainName: 'solana',
        symbol: 'SOL',
        decimals: 9,
        address: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
        path: '',
      })
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).code).toBe('NETWORK');
    expect((e as AppError).message).toBe(SOLANA_ERRORS.noNode);
  });

  it('takes loopback URLs only in WALLET_LOCAL_ENDPOINTS.solana', () => {
    expect(SolanaLocalEndpointsSchema.safeParse({ rpcUrl: 'http://127.0.0.1:8899' }).success).toBe(true);
    expect(
      SolanaLocalEndpointsSchema.safeParse({ rpcUrl: 'https://api.mainnet-beta.solana.com' }).success,
    ).toBe(false);
    expect(SolanaLocalEndpointsSchema.safeParse({ rpcUrl: 'http://127.0.0.1:1', extra: 1 }).success).toBe(
      false,
    );
  });

  it('reads validators from the node on testnet (Stakewiz rates mainnet only)', () => {
    expect(solanaConfig('mainnet')?.validatorsUrl).toBe('https://api.stakewiz.com');
    expect(solanaConfig('testnet')?.validatorsUrl).toBeUndefined();
    expect(solanaConfig('local')).toBeNull();
  });
});

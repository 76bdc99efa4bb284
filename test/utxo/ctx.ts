/** A UtxoCtx for tests: main's real HTTP client with no retry delays, pointed at local servers. */
import { createHttp } from '../../main/net/http';
import type { ProviderConfig, UtxoCtx } from '../../main/chains/utxo/types';

export function testCtx(providers: ProviderConfig[], overrides: Partial<UtxoCtx> = {}): UtxoCtx {
  return {
    chain: 'litecoin',
    network: 'regtest',
    http: createHttp({ retries: 0, backoffMs: 0, timeoutMs: 10_000 }),
    config: { providers },
    now: () => Date.now(),
    ...overrides,
  };
}

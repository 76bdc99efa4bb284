/** Midgard (THORChain's data API): GET /v2/balance/{address}, the RUNE line of its coins. */
import { z } from 'zod';
import type { Http } from '../../../net/http';
import { readAs, u64 } from './wire';

const BalanceSchema = z.looseObject({
  coins: z.array(z.looseObject({ asset: z.string(), amount: u64('balance') })),
});

/** Midgard's name of the native coin */
const RUNE_ASSET = 'THOR.RUNE';

export interface MidgardApi {
  /** RUNE in base units (1e-8); 0 for an address Midgard has never seen */
  runeBalance(address: string): Promise<bigint>;
}

export function midgard(http: Http, baseUrl: string): MidgardApi {
  return {
    async runeBalance(address) {
      const b = readAs(
        BalanceSchema,
        await http.json(`${baseUrl}/v2/balance/${encodeURIComponent(address)}`),
        'balance',
        'Midgard',
      );
      return b.coins.find((c) => c.asset === RUNE_ASSET)?.amount ?? 0n;
    },
  };
}

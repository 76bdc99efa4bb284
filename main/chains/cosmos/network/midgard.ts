/**
 * Midgard (THORChain's data API): GET /v2/balance/{address}, the RUNE line of its coins, and
 * GET /v2/actions?address=…&limit=…, the address's actions (swap, refund, addLiquidity,
 * withdraw, send…), each with its inbound and outbound legs.
 */
import { z } from 'zod';
import type { Http } from '../../../net/http';
import { readEach, type ReadList } from '../../../net/readEach';
import { readAs, u64 } from './wire';

const BalanceSchema = z.looseObject({
  coins: z.array(z.looseObject({ asset: z.string(), amount: u64('balance') })),
});

/** Midgard's name of the native coin */
export const RUNE_ASSET = 'THOR.RUNE';

const LegSchema = z.looseObject({
  address: z.string(),
  coins: z.array(z.looseObject({ asset: z.string(), amount: u64('coin amount') })),
  txID: z.string(),
});

const ActionSchema = z.looseObject({
  /** unix nanoseconds */
  date: u64('date'),
  type: z.string(),
  /** success, pending */
  status: z.string(),
  in: z.array(LegSchema),
  out: z.array(LegSchema),
  pools: z.array(z.string()).optional(),
  metadata: z.looseObject({ refund: z.looseObject({ reason: z.string().optional() }).optional() }).optional(),
});

const ActionsPageSchema = z.looseObject({ actions: z.array(z.unknown()) });

export interface MidgardLeg {
  address: string;
  coins: { asset: string; amount: bigint }[];
  txID: string;
}

export interface MidgardAction {
  /** unix ms */
  date: number;
  type: string;
  status: string;
  in: MidgardLeg[];
  out: MidgardLeg[];
  pools: string[];
  /** a refund's reason, as Midgard gives it */
  reason?: string;
}

export interface MidgardApi {
  /** RUNE in base units (1e-8); 0 for an address Midgard has never seen */
  runeBalance(address: string): Promise<bigint>;
  /** the address's latest actions, newest first; one that does not read is counted in `skipped` */
  actions(address: string, limit: number): Promise<ReadList<MidgardAction>>;
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
    async actions(address, limit) {
      const q = new URLSearchParams({ address, limit: String(limit) });
      const page = readAs(
        ActionsPageSchema,
        await http.json(`${baseUrl}/v2/actions?${q}`),
        'actions',
        'Midgard',
      );
      return readEach(page.actions, (e): MidgardAction => {
        const a = readAs(ActionSchema, e, 'action', 'Midgard');
        const reason = a.metadata?.refund?.reason;
        return {
          date: Number(a.date / 1_000_000n),
          type: a.type,
          status: a.status,
          in: a.in,
          out: a.out,
          pools: a.pools ?? [],
          ...(reason ? { reason } : {}),
        };
      });
    },
  };
}

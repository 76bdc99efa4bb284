/**
 * Tronscan's API: the witness list with names and published voter APR (GET /api/pagewitness),
 * and one transaction's summary (GET /api/transaction-info). No key.
 */
import { z } from 'zod';
import type { Http } from '../../../net/http';
import { toBase58 } from './address';
import { readAs, u64 } from './wire';

const PageWitnessSchema = z.looseObject({
  data: z.array(
    z.looseObject({
      address: z.string().transform(toBase58),
      name: z.string().optional(),
      url: z.string().optional(),
      votes: u64('votes'),
      realTimeVotes: u64('realTimeVotes'),
      /** percent a year, as text ('3.54'); absent for witnesses that publish none */
      annualizedRate: z.union([z.string(), z.number()]).optional(),
    }),
  ),
});

const TxInfoSchema = z.looseObject({
  hash: z.string().optional(),
  contractRet: z.string().optional(),
  confirmed: z.boolean().optional(),
});

export interface ScanWitness {
  address: string;
  name: string;
  votes: bigint;
  apr?: number;
}

export interface TronScanApi {
  witnesses(): Promise<ScanWitness[]>;
  /** null until Tronscan knows the hash */
  transactionInfo(hash: string): Promise<{ contractRet?: string; confirmed?: boolean } | null>;
}

export function tronScan(http: Http, baseUrl: string): TronScanApi {
  return {
    async witnesses() {
      const body = await http.json<unknown>(`${baseUrl}/api/pagewitness?witnesstype=0`);
      return readAs(PageWitnessSchema, body, 'pagewitness').data.map((w) => {
        const apr = w.annualizedRate === undefined ? NaN : Number(w.annualizedRate);
        return {
          address: w.address,
          name: w.name || w.url || w.address,
          votes: w.realTimeVotes > 0n ? w.realTimeVotes : w.votes,
          ...(Number.isFinite(apr) ? { apr } : {}),
        };
      });
    },
    async transactionInfo(hash) {
      const body = await http.json<unknown>(
        `${baseUrl}/api/transaction-info?hash=${encodeURIComponent(hash)}`,
      );
      if (!body || typeof body !== 'object' || Object.keys(body).length === 0) return null;
      const t = readAs(TxInfoSchema, body, 'transaction-info');
      return {
        ...(t.contractRet !== undefined ? { contractRet: t.contractRet } : {}),
        ...(t.confirmed !== undefined ? { confirmed: t.confirmed } : {}),
      };
    },
  };
}

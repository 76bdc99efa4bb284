/**
 * A Hedera mirror node's REST API (docs.hedera.com "Mirror Node REST API", openapi.yml):
 * accounts by public key, an account's balance, its CRYPTOTRANSFER history (spec §7: limit 20,
 * transactiontype cryptotransfer, transactions true, order desc) and the exchange rate
 * (network/exchangerate: current_rate.cent_equivalent / hbar_equivalent). Tinybars arrive as
 * JSON numbers; Http reads them losslessly and baseUnitsOf keeps them exact.
 */
import { z } from 'zod';
import { baseUnitsOf } from '../../../net/baseUnitsOf';
import type { Http } from '../../../net/http';
import { HttpError } from '../../../net/http';
import { readAnswer } from '../../../net/readAnswer';

const FROM = 'the Hedera mirror node';
const AccountIdText = z.string().regex(/^\d{1,19}\.\d{1,19}\.\d{1,19}$/);
const tinybars = (field: string, signed = false) =>
  z.union([z.string(), z.number(), z.bigint()]).transform((v) => baseUnitsOf(v, field, { signed }));

const KeySchema = z.looseObject({ _type: z.string(), key: z.string() }).nullable().optional();

const TransactionSchema = z.looseObject({
  transaction_id: z.string().min(1).max(80),
  consensus_timestamp: z.string().regex(/^\d{1,12}\.\d{1,9}$/),
  name: z.string(),
  result: z.string(),
  charged_tx_fee: tinybars('charged_tx_fee'),
  memo_base64: z.string().nullable().optional(),
  transfers: z.array(z.looseObject({ account: AccountIdText, amount: tinybars('transfer amount', true) })),
});

const AccountSchema = z.looseObject({
  account: AccountIdText,
  deleted: z.boolean().nullable().optional(),
  key: KeySchema,
  balance: z.looseObject({ balance: tinybars('balance') }),
  max_automatic_token_associations: z.number().int().nullable().optional(),
  transactions: z.array(TransactionSchema).optional(),
});

const AccountsSchema = z.looseObject({ accounts: z.array(AccountSchema) });

const RateSchema = z.looseObject({
  current_rate: z.looseObject({
    cent_equivalent: z.number().int().positive(),
    hbar_equivalent: z.number().int().positive(),
  }),
});

export interface MirrorAccount {
  id: string;
  deleted: boolean;
  /** the account's key as the mirror prints it: type and hex (raw ed25519 for ED25519) */
  key: { type: string; hex: string } | null;
  balance: bigint;
  /** HIP-904 auto-association slots: -1 unlimited, 0 none */
  maxAutoAssociations: number;
}

export interface MirrorTransaction {
  transactionId: string;
  /** unix ms of consensus */
  timeMs: number;
  name: string;
  result: string;
  chargedFee: bigint;
  memo: string;
  transfers: { account: string; amount: bigint }[];
}

export interface MirrorApi {
  accountsByKey(publicKeyDer: string): Promise<MirrorAccount[]>;
  /** null when the mirror does not know the account (404) */
  account(id: string): Promise<MirrorAccount | null>;
  transfers(id: string, limit: number): Promise<MirrorTransaction[]>;
  exchangeRate(): Promise<{ cents: bigint; hbars: bigint }>;
}

const accountOf = (a: z.output<typeof AccountSchema>): MirrorAccount => ({
  id: a.account,
  deleted: a.deleted === true,
  key: a.key ? { type: a.key._type, hex: a.key.key.toLowerCase() } : null,
  balance: a.balance.balance,
  maxAutoAssociations: a.max_automatic_token_associations ?? 0,
});

export function mirrorNode(http: Http, baseUrl: string): MirrorApi {
  const get = (path: string, q: Record<string, string>) =>
    http.json<unknown>(`${baseUrl}/api/v1${path}?${new URLSearchParams(q)}`);
  return {
    async accountsByKey(publicKeyDer) {
      const body = await get('/accounts', {
        'account.publickey': publicKeyDer,
        balance: 'true',
        limit: '25',
      });
      return readAnswer(AccountsSchema, body, 'accounts', FROM).accounts.map(accountOf);
    },
    async account(id) {
      try {
        const body = await get(`/accounts/${id}`, { limit: '1', transactions: 'false' });
        return accountOf(readAnswer(AccountSchema, body, 'account', FROM));
      } catch (e) {
        if (e instanceof HttpError && e.status === 404) return null;
        throw e;
      }
    },
    async transfers(id, limit) {
      const body = await get(`/accounts/${id}`, {
        limit: String(limit),
        transactiontype: 'cryptotransfer',
        transactions: 'true',
        order: 'desc',
      });
      return (readAnswer(AccountSchema, body, 'account transactions', FROM).transactions ?? []).map((t) => ({
        transactionId: t.transaction_id,
        timeMs: Number(t.consensus_timestamp.split('.')[0]) * 1000,
        name: t.name,
        result: t.result,
        chargedFee: t.charged_tx_fee,
        memo: t.memo_base64 ? Buffer.from(t.memo_base64, 'base64').toString('utf8') : '',
        transfers: t.transfers.map((x) => ({ account: x.account, amount: x.amount })),
      }));
    },
    async exchangeRate() {
      const r = readAnswer(RateSchema, await get('/network/exchangerate', {}), 'exchange rate', FROM);
      return {
        cents: BigInt(r.current_rate.cent_equivalent),
        hbars: BigInt(r.current_rate.hbar_equivalent),
      };
    },
  };
}

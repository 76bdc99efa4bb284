/**
 * The mirror node's token reads (issue 37; mirror-node openapi.yml): an account's token
 * relationships (GET /api/v1/accounts/{id}/tokens: TokenRelationship, balance a JSON number,
 * decimals a number), a token's details (GET /api/v1/tokens/{id}: TokenInfo, decimals a string),
 * and the account's CRYPTOTRANSFER records with their token_transfers (GET /api/v1/transactions
 * with account.id). Token amounts keep every digit: Http reads JSON numbers losslessly.
 */
import { z } from 'zod';
import { baseUnitsOf } from '../../../net/baseUnitsOf';
import { HttpError, type Http } from '../../../net/http';
import { readAnswer } from '../../../net/readAnswer';

const FROM = 'the Hedera mirror node';
const EntityId = z.string().regex(/^\d{1,19}\.\d{1,19}\.\d{1,19}$/);
const units = (field: string, signed = false) =>
  z.union([z.string(), z.number(), z.bigint()]).transform((v) => baseUnitsOf(v, field, { signed }));

const RelationshipsSchema = z.looseObject({
  tokens: z.array(
    z.looseObject({
      token_id: EntityId,
      balance: units('token balance'),
      automatic_association: z.boolean().nullable().optional(),
    }),
  ),
});

const TokenInfoSchema = z.looseObject({
  token_id: EntityId,
  name: z.string().max(100),
  symbol: z.string().max(100),
  // a string in TokenInfo; a number from older mirrors
  decimals: z.union([z.string().regex(/^\d{1,2}$/), z.number().int()]).transform(Number),
  type: z.string(),
  deleted: z.boolean().nullable().optional(),
});

const TransactionsSchema = z.looseObject({
  transactions: z.array(
    z.looseObject({
      transaction_id: z.string().min(1).max(80),
      consensus_timestamp: z.string().regex(/^\d{1,12}\.\d{1,9}$/),
      name: z.string(),
      result: z.string(),
      charged_tx_fee: units('charged_tx_fee'),
      memo_base64: z.string().nullable().optional(),
      entity_id: EntityId.nullable().optional(),
      token_transfers: z
        .array(z.looseObject({ token_id: EntityId, account: EntityId, amount: units('token amount', true) }))
        .nullable()
        .optional(),
    }),
  ),
});

export interface TokenRelationship {
  tokenId: string;
  balance: bigint;
  automatic: boolean;
}

export interface MirrorToken {
  id: string;
  name: string;
  symbol: string;
  decimals: number;
  /** FUNGIBLE_COMMON for the fungible tokens the wallet holds; NON_FUNGIBLE_UNIQUE for NFTs */
  type: string;
  deleted: boolean;
}

export interface MirrorTokenTransaction {
  transactionId: string;
  timeMs: number;
  name: string;
  result: string;
  chargedFee: bigint;
  memo: string;
  entityId: string | null;
  tokenTransfers: { tokenId: string; account: string; amount: bigint }[];
}

export interface MirrorTokensApi {
  /** the account's token relationships (associations), or only `tokenId`'s; null: no such account */
  relationships(accountId: string, tokenId?: string): Promise<TokenRelationship[] | null>;
  /** null when the mirror knows no such token (404) */
  token(tokenId: string): Promise<MirrorToken | null>;
  /** the account's records of `type` (CRYPTOTRANSFER, TOKENASSOCIATE), newest first */
  transactions(accountId: string, type: string, limit: number): Promise<MirrorTokenTransaction[]>;
}

const orNull = async <T>(read: () => Promise<T>): Promise<T | null> => {
  try {
    return await read();
  } catch (e) {
    if (e instanceof HttpError && e.status === 404) return null;
    throw e;
  }
};

export function mirrorTokens(http: Http, baseUrl: string): MirrorTokensApi {
  const get = (path: string, q: Record<string, string>) =>
    http.json<unknown>(`${baseUrl}/api/v1${path}?${new URLSearchParams(q)}`);
  return {
    relationships: (accountId, tokenId) =>
      orNull(async () => {
        const q: Record<string, string> = { limit: '100' };
        if (tokenId) q['token.id'] = tokenId;
        const body = readAnswer(
          RelationshipsSchema,
          await get(`/accounts/${accountId}/tokens`, q),
          'tokens',
          FROM,
        );
        return body.tokens.map((t) => ({
          tokenId: t.token_id,
          balance: t.balance,
          automatic: t.automatic_association === true,
        }));
      }),
    token: (tokenId) =>
      orNull(async () => {
        const t = readAnswer(TokenInfoSchema, await get(`/tokens/${tokenId}`, {}), 'token', FROM);
        return {
          id: t.token_id,
          name: t.name,
          symbol: t.symbol,
          decimals: t.decimals,
          type: t.type,
          deleted: t.deleted === true,
        };
      }),
    async transactions(accountId, type, limit) {
      const body = await get('/transactions', {
        'account.id': accountId,
        limit: String(limit),
        order: 'desc',
        transactiontype: type.toLowerCase(),
      });
      return readAnswer(TransactionsSchema, body, 'transactions', FROM).transactions.map((t) => ({
        transactionId: t.transaction_id,
        timeMs: Number(t.consensus_timestamp.split('.')[0]) * 1000,
        name: t.name,
        result: t.result,
        chargedFee: t.charged_tx_fee,
        memo: t.memo_base64 ? Buffer.from(t.memo_base64, 'base64').toString('utf8') : '',
        entityId: t.entity_id ?? null,
        tokenTransfers: (t.token_transfers ?? []).map((x) => ({
          tokenId: x.token_id,
          account: x.account,
          amount: x.amount,
        })),
      }));
    },
  };
}

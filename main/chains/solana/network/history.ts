/** History reads: an address's latest signatures and each transaction, parsed by the node. */
import { z } from 'zod';
import { readEach, type ReadList } from '../../../net/readEach';
import type { ChainTransaction, MovedFunds, SignatureInfo, TokenBalanceEntry } from '../types';
import type { Query } from './rpc';
import { Key, readAs, u64 } from './wire';

const SignatureEntry = z.looseObject({
  signature: z.string().min(32).max(100),
  blockTime: z.number().int().nullable().optional(),
  err: z.unknown(),
});

/** getSignaturesForAddress, newest first; each entry read on its own (a malformed one is counted). */
export const signaturesQuery = (address: string, limit: number): Query<ReadList<SignatureInfo>> => ({
  method: 'getSignaturesForAddress',
  params: [address, { limit, commitment: 'confirmed' }],
  read: (r) =>
    readEach(readAs(z.array(z.unknown()), r, 'getSignaturesForAddress'), (e) => {
      const s = readAs(SignatureEntry, e, 'getSignaturesForAddress');
      return {
        signature: s.signature,
        blockTime: s.blockTime ?? null,
        failed: s.err !== null && s.err !== undefined,
      };
    }),
});

const TokenBalance = z.looseObject({
  accountIndex: z.number().int().min(0),
  mint: Key,
  owner: Key.optional(),
  uiTokenAmount: z.looseObject({ amount: u64('token balance') }),
});

const Instruction = z.looseObject({
  program: z.string().optional(),
  parsed: z.unknown().optional(),
});

const Parsed = z.looseObject({ type: z.string(), info: z.record(z.string(), z.unknown()) });

const TransactionJson = z
  .looseObject({
    blockTime: z.number().int().nullable().optional(),
    meta: z.looseObject({
      fee: u64('fee'),
      err: z.unknown(),
      preBalances: z.array(u64('preBalance')),
      postBalances: z.array(u64('postBalance')),
      preTokenBalances: z.array(TokenBalance).nullable().optional(),
      postTokenBalances: z.array(TokenBalance).nullable().optional(),
      innerInstructions: z
        .array(z.looseObject({ instructions: z.array(Instruction) }))
        .nullable()
        .optional(),
    }),
    transaction: z.looseObject({
      message: z.looseObject({
        accountKeys: z.array(z.looseObject({ pubkey: Key })),
        instructions: z.array(Instruction),
      }),
    }),
  })
  .nullable();

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** A system or token transfer the node parsed; other instructions move nothing we list. */
function movedBy(ix: z.infer<typeof Instruction>): MovedFunds | null {
  const p = Parsed.safeParse(ix.parsed);
  if (!p.success) return null;
  const { type, info } = p.data;
  const from = str(info.source);
  const to = str(info.destination);
  if (!from || !to) return null;
  if (ix.program === 'system' && type === 'transfer')
    return { from, to, amount: u64('lamports').parse(info.lamports), token: false };
  if (ix.program === 'spl-token' || ix.program === 'spl-token-2022') {
    if (type === 'transferChecked') {
      const amount = z.looseObject({ amount: u64('token amount') }).parse(info.tokenAmount).amount;
      const mint = str(info.mint);
      return { from, to, amount, token: true, ...(mint ? { mint } : {}) };
    }
    if (type === 'transfer') return { from, to, amount: u64('token amount').parse(info.amount), token: true };
  }
  return null;
}

/** An instruction whose parsed fields do not read is left out of the list, not fatal to the history. */
function safeMovedBy(ix: z.infer<typeof Instruction>): MovedFunds | null {
  try {
    return movedBy(ix);
  } catch {
    return null;
  }
}

const tokenEntries = (list: z.infer<typeof TokenBalance>[] | null | undefined): TokenBalanceEntry[] =>
  (list ?? []).map((b) => ({
    accountIndex: b.accountIndex,
    mint: b.mint,
    amount: b.uiTokenAmount.amount,
    ...(b.owner ? { owner: b.owner } : {}),
  }));

/** getTransaction, parsed (v0 transactions too); null when the node does not have it. */
export const transactionQuery = (signature: string): Query<ChainTransaction | null> => ({
  method: 'getTransaction',
  params: [signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0, commitment: 'confirmed' }],
  read: (r) => {
    const t = readAs(TransactionJson, r, 'getTransaction');
    if (!t) return null;
    const instructions = [
      ...t.transaction.message.instructions,
      ...(t.meta.innerInstructions ?? []).flatMap((i) => i.instructions),
    ];
    return {
      signature,
      blockTime: t.blockTime ?? null,
      fee: t.meta.fee,
      failed: t.meta.err !== null && t.meta.err !== undefined,
      accountKeys: t.transaction.message.accountKeys.map((k) => k.pubkey),
      preBalances: t.meta.preBalances,
      postBalances: t.meta.postBalances,
      preTokenBalances: tokenEntries(t.meta.preTokenBalances),
      postTokenBalances: tokenEntries(t.meta.postTokenBalances),
      transfers: instructions.map(safeMovedBy).filter((m): m is MovedFunds => m !== null),
    };
  },
});

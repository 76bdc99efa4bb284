/**
 * getTransaction's answer for a landed transaction, in the `json`, `jsonParsed` or
 * `base64` encoding: `{ slot, blockTime, version?, transaction, meta }`.
 */
import { base58, base64 } from '@scure/base';
import type { MessageV0 } from '@solana/web3.js';
import type { Landed } from './ledger';
import { parsedInstruction } from './parsedInstructions';

function metaJson(t: Landed, parsed: boolean) {
  const keys = t.accountKeys;
  const inner = t.innerInstructions.map((g) => ({
    index: g.index,
    instructions: g.instructions.map((ix) =>
      parsed
        ? parsedInstruction(
            keys[ix.programIdIndex] ?? '',
            ix.accounts.map((i) => keys[i] ?? ''),
            ix.data,
            ix.stackHeight,
          )
        : {
            accounts: ix.accounts,
            data: base58.encode(ix.data),
            programIdIndex: ix.programIdIndex,
            stackHeight: ix.stackHeight,
          },
    ),
  }));
  return {
    computeUnitsConsumed: t.unitsConsumed,
    err: t.err,
    fee: t.fee,
    innerInstructions: inner,
    loadedAddresses: { readonly: [], writable: [] },
    logMessages: t.logs,
    postBalances: t.postBalances,
    postTokenBalances: t.postTokenBalances,
    preBalances: t.preBalances,
    preTokenBalances: t.preTokenBalances,
    rewards: [],
    status: t.err === null ? { Ok: null } : { Err: t.err },
  };
}

function messageJson(t: Landed, parsed: boolean) {
  const m = t.tx.message;
  const keys = t.accountKeys;
  const instructions = m.compiledInstructions.map((ix) =>
    parsed
      ? parsedInstruction(
          keys[ix.programIdIndex] ?? '',
          ix.accountKeyIndexes.map((i) => keys[i] ?? ''),
          ix.data,
          null,
        )
      : {
          accounts: ix.accountKeyIndexes,
          data: base58.encode(ix.data),
          programIdIndex: ix.programIdIndex,
          stackHeight: null,
        },
  );
  const accountKeys = parsed
    ? keys.map((pubkey, i) => ({
        pubkey,
        signer: m.isAccountSigner(i),
        source: 'transaction',
        writable: m.isAccountWritable(i),
      }))
    : keys;
  const out: Record<string, unknown> = { accountKeys, recentBlockhash: m.recentBlockhash, instructions };
  if (!parsed) out.header = m.header;
  if (t.tx.version === 0) {
    out.addressTableLookups = (m as MessageV0).addressTableLookups.map((l) => ({
      accountKey: l.accountKey.toBase58(),
      readonlyIndexes: l.readonlyIndexes,
      writableIndexes: l.writableIndexes,
    }));
  }
  return out;
}

export function transactionJson(t: Landed, encoding: string, withVersion: boolean) {
  const parsed = encoding === 'jsonParsed';
  const transaction =
    encoding === 'base64'
      ? [base64.encode(t.wire), 'base64']
      : { message: messageJson(t, parsed), signatures: t.tx.signatures.map((s) => base58.encode(s)) };
  const out: Record<string, unknown> = {
    blockTime: t.blockTime,
    meta: metaJson(t, parsed),
    slot: t.slot,
    transaction,
  };
  if (withVersion) out.version = t.tx.version;
  return out;
}

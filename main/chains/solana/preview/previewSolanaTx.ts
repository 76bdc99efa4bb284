/**
 * A Solana transaction's preview on the user's own node (issue 32): one JSON-RPC batch (one
 * round trip) of getMultipleAccounts for the accounts as they are and simulateTransaction
 * (`sigVerify: false`, `replaceRecentBlockhash: true`) asking the same accounts back as the
 * transaction would leave them. The difference gives what the wallet sends and receives; the
 * instruction bytes give the drainer patterns (Assign, SetAuthority, Approve, CloseAccount to
 * someone else) as permissions and red warnings. A mint's decimals come from the accounts read
 * when the transaction names it, else from one more read of the missing mints.
 */
import { base64 } from '@scure/base';
import { VersionedTransaction } from '@solana/web3.js';
import { PREVIEW_UNAVAILABLE, type PreviewMove, type TxPreview } from '../../../../shared/preview/txPreview';
import { decodeDrainerIx } from '../../../../shared/chains/solana/drainerIx';
import { checkSolanaIntent, type SolanaPreviewIntent } from './checkIntent';
import { failureReason } from './failure';
import { movesOf } from './moves';
import { permissionsOf } from './permissions';
import { readMintDecimals, readTokenAccount } from './tokenState';
import type { BatchReply, RawAccount, RawInstruction, SolanaPreviewNode } from './types';
import { readAccounts, readSimulation } from './wire';

export interface PreviewSolanaTxParams {
  /** the wire transaction (base64) as it will be signed; signatures may be blank */
  transaction: string;
  wallet: string;
  /** the fee in lamports; subtracted from the wallet's SOL change when the wallet pays it */
  fee: bigint;
  /** the wallet's own send: what the user asked, to hold the simulation to (sets `mismatch`) */
  intent?: SolanaPreviewIntent;
}

/** JSON-RPC's "method not found", and how nodes word the same */
function isMissingMethod(e: BatchReply['error']): boolean {
  return !!e && (e.code === -32601 || /method not found|not supported|not implemented/i.test(e.message));
}

function messageOf(wire: string): { keys: string[]; payer: string; ixs: RawInstruction[] } {
  const m = VersionedTransaction.deserialize(base64.decode(wire)).message;
  const keys = m.staticAccountKeys.map((k) => k.toBase58());
  const ixs = m.compiledInstructions.map((ix) => ({
    programId: keys[ix.programIdIndex] ?? '',
    // an index past the static keys is a lookup-table account, which this preview does not resolve
    accounts: ix.accountKeyIndexes.map((i) => keys[i] ?? ''),
    data: ix.data,
  }));
  return { keys, payer: keys[0] ?? '', ixs };
}

const unavailable = (reason: string): TxPreview => ({ status: 'unavailable', reason });

export async function previewSolanaTx(node: SolanaPreviewNode, p: PreviewSolanaTxParams): Promise<TxPreview> {
  const { keys, payer, ixs } = messageOf(p.transaction);
  let replies: BatchReply[];
  try {
    replies = await node.batch([
      { method: 'getMultipleAccounts', params: [keys, { encoding: 'base64', commitment: 'confirmed' }] },
      {
        method: 'simulateTransaction',
        params: [
          p.transaction,
          {
            encoding: 'base64',
            sigVerify: false,
            replaceRecentBlockhash: true,
            commitment: 'confirmed',
            accounts: { addresses: keys, encoding: 'base64' },
          },
        ],
      },
    ]);
  } catch (e) {
    return unavailable(
      `The Solana node did not answer the preview (${e instanceof Error ? e.message : String(e)})`,
    );
  }
  const [accountsReply, simReply] = replies;
  if (!accountsReply || !simReply) return unavailable('The Solana node left the preview unanswered');
  if (isMissingMethod(simReply.error)) return unavailable(PREVIEW_UNAVAILABLE);
  if (simReply.error) return unavailable(`The Solana node refused the simulation: ${simReply.error.message}`);
  if (accountsReply.error)
    return unavailable(`The Solana node refused the accounts: ${accountsReply.error.message}`);

  const preList = readAccounts(accountsReply.result, keys.length);
  const sim = readSimulation(simReply.result, keys.length);
  const pre = new Map(keys.map((k, i) => [k, preList[i] ?? null]));
  const decimals = await mintDecimals(node, keys, pre);
  const decimalsOf = (mint: string) => decimals.get(mint) ?? null;
  const given = permissionsOf(
    { wallet: p.wallet, pre, decimalsOf },
    ixs.flatMap((ix) => decodeDrainerIx(ix) ?? []),
  );
  if (sim.err !== null)
    return {
      status: 'reverts',
      method: 'simulateTransaction',
      reason: failureReason(sim.err, sim.logs),
      warnings: given.warnings,
    };
  if (!sim.accounts)
    return unavailable('This Solana node simulates without returning the accounts, so what moves is unknown');
  const post = new Map(keys.map((k, i) => [k, sim.accounts![i] ?? null]));
  const fee = payer === p.wallet ? p.fee : 0n;
  const moves = movesOf({ wallet: p.wallet, keys, pre, post, fee, decimalsOf });
  // the wallet's own token send: its mint named by the coin's symbol, as the review names it
  const named = (m: PreviewMove): PreviewMove =>
    p.intent && m.asset === p.intent.asset && m.symbol === null ? { ...m, symbol: p.intent.symbol } : m;
  const [send, receive] = [moves.send.map(named), moves.receive.map(named)];
  const mismatch = p.intent
    ? checkSolanaIntent({
        intent: p.intent,
        wallet: p.wallet,
        keys,
        pre,
        post,
        fee,
        permissions: given.permissions,
        decimalsOf,
      })
    : null;
  return {
    status: 'ok',
    method: 'simulateTransaction',
    send,
    receive,
    permissions: given.permissions,
    warnings: given.warnings,
    mismatch,
  };
}

/**
 * Decimals of every mint the preview may show, read from the mint itself (not from what an
 * instruction states: the dapp wrote those): mints among the accounts already read, and the
 * mint of a token account the transaction does not name in one more call. A failed read
 * leaves raw units, which the card says.
 */
async function mintDecimals(
  node: SolanaPreviewNode,
  keys: readonly string[],
  pre: ReadonlyMap<string, RawAccount | null>,
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const wanted = new Set<string>();
  for (const k of keys) {
    const d = readMintDecimals(pre.get(k) ?? null);
    if (d !== null) out.set(k, d);
    const t = readTokenAccount(pre.get(k) ?? null);
    if (t) wanted.add(t.mint);
  }
  const missing = [...wanted].filter((m) => !out.has(m));
  if (missing.length === 0) return out;
  try {
    const [r] = await node.batch([
      { method: 'getMultipleAccounts', params: [missing, { encoding: 'base64', commitment: 'confirmed' }] },
    ]);
    if (r && !r.error)
      readAccounts(r.result, missing.length).forEach((a, i) => {
        const d = readMintDecimals(a);
        if (d !== null) out.set(missing[i]!, d);
      });
  } catch {
    // raw base units then: the card says so
  }
  return out;
}

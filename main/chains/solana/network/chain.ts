/** Chain-wide reads and writes: blockhash, heights, fees, simulation, broadcast, statuses. */
import { z } from 'zod';
import type { Blockhash, SignatureStatus, Simulation } from '../types';
import type { Query } from './rpc';
import { errText, readAs, u64, withContext } from './wire';

export const latestBlockhashQuery = (): Query<Blockhash> => ({
  method: 'getLatestBlockhash',
  params: [{ commitment: 'confirmed' }],
  read: (r) =>
    readAs(
      withContext(
        z.looseObject({
          blockhash: z.string().min(32).max(44),
          lastValidBlockHeight: u64('lastValidBlockHeight'),
        }),
      ),
      r,
      'getLatestBlockhash',
    ).value,
});

export const blockHeightQuery = (): Query<bigint> => ({
  method: 'getBlockHeight',
  params: [{ commitment: 'confirmed' }],
  read: (r) => readAs(u64('block height'), r, 'getBlockHeight'),
});

export const epochQuery = (): Query<bigint> => ({
  method: 'getEpochInfo',
  params: [{ commitment: 'confirmed' }],
  read: (r) => readAs(z.looseObject({ epoch: u64('epoch') }), r, 'getEpochInfo').epoch,
});

/** Recent priority fees (micro-lamports per unit) paid by transactions that lock `accounts`. */
export const prioritizationFeesQuery = (accounts: readonly string[]): Query<bigint[]> => ({
  method: 'getRecentPrioritizationFees',
  params: [accounts],
  read: (r) =>
    readAs(
      z.array(z.looseObject({ prioritizationFee: u64('prioritizationFee') })),
      r,
      'getRecentPrioritizationFees',
    ).map((f) => f.prioritizationFee),
});

/**
 * simulateTransaction of a wire transaction with blank signatures: no signature check, and
 * the node's latest blockhash in place of ours, so a quote never needs a key or a fresh hash.
 */
export const simulateQuery = (wireBase64: string): Query<Simulation> => ({
  method: 'simulateTransaction',
  params: [
    wireBase64,
    { encoding: 'base64', sigVerify: false, replaceRecentBlockhash: true, commitment: 'confirmed' },
  ],
  read: (r) => {
    const v = readAs(
      withContext(
        z.looseObject({
          err: z.unknown(),
          logs: z.array(z.string()).nullable().optional(),
          unitsConsumed: z.number().int().min(0).nullable().optional(),
        }),
      ),
      r,
      'simulateTransaction',
    ).value;
    return {
      err: v.err === null || v.err === undefined ? null : errText(v.err),
      unitsConsumed: v.unitsConsumed ?? 0,
      logs: v.logs ?? [],
    };
  },
});

/** sendTransaction with preflight: a transaction that would fail is refused by the node, not landed. */
export const sendQuery = (wireBase64: string): Query<string> => ({
  method: 'sendTransaction',
  params: [wireBase64, { encoding: 'base64', skipPreflight: false, preflightCommitment: 'confirmed' }],
  read: (r) => readAs(z.string().min(32).max(100), r, 'sendTransaction'),
});

const StatusRow = z
  .looseObject({
    err: z.unknown(),
    confirmationStatus: z.enum(['processed', 'confirmed', 'finalized']).nullable().optional(),
  })
  .nullable();

/** getSignatureStatuses, searching history: found (failed or not, settled once confirmed) or null. */
export const signatureStatusesQuery = (signatures: readonly string[]): Query<SignatureStatus[]> => ({
  method: 'getSignatureStatuses',
  params: [signatures, { searchTransactionHistory: true }],
  read: (r) =>
    readAs(withContext(z.array(StatusRow)), r, 'getSignatureStatuses').value.map((s) =>
      s === null
        ? null
        : {
            failed: s.err !== null && s.err !== undefined,
            settled: s.confirmationStatus === 'confirmed' || s.confirmationStatus === 'finalized',
          },
    ),
});

/** getStakeMinimumDelegation: the least a stake account may delegate (1 lamport, or 1 SOL once the feature is on). */
export const stakeMinimumDelegationQuery = (): Query<bigint> => ({
  method: 'getStakeMinimumDelegation',
  params: [{ commitment: 'confirmed' }],
  read: (r) => readAs(withContext(u64('minimum delegation')), r, 'getStakeMinimumDelegation').value,
});

/**
 * The Solana family's part of the permissions page (issue 33): token accounts of the wallet
 * with a delegate (getTokenAccountsByOwner, jsonParsed, under both token programs), and the
 * SPL Token `Revoke` that removes one, planned like a send (simulated, priced at the
 * Recommended priority fee). The account, its mint and program are read from the chain again
 * when revoking: the page's copy is never trusted.
 */
import { createRevokeInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import { z } from 'zod';
import type { RevokeTarget } from '../../../../shared/contract/permissions';
import { AppError } from '../../../../shared/errors';
import type { PermissionGrant } from '../../../permissions/types';
import type { SolanaCtx } from '../ctx';
import {
  balanceQuery,
  latestBlockhashQuery,
  prioritizationFeesQuery,
  rentExemptQuery,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  type Query,
} from '../network';
import type { Blockhash } from '../types';
import { feeOptionsOf, FEE_UNIT } from './feeChoice';
import { feeOf, priorityFeesOf, unitLimitOf } from './fees';
import type { TransferPlan } from './quoteTransfer';
import { rpcOf } from './rpcOf';
import { simulateUnits } from './simulateUnits';

const Row = z.looseObject({
  pubkey: z.string(),
  account: z.looseObject({
    data: z.looseObject({
      parsed: z.looseObject({
        info: z.looseObject({
          mint: z.string(),
          owner: z.string(),
          delegate: z.string().optional(),
          delegatedAmount: z.looseObject({ amount: z.string().regex(/^\d{1,20}$/) }).optional(),
          tokenAmount: z.looseObject({ decimals: z.number().int().min(0).max(255) }),
        }),
      }),
    }),
  }),
});

interface Delegated {
  account: string;
  mint: string;
  program: string;
  delegate: string;
  amount: bigint;
  decimals: number;
}

/** The wallet's token accounts under `program` that name a delegate. */
const delegatedQuery = (owner: string, program: string): Query<Delegated[]> => ({
  method: 'getTokenAccountsByOwner',
  params: [owner, { programId: program }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
  read: (r) => {
    const parsed = z.looseObject({ value: z.array(Row) }).safeParse(r);
    if (!parsed.success) throw new AppError('NETWORK', 'getTokenAccountsByOwner: unreadable answer');
    return parsed.data.value.flatMap((row) => {
      const info = row.account.data.parsed.info;
      if (!info.delegate || info.owner !== owner) return [];
      return [
        {
          account: row.pubkey,
          mint: info.mint,
          program,
          delegate: info.delegate,
          amount: BigInt(info.delegatedAmount?.amount ?? '0'),
          decimals: info.tokenAmount.decimals,
        },
      ];
    });
  },
});

async function delegatedOf(ctx: SolanaCtx, wallet: string): Promise<Delegated[]> {
  const r = await rpcOf(ctx).batch({
    token: delegatedQuery(wallet, TOKEN_PROGRAM_ID),
    token2022: delegatedQuery(wallet, TOKEN_2022_PROGRAM_ID),
  });
  return [...r.token, ...r.token2022];
}

/** Only the wallet's associated account for a mint is revocable here: the signer derives it. */
const isAssociated = (d: Delegated, wallet: string): boolean =>
  getAssociatedTokenAddressSync(
    new PublicKey(d.mint),
    new PublicKey(wallet),
    false,
    new PublicKey(d.program),
  ).toBase58() === d.account;

export async function listSolanaPermissions(ctx: SolanaCtx, wallet: string): Promise<PermissionGrant[]> {
  return (await delegatedOf(ctx, wallet)).map((d) => ({
    kind: 'delegate',
    asset: d.account,
    token: d.mint,
    decimals: d.decimals,
    spender: d.delegate,
    amount: d.amount,
    since: null,
    revocable: isAssociated(d, wallet),
  }));
}

export interface RevokePlan extends TransferPlan {
  account: string;
  mint: string;
}

/** One Revoke transaction per target, each re-read from the chain and simulated. */
export async function prepareSolanaRevokes(
  ctx: SolanaCtx,
  wallet: string,
  targets: readonly RevokeTarget[],
): Promise<RevokePlan[]> {
  const [held, r] = await Promise.all([
    delegatedOf(ctx, wallet),
    rpcOf(ctx).batch({
      balance: balanceQuery(wallet),
      rent: rentExemptQuery(0),
      recent: prioritizationFeesQuery([wallet]),
      blockhash: latestBlockhashQuery(),
    }),
  ]);
  const plans: RevokePlan[] = [];
  let total = 0n;
  for (const t of targets) {
    const d = held.find((h) => h.account === t.asset && h.delegate === t.spender);
    if (t.kind !== 'delegate' || !d)
      throw new AppError('RULE', 'That delegate is no longer set on the account');
    if (!isAssociated(d, wallet))
      throw new AppError('RULE', 'Only the wallet’s own token accounts can be revoked here');
    const instructions = [
      createRevokeInstruction(new PublicKey(d.account), new PublicKey(wallet), [], new PublicKey(d.program)),
    ];
    const sim = await simulateUnits(ctx, {
      payer: wallet,
      blockhash: r.blockhash.blockhash,
      instructions,
      rentMinimum: r.rent,
    });
    const fees = priorityFeesOf(r.recent);
    const unitLimit = unitLimitOf(sim.units);
    const fee = feeOf(sim.signatures, unitLimit, fees.recommended);
    total += fee;
    plans.push({
      account: d.account,
      mint: d.mint,
      quote: {
        amount: 0n,
        fee,
        isMax: false,
        feeOptions: feeOptionsOf(fees),
        feeUnit: FEE_UNIT,
        feeUnitDecimals: 0,
      },
      blockhash: r.blockhash as Blockhash,
      unitLimit,
      unitPrice: fees.recommended,
      instructions,
    });
  }
  if (total > r.balance) throw new AppError('RULE', 'Insufficient SOL balance to pay the network fees');
  return plans;
}

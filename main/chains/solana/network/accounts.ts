/** Account reads: balances, token accounts, any accounts (mints among them), stake accounts. */
import { z } from 'zod';
import { AppError } from '../../../../shared/errors';
import type { AccountState, StakeAccount, TokenHolding, TokenProgramKind } from '../types';
import { programIdOf, STAKE_PROGRAM_ID } from './programs';
import type { Query } from './rpc';
import { Key, readAs, u64, withContext } from './wire';

const ProgramName = z.enum(['spl-token', 'spl-token-2022']);
const kindOf = (p: z.infer<typeof ProgramName>): TokenProgramKind =>
  p === 'spl-token' ? 'token' : 'token-2022';

/** getBalance: the account's lamports (0 when it does not exist). */
export const balanceQuery = (address: string): Query<bigint> => ({
  method: 'getBalance',
  params: [address, { commitment: 'confirmed' }],
  read: (r) => readAs(withContext(u64('balance')), r, 'getBalance').value,
});

const TokenAccountRow = z.looseObject({
  pubkey: Key,
  account: z.looseObject({
    data: z.looseObject({
      program: ProgramName,
      parsed: z.looseObject({
        info: z.looseObject({
          mint: Key,
          tokenAmount: z.looseObject({
            amount: u64('token amount'),
            decimals: z.number().int().min(0).max(255),
          }),
        }),
      }),
    }),
  }),
});

/** getTokenAccountsByOwner under one token program, parsed: one call whatever the token count. */
export const tokenAccountsQuery = (owner: string, program: TokenProgramKind): Query<TokenHolding[]> => ({
  method: 'getTokenAccountsByOwner',
  params: [owner, { programId: programIdOf(program) }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
  read: (r) =>
    readAs(withContext(z.array(TokenAccountRow)), r, 'getTokenAccountsByOwner').value.map((row) => ({
      account: row.pubkey,
      mint: row.account.data.parsed.info.mint,
      amount: row.account.data.parsed.info.tokenAmount.amount,
      decimals: row.account.data.parsed.info.tokenAmount.decimals,
      program: kindOf(row.account.data.program),
    })),
});

const MintData = z.looseObject({
  program: ProgramName,
  parsed: z.looseObject({
    type: z.literal('mint'),
    info: z.looseObject({ decimals: z.number().int().min(0).max(255) }),
  }),
});

const TokenAccountData = z.looseObject({
  program: ProgramName,
  parsed: z.looseObject({
    type: z.literal('account'),
    info: z.looseObject({
      mint: Key,
      owner: Key,
      tokenAmount: z.looseObject({ amount: u64('token amount') }),
    }),
  }),
});

const AccountRow = z.looseObject({ lamports: u64('lamports'), owner: Key, data: z.unknown() }).nullable();

/** getMultipleAccounts, parsed: each account's lamports and owner, and its decimals when it is a mint. */
export const accountsQuery = (addresses: readonly string[]): Query<(AccountState | null)[]> => ({
  method: 'getMultipleAccounts',
  params: [addresses, { encoding: 'jsonParsed', commitment: 'confirmed' }],
  read: (r) => {
    const rows = readAs(withContext(z.array(AccountRow)), r, 'getMultipleAccounts').value;
    if (rows.length !== addresses.length)
      throw new AppError('NETWORK', 'getMultipleAccounts answered for another number of accounts');
    return rows.map((a) => {
      if (!a) return null;
      const mint = MintData.safeParse(a.data);
      const token = TokenAccountData.safeParse(a.data);
      return {
        lamports: a.lamports,
        owner: a.owner,
        ...(mint.success
          ? { mint: { decimals: mint.data.parsed.info.decimals, program: kindOf(mint.data.program) } }
          : {}),
        ...(token.success
          ? {
              tokenAccount: {
                mint: token.data.parsed.info.mint,
                owner: token.data.parsed.info.owner,
                amount: token.data.parsed.info.tokenAmount.amount,
              },
            }
          : {}),
      };
    });
  },
});

/** getMinimumBalanceForRentExemption: lamports an account of `size` bytes must hold. */
export const rentExemptQuery = (size: number): Query<bigint> => ({
  method: 'getMinimumBalanceForRentExemption',
  params: [size, { commitment: 'confirmed' }],
  read: (r) => readAs(u64('rent-exempt minimum'), r, 'getMinimumBalanceForRentExemption'),
});

const StakeRow = z.looseObject({
  pubkey: Key,
  account: z.looseObject({
    lamports: u64('stake lamports'),
    data: z.looseObject({
      parsed: z.looseObject({
        type: z.enum(['initialized', 'delegated', 'uninitialized', 'rewardsPool']),
        info: z
          .looseObject({
            meta: z.looseObject({
              rentExemptReserve: u64('rentExemptReserve'),
              authorized: z.looseObject({ staker: Key, withdrawer: Key }),
            }),
            stake: z
              .looseObject({
                delegation: z.looseObject({
                  voter: Key,
                  stake: u64('delegated stake'),
                  activationEpoch: u64('activationEpoch'),
                  deactivationEpoch: u64('deactivationEpoch'),
                }),
              })
              .nullable()
              .optional(),
          })
          .optional(),
      }),
    }),
  }),
});

/** Stake accounts of `withdrawer`: getProgramAccounts on the Stake program, authority at byte 44. */
export const stakeAccountsQuery = (withdrawer: string): Query<StakeAccount[]> => ({
  method: 'getProgramAccounts',
  params: [
    STAKE_PROGRAM_ID,
    {
      encoding: 'jsonParsed',
      commitment: 'confirmed',
      // StakeStateV2: u32 tag, u64 rent reserve, staker (32 bytes), then the withdrawer at 44
      filters: [{ memcmp: { offset: 44, bytes: withdrawer } }],
    },
  ],
  read: (r) =>
    readAs(z.array(StakeRow), r, 'getProgramAccounts').flatMap((row): StakeAccount[] => {
      const info = row.account.data.parsed.info;
      if (!info) return [];
      const d = info.stake?.delegation;
      return [
        {
          address: row.pubkey,
          lamports: row.account.lamports,
          rentExemptReserve: info.meta.rentExemptReserve,
          staker: info.meta.authorized.staker,
          withdrawer: info.meta.authorized.withdrawer,
          ...(row.account.data.parsed.type === 'delegated' && d ? { delegation: d } : {}),
        },
      ];
    }),
});

/**
 * Renders an account the way the RPC does for each `encoding`: base64 / base58 as
 * `[data, encoding]`, jsonParsed as `{ program, parsed, space }` for the layouts the RPC
 * parses (token accounts, mints, stake accounts), falling back to base64 like the RPC does.
 */
import { base58, base64 } from '@scure/base';
import {
  TOKEN_2022_PROGRAM,
  STAKE_PROGRAM,
  decodeMint,
  decodeStake,
  decodeTokenAccount,
  isTokenProgram,
  uiTokenAmount,
} from './layouts';

export interface RawAccount {
  lamports: bigint;
  data: Uint8Array;
  owner: string;
  executable: boolean;
}

export type Encoding = 'base64' | 'base58' | 'jsonParsed' | 'base64+zstd' | undefined;

/** u64::MAX, the rent epoch of every rent-exempt account; a JS client parses it to this double anyway. */
const RENT_EPOCH = 2 ** 64;

export function parseTokenData(
  acct: RawAccount,
  decimalsOf: (mint: string) => number | undefined,
): { program: string; parsed: unknown; space: number } | undefined {
  const program = acct.owner === TOKEN_2022_PROGRAM ? 'spl-token-2022' : 'spl-token';
  const ta = decodeTokenAccount(acct.data);
  if (ta) {
    const decimals = decimalsOf(ta.mint);
    if (decimals === undefined) return undefined;
    const info: Record<string, unknown> = {
      isNative: ta.isNative,
      mint: ta.mint,
      owner: ta.owner,
      state: ta.state,
      tokenAmount: uiTokenAmount(ta.amount, decimals),
    };
    if (ta.delegate) {
      info.delegate = ta.delegate;
      info.delegatedAmount = uiTokenAmount(ta.delegatedAmount, decimals);
    }
    if (ta.closeAuthority) info.closeAuthority = ta.closeAuthority;
    if (ta.rentExemptReserve !== null) info.rentExemptReserve = uiTokenAmount(ta.rentExemptReserve, 9);
    return { program, parsed: { info, type: 'account' }, space: acct.data.length };
  }
  const m = decodeMint(acct.data);
  if (!m) return undefined;
  return {
    program,
    parsed: {
      info: {
        decimals: m.decimals,
        freezeAuthority: m.freezeAuthority,
        isInitialized: m.isInitialized,
        mintAuthority: m.mintAuthority,
        supply: m.supply.toString(),
      },
      type: 'mint',
    },
    space: acct.data.length,
  };
}

function parseStakeData(acct: RawAccount): { program: string; parsed: unknown; space: number } | undefined {
  const s = decodeStake(acct.data);
  if (!s) return undefined;
  const meta = {
    authorized: { staker: s.staker, withdrawer: s.withdrawer },
    lockup: {
      custodian: s.lockup.custodian,
      epoch: Number(s.lockup.epoch),
      unixTimestamp: Number(s.lockup.unixTimestamp),
    },
    rentExemptReserve: s.rentExemptReserve.toString(),
  };
  const info: Record<string, unknown> = { meta, stake: null };
  if (s.delegation) {
    info.stake = {
      creditsObserved: Number(s.creditsObserved ?? 0n),
      delegation: {
        activationEpoch: s.delegation.activationEpoch.toString(),
        deactivationEpoch: s.delegation.deactivationEpoch.toString(),
        stake: s.delegation.stake.toString(),
        voter: s.delegation.voter,
        warmupCooldownRate: s.delegation.warmupCooldownRate,
      },
    };
  }
  return { program: 'stake', parsed: { info, type: s.type }, space: acct.data.length };
}

export function accountJson(
  acct: RawAccount,
  encoding: Encoding,
  decimalsOf: (mint: string) => number | undefined,
): Record<string, unknown> {
  const common = {
    executable: acct.executable,
    lamports: Number(acct.lamports),
    owner: acct.owner,
    rentEpoch: RENT_EPOCH,
    space: acct.data.length,
  };
  if (encoding === 'jsonParsed') {
    const parsed = isTokenProgram(acct.owner)
      ? parseTokenData(acct, decimalsOf)
      : acct.owner === STAKE_PROGRAM
        ? parseStakeData(acct)
        : undefined;
    if (parsed) return { data: parsed, ...common };
    return { data: [base64.encode(acct.data), 'base64'], ...common };
  }
  if (encoding === 'base58') return { data: [base58.encode(acct.data), 'base58'], ...common };
  if (encoding === undefined) return { data: base58.encode(acct.data), ...common };
  return { data: [base64.encode(acct.data), 'base64'], ...common };
}

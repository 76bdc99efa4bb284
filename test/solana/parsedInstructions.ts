/**
 * jsonParsed instructions for the programs a wallet uses (system, SPL Token / Token-2022,
 * associated token account, stake, memo), in the RPC's `{ program, programId, parsed,
 * stackHeight }` shape; anything else stays `{ programId, accounts, data }` like the RPC
 * leaves programs it has no parser for.
 */
import { base58 } from '@scure/base';
import {
  ATA_PROGRAM,
  MEMO_PROGRAM,
  STAKE_PROGRAM,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  uiTokenAmount,
} from './layouts';

type Parsed = { type: string; info: Record<string, unknown> } | string;

const dv = (d: Uint8Array) => new DataView(d.buffer, d.byteOffset, d.byteLength);
const u64s = (d: Uint8Array, at: number): number => Number(dv(d).getBigUint64(at, true));
const keyAt = (d: Uint8Array, at: number): string => base58.encode(d.subarray(at, at + 32));

function parseSystem(data: Uint8Array, a: string[]): Parsed | undefined {
  if (data.length < 4) return undefined;
  const tag = dv(data).getUint32(0, true);
  if (tag === 0 && data.length >= 52)
    return {
      type: 'createAccount',
      info: {
        source: a[0],
        newAccount: a[1],
        lamports: u64s(data, 4),
        space: u64s(data, 12),
        owner: keyAt(data, 20),
      },
    };
  if (tag === 2 && data.length >= 12)
    return { type: 'transfer', info: { source: a[0], destination: a[1], lamports: u64s(data, 4) } };
  if (tag === 3) {
    const base = keyAt(data, 4);
    const seedLen = u64s(data, 36);
    const seed = new TextDecoder().decode(data.subarray(44, 44 + seedLen));
    const at = 44 + seedLen;
    return {
      type: 'createAccountWithSeed',
      info: {
        source: a[0],
        newAccount: a[1],
        base,
        seed,
        lamports: u64s(data, at),
        space: u64s(data, at + 8),
        owner: keyAt(data, at + 16),
      },
    };
  }
  return undefined;
}

function parseToken(data: Uint8Array, a: string[]): Parsed | undefined {
  const tag = data[0];
  switch (tag) {
    case 3:
      return {
        type: 'transfer',
        info: { source: a[0], destination: a[1], authority: a[2], amount: String(u64s(data, 1)) },
      };
    case 12:
      return {
        type: 'transferChecked',
        info: {
          source: a[0],
          mint: a[1],
          destination: a[2],
          authority: a[3],
          tokenAmount: uiTokenAmount(dv(data).getBigUint64(1, true), data[9] ?? 0),
        },
      };
    case 7:
      return {
        type: 'mintTo',
        info: { mint: a[0], account: a[1], mintAuthority: a[2], amount: String(u64s(data, 1)) },
      };
    case 14:
      return {
        type: 'mintToChecked',
        info: {
          mint: a[0],
          account: a[1],
          mintAuthority: a[2],
          tokenAmount: uiTokenAmount(dv(data).getBigUint64(1, true), data[9] ?? 0),
        },
      };
    case 9:
      return { type: 'closeAccount', info: { account: a[0], destination: a[1], owner: a[2] } };
    case 18:
      return { type: 'initializeAccount3', info: { account: a[0], mint: a[1], owner: keyAt(data, 1) } };
    case 20: {
      const info: Record<string, unknown> = { mint: a[0], decimals: data[1], mintAuthority: keyAt(data, 2) };
      if (data[34] === 1) info.freezeAuthority = keyAt(data, 35);
      return { type: 'initializeMint2', info };
    }
    case 21:
      return { type: 'getAccountDataSize', info: { mint: a[0] } };
    case 22:
      return { type: 'initializeImmutableOwner', info: { account: a[0] } };
    default:
      return undefined;
  }
}

function parseAta(data: Uint8Array, a: string[]): Parsed {
  const info = {
    source: a[0],
    account: a[1],
    wallet: a[2],
    mint: a[3],
    systemProgram: a[4],
    tokenProgram: a[5],
  };
  return { type: data[0] === 1 ? 'createIdempotent' : 'create', info };
}

function parseStake(data: Uint8Array, a: string[]): Parsed | undefined {
  if (data.length < 4) return undefined;
  const tag = dv(data).getUint32(0, true);
  if (tag === 0 && data.length >= 116)
    return {
      type: 'initialize',
      info: {
        stakeAccount: a[0],
        rentSysvar: a[1],
        authorized: { staker: keyAt(data, 4), withdrawer: keyAt(data, 36) },
        lockup: {
          unixTimestamp: Number(dv(data).getBigInt64(68, true)),
          epoch: u64s(data, 76),
          custodian: keyAt(data, 84),
        },
      },
    };
  if (tag === 2)
    return {
      type: 'delegate',
      info: {
        stakeAccount: a[0],
        voteAccount: a[1],
        clockSysvar: a[2],
        stakeHistorySysvar: a[3],
        stakeConfigAccount: a[4],
        stakeAuthority: a[5],
      },
    };
  if (tag === 4 && data.length >= 12)
    return {
      type: 'withdraw',
      info: {
        stakeAccount: a[0],
        destination: a[1],
        clockSysvar: a[2],
        stakeHistorySysvar: a[3],
        withdrawAuthority: a[4],
        lamports: u64s(data, 4),
      },
    };
  if (tag === 5)
    return { type: 'deactivate', info: { stakeAccount: a[0], clockSysvar: a[1], stakeAuthority: a[2] } };
  return undefined;
}

const PARSERS: Record<string, [string, (d: Uint8Array, a: string[]) => Parsed | undefined]> = {
  [SYSTEM_PROGRAM]: ['system', parseSystem],
  [TOKEN_PROGRAM]: ['spl-token', parseToken],
  [TOKEN_2022_PROGRAM]: ['spl-token-2022', parseToken],
  [ATA_PROGRAM]: ['spl-associated-token-account', parseAta],
  [STAKE_PROGRAM]: ['stake', parseStake],
  [MEMO_PROGRAM]: ['spl-memo', (d) => new TextDecoder().decode(d)],
};

export function parsedInstruction(
  programId: string,
  accounts: string[],
  data: Uint8Array,
  stackHeight: number | null,
): Record<string, unknown> {
  const parser = PARSERS[programId];
  const parsed = parser?.[1](data, accounts);
  if (parser && parsed !== undefined) return { parsed, program: parser[0], programId, stackHeight };
  return { accounts, data: base58.encode(data), programId, stackHeight };
}

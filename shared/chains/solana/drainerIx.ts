/**
 * The instructions drainers use, read from their bytes: System `Assign` (the account's owner
 * program changes, so that program may then move every lamport), and the SPL Token /
 * Token-2022 `SetAuthority`, `Approve` / `ApproveChecked` and `CloseAccount`. Exact data
 * data lengths and account counts are required (a multisig authority's extra signers make
 * another shape), so nothing hides behind a familiar instruction; an instruction of another
 * shape is not one of these. Main's preview reads them for the
 * permissions they give; main and the signer both name them in a dapp's instruction list.
 */
import { base58 } from '@scure/base';
import { SYSTEM_PROGRAM, isTokenProgram } from './drainerPrograms';

/** One instruction of a message: its program, its accounts in order, its data. */
export interface RawInstruction {
  programId: string;
  accounts: readonly string[];
  data: Uint8Array;
}

/** SPL `AuthorityType` (Token-2022 adds more; their names come from the same table) */
export const AUTHORITY_TYPES = [
  'MintTokens',
  'FreezeAccount',
  'AccountOwner',
  'CloseAccount',
  'TransferFeeConfig',
  'WithheldWithdraw',
  'CloseMint',
  'InterestRate',
  'PermanentDelegate',
  'ConfidentialTransferMint',
  'TransferHookProgramId',
  'ConfidentialTransferFeeConfig',
  'MetadataPointer',
  'GroupPointer',
  'GroupMemberPointer',
  'ScaledUiAmount',
  'Pause',
] as const;

export type DrainerIx =
  /** System Assign: `account` now belongs to program `owner` */
  | { kind: 'assign'; account: string; owner: string }
  /** SetAuthority on a mint or token account; `newAuthority` null removes it for good */
  | {
      kind: 'setAuthority';
      program: string;
      target: string;
      authorityType: string;
      current: string;
      newAuthority: string | null;
    }
  /** Approve / ApproveChecked: `delegate` may move up to `amount` of `source` */
  | {
      kind: 'approve';
      program: string;
      source: string;
      delegate: string;
      owner: string;
      amount: bigint;
      mint: string | null;
      decimals: number | null;
    }
  /** CloseAccount: `account` is closed and its lamports go to `destination` */
  | { kind: 'closeAccount'; program: string; account: string; destination: string; owner: string };

const SYSTEM_ASSIGN = 1;
const TOKEN_APPROVE = 4;
const TOKEN_SET_AUTHORITY = 6;
const TOKEN_CLOSE_ACCOUNT = 9;
const TOKEN_APPROVE_CHECKED = 13;

const u64le = (d: Uint8Array, at: number): bigint =>
  new DataView(d.buffer, d.byteOffset + at, 8).getBigUint64(0, true);
const u32le = (d: Uint8Array, at: number): number =>
  new DataView(d.buffer, d.byteOffset + at, 4).getUint32(0, true);
const key = (d: Uint8Array, at: number): string => base58.encode(d.subarray(at, at + 32));

function systemIx(ix: RawInstruction): DrainerIx | null {
  const d = ix.data;
  if (d.length === 36 && u32le(d, 0) === SYSTEM_ASSIGN && ix.accounts.length === 1)
    return { kind: 'assign', account: ix.accounts[0]!, owner: key(d, 4) };
  return null;
}

function tokenIx(ix: RawInstruction): DrainerIx | null {
  const d = ix.data;
  const a = ix.accounts;
  const program = ix.programId;
  switch (d[0]) {
    case TOKEN_APPROVE:
      if (d.length !== 9 || a.length !== 3) return null;
      return {
        kind: 'approve',
        program,
        source: a[0]!,
        delegate: a[1]!,
        owner: a[2]!,
        amount: u64le(d, 1),
        mint: null,
        decimals: null,
      };
    case TOKEN_APPROVE_CHECKED:
      if (d.length !== 10 || a.length !== 4) return null;
      return {
        kind: 'approve',
        program,
        source: a[0]!,
        mint: a[1]!,
        delegate: a[2]!,
        owner: a[3]!,
        amount: u64le(d, 1),
        decimals: d[9]!,
      };
    case TOKEN_SET_AUTHORITY: {
      // type u8, then COption<Pubkey>: tag 0 (none, 3 bytes) or tag 1 and the key (35 bytes)
      if (a.length !== 2 || d.length < 3) return null;
      const type = AUTHORITY_TYPES[d[1]!] ?? `authority type ${d[1]}`;
      if (d[2] === 0 && d.length === 3)
        return {
          kind: 'setAuthority',
          program,
          target: a[0]!,
          authorityType: type,
          current: a[1]!,
          newAuthority: null,
        };
      if (d[2] === 1 && d.length === 35)
        return {
          kind: 'setAuthority',
          program,
          target: a[0]!,
          authorityType: type,
          current: a[1]!,
          newAuthority: key(d, 3),
        };
      return null;
    }
    case TOKEN_CLOSE_ACCOUNT:
      if (d.length !== 1 || a.length !== 3) return null;
      return { kind: 'closeAccount', program, account: a[0]!, destination: a[1]!, owner: a[2]! };
    default:
      return null;
  }
}

/** The instruction as a drainer pattern, or null when it is none of them. */
export function decodeDrainerIx(ix: RawInstruction): DrainerIx | null {
  if (ix.programId === SYSTEM_PROGRAM) return systemIx(ix);
  if (isTokenProgram(ix.programId)) return tokenIx(ix);
  return null;
}

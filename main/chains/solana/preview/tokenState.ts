/**
 * SPL Token / Token-2022 account layouts read from raw bytes: a token account (mint, owner,
 * amount) and a mint's decimals. Token-2022 accounts may be longer: byte 165 then says which
 * of the two they are (1 mint, 2 account).
 */
import { base58 } from '@scure/base';
import { isTokenProgram } from '../../../../shared/chains/solana/drainerPrograms';
import type { RawAccount } from './types';

const TOKEN_ACCOUNT_SIZE = 165;
const MINT_SIZE = 82;
const ACCOUNT_TYPE_AT = 165;
const TYPE_MINT = 1;
const TYPE_ACCOUNT = 2;

export interface TokenAccountState {
  mint: string;
  owner: string;
  amount: bigint;
}

export function readTokenAccount(a: RawAccount | null): TokenAccountState | null {
  if (!a || !isTokenProgram(a.owner)) return null;
  const d = a.data;
  if (d.length < TOKEN_ACCOUNT_SIZE) return null;
  if (d.length > TOKEN_ACCOUNT_SIZE && d[ACCOUNT_TYPE_AT] !== TYPE_ACCOUNT) return null;
  return {
    mint: base58.encode(d.subarray(0, 32)),
    owner: base58.encode(d.subarray(32, 64)),
    amount: new DataView(d.buffer, d.byteOffset + 64, 8).getBigUint64(0, true),
  };
}

/** A mint's decimals, or null when the account is not a mint. */
export function readMintDecimals(a: RawAccount | null): number | null {
  if (!a || !isTokenProgram(a.owner)) return null;
  const d = a.data;
  if (d.length === MINT_SIZE || (d.length > TOKEN_ACCOUNT_SIZE && d[ACCOUNT_TYPE_AT] === TYPE_MINT))
    return d[44]!;
  return null;
}

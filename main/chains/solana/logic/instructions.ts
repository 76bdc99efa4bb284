/**
 * The operation instructions of the wire agreement with the signer, built with the programs'
 * own libraries (web3.js, spl-token) so the bytes are what those programs expect.
 */
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import {
  Authorized,
  Lockup,
  PublicKey,
  StakeProgram,
  SystemProgram,
  type TransactionInstruction,
} from '@solana/web3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { AppError } from '../../../../shared/errors';
import { SOLANA_ERRORS } from '../errors';
import { programIdOf } from '../network';
import type { TokenProgramKind } from '../types';

const key = (s: string) => new PublicKey(s);

/** web3.js's stake builders take lamports as a JS number: refuse what a double cannot hold exactly. */
function safeNumber(lamports: bigint): number {
  if (lamports > BigInt(Number.MAX_SAFE_INTEGER)) throw new AppError('RULE', SOLANA_ERRORS.tooLarge);
  return Number(lamports);
}

/** The associated token account of `owner` for `mint` under `program`. */
export function ataOf(owner: string, mint: string, program: TokenProgramKind): string {
  return getAssociatedTokenAddressSync(key(mint), key(owner), false, key(programIdOf(program))).toBase58();
}

export function solTransferIx(from: string, to: string, lamports: bigint): TransactionInstruction[] {
  return [SystemProgram.transfer({ fromPubkey: key(from), toPubkey: key(to), lamports })];
}

export interface SplTransferParams {
  from: string;
  to: string;
  mint: string;
  program: TokenProgramKind;
  amount: bigint;
  decimals: number;
  /** the recipient's associated account is missing: create it first (its rent paid by `from`) */
  createsAccount: boolean;
}

export function splTransferIx(p: SplTransferParams): TransactionInstruction[] {
  const programId = key(programIdOf(p.program));
  const dest = key(ataOf(p.to, p.mint, p.program));
  const create = p.createsAccount
    ? [
        createAssociatedTokenAccountIdempotentInstruction(
          key(p.from),
          dest,
          key(p.to),
          key(p.mint),
          programId,
        ),
      ]
    : [];
  return [
    ...create,
    createTransferCheckedInstruction(
      key(ataOf(p.from, p.mint, p.program)),
      key(p.mint),
      dest,
      key(p.from),
      p.amount,
      p.decimals,
      [],
      programId,
    ),
  ];
}

/** The stake account a wallet creates with `seed`: sha256(wallet ‖ seed ‖ Stake program), as System's createWithSeed. */
export function stakeAccountOf(wallet: string, seed: string): string {
  const bytes = new Uint8Array([
    ...key(wallet).toBytes(),
    ...new TextEncoder().encode(seed),
    ...StakeProgram.programId.toBytes(),
  ]);
  return new PublicKey(sha256(bytes)).toBase58();
}

/** CreateAccountWithSeed + Initialize (staker = withdrawer = wallet, no lockup) + DelegateStake. */
export function stakeIx(
  wallet: string,
  vote: string,
  seed: string,
  lamports: bigint,
): TransactionInstruction[] {
  const w = key(wallet);
  const stakePubkey = key(stakeAccountOf(wallet, seed));
  const create = StakeProgram.createAccountWithSeed({
    fromPubkey: w,
    stakePubkey,
    basePubkey: w,
    seed,
    authorized: new Authorized(w, w),
    lockup: new Lockup(0, 0, PublicKey.default),
    lamports: safeNumber(lamports),
  });
  const delegate = StakeProgram.delegate({ stakePubkey, authorizedPubkey: w, votePubkey: key(vote) });
  return [...create.instructions, ...delegate.instructions];
}

export function unstakeIx(wallet: string, stakeAccount: string): TransactionInstruction[] {
  return StakeProgram.deactivate({ stakePubkey: key(stakeAccount), authorizedPubkey: key(wallet) })
    .instructions;
}

export function withdrawIx(wallet: string, stakeAccount: string, lamports: bigint): TransactionInstruction[] {
  return StakeProgram.withdraw({
    stakePubkey: key(stakeAccount),
    authorizedPubkey: key(wallet),
    toPubkey: key(wallet),
    lamports: safeNumber(lamports),
  }).instructions;
}

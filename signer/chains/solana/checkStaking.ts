import { sha256 } from '@noble/hashes/sha2.js';
import {
  Authorized,
  Lockup,
  PublicKey,
  StakeInstruction,
  StakeProgram,
  SystemInstruction,
  SystemProgram,
  type TransactionInstruction,
} from '@solana/web3.js';
import { expectCanonical } from './canonical';
import { decodeAs, expectCount, keyOf, mismatch, safeLamports, type BodyChecker } from './intentParts';

/** The runtime's longest seed, in bytes. */
const MAX_SEED_BYTES = 32;

/**
 * PublicKey.createWithSeed, synchronously: sha256(base ‖ seed ‖ owner), the address the
 * System program checks CreateAccountWithSeed against (web3.js only offers it async).
 */
export function stakeAccountOf(wallet: PublicKey, seed: string): PublicKey {
  const bytes = Buffer.concat([
    wallet.toBuffer(),
    Buffer.from(seed), // utf8, as web3.js encodes the seed
    StakeProgram.programId.toBuffer(),
  ]);
  return new PublicKey(sha256(bytes));
}

/** The instruction type of a Stake program call, refused when it is another program or type. */
function stakeCall(ix: TransactionInstruction, want: string): void {
  if (!ix.programId.equals(StakeProgram.programId)) throw mismatch(`The ${want} is not a Stake program call`);
  const type = decodeAs(() => StakeInstruction.decodeInstructionType(ix), 'Stake instruction');
  if (type !== want) throw mismatch(`Stake ${type} is not the approved ${want}`);
}

/**
 * Stake: a new stake account at createWithSeed(wallet, seed, Stake) funded with the approved
 * lamports, initialised with the wallet as staker and withdrawer and no lockup, and delegated
 * to the approved vote account by the wallet.
 */
export const checkStake: BodyChecker = (body, intent, wallet) => {
  const vote = keyOf(intent.to, 'vote account');
  const seed = intent.stakeSeed;
  if (seed === undefined) throw mismatch('A stake needs the approved stake account seed');
  if (Buffer.byteLength(seed) > MAX_SEED_BYTES) throw mismatch('The stake account seed is too long');
  const lamports = safeLamports(BigInt(intent.amount));
  const stake = stakeAccountOf(wallet, seed);
  expectCount(body, 3, 'creating and delegating a stake account');
  const [create, init, delegate] = body as [
    TransactionInstruction,
    TransactionInstruction,
    TransactionInstruction,
  ];

  if (!create.programId.equals(SystemProgram.programId))
    throw mismatch('The stake account is not created by the System program');
  const type = decodeAs(() => SystemInstruction.decodeInstructionType(create), 'System instruction');
  if (type !== 'CreateWithSeed') throw mismatch(`System ${type} is not CreateAccountWithSeed`);
  const c = decodeAs(() => SystemInstruction.decodeCreateWithSeed(create), 'CreateAccountWithSeed');
  if (!c.fromPubkey.equals(wallet)) throw mismatch('The stake account is funded by another account');
  if (!c.basePubkey.equals(wallet) || c.seed !== seed || !c.newAccountPubkey.equals(stake))
    throw mismatch('The stake account is not the one derived from this wallet and the approved seed');
  if (BigInt(c.lamports) !== BigInt(intent.amount))
    throw mismatch('The stake account is funded with another amount than the approved one');
  if (!c.programId.equals(StakeProgram.programId) || c.space !== StakeProgram.space)
    throw mismatch('The new account is not a stake account');

  stakeCall(init, 'Initialize');
  const i = decodeAs(() => StakeInstruction.decodeInitialize(init), 'Stake Initialize');
  if (!i.stakePubkey.equals(stake))
    throw mismatch('Another account than the new stake account is initialised');
  if (!i.authorized.staker.equals(wallet)) throw mismatch('The stake authority is not this wallet');
  if (!i.authorized.withdrawer.equals(wallet)) throw mismatch('The withdraw authority is not this wallet');
  const lockup = i.lockup!; // web3.js's decodeInitialize always reads one
  if (lockup.unixTimestamp !== 0 || lockup.epoch !== 0 || !lockup.custodian.equals(PublicKey.default))
    throw mismatch('The stake account is locked up');

  stakeCall(delegate, 'Delegate');
  const d = decodeAs(() => StakeInstruction.decodeDelegate(delegate), 'Stake DelegateStake');
  if (!d.stakePubkey.equals(stake)) throw mismatch('Another stake account than the new one is delegated');
  if (!d.votePubkey.equals(vote))
    throw mismatch('The stake is delegated to another validator than the approved one');
  if (!d.authorizedPubkey.equals(wallet)) throw mismatch('The delegation is authorised by another account');

  // web3.js's own stake-account transaction: System CreateAccountWithSeed + Stake Initialize
  const [canonicalCreate, canonicalInit] = StakeProgram.createAccountWithSeed({
    fromPubkey: wallet,
    stakePubkey: stake,
    basePubkey: wallet,
    seed,
    authorized: new Authorized(wallet, wallet),
    lockup: new Lockup(0, 0, PublicKey.default),
    lamports,
  }).instructions as [TransactionInstruction, TransactionInstruction];
  const canonicalDelegate = StakeProgram.delegate({
    stakePubkey: stake,
    authorizedPubkey: wallet,
    votePubkey: vote,
  }).instructions[0]!;
  expectCanonical(create, canonicalCreate, 'CreateAccountWithSeed');
  expectCanonical(init, canonicalInit, 'Stake Initialize');
  expectCanonical(delegate, canonicalDelegate, 'Stake DelegateStake');
  return { canonical: [canonicalCreate, canonicalInit, canonicalDelegate], stakeAccount: stake };
};

/** Unstake: one Stake Deactivate of the approved stake account, authorised by the wallet. */
export const checkUnstake: BodyChecker = (body, intent, wallet) => {
  const stake = keyOf(intent.to, 'stake account');
  if (BigInt(intent.amount) !== 0n)
    throw mismatch('A deactivation moves no lamports: the approved amount must be 0');
  expectCount(body, 1, 'the deactivation');
  const ix = body[0]!;
  stakeCall(ix, 'Deactivate');
  const d = decodeAs(() => StakeInstruction.decodeDeactivate(ix), 'Stake Deactivate');
  if (!d.stakePubkey.equals(stake))
    throw mismatch('Another stake account than the approved one is deactivated');
  if (!d.authorizedPubkey.equals(wallet)) throw mismatch('The deactivation is authorised by another account');
  const canonical = StakeProgram.deactivate({ stakePubkey: stake, authorizedPubkey: wallet })
    .instructions[0]!;
  expectCanonical(ix, canonical, 'Stake Deactivate');
  return { canonical: [canonical], stakeAccount: stake };
};

/** Withdraw: one Stake Withdraw of the approved lamports from the approved stake account to the wallet. */
export const checkWithdraw: BodyChecker = (body, intent, wallet) => {
  const stake = keyOf(intent.to, 'stake account');
  const lamports = safeLamports(BigInt(intent.amount));
  expectCount(body, 1, 'the withdrawal');
  const ix = body[0]!;
  stakeCall(ix, 'Withdraw');
  const w = decodeAs(() => StakeInstruction.decodeWithdraw(ix), 'Stake Withdraw');
  if (!w.stakePubkey.equals(stake))
    throw mismatch('Another stake account than the approved one is withdrawn from');
  if (!w.toPubkey.equals(wallet))
    throw mismatch("The withdrawal pays another address than this wallet's own");
  if (!w.authorizedPubkey.equals(wallet)) throw mismatch('The withdrawal is authorised by another account');
  if (BigInt(w.lamports) !== BigInt(intent.amount))
    throw mismatch('The withdrawal takes another amount than the approved one');
  const canonical = StakeProgram.withdraw({
    stakePubkey: stake,
    authorizedPubkey: wallet,
    toPubkey: wallet,
    lamports,
  }).instructions[0]!;
  expectCanonical(ix, canonical, 'Stake Withdraw');
  return { canonical: [canonical], stakeAccount: stake };
};

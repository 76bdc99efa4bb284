// The attacks each Solana signer check stops, as data: a hostile main builds the message
// (with web3.js and spl-token, then bent where a builder will not go), writes the intent, and
// the real signer entry `signTransfer` must refuse with INTENT_MISMATCH saying why. Each
// vector breaks one rule of an otherwise honest message; the refusal text names the check,
// so a vector fails when its check is removed (see `npm run mutate`).
import { createTransferInstruction } from '@solana/spl-token';
import type { Message } from '@solana/web3.js';
import {
  ComputeBudgetProgram,
  Keypair,
  Lockup,
  PublicKey,
  StakeProgram,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  type AccountMeta,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import type { SignIntent } from '../../../shared/signer/protocol';
import type { JournalEntry } from '../../journal/journalEntry';
import { signTransfer, type Keys } from '../signing';
import { signSolana } from './transferSigner';
import {
  BLOCKHASH,
  BOB,
  MALLORY,
  ME,
  MINT,
  OTHER_MINT,
  OTHER_STAKE,
  OTHER_VOTE,
  PATH,
  PRICE,
  SEED,
  STAKE,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  VOTE,
  ata,
  b64,
  budget,
  compile,
  createAta,
  deactivate,
  serialize,
  solIntent,
  solTransfer,
  stakeInstructions,
  stakeIntent,
  tokenIntent,
  transferChecked,
  unsignedOf,
  unstakeIntent,
  walletKeys,
  withdraw,
  withdrawIntent,
} from '../../../test/solana/testMessages';

interface Hostile {
  unsigned: string;
  intent: SignIntent;
  replacing?: JournalEntry | null;
  keys?: Keys;
}
interface RefusalVector {
  name: string;
  input: () => Hostile;
  /** the refusal's text */
  why: string;
}

const sign = (h: Hostile) =>
  signTransfer({
    chainName: 'solana',
    network: 'mainnet',
    unsigned: h.unsigned,
    intent: h.intent,
    activePath: PATH,
    keys: h.keys ?? walletKeys,
    replacing: h.replacing ?? null,
    history: () => [],
  });

/** The instruction with its account `i` changed (another key, or its flags), as a hostile main writes it. */
function withKey(ix: TransactionInstruction, i: number, over: Partial<AccountMeta>): TransactionInstruction {
  const keys = ix.keys.map((k, j) => (j === i ? { ...k, ...over } : k));
  return new TransactionInstruction({ programId: ix.programId, keys, data: ix.data });
}
const withData = (ix: TransactionInstruction, data: Buffer) =>
  new TransactionInstruction({ programId: ix.programId, keys: ix.keys, data });
const withProgram = (ix: TransactionInstruction, programId: PublicKey) =>
  new TransactionInstruction({ programId, keys: ix.keys, data: ix.data });
const plusKey = (ix: TransactionInstruction, meta: AccountMeta) =>
  new TransactionInstruction({ programId: ix.programId, keys: [...ix.keys, meta], data: ix.data });
/** The instruction with only its first `count` accounts. */
const cutKeys = (ix: TransactionInstruction, count: number) =>
  new TransactionInstruction({ programId: ix.programId, keys: ix.keys.slice(0, count), data: ix.data });
/** A compiled honest message bent after compilation (header, account list, instruction indexes). */
function bent(instructions: TransactionInstruction[], bend: (m: Message) => void): string {
  const m = compile([...budget(), ...instructions]);
  bend(m);
  return serialize(m);
}
const FAKE_PROGRAM = Keypair.fromSeed(new Uint8Array(32).fill(42)).publicKey;
const MEMO_PROGRAM = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
const stakeOf = (i: number) => stakeInstructions()[i]!;
/** CreateAccountWithSeed of the approved stake account, one field bent by a hostile main. */
const seeded = (over: Partial<Parameters<typeof SystemProgram.createAccountWithSeed>[0]> = {}) =>
  SystemProgram.createAccountWithSeed({
    fromPubkey: ME,
    newAccountPubkey: stakeOf(0).keys[1]!.pubkey,
    basePubkey: ME,
    seed: SEED,
    lamports: 2_000_000_000,
    space: StakeProgram.space,
    programId: StakeProgram.programId,
    ...over,
  });

const VECTORS: readonly RefusalVector[] = [
  // ── the message itself (decodeMessage.ts)
  {
    name: 'is a versioned (v0) message, which can load accounts from lookup tables',
    input: () => ({
      unsigned: b64(
        new TransactionMessage({ payerKey: ME, recentBlockhash: BLOCKHASH, instructions: [solTransfer()] })
          .compileToV0Message()
          .serialize(),
      ),
      intent: solIntent(),
    }),
    why: 'Versioned messages are not signed, only legacy ones',
  },
  {
    name: 'has trailing bytes after the message',
    input: () => ({
      unsigned: b64(Buffer.concat([compile([...budget(), solTransfer()]).serialize(), Buffer.from([0])])),
      intent: solIntent(),
    }),
    why: 'The message has trailing or non-canonical bytes',
  },
  {
    name: 'lists the same account twice',
    input: () => ({
      unsigned: bent([solTransfer()], (m) => {
        m.accountKeys.push(m.accountKeys[1]!);
        m.header.numReadonlyUnsignedAccounts += 1;
      }),
      intent: solIntent(),
    }),
    why: 'The message lists an account twice',
  },
  {
    name: 'points an instruction at an account past the list',
    input: () => ({
      unsigned: bent([solTransfer()], (m) => {
        m.instructions[2]!.accounts[1] = m.accountKeys.length;
      }),
      intent: solIntent(),
    }),
    why: 'An instruction names an account the message does not list',
  },
  {
    name: 'points an instruction at a program past the account list',
    input: () => ({
      unsigned: bent([solTransfer()], (m) => {
        m.instructions[2]!.programIdIndex = m.accountKeys.length;
      }),
      intent: solIntent(),
    }),
    why: 'An instruction names an account the message does not list',
  },
  // ── who signs and pays (checkIntent.ts)
  {
    name: 'was approved from another address than the signing key',
    input: () => ({ unsigned: unsignedOf([solTransfer()]), intent: solIntent({ from: MALLORY.toBase58() }) }),
    why: "The approved sender is not this key's address",
  },
  {
    name: 'asks for a second signer',
    input: () => ({
      unsigned: unsignedOf([plusKey(solTransfer(), { pubkey: MALLORY, isSigner: true, isWritable: false })]),
      intent: solIntent(),
    }),
    why: 'The message asks for other signers than this wallet',
  },
  {
    name: 'has someone else pay the fee (the wallet not even signing)',
    input: () => ({
      unsigned: unsignedOf([withKey(solTransfer(), 0, { isSigner: false })], MALLORY),
      intent: solIntent(),
    }),
    why: 'The fee payer is not this wallet',
  },
  {
    name: 'marks the fee payer read-only',
    input: () => ({
      unsigned: bent([solTransfer()], (m) => {
        m.header.numReadonlySignedAccounts = 1;
      }),
      intent: solIntent(),
    }),
    why: 'The fee payer is marked read-only',
  },
  // ── the fee (computeBudget.ts)
  {
    name: 'prices compute units one micro-lamport above the fee cap (ceil)',
    input: () => ({
      unsigned: b64(compile([...budget(200_000, PRICE + 1n), solTransfer()]).serialize()),
      intent: solIntent(),
    }),
    why: 'The fee can exceed the approved fee cap',
  },
  {
    name: 'sets a price without a limit: the runtime cap bounds the fee',
    input: () => ({
      unsigned: b64(
        compile([
          ComputeBudgetProgram.setComputeUnitPrice({ microLamports: PRICE }),
          solTransfer(),
        ]).serialize(),
      ),
      intent: solIntent(),
    }),
    why: 'The fee can exceed the approved fee cap',
  },
  {
    name: 'asks for more than 1 400 000 compute units',
    input: () => ({
      unsigned: b64(compile([...budget(1_400_001, 0n), solTransfer()]).serialize()),
      intent: solIntent({ feeCap: '100000' }),
    }),
    why: 'The compute unit limit is above 1 400 000',
  },
  {
    name: 'sets the compute unit limit twice',
    input: () => ({
      unsigned: b64(
        compile([
          ...budget(),
          ComputeBudgetProgram.setComputeUnitLimit({ units: 1000 }),
          solTransfer(),
        ]).serialize(),
      ),
      intent: solIntent(),
    }),
    why: 'The compute unit limit is set twice',
  },
  {
    name: 'sets the compute unit price twice',
    input: () => ({
      unsigned: b64(
        compile([
          ...budget(),
          ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1 }),
          solTransfer(),
        ]).serialize(),
      ),
      intent: solIntent(),
    }),
    why: 'The compute unit price is set twice',
  },
  {
    name: 'requests a larger heap frame',
    input: () => ({
      unsigned: b64(
        compile([ComputeBudgetProgram.requestHeapFrame({ bytes: 64 * 1024 }), solTransfer()]).serialize(),
      ),
      intent: solIntent(),
    }),
    why: 'ComputeBudget RequestHeapFrame is not signed',
  },
  {
    name: 'hides bytes after a compute unit limit',
    input: () => ({
      unsigned: b64(
        compile([
          withData(
            ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 }),
            Buffer.from([2, 0x40, 0x0d, 3, 0, 9]),
          ),
          solTransfer(),
        ]).serialize(),
      ),
      intent: solIntent(),
    }),
    why: 'ComputeBudget SetComputeUnitLimit: the data differs from the approved values',
  },
  {
    name: 'has a ComputeBudget instruction that does not decode',
    input: () => ({
      unsigned: b64(compile([withData(budget()[0]!, Buffer.from([9])), solTransfer()]).serialize()),
      intent: solIntent(),
    }),
    why: 'The instruction is not a ComputeBudget instruction',
  },
  ...(
    [
      [2, 'SetComputeUnitLimit'],
      [3, 'SetComputeUnitPrice'],
    ] as const
  ).map(([type, what]) => ({
    name: `cuts a ${what} short after its type byte`,
    input: () => ({
      unsigned: b64(compile([withData(budget()[0]!, Buffer.from([type])), solTransfer()]).serialize()),
      intent: solIntent(),
    }),
    why: `The instruction is not a ${what}`,
  })),
  // ── SOL transfers (checkSolTransfer.ts)
  {
    name: 'pays another recipient',
    input: () => ({ unsigned: unsignedOf([solTransfer({ to: MALLORY })]), intent: solIntent() }),
    why: 'The transfer pays another recipient than the approved one',
  },
  {
    name: 'sends one lamport more',
    input: () => ({ unsigned: unsignedOf([solTransfer({ lamports: 1_000_001n })]), intent: solIntent() }),
    why: 'The transfer sends another amount than the approved one',
  },
  {
    name: "moves someone else's lamports (another from, not signing)",
    input: () => ({
      unsigned: unsignedOf([withKey(solTransfer({ from: MALLORY }), 0, { isSigner: false })]),
      intent: solIntent(),
    }),
    why: 'The transfer is paid from another account than this wallet',
  },
  {
    name: 'adds a second transfer',
    input: () => ({
      unsigned: unsignedOf([solTransfer(), solTransfer({ to: MALLORY })]),
      intent: solIntent(),
    }),
    why: 'The message has instructions besides the SOL transfer',
  },
  {
    name: 'adds an instruction of another program (a memo)',
    input: () => ({
      unsigned: unsignedOf([
        solTransfer(),
        new TransactionInstruction({ programId: MEMO_PROGRAM, keys: [], data: Buffer.from('hi') }),
      ]),
      intent: solIntent(),
    }),
    why: 'The message has instructions besides the SOL transfer',
  },
  {
    name: 'has no transfer at all',
    input: () => ({ unsigned: unsignedOf([]), intent: solIntent() }),
    why: 'The message is missing instructions of the SOL transfer',
  },
  {
    name: 'calls a look-alike program with System Transfer data',
    input: () => ({ unsigned: unsignedOf([withProgram(solTransfer(), FAKE_PROGRAM)]), intent: solIntent() }),
    why: 'The transfer is not a System program call',
  },
  {
    name: 'is a System Assign of the wallet to another program',
    input: () => ({
      unsigned: unsignedOf([SystemProgram.assign({ accountPubkey: ME, programId: FAKE_PROGRAM })]),
      intent: solIntent(),
    }),
    why: 'System Assign is not a transfer',
  },
  {
    name: 'calls the System program with an instruction type it does not have',
    input: () => ({
      unsigned: unsignedOf([withData(solTransfer(), Buffer.from([99, 0, 0, 0]))]),
      intent: solIntent(),
    }),
    why: 'The instruction is not a System instruction',
  },
  {
    name: 'is a System Transfer with too few accounts',
    input: () => {
      const t = solTransfer();
      return {
        unsigned: unsignedOf([
          new TransactionInstruction({ programId: t.programId, keys: [t.keys[0]!], data: t.data }),
        ]),
        intent: solIntent(),
      };
    },
    why: 'The instruction is not a System Transfer',
  },
  {
    name: 'carries an extra account in the transfer',
    input: () => ({
      unsigned: unsignedOf([plusKey(solTransfer(), { pubkey: MALLORY, isSigner: false, isWritable: false })]),
      intent: solIntent(),
    }),
    why: 'System Transfer: the accounts differ from the approved ones',
  },
  {
    name: 'carries bytes after the transfer amount',
    input: () => ({
      unsigned: unsignedOf([withData(solTransfer(), Buffer.concat([solTransfer().data, Buffer.from([1])]))]),
      intent: solIntent(),
    }),
    why: 'System Transfer: the data differs from the approved values',
  },
  {
    name: 'lists an account no instruction uses',
    input: () => ({
      unsigned: bent([solTransfer()], (m) => {
        m.accountKeys.push(MALLORY);
        m.header.numReadonlyUnsignedAccounts += 1;
      }),
      intent: solIntent(),
    }),
    why: `The message lists an account no instruction uses: ${MALLORY.toBase58()}`,
  },
  {
    name: 'marks the recipient read-only (the transfer would fail, after the fee)',
    input: () => ({
      unsigned: unsignedOf([withKey(solTransfer(), 1, { isWritable: false })]),
      intent: solIntent(),
    }),
    why: `${BOB.toBase58()} is marked read-only`,
  },
  // ── token transfers (checkTokenTransfer.ts)
  {
    name: 'moves another token',
    input: () => ({ unsigned: unsignedOf([transferChecked({ mint: OTHER_MINT })]), intent: tokenIntent() }),
    why: 'The token transfer moves another token than the approved one',
  },
  {
    name: "pays another owner's token account",
    input: () => ({ unsigned: unsignedOf([transferChecked({ to: MALLORY })]), intent: tokenIntent() }),
    why: "The token transfer pays another account than the recipient's token account",
  },
  {
    name: 'sends one token unit more',
    input: () => ({ unsigned: unsignedOf([transferChecked({ amount: 2_501n })]), intent: tokenIntent() }),
    why: 'The token transfer sends another amount than the approved one',
  },
  {
    name: 'carries other decimals',
    input: () => ({ unsigned: unsignedOf([transferChecked({ decimals: 9 })]), intent: tokenIntent() }),
    why: "The token transfer carries other decimals than the token's",
  },
  {
    name: "is paid from a token account that is not the wallet's associated one",
    input: () => ({
      unsigned: unsignedOf([withKey(transferChecked(), 0, { pubkey: ata(MALLORY) })]),
      intent: tokenIntent(),
    }),
    why: "The token transfer is paid from another account than the wallet's token account",
  },
  {
    name: 'is authorised by another owner',
    input: () => ({
      unsigned: unsignedOf([withKey(transferChecked(), 3, { pubkey: MALLORY, isSigner: false })]),
      intent: tokenIntent(),
    }),
    why: 'The token transfer is authorised by another owner',
  },
  {
    name: 'is an unchecked token Transfer',
    input: () => ({
      unsigned: unsignedOf([createTransferInstruction(ata(ME), ata(BOB), ME, 2_500n)]),
      intent: tokenIntent(),
    }),
    why: 'An unchecked token Transfer is not signed, only TransferChecked',
  },
  {
    name: 'is another token instruction (an Approve-sized blob)',
    input: () => ({
      unsigned: unsignedOf([withData(transferChecked(), Buffer.from([4, 1, 0, 0, 0, 0, 0, 0, 0]))]),
      intent: tokenIntent(),
    }),
    why: 'The instruction is not a token TransferChecked',
  },
  {
    name: 'swaps the token program for a look-alike program',
    input: () => ({
      unsigned: unsignedOf([transferChecked({ program: FAKE_PROGRAM })]),
      intent: tokenIntent(),
    }),
    why: 'The token transfer calls a program that is neither Token nor Token-2022',
  },
  {
    name: 'adds a multisig signer account to TransferChecked',
    input: () => ({
      unsigned: unsignedOf([
        plusKey(transferChecked(), { pubkey: MALLORY, isSigner: false, isWritable: false }),
      ]),
      intent: tokenIntent(),
    }),
    why: 'TransferChecked: the accounts differ from the approved ones',
  },
  {
    name: 'marks the mint writable',
    input: () => ({
      unsigned: unsignedOf([withKey(transferChecked(), 1, { isWritable: true })]),
      intent: tokenIntent(),
    }),
    why: `${MINT.toBase58()} is marked writable`,
  },
  {
    name: 'adds a second token transfer',
    input: () => ({ unsigned: unsignedOf([transferChecked(), transferChecked()]), intent: tokenIntent() }),
    why: 'The message has instructions besides the token transfer',
  },
  {
    name: 'creates a token account and transfers nothing',
    input: () => ({ unsigned: unsignedOf([createAta()]), intent: tokenIntent({ createsAccount: true }) }),
    why: 'The message is missing the token transfer',
  },
  {
    name: 'has no token transfer and no token account creation at all',
    input: () => ({ unsigned: unsignedOf([]), intent: tokenIntent() }),
    why: 'The message is missing the token transfer',
  },
  {
    name: 'creates a token account the user did not approve',
    input: () => ({ unsigned: unsignedOf([createAta(), transferChecked()]), intent: tokenIntent() }),
    why: 'The message creates a token account the user did not approve',
  },
  {
    name: 'creates the token account of another owner',
    input: () => ({
      unsigned: unsignedOf([createAta({ owner: MALLORY }), transferChecked()]),
      intent: tokenIntent({ createsAccount: true }),
    }),
    why: 'The token account is created for another owner than the recipient',
  },
  {
    name: 'has another account pay the token account rent',
    input: () => ({
      unsigned: unsignedOf([
        withKey(createAta({ payer: MALLORY }), 0, { isSigner: false }),
        transferChecked(),
      ]),
      intent: tokenIntent({ createsAccount: true }),
    }),
    why: 'The token account is created at the cost of another payer',
  },
  {
    name: 'creates a token account for another mint',
    input: () => ({
      unsigned: unsignedOf([withKey(createAta(), 3, { pubkey: OTHER_MINT }), transferChecked()]),
      intent: tokenIntent({ createsAccount: true }),
    }),
    why: 'The token account is created for another mint',
  },
  {
    name: 'creates the token account under another token program than the transfer',
    input: () => ({
      unsigned: unsignedOf([createAta({ program: TOKEN_2022_PROGRAM_ID }), transferChecked()]),
      intent: tokenIntent({ createsAccount: true }),
    }),
    why: "The token account is created for another token program than the transfer's",
  },
  {
    name: "creates an account at another address than the recipient's associated one",
    input: () => ({
      unsigned: unsignedOf([withKey(createAta(), 1, { pubkey: ata(MALLORY) }), transferChecked()]),
      intent: tokenIntent({ createsAccount: true }),
    }),
    why: "The token account created is not the recipient's associated token account",
  },
  {
    name: 'sends RecoverNested-style data to the associated token program',
    input: () => ({
      unsigned: unsignedOf([withData(createAta(), Buffer.from([2])), transferChecked()]),
      intent: tokenIntent({ createsAccount: true }),
    }),
    why: 'CreateAssociatedTokenAccount: the data differs from the approved values',
  },
  ...(
    [
      [0, 'The token account is created at the cost of another payer'],
      [2, 'The token account is created for another owner than the recipient'],
      [3, 'The token account is created for another mint'],
      [5, "The token account is created for another token program than the transfer's"],
    ] as const
  ).map(([count, why]) => ({
    name: `creates a token account with only ${count} of its 6 accounts`,
    input: () => ({
      unsigned: unsignedOf([cutKeys(createAta(), count), transferChecked()]),
      intent: tokenIntent({ createsAccount: true }),
    }),
    why,
  })),
  {
    name: 'names an off-curve (program) address as the token recipient',
    input: () => ({
      unsigned: unsignedOf([transferChecked()]),
      intent: tokenIntent({ to: ata(BOB).toBase58() }),
    }),
    why: 'The recipient is not a wallet address (it is off the ed25519 curve)',
  },
  {
    name: 'approves a token transfer without decimals',
    input: () => ({
      unsigned: unsignedOf([transferChecked()]),
      intent: tokenIntent({ decimals: undefined }),
    }),
    why: 'A token transfer needs the approved decimals',
  },
  // ── stake (checkStaking.ts)
  {
    name: 'delegates to another validator',
    input: () => ({ unsigned: unsignedOf(stakeInstructions({ vote: OTHER_VOTE })), intent: stakeIntent() }),
    why: 'The stake is delegated to another validator than the approved one',
  },
  {
    name: 'initialises the stake account with a foreign withdrawer',
    input: () => ({
      unsigned: unsignedOf(stakeInstructions({ withdrawer: MALLORY })),
      intent: stakeIntent(),
    }),
    why: 'The withdraw authority is not this wallet',
  },
  {
    name: 'initialises the stake account with a foreign staker',
    input: () => {
      const [c, , d] = stakeInstructions();
      const init = StakeProgram.initialize({
        stakePubkey: c!.keys[1]!.pubkey,
        authorized: { staker: MALLORY, withdrawer: ME },
      });
      return { unsigned: unsignedOf([c!, init, d!]), intent: stakeIntent() };
    },
    why: 'The stake authority is not this wallet',
  },
  {
    name: 'locks the stake up with a custodian',
    input: () => ({
      unsigned: unsignedOf(stakeInstructions({ lockup: new Lockup(0, 0, MALLORY) })),
      intent: stakeIntent(),
    }),
    why: 'The stake account is locked up',
  },
  {
    name: 'locks the stake up until a time',
    input: () => ({
      unsigned: unsignedOf(stakeInstructions({ lockup: new Lockup(4_102_444_800, 0, PublicKey.default) })),
      intent: stakeIntent(),
    }),
    why: 'The stake account is locked up',
  },
  {
    name: 'locks the stake up until an epoch',
    input: () => ({
      unsigned: unsignedOf(stakeInstructions({ lockup: new Lockup(0, 10_000, PublicKey.default) })),
      intent: stakeIntent(),
    }),
    why: 'The stake account is locked up',
  },
  {
    name: 'funds the stake account with more than approved',
    input: () => ({
      unsigned: unsignedOf(stakeInstructions({ lamports: 2_000_000_001 })),
      intent: stakeIntent(),
    }),
    why: 'The stake account is funded with another amount than the approved one',
  },
  {
    name: 'uses another seed than the approved one',
    input: () => ({ unsigned: unsignedOf(stakeInstructions({ seed: 'stake:1' })), intent: stakeIntent() }),
    why: 'The stake account is not the one derived from this wallet and the approved seed',
  },
  {
    name: 'funds the stake account from another account',
    input: () => ({
      unsigned: unsignedOf([
        withKey(stakeOf(0), 0, { pubkey: MALLORY, isSigner: false }),
        stakeOf(1),
        stakeOf(2),
      ]),
      intent: stakeIntent(),
    }),
    why: 'The stake account is funded by another account',
  },
  {
    name: 'creates a plain System account instead of a seeded one',
    input: () => {
      const create = SystemProgram.createAccount({
        fromPubkey: ME,
        newAccountPubkey: stakeOf(0).keys[1]!.pubkey,
        lamports: 2_000_000_000,
        space: 200,
        programId: StakeProgram.programId,
      });
      return {
        unsigned: unsignedOf([withKey(create, 1, { isSigner: false }), stakeOf(1), stakeOf(2)]),
        intent: stakeIntent(),
      };
    },
    why: 'System Create is not CreateAccountWithSeed',
  },
  {
    name: 'creates the stake account with a System instruction type that does not exist',
    input: () => ({
      unsigned: unsignedOf([withData(stakeOf(0), Buffer.from([99, 0, 0, 0])), stakeOf(1), stakeOf(2)]),
      intent: stakeIntent(),
    }),
    why: 'The instruction is not a System instruction',
  },
  {
    name: 'creates the stake account with another size',
    input: () => {
      const c = stakeOf(0);
      const create = SystemProgram.createAccountWithSeed({
        fromPubkey: ME,
        newAccountPubkey: c.keys[1]!.pubkey,
        basePubkey: ME,
        seed: SEED,
        lamports: 2_000_000_000,
        space: 100,
        programId: StakeProgram.programId,
      });
      return { unsigned: unsignedOf([create, stakeOf(1), stakeOf(2)]), intent: stakeIntent() };
    },
    why: 'The new account is not a stake account',
  },
  {
    name: 'creates the stake-sized account owned by another program',
    input: () => ({
      unsigned: unsignedOf([seeded({ programId: FAKE_PROGRAM }), stakeOf(1), stakeOf(2)]),
      intent: stakeIntent(),
    }),
    why: 'The new account is not a stake account',
  },
  {
    name: "names another seed in CreateAccountWithSeed, at the approved seed's address",
    input: () => ({
      unsigned: unsignedOf([seeded({ seed: 'stake:1' }), stakeOf(1), stakeOf(2)]),
      intent: stakeIntent(),
    }),
    why: 'The stake account is not the one derived from this wallet and the approved seed',
  },
  {
    name: 'names another base in CreateAccountWithSeed, at the approved address',
    input: () => ({
      unsigned: unsignedOf([
        withKey(seeded({ basePubkey: MALLORY }), 2, { isSigner: false }),
        stakeOf(1),
        stakeOf(2),
      ]),
      intent: stakeIntent(),
    }),
    why: 'The stake account is not the one derived from this wallet and the approved seed',
  },
  {
    name: 'creates the approved seed at another address than the one it derives',
    input: () => ({
      unsigned: unsignedOf([seeded({ newAccountPubkey: OTHER_STAKE }), stakeOf(1), stakeOf(2)]),
      intent: stakeIntent(),
    }),
    why: 'The stake account is not the one derived from this wallet and the approved seed',
  },
  {
    name: 'creates the stake account by another program than System',
    input: () => ({
      unsigned: unsignedOf([withProgram(stakeOf(0), FAKE_PROGRAM), stakeOf(1), stakeOf(2)]),
      intent: stakeIntent(),
    }),
    why: 'The stake account is not created by the System program',
  },
  {
    name: 'initialises another account than the new stake account',
    input: () => ({
      unsigned: unsignedOf([stakeOf(0), withKey(stakeOf(1), 0, { pubkey: OTHER_STAKE }), stakeOf(2)]),
      intent: stakeIntent(),
    }),
    why: 'Another account than the new stake account is initialised',
  },
  {
    name: 'delegates another stake account than the new one',
    input: () => ({
      unsigned: unsignedOf([stakeOf(0), stakeOf(1), withKey(stakeOf(2), 0, { pubkey: OTHER_STAKE })]),
      intent: stakeIntent(),
    }),
    why: 'Another stake account than the new one is delegated',
  },
  {
    name: 'has the delegation authorised by another account',
    input: () => ({
      unsigned: unsignedOf([
        stakeOf(0),
        stakeOf(1),
        withKey(stakeOf(2), 5, { pubkey: MALLORY, isSigner: false }),
      ]),
      intent: stakeIntent(),
    }),
    why: 'The delegation is authorised by another account',
  },
  {
    name: 'swaps the clock sysvar of the delegation for another account',
    input: () => ({
      unsigned: unsignedOf([stakeOf(0), stakeOf(1), withKey(stakeOf(2), 2, { pubkey: MALLORY })]),
      intent: stakeIntent(),
    }),
    why: 'Stake DelegateStake: the accounts differ from the approved ones',
  },
  {
    name: 'swaps the rent sysvar of the initialisation',
    input: () => ({
      unsigned: unsignedOf([stakeOf(0), withKey(stakeOf(1), 1, { pubkey: MALLORY }), stakeOf(2)]),
      intent: stakeIntent(),
    }),
    why: 'Stake Initialize: the accounts differ from the approved ones',
  },
  {
    name: 'adds a base signer account to CreateAccountWithSeed',
    input: () => ({
      unsigned: unsignedOf([
        plusKey(stakeOf(0), { pubkey: MALLORY, isSigner: false, isWritable: false }),
        stakeOf(1),
        stakeOf(2),
      ]),
      intent: stakeIntent(),
    }),
    why: 'CreateAccountWithSeed: the accounts differ from the approved ones',
  },
  {
    name: 'deactivates instead of delegating',
    input: () => ({
      unsigned: unsignedOf([stakeOf(0), stakeOf(1), deactivate(stakeOf(0).keys[1]!.pubkey)]),
      intent: stakeIntent(),
    }),
    why: 'Stake Deactivate is not the approved Delegate',
  },
  {
    name: 'delegates through a look-alike stake program',
    input: () => ({
      unsigned: unsignedOf([stakeOf(0), stakeOf(1), withProgram(stakeOf(2), FAKE_PROGRAM)]),
      intent: stakeIntent(),
    }),
    why: 'The Delegate is not a Stake program call',
  },
  {
    name: 'creates the stake account but never delegates it',
    input: () => ({ unsigned: unsignedOf([stakeOf(0), stakeOf(1)]), intent: stakeIntent() }),
    why: 'The message is missing instructions of creating and delegating a stake account',
  },
  {
    name: 'approves a stake without a seed',
    input: () => ({
      unsigned: unsignedOf(stakeInstructions()),
      intent: stakeIntent({ stakeSeed: undefined }),
    }),
    why: 'A stake needs the approved stake account seed',
  },
  {
    name: 'approves a seed longer than 32 bytes',
    input: () => ({
      unsigned: unsignedOf(stakeInstructions()),
      intent: stakeIntent({ stakeSeed: 'é'.repeat(17) }),
    }),
    why: 'The stake account seed is too long',
  },
  {
    name: 'stakes more lamports than web3.js encodes exactly',
    input: () => ({
      unsigned: unsignedOf(stakeInstructions()),
      intent: stakeIntent({ amount: '9007199254740992' }),
    }),
    why: 'The amount is too large to sign',
  },
  // ── unstake and withdraw (checkStaking.ts)
  {
    name: 'deactivates another stake account than the approved one',
    input: () => ({ unsigned: unsignedOf([deactivate(OTHER_STAKE)]), intent: unstakeIntent() }),
    why: 'Another stake account than the approved one is deactivated',
  },
  {
    name: 'has the deactivation authorised by another account',
    input: () => ({
      unsigned: unsignedOf([withKey(deactivate(), 2, { pubkey: MALLORY, isSigner: false })]),
      intent: unstakeIntent(),
    }),
    why: 'The deactivation is authorised by another account',
  },
  {
    name: 'approves an unstake that moves lamports',
    input: () => ({ unsigned: unsignedOf([deactivate()]), intent: unstakeIntent({ amount: '1' }) }),
    why: 'A deactivation moves no lamports: the approved amount must be 0',
  },
  {
    name: 'deactivates twice',
    input: () => ({ unsigned: unsignedOf([deactivate(), deactivate(OTHER_STAKE)]), intent: unstakeIntent() }),
    why: 'The message has instructions besides the deactivation',
  },
  {
    name: 'adds a signer account to the deactivation',
    input: () => ({
      unsigned: unsignedOf([plusKey(deactivate(), { pubkey: MALLORY, isSigner: false, isWritable: false })]),
      intent: unstakeIntent(),
    }),
    why: 'Stake Deactivate: the accounts differ from the approved ones',
  },
  {
    name: 'has no withdrawal at all',
    input: () => ({ unsigned: unsignedOf([]), intent: withdrawIntent() }),
    why: 'The message is missing instructions of the withdrawal',
  },
  {
    name: 'withdraws instead of deactivating',
    input: () => ({ unsigned: unsignedOf([withdraw()]), intent: unstakeIntent() }),
    why: 'Stake Withdraw is not the approved Deactivate',
  },
  {
    name: 'withdraws to a foreign recipient',
    input: () => ({ unsigned: unsignedOf([withdraw({ to: MALLORY })]), intent: withdrawIntent() }),
    why: "The withdrawal pays another address than this wallet's own",
  },
  {
    name: 'withdraws from another stake account',
    input: () => ({ unsigned: unsignedOf([withdraw({ stake: OTHER_STAKE })]), intent: withdrawIntent() }),
    why: 'Another stake account than the approved one is withdrawn from',
  },
  {
    name: 'withdraws more than approved',
    input: () => ({
      unsigned: unsignedOf([withdraw({ lamports: 1_500_000_001 })]),
      intent: withdrawIntent(),
    }),
    why: 'The withdrawal takes another amount than the approved one',
  },
  {
    name: 'has the withdrawal authorised by another account',
    input: () => ({
      unsigned: unsignedOf([withKey(withdraw(), 4, { pubkey: MALLORY, isSigner: false })]),
      intent: withdrawIntent(),
    }),
    why: 'The withdrawal is authorised by another account',
  },
  {
    name: 'adds a lockup custodian to the withdrawal',
    input: () => ({
      unsigned: unsignedOf([plusKey(withdraw(), { pubkey: MALLORY, isSigner: false, isWritable: false })]),
      intent: withdrawIntent(),
    }),
    why: 'Stake Withdraw: the accounts differ from the approved ones',
  },
  {
    name: 'withdraws more lamports than web3.js encodes exactly',
    input: () => ({
      unsigned: unsignedOf([withdraw()]),
      intent: withdrawIntent({ amount: '9007199254740992' }),
    }),
    why: 'The amount is too large to sign',
  },
  {
    name: 'has a stake instruction that does not decode',
    input: () => ({
      unsigned: unsignedOf([withData(withdraw(), Buffer.from([99, 0, 0, 0]))]),
      intent: withdrawIntent(),
    }),
    why: 'The instruction is not a Stake instruction',
  },
  // each decoder's own refusal: the type byte right, the fields or the accounts cut short
  {
    name: 'cuts CreateAccountWithSeed short after its type',
    input: () => ({
      unsigned: unsignedOf([withData(stakeOf(0), Buffer.from([3, 0, 0, 0])), stakeOf(1), stakeOf(2)]),
      intent: stakeIntent(),
    }),
    why: 'The instruction is not a CreateAccountWithSeed',
  },
  {
    name: 'cuts Stake Initialize short after its type',
    input: () => ({
      unsigned: unsignedOf([stakeOf(0), withData(stakeOf(1), Buffer.from([0, 0, 0, 0])), stakeOf(2)]),
      intent: stakeIntent(),
    }),
    why: 'The instruction is not a Stake Initialize',
  },
  {
    name: 'delegates with 5 of the 6 accounts DelegateStake needs',
    input: () => ({
      unsigned: unsignedOf([stakeOf(0), stakeOf(1), cutKeys(stakeOf(2), 5)]),
      intent: stakeIntent(),
    }),
    why: 'The instruction is not a Stake DelegateStake',
  },
  {
    name: 'deactivates with 2 of the 3 accounts Deactivate needs',
    input: () => ({ unsigned: unsignedOf([cutKeys(deactivate(), 2)]), intent: unstakeIntent() }),
    why: 'The instruction is not a Stake Deactivate',
  },
  {
    name: 'cuts Stake Withdraw short after its type',
    input: () => ({
      unsigned: unsignedOf([withData(withdraw(), Buffer.from([4, 0, 0, 0]))]),
      intent: withdrawIntent(),
    }),
    why: 'The instruction is not a Stake Withdraw',
  },
  // ── what the intent may say (checkIntent.ts, transferSigner.ts)
  {
    name: 'is a speed-up (Solana has none)',
    input: () => {
      const record = { ...({} as JournalEntry), hash: 'ab'.repeat(32) };
      return {
        unsigned: unsignedOf([solTransfer()]),
        intent: solIntent({ kind: 'speedUp' as never, replaces: 'ab'.repeat(32) }),
        replacing: record,
      };
    },
    why: 'Solana does not sign a speedUp',
  },
  {
    name: 'is a vote (a Tron staking kind)',
    input: () => ({ unsigned: unsignedOf([solTransfer()]), intent: solIntent({ kind: 'vote' as never }) }),
    why: 'Solana does not sign a vote',
  },
  {
    name: 'carries a memo the message does not',
    input: () => ({
      unsigned: unsignedOf([solTransfer()]),
      intent: solIntent({ memo: { kind: 'text', value: 'hi' } }),
    }),
    why: 'Solana sends carry no memo yet',
  },
  {
    name: 'names a mint on a stake',
    input: () => ({
      unsigned: unsignedOf(stakeInstructions()),
      intent: stakeIntent({ mint: MINT.toBase58() }),
    }),
    why: 'Only a token transfer names a mint',
  },
  {
    name: 'names decimals on a SOL transfer',
    input: () => ({ unsigned: unsignedOf([solTransfer()]), intent: solIntent({ decimals: 9 }) }),
    why: 'Only a token transfer names decimals',
  },
  {
    name: 'approves creating a token account on a SOL transfer',
    input: () => ({ unsigned: unsignedOf([solTransfer()]), intent: solIntent({ createsAccount: true }) }),
    why: 'Only a token transfer creates a token account',
  },
  {
    name: 'names a stake seed on a transfer',
    input: () => ({ unsigned: unsignedOf([solTransfer()]), intent: solIntent({ stakeSeed: SEED }) }),
    why: 'Only a stake names a stake account seed',
  },
  {
    name: 'names a recipient that is not a Solana address',
    input: () => ({
      unsigned: unsignedOf([solTransfer()]),
      intent: solIntent({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }),
    }),
    why: 'The approved recipient is not a Solana address',
  },
  ...(
    [
      ['token recipient', tokenIntent({ to: 'not-an-address' }), 'recipient'],
      ['mint', tokenIntent({ mint: 'not-an-address' }), 'mint'],
      ['vote account', stakeIntent({ to: 'not-an-address' }), 'vote account'],
      ['stake account to deactivate', unstakeIntent({ to: 'not-an-address' }), 'stake account'],
      ['stake account to withdraw from', withdrawIntent({ to: 'not-an-address' }), 'stake account'],
    ] as const
  ).map(([what, intent, named]) => ({
    name: `names a ${what} that is not a Solana address`,
    input: () => ({ unsigned: unsignedOf([solTransfer()]), intent }),
    why: `The approved ${named} is not a Solana address`,
  })),
];

describe('the Solana signer refuses a hostile main', () => {
  it.each(VECTORS)('$name', (v) => {
    const input = v.input();
    // the honest shapes of the same tests sign (transferSigner.test.ts); these must not
    expect(() => sign(input)).toThrow(expect.objectContaining({ code: 'INTENT_MISMATCH', message: v.why }));
  });

  it('refuses an intent of another family passed straight to the family signer', () => {
    expect(() =>
      signSolana({
        chainName: 'solana',
        network: 'mainnet',
        unsigned: unsignedOf([solTransfer()]),
        intent: {
          family: 'utxo',
          kind: 'transfer',
          chainName: 'solana',
          to: BOB.toBase58(),
          amount: '1',
          feeCap: '1',
        },
        activePath: PATH,
        keys: walletKeys,
        replacing: null,
        history: () => [],
      }),
    ).toThrow(expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'family' }));
  });

  it('refuses text that is not base64 or not a message, and a phrase wallet without a path', () => {
    const intent = solIntent();
    for (const unsigned of ['not base64!', '', `${unsignedOf([solTransfer()])}\n`])
      expect(() => sign({ unsigned, intent })).toThrow(
        expect.objectContaining({ code: 'BAD_INPUT', message: 'The unsigned Solana message is not base64' }),
      );
    expect(() => sign({ unsigned: b64(Buffer.from([1, 0, 0, 5])), intent })).toThrow(
      expect.objectContaining({ code: 'BAD_INPUT', message: 'The unsigned Solana message does not decode' }),
    );
    expect(() =>
      signTransfer({
        chainName: 'solana',
        network: 'mainnet',
        unsigned: unsignedOf([solTransfer()]),
        intent,
        keys: walletKeys,
        replacing: null,
        history: () => [],
      }),
    ).toThrow(expect.objectContaining({ code: 'BAD_INPUT', message: 'no sending address' }));
    // a phrase wallet has no key at '' (the path of an imported key)
    expect(() =>
      signTransfer({
        chainName: 'solana',
        network: 'mainnet',
        unsigned: unsignedOf([solTransfer()]),
        intent,
        activePath: '',
        keys: walletKeys,
        replacing: null,
        history: () => [],
      }),
    ).toThrow(expect.objectContaining({ code: 'BAD_INPUT', message: 'no sending address' }));
  });

  it('the honest twins of the vectors sign', () => {
    for (const [unsigned, intent] of [
      [unsignedOf([solTransfer()]), solIntent()],
      [unsignedOf([createAta(), transferChecked()]), tokenIntent({ createsAccount: true })],
      [unsignedOf(stakeInstructions()), stakeIntent()],
      [unsignedOf([deactivate()]), unstakeIntent()],
      [unsignedOf([withdraw()]), withdrawIntent()],
    ] as const)
      expect(sign({ unsigned, intent }).signed.length).toBeGreaterThan(0);
    expect(STAKE.equals(VOTE)).toBe(false);
    expect(TOKEN_PROGRAM_ID.equals(TOKEN_2022_PROGRAM_ID)).toBe(false);
  });
});

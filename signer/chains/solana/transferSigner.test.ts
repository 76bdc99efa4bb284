// The Solana signer signs each shape main builds (SOL and token transfers, with and without the
// recipient's token account, Token-2022, stake, deactivate, withdraw), as web3.js verifies it,
// with what the journal keeps of it; a signed SOL transfer executes in litesvm.
import { base58, hex } from '@scure/base';
import { createAssociatedTokenAccountInstruction } from '@solana/spl-token';
import { address, getTransactionDecoder, lamports } from '@solana/kit';
import {
  PublicKey,
  StakeProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';
import { describe, expect, it } from 'vitest';
import { JournalEntrySchema, type JournalEntry } from '../../journal/journalEntry';
import { importedKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';
import { stakeAccountOf } from './checkStaking';
import {
  BLOCKHASH,
  BOB,
  FEE,
  IMPORTED,
  LIMIT,
  ME,
  MINT,
  PATH,
  PRICE,
  SEED,
  STAKE,
  TOKEN_2022_PROGRAM_ID,
  ata,
  budget,
  compile,
  createAta,
  deactivate,
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
  type SolanaIntent,
} from '../../../test/solana/testMessages';

const sign = (unsigned: string, intent: SolanaIntent, keys: Keys = walletKeys) =>
  signTransfer({
    chainName: 'solana',
    network: 'mainnet',
    unsigned,
    intent,
    ...(keys.importedFor === null ? { activePath: PATH } : {}),
    keys,
    replacing: null,
    history: () => [],
  });

/** The record the session writes for a signature (see signer/wallets/session.ts). */
const journalOf = (intent: SolanaIntent, out: ReturnType<typeof sign>): JournalEntry =>
  JournalEntrySchema.parse(
    JSON.parse(
      JSON.stringify({
        walletId: 'w1',
        chainName: 'solana',
        hash: out.hash,
        kind: intent.kind,
        at: 0,
        to: intent.to,
        amount: intent.amount,
        feeCap: intent.feeCap,
        fee: out.fee.toString(10),
        signed: out.signed,
        detail: out.detail,
      }),
    ),
  );

/** Signs, then checks the wire transaction with web3.js: one valid signature by the wallet over the same message. */
function signAndVerify(instructions: TransactionInstruction[], intent: SolanaIntent) {
  const unsigned = unsignedOf(instructions);
  const out = sign(unsigned, intent);
  const tx = Transaction.from(Buffer.from(out.signed, 'base64'));
  expect(tx.verifySignatures()).toBe(true);
  expect(tx.signatures).toHaveLength(1);
  expect(tx.signatures[0]!.publicKey.equals(ME)).toBe(true);
  expect(hex.encode(tx.signature!)).toBe(out.hash);
  expect(Buffer.from(tx.serializeMessage()).toString('base64')).toBe(unsigned);
  const entry = journalOf(intent, out);
  expect(entry.hash).toMatch(/^[0-9a-f]{128}$/);
  expect(hex.encode(base58.decode(entry.detail.family === 'solana' ? entry.detail.signature : ''))).toBe(
    out.hash,
  );
  return { out, entry, tx };
}

describe('the Solana transfer signer', () => {
  it('signs a SOL transfer and keeps its fee payer, fee and blockhash in the journal', () => {
    const { out, entry } = signAndVerify([solTransfer()], solIntent());
    expect(out.fee).toBe(FEE);
    expect(entry).toMatchObject({
      kind: 'transfer',
      to: BOB.toBase58(),
      amount: '1000000',
      fee: '6000',
      detail: {
        family: 'solana',
        feePayer: ME.toBase58(),
        recentBlockhash: BLOCKHASH,
        computeUnitLimit: LIMIT,
        computeUnitPrice: PRICE.toString(),
      },
    });
    expect(entry.detail).not.toHaveProperty('mint');
  });

  it('signs a message compiled the other web3.js way (TransactionMessage, other account order)', () => {
    const message = new TransactionMessage({
      payerKey: ME,
      recentBlockhash: BLOCKHASH,
      instructions: [...budget(), solTransfer()],
    }).compileToLegacyMessage();
    const out = sign(Buffer.from(message.serialize()).toString('base64'), solIntent());
    expect(Transaction.from(Buffer.from(out.signed, 'base64')).verifySignatures()).toBe(true);
  });

  it('signs without ComputeBudget instructions: the fee is the signature fee alone', () => {
    const out = sign(
      Buffer.from(
        new TransactionMessage({ payerKey: ME, recentBlockhash: BLOCKHASH, instructions: [solTransfer()] })
          .compileToLegacyMessage()
          .serialize(),
      ).toString('base64'),
      solIntent({ feeCap: '5000' }),
    );
    expect(out.fee).toBe(5000n);
    expect(out.detail).toMatchObject({ computeUnitLimit: null, computeUnitPrice: '0' });
  });

  it('signs a token TransferChecked between the derived token accounts', () => {
    const { entry } = signAndVerify([transferChecked()], tokenIntent());
    expect(entry.detail).toMatchObject({
      mint: MINT.toBase58(),
      tokenProgram: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    });
    expect(entry.detail).not.toHaveProperty('createsAccount');
  });

  it("signs a token transfer that first creates the recipient's token account, when approved", () => {
    const { entry } = signAndVerify([createAta(), transferChecked()], tokenIntent({ createsAccount: true }));
    expect(entry.detail).toMatchObject({ createsAccount: true });
  });

  it('signs a Token-2022 transfer, its token accounts derived for that program', () => {
    const program = TOKEN_2022_PROGRAM_ID;
    const { entry } = signAndVerify(
      [createAta({ program }), transferChecked({ program })],
      tokenIntent({ createsAccount: true }),
    );
    expect(entry.detail).toMatchObject({ tokenProgram: program.toBase58() });
  });

  it("signs a token transfer that creates the recipient's account with the non-idempotent Create", () => {
    const create = createAssociatedTokenAccountInstruction(ME, ata(BOB), BOB, MINT);
    expect(create.data.length).toBe(0);
    const { entry } = signAndVerify([create, transferChecked()], tokenIntent({ createsAccount: true }));
    expect(entry.detail).toMatchObject({ createsAccount: true });
  });

  it('signs at the limits: 1 400 000 compute units, a 32-byte seed, 2^53 - 1 lamports', () => {
    const most = sign(
      Buffer.from(compile([...budget(1_400_000, PRICE), solTransfer()]).serialize()).toString('base64'),
      solIntent({ feeCap: '12000' }),
    );
    expect(most.fee).toBe(12_000n); // 5000 + 1 400 000 × 5000 / 1e6
    const seed = 'é'.repeat(16);
    expect(Buffer.byteLength(seed)).toBe(32);
    const { entry } = signAndVerify(stakeInstructions({ seed }), stakeIntent({ stakeSeed: seed }));
    expect(entry.detail).toMatchObject({ stakeAccount: stakeAccountOf(ME, seed).toBase58() });
    const max = Number.MAX_SAFE_INTEGER;
    signAndVerify([withdraw({ lamports: max })], withdrawIntent({ amount: String(max) }));
  });

  it('signs a stake: a seeded stake account created, initialised and delegated', async () => {
    const { entry } = signAndVerify(stakeInstructions(), stakeIntent());
    // the signer's synchronous derivation is web3.js's own
    const expected = await PublicKey.createWithSeed(ME, SEED, StakeProgram.programId);
    expect(stakeAccountOf(ME, SEED).equals(expected)).toBe(true);
    expect(entry).toMatchObject({ kind: 'stake', detail: { stakeAccount: expected.toBase58() } });
  });

  it('signs a deactivation and a withdrawal of the named stake account', () => {
    const un = signAndVerify([deactivate()], unstakeIntent());
    expect(un.entry).toMatchObject({
      kind: 'unstake',
      amount: '0',
      detail: { stakeAccount: STAKE.toBase58() },
    });
    const w = signAndVerify([withdraw()], withdrawIntent());
    expect(w.entry).toMatchObject({ kind: 'withdraw', detail: { stakeAccount: STAKE.toBase58() } });
  });

  it('signs with an imported base58 secret key (path "")', () => {
    const keys = importedKeys('solana', () => ({
      curve: 'ed25519',
      privateKey: IMPORTED.secretKey.slice(0, 32),
    }));
    const me = IMPORTED.publicKey;
    const unsigned = unsignedOf([solTransfer({ from: me })], me);
    const out = sign(unsigned, solIntent({ from: me.toBase58() }), keys);
    const tx = Transaction.from(Buffer.from(out.signed, 'base64'));
    expect(tx.verifySignatures()).toBe(true);
    expect(tx.feePayer!.equals(me)).toBe(true);
  });

  it('produces a transaction litesvm executes: Bob receives exactly the approved lamports', () => {
    const svm = new LiteSVM();
    svm.airdrop(address(ME.toBase58()), lamports(10_000_000_000n));
    const instructions = [...budget(), solTransfer()];
    const message = new TransactionMessage({
      payerKey: ME,
      recentBlockhash: svm.latestBlockhash(),
      instructions,
    }).compileToLegacyMessage();
    const out = sign(Buffer.from(message.serialize()).toString('base64'), solIntent());
    const wire = VersionedTransaction.deserialize(Buffer.from(out.signed, 'base64')).serialize();
    const result = svm.sendTransaction(getTransactionDecoder().decode(wire));
    expect(result).not.toBeInstanceOf(FailedTransactionMetadata);
    expect(svm.getBalance(address(BOB.toBase58()))).toBe(1_000_000n);
    expect(svm.getBalance(address(ME.toBase58()))).toBe(10_000_000_000n - 1_000_000n - FEE);
  });
});

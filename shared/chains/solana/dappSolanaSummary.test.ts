// The reading main shows and the signer checks: each instruction shape decoded, anything
// else (or a familiar instruction with extra bytes) named by its program only.
import {
  AuthorityType,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  createApproveInstruction,
  createCloseAccountInstruction,
  createSetAuthorityInstruction,
  createTransferCheckedInstruction,
  createTransferInstruction,
} from '@solana/spl-token';
import {
  ComputeBudgetProgram,
  Keypair,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { summarizeSolanaTx } from './dappSolanaSummary';

const key = (n: number) => Keypair.fromSeed(new Uint8Array(32).fill(n)).publicKey;
const [ME, BOB, MINT, SRC, DST, PROGRAM, HASH] = [1, 2, 3, 4, 5, 6, 7].map(key) as [
  ReturnType<typeof key>,
  ReturnType<typeof key>,
  ReturnType<typeof key>,
  ReturnType<typeof key>,
  ReturnType<typeof key>,
  ReturnType<typeof key>,
  ReturnType<typeof key>,
];

function summary(...ixs: TransactionInstruction[]) {
  const m = new Transaction({ feePayer: ME, recentBlockhash: HASH.toBase58() }).add(...ixs).compileMessage();
  return summarizeSolanaTx(
    {
      accountKeys: m.accountKeys,
      numRequiredSignatures: m.header.numRequiredSignatures,
      recentBlockhash: m.recentBlockhash,
      instructions: Transaction.populate(m).instructions,
    },
    ME,
  );
}

describe('summarizeSolanaTx', () => {
  it('reads a SOL transfer, a TransferChecked, a plain Transfer and the fee settings', () => {
    const s = summary(
      ComputeBudgetProgram.setComputeUnitLimit({ units: 300_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 10_000n }),
      SystemProgram.transfer({ fromPubkey: ME, toPubkey: BOB, lamports: 1_500_000_000n }),
      createTransferCheckedInstruction(SRC, MINT, DST, ME, 2_500_000n, 6, [], TOKEN_2022_PROGRAM_ID),
      createTransferInstruction(SRC, DST, ME, 42n),
    );
    expect(s.feePayer).toBe(ME.toBase58());
    expect(s.signers).toEqual([ME.toBase58()]);
    expect(s.instructions).toEqual([
      { kind: 'computeUnitLimit', units: 300_000 },
      { kind: 'computeUnitPrice', microLamports: '10000' },
      { kind: 'solTransfer', from: ME.toBase58(), to: BOB.toBase58(), lamports: '1500000000' },
      {
        kind: 'tokenTransfer',
        program: TOKEN_2022_PROGRAM_ID.toBase58(),
        source: SRC.toBase58(),
        destination: DST.toBase58(),
        authority: ME.toBase58(),
        mint: MINT.toBase58(),
        decimals: 6,
        amount: '2500000',
      },
      expect.objectContaining({ kind: 'tokenTransfer', mint: null, decimals: null, amount: '42' }),
    ]);
    // 5000 for the one signature + ceil(300 000 × 10 000 / 1e6) = 3000
    expect(s.maxFee).toBe('8000');
  });

  it('without a unit limit the fee bound assumes the runtime cap of 1.4 M units', () => {
    expect(summary(ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000n })).maxFee).toBe('6400');
  });

  it('names an unknown program, and says when it may act for the wallet', () => {
    const ix = new TransactionInstruction({
      programId: PROGRAM,
      keys: [{ pubkey: ME, isSigner: true, isWritable: true }],
      data: Buffer.from([9, 9]),
    });
    expect(summary(ix).instructions).toEqual([
      {
        kind: 'unknown',
        programId: PROGRAM.toBase58(),
        accounts: [ME.toBase58()],
        walletSigns: true,
        dataLength: 2,
      },
    ]);
  });

  it('names what drainers use (Assign, SetAuthority, Approve, CloseAccount) instead of "unread"', () => {
    const t = summary(
      SystemProgram.assign({ accountPubkey: ME, programId: PROGRAM }),
      createSetAuthorityInstruction(SRC, ME, AuthorityType.AccountOwner, BOB, [], TOKEN_2022_PROGRAM_ID),
      createApproveInstruction(SRC, BOB, ME, 77n),
      createCloseAccountInstruction(SRC, BOB, ME),
    );
    const tok = TOKEN_PROGRAM_ID.toBase58();
    expect(t.instructions).toEqual([
      { kind: 'assign', account: ME.toBase58(), owner: PROGRAM.toBase58() },
      {
        kind: 'setAuthority',
        program: TOKEN_2022_PROGRAM_ID.toBase58(),
        target: SRC.toBase58(),
        authorityType: 'AccountOwner',
        current: ME.toBase58(),
        newAuthority: BOB.toBase58(),
      },
      {
        kind: 'approve',
        program: tok,
        source: SRC.toBase58(),
        delegate: BOB.toBase58(),
        owner: ME.toBase58(),
        amount: '77',
        mint: null,
        decimals: null,
      },
      {
        kind: 'closeAccount',
        program: tok,
        account: SRC.toBase58(),
        destination: BOB.toBase58(),
        owner: ME.toBase58(),
      },
    ]);
    // a multisig owner (extra signer accounts) is another shape: left unread
    expect(summary(createApproveInstruction(SRC, BOB, DST, 1n, [ME])).instructions[0]).toMatchObject({
      kind: 'unknown',
      walletSigns: true,
    });
  });

  it('a transfer with bytes after its fields is not shown as a transfer', () => {
    const t = SystemProgram.transfer({ fromPubkey: ME, toPubkey: BOB, lamports: 1n });
    const padded = new TransactionInstruction({ ...t, data: Buffer.concat([t.data, Buffer.from([0])]) });
    expect(summary(padded).instructions[0]).toMatchObject({ kind: 'unknown', dataLength: 13 });
  });
});

/**
 * The facade against @solana/web3.js's own Connection (which validates every answer's
 * shape): transfers, SPL transferChecked, stake create/delegate/deactivate/withdraw through
 * epochs, a dropped send whose blockhash expires, batches and the hostile-node hook.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Authorized,
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  Lockup,
  PublicKey,
  StakeProgram,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import {
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { startSolanaFacade, type SolanaFacade } from './facade';

let f: SolanaFacade;
let conn: Connection;

beforeAll(async () => {
  f = await startSolanaFacade();
  conn = new Connection(f.url, 'confirmed');
});
afterAll(() => f.close());

async function sendIxs(payer: Keypair, ixs: TransactionInstruction[], extra: Keypair[] = []) {
  const { blockhash, lastValidBlockHeight } = await conn.getLatestBlockhash();
  const tx = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight }).add(...ixs);
  tx.sign(payer, ...extra);
  return conn.sendRawTransaction(tx.serialize());
}

async function status(sig: string) {
  return (await conn.getSignatureStatuses([sig])).value[0];
}

describe('solana facade', () => {
  it('lands a SOL transfer: balances, status, history and both transaction encodings', async () => {
    const a = Keypair.generate();
    const b = Keypair.generate();
    f.airdrop(a.publicKey.toBase58(), 2n * BigInt(LAMPORTS_PER_SOL));
    expect(await conn.getBalance(a.publicKey)).toBe(2 * LAMPORTS_PER_SOL);
    const sig = await sendIxs(a, [
      SystemProgram.transfer({ fromPubkey: a.publicKey, toPubkey: b.publicKey, lamports: 300_000_000 }),
    ]);
    expect((await status(sig))?.confirmationStatus).toBe('finalized');
    expect(await conn.getBalance(b.publicKey)).toBe(300_000_000);
    expect(await conn.getBalance(a.publicKey)).toBe(2 * LAMPORTS_PER_SOL - 300_000_000 - 5000);

    const history = await conn.getSignaturesForAddress(a.publicKey, { limit: 10 });
    expect(history.map((h) => h.signature)).toHaveLength(2); // the airdrop, then the transfer
    expect(history[0]!.signature).toBe(sig); // newest first
    const older = await conn.getSignaturesForAddress(a.publicKey, { before: sig });
    expect(older.map((h) => h.signature)).toEqual([history[1]!.signature]);

    const parsed = await conn.getParsedTransaction(sig, { maxSupportedTransactionVersion: 0 });
    expect(parsed?.meta?.fee).toBe(5000);
    expect(parsed?.meta?.preBalances[1]).toBe(0);
    expect(parsed?.meta?.postBalances[1]).toBe(300_000_000);
    const ix = parsed?.transaction.message.instructions[0];
    expect(ix && 'parsed' in ix ? ix.parsed : undefined).toEqual({
      type: 'transfer',
      info: { source: a.publicKey.toBase58(), destination: b.publicKey.toBase58(), lamports: 300_000_000 },
    });
    const raw = await conn.getTransaction(sig, { maxSupportedTransactionVersion: 0 });
    expect(raw?.transaction.message.staticAccountKeys.map((k) => k.toBase58())).toContain(
      b.publicKey.toBase58(),
    );
    expect(raw?.version).toBe('legacy');
    expect(raw?.blockTime).toBeGreaterThan(0);
  });

  it('refuses in preflight with the RPC error text, and lands nothing', async () => {
    const a = Keypair.generate();
    f.airdrop(a.publicKey.toBase58(), 1_000_000n);
    const err = await sendIxs(a, [
      SystemProgram.transfer({
        fromPubkey: a.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 5_000_000,
      }),
    ]).catch((e: unknown) => e as Error);
    expect(String(err)).toContain(
      'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    );
    expect(await conn.getSignaturesForAddress(a.publicKey)).toHaveLength(1);
  });

  it.each([
    ['Token', TOKEN_PROGRAM_ID, false],
    ['Token-2022', TOKEN_2022_PROGRAM_ID, true],
  ] as const)(
    'lands an SPL transferChecked (%s) with token balances and parsed accounts',
    async (_n, programId, token2022) => {
      const a = Keypair.generate();
      const b = Keypair.generate();
      f.airdrop(a.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL));
      const mintB58 = await f.createMint(6, { token2022 });
      const mint = new PublicKey(mintB58);
      await f.mintTo(mintB58, a.publicKey.toBase58(), 5_000_000n);
      const fromAta = getAssociatedTokenAddressSync(mint, a.publicKey, false, programId);
      const toAta = getAssociatedTokenAddressSync(mint, b.publicKey, false, programId);
      const sig = await sendIxs(a, [
        createAssociatedTokenAccountIdempotentInstruction(a.publicKey, toAta, b.publicKey, mint, programId),
        createTransferCheckedInstruction(fromAta, mint, toAta, a.publicKey, 1_250_000n, 6, [], programId),
      ]);
      expect((await status(sig))?.err).toBeNull();

      const mine = await conn.getParsedTokenAccountsByOwner(a.publicKey, { programId });
      expect(mine.value[0]?.account.data.parsed.info.tokenAmount).toEqual({
        amount: '3750000',
        decimals: 6,
        uiAmount: 3.75,
        uiAmountString: '3.75',
      });
      const theirs = await conn.getTokenAccountsByOwner(b.publicKey, { mint });
      expect(theirs.value[0]?.pubkey.toBase58()).toBe(toAta.toBase58());
      const other = await conn.getParsedTokenAccountsByOwner(a.publicKey, {
        programId: token2022 ? TOKEN_PROGRAM_ID : TOKEN_2022_PROGRAM_ID,
      });
      expect(other.value).toHaveLength(0);

      const tx = await conn.getParsedTransaction(sig, { maxSupportedTransactionVersion: 0 });
      const post = tx?.meta?.postTokenBalances?.find((t) => t.owner === b.publicKey.toBase58());
      expect(post?.uiTokenAmount.amount).toBe('1250000');
      expect(tx?.meta?.preTokenBalances?.find((t) => t.owner === b.publicKey.toBase58())).toBeUndefined();
      const last = tx?.transaction.message.instructions[1];
      expect(last && 'parsed' in last ? last.parsed.type : undefined).toBe('transferChecked');
      expect(tx?.meta?.innerInstructions?.length).toBeGreaterThan(0); // the ATA program's CPIs
      expect((await conn.getTokenAccountBalance(toAta)).value.uiAmountString).toBe('1.25');
      const mintInfo = await conn.getParsedAccountInfo(mint);
      expect(mintInfo.value?.data).toMatchObject({
        parsed: { type: 'mint', info: { supply: '5000000', decimals: 6 } },
      });
    },
  );

  it('runs stake create-with-seed + delegate, deactivate and withdraw across epochs', async () => {
    const owner = Keypair.generate();
    f.airdrop(owner.publicKey.toBase58(), 10n * BigInt(LAMPORTS_PER_SOL));
    const vote = new PublicKey(await f.createVoteAccount());
    const seed = 'stake:0';
    const stake = await PublicKey.createWithSeed(owner.publicKey, seed, StakeProgram.programId);
    const rent = await conn.getMinimumBalanceForRentExemption(StakeProgram.space);
    // litesvm's bundled Stake program has a 1 SOL minimum delegation (StakeError 12)
    const small = await sendIxs(owner, [
      ...StakeProgram.createAccountWithSeed({
        fromPubkey: owner.publicKey,
        stakePubkey: await PublicKey.createWithSeed(owner.publicKey, 'small', StakeProgram.programId),
        basePubkey: owner.publicKey,
        seed: 'small',
        authorized: new Authorized(owner.publicKey, owner.publicKey),
        lockup: new Lockup(0, 0, PublicKey.default),
        lamports: rent + LAMPORTS_PER_SOL - 1,
      }).instructions,
      ...StakeProgram.delegate({
        stakePubkey: await PublicKey.createWithSeed(owner.publicKey, 'small', StakeProgram.programId),
        authorizedPubkey: owner.publicKey,
        votePubkey: vote,
      }).instructions,
    ]).catch((e: unknown) => String(e));
    expect(small).toContain('custom program error: 0xc');
    await sendIxs(owner, [
      ...StakeProgram.createAccountWithSeed({
        fromPubkey: owner.publicKey,
        stakePubkey: stake,
        basePubkey: owner.publicKey,
        seed,
        authorized: new Authorized(owner.publicKey, owner.publicKey),
        lockup: new Lockup(0, 0, PublicKey.default),
        lamports: rent + 2 * LAMPORTS_PER_SOL,
      }).instructions,
      ...StakeProgram.delegate({ stakePubkey: stake, authorizedPubkey: owner.publicKey, votePubkey: vote })
        .instructions,
    ]);
    const epoch0 = (await conn.getEpochInfo()).epoch;
    const mine = await conn.getParsedProgramAccounts(StakeProgram.programId, {
      filters: [{ memcmp: { offset: 44, bytes: owner.publicKey.toBase58() } }],
    });
    expect(mine).toHaveLength(1);
    const delegation = () =>
      conn
        .getParsedAccountInfo(stake)
        .then(
          (r) =>
            (r.value?.data as { parsed: { info: { stake: { delegation: Record<string, string> } } } }).parsed
              .info.stake.delegation,
        );
    expect(await delegation()).toMatchObject({
      voter: vote.toBase58(),
      stake: String(2 * LAMPORTS_PER_SOL),
      activationEpoch: String(epoch0),
      deactivationEpoch: '18446744073709551615',
    });

    f.advanceEpoch();
    expect((await conn.getEpochInfo()).epoch).toBe(epoch0 + 1);
    await sendIxs(
      owner,
      StakeProgram.deactivate({ stakePubkey: stake, authorizedPubkey: owner.publicKey }).instructions,
    );
    expect((await delegation()).deactivationEpoch).toBe(String(epoch0 + 1));
    // still cooling down this epoch: the stake program refuses to release it
    const early = await sendIxs(
      owner,
      StakeProgram.withdraw({
        stakePubkey: stake,
        authorizedPubkey: owner.publicKey,
        toPubkey: owner.publicKey,
        lamports: rent + 2 * LAMPORTS_PER_SOL,
      }).instructions,
    ).catch((e: unknown) => String(e));
    expect(early).toContain('Transaction simulation failed');

    f.advanceEpoch();
    const before = await conn.getBalance(owner.publicKey);
    await sendIxs(
      owner,
      StakeProgram.withdraw({
        stakePubkey: stake,
        authorizedPubkey: owner.publicKey,
        toPubkey: owner.publicKey,
        lamports: rent + 2 * LAMPORTS_PER_SOL,
      }).instructions,
    );
    expect(await conn.getBalance(owner.publicKey)).toBe(before + rent + 2 * LAMPORTS_PER_SOL - 5000);
    expect(await conn.getAccountInfo(stake)).toBeNull();
  });

  it('drops a send when told to; its blockhash then expires and can no longer be used', async () => {
    const a = Keypair.generate();
    f.airdrop(a.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL));
    const { blockhash, lastValidBlockHeight } = await conn.getLatestBlockhash();
    const tx = new Transaction({ feePayer: a.publicKey, blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({
        fromPubkey: a.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 10_000_000,
      }),
    );
    tx.sign(a);
    f.hooks.dropSends = true;
    const sig = await conn.sendRawTransaction(tx.serialize());
    f.hooks.dropSends = false;
    expect(await status(sig)).toBeNull();
    expect(await conn.isBlockhashValid(blockhash)).toMatchObject({ value: true });
    f.expireBlockhashes();
    expect(await conn.getBlockHeight()).toBeGreaterThan(lastValidBlockHeight);
    expect(await conn.isBlockhashValid(blockhash)).toMatchObject({ value: false });
    expect(String(await conn.sendRawTransaction(tx.serialize()).catch((e: unknown) => e))).toContain(
      'Blockhash not found',
    );
    expect(await status(sig)).toBeNull();
  });

  it('simulates unsigned with a replaced blockhash, answers batches, counts requests, and can lie', async () => {
    const a = Keypair.generate();
    f.airdrop(a.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL));
    const tx = new Transaction({ feePayer: a.publicKey, recentBlockhash: PublicKey.default.toBase58() }).add(
      SystemProgram.transfer({
        fromPubkey: a.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 10_000_000,
      }),
    );
    const wire = tx.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64');
    const call = (body: unknown) =>
      fetch(f.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<unknown>);
    const sim = (await call({
      jsonrpc: '2.0',
      id: 1,
      method: 'simulateTransaction',
      params: [wire, { encoding: 'base64', sigVerify: false, replaceRecentBlockhash: true }],
    })) as { result: { value: { err: unknown; unitsConsumed: number; logs: string[] } } };
    expect(sim.result.value.err).toBeNull();
    expect(sim.result.value.unitsConsumed).toBeGreaterThan(0);
    expect(sim.result.value.logs[0]).toContain('invoke [1]');

    const before = f.requests().length;
    const batch = (await call([
      { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [a.publicKey.toBase58()] },
      { jsonrpc: '2.0', id: 2, method: 'getSlot' },
      { jsonrpc: '2.0', id: 3, method: 'noSuchMethod' },
    ])) as { id: number; result?: { value: number }; error?: { code: number } }[];
    expect(batch.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(batch[0]?.result?.value).toBe(LAMPORTS_PER_SOL);
    expect(batch[2]?.error?.code).toBe(-32601);
    const made = f.requests().slice(before);
    expect(made.map((r) => r.method)).toEqual(['getBalance', 'getSlot', 'noSuchMethod']);
    expect(new Set(made.map((r) => r.http)).size).toBe(1);

    f.hooks.lie = (method, result) =>
      method === 'getBalance' ? { ...(result as object), value: 42 } : result;
    expect(await conn.getBalance(a.publicKey)).toBe(42);
    f.hooks.lie = undefined;
    const fee = await conn.getFeeForMessage(
      new Transaction({ feePayer: a.publicKey, ...(await conn.getLatestBlockhash()) })
        .add(SystemProgram.transfer({ fromPubkey: a.publicKey, toPubkey: a.publicKey, lamports: 1 }))
        .compileMessage(),
    );
    expect(fee.value).toBe(5000);
    expect((await conn.getRecentPrioritizationFees()).length).toBeGreaterThan(0);
  });

  it('simulateTransaction returns the accounts asked for as the transaction would leave them', async () => {
    const a = Keypair.generate();
    const b = Keypair.generate().publicKey;
    f.airdrop(a.publicKey.toBase58(), 1_000_000_000n);
    const simulate = async (lamports: number) => {
      const tx = new Transaction({
        feePayer: a.publicKey,
        recentBlockhash: PublicKey.default.toBase58(),
      }).add(SystemProgram.transfer({ fromPubkey: a.publicKey, toPubkey: b, lamports }));
      const wire = tx.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64');
      const res = await fetch(f.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'simulateTransaction',
          params: [
            wire,
            {
              encoding: 'base64',
              sigVerify: false,
              replaceRecentBlockhash: true,
              accounts: { addresses: [a.publicKey.toBase58(), b.toBase58()], encoding: 'base64' },
            },
          ],
        }),
      });
      return (
        (await res.json()) as {
          result: { value: { err: unknown; accounts: ({ lamports: number } | null)[] } };
        }
      ).result.value;
    };
    const ok = await simulate(10_000_000);
    expect(ok.err).toBeNull();
    // the fee (5000) is charged in the simulated state, and nothing is committed
    expect(ok.accounts.map((x) => x?.lamports ?? null)).toEqual([989_995_000, 10_000_000]);
    expect(await conn.getBalance(b)).toBe(0);
    const failed = await simulate(5_000_000_000);
    expect(failed.err).not.toBeNull();
    expect(failed.accounts).toEqual([null, null]);
  });

  it('lands a failed transaction sent with skipPreflight: charged, err in status and history', async () => {
    const a = Keypair.generate();
    f.airdrop(a.publicKey.toBase58(), 1_000_000n);
    const { blockhash, lastValidBlockHeight } = await conn.getLatestBlockhash();
    const tx = new Transaction({ feePayer: a.publicKey, blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({
        fromPubkey: a.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 5_000_000,
      }),
    );
    tx.sign(a);
    const sig = await conn.sendRawTransaction(tx.serialize(), { skipPreflight: true });
    expect((await status(sig))?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(await conn.getBalance(a.publicKey)).toBe(1_000_000 - 5000);
    const [newest] = await conn.getSignaturesForAddress(a.publicKey, { limit: 1 });
    expect(newest?.signature).toBe(sig);
    expect(newest?.err).not.toBeNull();
  });

  it('serves a v0 transaction only to clients that ask for version 0, and batches accounts', async () => {
    const a = Keypair.generate();
    const b = Keypair.generate();
    f.airdrop(a.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL));
    const { blockhash } = await conn.getLatestBlockhash();
    const msg = new TransactionMessage({
      payerKey: a.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: a.publicKey, toPubkey: b.publicKey, lamports: 10_000_000 }),
      ],
    }).compileToV0Message();
    const vtx = new VersionedTransaction(msg);
    vtx.sign([a]);
    const sig = await conn.sendRawTransaction(vtx.serialize());
    const got = await conn.getParsedTransaction(sig, { maxSupportedTransactionVersion: 0 });
    expect(got?.version).toBe(0);
    expect(String(await conn.getParsedTransaction(sig).catch((e: unknown) => e))).toContain(
      'maxSupportedTransactionVersion',
    );
    const both = await conn.getMultipleAccountsInfo([a.publicKey, b.publicKey, Keypair.generate().publicKey]);
    expect(both.map((x) => x?.lamports ?? null)).toEqual([
      LAMPORTS_PER_SOL - 10_000_000 - 5000,
      10_000_000,
      null,
    ]);
    const sized = await conn.getProgramAccounts(StakeProgram.programId, { filters: [{ dataSize: 1 }] });
    expect(sized).toEqual([]);
  });

  it('refuses a transaction whose signature does not match its message', async () => {
    const a = Keypair.generate();
    f.airdrop(a.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL));
    const { blockhash, lastValidBlockHeight } = await conn.getLatestBlockhash();
    const tx = new Transaction({ feePayer: a.publicKey, blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({
        fromPubkey: a.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 10_000_000,
      }),
    );
    tx.sign(a);
    const wire = tx.serialize();
    wire[wire.length - 1]! ^= 1; // the lamports field of the transfer, after signing
    const err = await conn.sendRawTransaction(wire).catch((e: unknown) => String(e));
    expect(err).toContain('signature verification failure');
    expect(await conn.getSignaturesForAddress(a.publicKey)).toHaveLength(1);
  });
});

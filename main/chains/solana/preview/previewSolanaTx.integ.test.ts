/**
 * The Solana preview against litesvm behind the JSON-RPC facade (real System and Token
 * programs, real simulation): a SOL transfer previews exactly its amount in one round trip,
 * a token transfer its decimal amount, Assign and Approve their permissions and red warnings,
 * a failing transaction its reason, and a node without simulateTransaction the
 * "not available" line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Keypair, PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js';
import {
  createApproveInstruction,
  createTransferInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { PREVIEW_UNAVAILABLE } from '../../../../shared/preview/txPreview';
import { startSolanaFacade, type SolanaFacade } from '../../../../test/solana/facade';
import { previewSolanaTx } from './previewSolanaTx';
import type { BatchCall, BatchReply, SolanaPreviewNode } from './types';

let f: SolanaFacade;
const wallet = Keypair.generate().publicKey;
const W = wallet.toBase58();

/** a batch client for `url`; `drop` answers a method as a node that lacks it */
function nodeAt(url: string, drop?: string): SolanaPreviewNode {
  return {
    async batch(calls: readonly BatchCall[]): Promise<BatchReply[]> {
      const body = calls.map((c, id) => ({
        jsonrpc: '2.0',
        id,
        method: c.method === drop ? 'nope' : c.method,
        params: c.params,
      }));
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await res.json()) as BatchReply[];
    },
  };
}

function wire(ixs: TransactionInstruction[]): string {
  // a stale blockhash: the preview asks the node to replace it
  const tx = new Transaction({ feePayer: wallet, recentBlockhash: PublicKey.default.toBase58() }).add(...ixs);
  return tx.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64');
}

beforeAll(async () => {
  f = await startSolanaFacade();
  f.airdrop(W, 2_000_000_000n);
});
afterAll(() => f.close());

describe('previewSolanaTx on litesvm', () => {
  it('a SOL transfer: exactly its amount sent, the fee apart, in one round trip', async () => {
    const before = f.requests().length;
    const to = Keypair.generate().publicKey;
    const p = await previewSolanaTx(nodeAt(f.url), {
      transaction: wire([SystemProgram.transfer({ fromPubkey: wallet, toPubkey: to, lamports: 12_345_000 })]),
      wallet: W,
      fee: 5000n,
    });
    expect(p).toMatchObject({
      status: 'ok',
      method: 'simulateTransaction',
      send: [{ asset: 'native', symbol: 'SOL', amount: '0.012345', raw: false }],
      receive: [],
      permissions: [],
      warnings: [],
    });
    const made = f.requests().slice(before);
    expect(made.map((r) => r.method)).toEqual(['getMultipleAccounts', 'simulateTransaction']);
    expect(new Set(made.map((r) => r.http)).size).toBe(1);
    // nothing was sent: the balance is untouched
    expect(f.svm.getBalance(W as never)).toBe(2_000_000_000n);
  });

  it('a token transfer: the decimal amount of the mint, read from the mint', async () => {
    const mint = await f.createMint(6);
    await f.mintTo(mint, W, 100_000_000n);
    const other = Keypair.generate().publicKey;
    await f.mintTo(mint, other.toBase58(), 1n);
    const m = new PublicKey(mint);
    const p = await previewSolanaTx(nodeAt(f.url), {
      transaction: wire([
        createTransferInstruction(
          getAssociatedTokenAddressSync(m, wallet),
          getAssociatedTokenAddressSync(m, other),
          wallet,
          40_500_000n,
        ),
      ]),
      wallet: W,
      fee: 5000n,
    });
    expect(p).toMatchObject({
      status: 'ok',
      send: [{ asset: mint, standard: 'spl', amount: '40.5', raw: false }],
    });
  });

  it('Assign of the wallet and an Approve: permissions and red warnings, no moves', async () => {
    const prog = Keypair.generate().publicKey;
    const mint = await f.createMint(2);
    await f.mintTo(mint, W, 500n);
    const spender = Keypair.generate().publicKey;
    const ata = getAssociatedTokenAddressSync(new PublicKey(mint), wallet);
    const p = await previewSolanaTx(nodeAt(f.url), {
      transaction: wire([
        createApproveInstruction(ata, spender, wallet, 2n ** 64n - 1n),
        SystemProgram.assign({ accountPubkey: wallet, programId: prog }),
      ]),
      wallet: W,
      fee: 5000n,
    });
    if (p.status !== 'ok') throw new Error(JSON.stringify(p));
    expect(p.send).toEqual([]);
    expect(p.permissions.map((x) => [x.kind, x.spender, x.unlimited])).toEqual([
      ['approve', spender.toBase58(), true],
      ['assign', prog.toBase58(), true],
    ]);
    expect(p.warnings.map((w) => w.level)).toEqual(['danger', 'danger']);
    expect(p.warnings[1]!.text).toContain(
      `This gives control of your account ${W} to program ${prog.toBase58()}`,
    );
  });

  it('a transaction that fails: reverts, with the program’s reason, warnings kept', async () => {
    const p = await previewSolanaTx(nodeAt(f.url), {
      transaction: wire([
        SystemProgram.transfer({
          fromPubkey: wallet,
          toPubkey: Keypair.generate().publicKey,
          lamports: 9_000_000_000,
        }),
      ]),
      wallet: W,
      fee: 5000n,
    });
    expect(p).toMatchObject({ status: 'reverts', method: 'simulateTransaction', warnings: [] });
    if (p.status === 'reverts') expect(p.reason).toMatch(/insufficient lamports/i);
  });

  it('a node without simulateTransaction: "not available", never a silent pass', async () => {
    const p = await previewSolanaTx(nodeAt(f.url, 'simulateTransaction'), {
      transaction: wire([SystemProgram.transfer({ fromPubkey: wallet, toPubkey: wallet, lamports: 1 })]),
      wallet: W,
      fee: 5000n,
    });
    expect(p).toEqual({ status: 'unavailable', reason: PREVIEW_UNAVAILABLE });
  });
});

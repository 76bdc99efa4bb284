// Issue 32 for the wallet's own Solana sends: the review previews the very message prepare hands
// the signer, simulated by litesvm behind the JSON-RPC facade, and a send whose simulation
// differs from what the user asked is refused by main before the signer is asked. The real app
// (services, SQLite cache, the real signer process behind a recorder), the Solana family, and a
// real fee-taking Token-2022 mint (the TransferFee extension, 1 %: the recipient gets less
// than the wallet sends).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ExtensionType,
  TOKEN_2022_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createInitializeTransferFeeConfigInstruction,
  createMintToCheckedInstruction,
  getAssociatedTokenAddressSync,
  getMintLen,
} from '@solana/spl-token';
import { Keypair, PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js';
import { address } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput } from '../../../shared/contract';
import { startSolanaFacade, type SolanaFacade } from '../../../test/solana/facade';
import { startTokenListServer, type TokenListServer } from '../../../test/solana/tokenListServer';
import { recordingTransportFactory, type RecordedSignerMessage } from '../../../test/recordingTransport';
import { sourceSignerFactory } from '../../../test/signerProcess';
import { createApp, type App } from '../../app/createApp';
import { createSolanaWalletFamily } from '../../chains/solana/walletFamily';
import { createHttp } from '../../net/http';
import { dispatcher } from '../../../test/dispatch';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
// m/44'/501'/0'/0' of the abandon phrase
const ME = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk';
const BOB = Keypair.fromSeed(new Uint8Array(32).fill(7)).publicKey;
const SOL = 1_000_000_000n;
const FEE_BPS = 100;
const MISMATCH = 'the recipient gets 9.9 FEE, you asked to send 10 FEE';

let f: SolanaFacade;
let list: TokenListServer;
let app: App;
let dataDir: string;
const signerLog: RecordedSignerMessage[] = [];
const authority = Keypair.generate();
let feeMint = '';
let honestMint = '';

const { call, fails } = dispatcher(() => app.dispatch);
const signed = () => signerLog.filter((m) => m.direction === 'toSigner' && m.text.includes('"signTransfer"'));
const methods = (from: number) =>
  f
    .requests()
    .slice(from)
    .map((r) => r.method);
const lamportsOf = (a: string): bigint => f.svm.getBalance(address(a)) ?? 0n;

/** Lands `ixs` signed by the test's mint authority, through the facade's own sendTransaction. */
async function land(ixs: TransactionInstruction[], extra: Keypair[] = []): Promise<void> {
  const rpc = async (method: string, params: unknown[]) => {
    const res = await fetch(f.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await res.json()) as { result?: unknown; error?: { message: string } };
    if (body.error) throw new Error(body.error.message);
    return body.result;
  };
  const { value } = (await rpc('getLatestBlockhash', [])) as { value: { blockhash: string } };
  const tx = new Transaction({ feePayer: authority.publicKey, recentBlockhash: value.blockhash }).add(...ixs);
  tx.sign(authority, ...extra);
  await rpc('sendTransaction', [tx.serialize().toString('base64'), { encoding: 'base64' }]);
}

/** A Token-2022 mint keeping `bps` of every transfer (none: an honest Token-2022 mint), 1,000 to ME, an account for BOB. */
async function token2022(bps: number | null): Promise<string> {
  const mint = Keypair.generate();
  const exts = bps === null ? [] : [ExtensionType.TransferFeeConfig];
  const space = getMintLen(exts);
  const rent = Number(f.svm.minimumBalanceForRentExemption(BigInt(space)));
  const p = TOKEN_2022_PROGRAM_ID;
  const [m, a] = [mint.publicKey, authority.publicKey];
  await land(
    [
      SystemProgram.createAccount({
        fromPubkey: a,
        newAccountPubkey: m,
        lamports: rent,
        space,
        programId: p,
      }),
      ...(bps === null ? [] : [createInitializeTransferFeeConfigInstruction(m, a, a, bps, 10n ** 18n, p)]),
      createInitializeMint2Instruction(m, 6, a, null, p),
    ],
    [mint],
  );
  const mine = getAssociatedTokenAddressSync(m, new PublicKey(ME), false, p);
  const bobs = getAssociatedTokenAddressSync(m, BOB, false, p);
  await land([
    createAssociatedTokenAccountIdempotentInstruction(a, mine, new PublicKey(ME), m, p),
    createAssociatedTokenAccountIdempotentInstruction(a, bobs, BOB, m, p),
    createMintToCheckedInstruction(m, mine, a, 1_000_000_000n, 6, [], p),
  ]);
  return m.toBase58();
}

const form = (coinId: string, amount: string): CallInput<'send.quote'> => ({
  coinId,
  to: BOB.toBase58(),
  amount,
  sendAll: false,
  feeOption: 'Normal',
});

let solId = '';
let feeId = '';
let honestId = '';

beforeAll(async () => {
  f = await startSolanaFacade();
  f.airdrop(ME, 10n * SOL);
  f.airdrop(authority.publicKey.toBase58(), 10n * SOL);
  f.airdrop(BOB.toBase58(), SOL);
  feeMint = await token2022(FEE_BPS);
  honestMint = await token2022(null);
  list = await startTokenListServer([
    { address: feeMint, name: 'Fee Token', symbol: 'FEE', decimals: 6, holders: 10 },
    { address: honestMint, name: 'Plain Token', symbol: 'PLN', decimals: 6, holders: 10 },
  ]);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'wallet-solana-preview-gate-'));
  app = await createApp({
    dataDir,
    host: 'web',
    network: 'local',
    version: 'test',
    signerFactory: (vaultDir, network) =>
      recordingTransportFactory(sourceSignerFactory(vaultDir, network), signerLog),
    families: {
      solana: createSolanaWalletFamily({
        network: 'local',
        local: { rpcUrl: f.url, tokenListUrl: list.url },
        http: createHttp({ backoffMs: 0, retries: 0 }),
      }),
    },
  });
  await call('wallets.importPhrase', { phrase: ABANDON, password: 'correct horse battery' });
  const sol = (await call('coins.list', {})).coins.find(
    (c) => c.chainName === 'solana' && c.type === 'coin',
  )!;
  expect(sol.address).toBe(ME);
  solId = sol.id;
  feeId = (await call('coins.addToken', { chainName: 'solana', contractAddress: feeMint })).coinId;
  honestId = (await call('coins.addToken', { chainName: 'solana', contractAddress: honestMint })).coinId;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await f?.close();
  await list?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the wallet’s own Solana sends, previewed and held to the intent (issue 32)', () => {
  it('a SOL send previews exactly its amount, the fee apart, and is signed as the message previewed', async () => {
    const q = await call('send.quote', form(solId, '0.25'));
    expect(q.preview).toEqual({
      status: 'ok',
      method: 'simulateTransaction',
      send: [
        {
          asset: 'native',
          symbol: 'SOL',
          standard: 'native',
          amount: '0.25',
          raw: false,
          tokenId: null,
          fiat: null,
        },
      ],
      receive: [],
      permissions: [],
      warnings: [],
      mismatch: null,
    });
    const simulated = f
      .requests()
      .filter((r) => r.method === 'simulateTransaction')
      .at(-1)!;
    const bob = lamportsOf(BOB.toBase58());
    const from = f.requests().length;
    signerLog.length = 0;
    await call('send.submit', { ...form(solId, '0.25'), approvedFee: q.fee, quoteId: q.quoteId! });
    expect(signed()).toHaveLength(1);
    // judged by the preview held under the id: no second simulation, and the message signed is
    // the one simulated (the wire after the signature section), not a rebuilt one
    expect(methods(from)).not.toContain('simulateTransaction');
    const sent = f
      .requests()
      .slice(from)
      .find((r) => r.method === 'sendTransaction')!;
    const messageOf = (wire: string) => Buffer.from(wire, 'base64').subarray(1 + 64);
    expect(messageOf((sent.params as string[])[0]!)).toEqual(messageOf((simulated.params as string[])[0]!));
    expect(lamportsOf(BOB.toBase58()) - bob).toBe(250_000_000n);
  });

  it('an honest Token-2022 send previews exactly −N of the coin', async () => {
    const q = await call('send.quote', form(honestId, '10'));
    expect(q.preview).toMatchObject({
      status: 'ok',
      send: [{ asset: honestMint, symbol: 'PLN', standard: 'spl', amount: '10', raw: false }],
      receive: [],
      mismatch: null,
    });
  });

  it('a fee-taking mint: the review shows the difference and a quote id', async () => {
    const q = await call('send.quote', form(feeId, '10'));
    expect(q.preview).toMatchObject({
      status: 'ok',
      send: [{ asset: feeMint, symbol: 'FEE', amount: '10' }],
      mismatch: MISMATCH,
    });
    expect(q.quoteId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('submitted anyway, with its id, without one or with another send’s: refused in words, nothing signed or sent', async () => {
    const honest = await call('send.quote', form(solId, '0.01'));
    const q = await call('send.quote', form(feeId, '10'));
    const before = { me: lamportsOf(ME), fee: (await call('coin.overview', { coinId: feeId })).balance };
    for (const quoteId of [q.quoteId!, undefined, honest.quoteId!]) {
      signerLog.length = 0;
      const from = f.requests().length;
      const e = await fails('send.submit', {
        ...form(feeId, '10'),
        approvedFee: q.fee,
        ...(quoteId ? { quoteId } : {}),
      });
      expect(e).toEqual({
        code: 'INTENT_MISMATCH',
        message: `Not sent: the simulation on your node differs from what you asked: ${MISMATCH}`,
      });
      expect(signed()).toEqual([]);
      expect(methods(from)).not.toContain('sendTransaction');
      // under its own id the held preview judges; otherwise main simulates again
      expect(methods(from).includes('simulateTransaction')).toBe(quoteId !== q.quoteId);
    }
    expect(lamportsOf(ME)).toBe(before.me);
    const after = await call('coin.overview', { coinId: feeId });
    expect(after.balance).toBe(before.fee);
    expect(after.pending).toEqual([]);
  });
});

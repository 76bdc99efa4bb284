/**
 * WalletConnect's Solana requests through the browser host: a real dapp (sign-client in this
 * test) pairs over the local relay asking for the local Solana chain; Chromium approves a
 * solana_signMessage (shown as text) and a solana_signTransaction (a SOL transfer, shown with
 * its recipient, amount, fee payer and signer), whose signed transaction the dapp submits to
 * the litesvm node; a transaction calling an unknown program shows the warning and is rejected.
 * The hostile-main refusals are main/walletconnect/walletConnectSolana.integ.test.ts and
 * signer/chains/solana/dappSign.test.ts.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  VersionedTransaction,
} from '@solana/web3.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSolanaFacade, type SolanaFacade } from '../test/solana/facade';
import { startTestDapp, type TestDapp } from '../test/walletconnect/dapp';
import { startLocalRelay, type LocalRelay } from '../test/walletconnect/relay';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { fillNewPassword, walletTitle } from './walletFlow';

const PHRASE = 'test test test test test test test test test test test junk';
const CHAIN = 'solana:localnet';
const BOB = Keypair.fromSeed(new Uint8Array(32).fill(2)).publicKey;
const UNKNOWN_PROGRAM = Keypair.fromSeed(new Uint8Array(32).fill(9)).publicKey;

let relay: LocalRelay;
let node: SolanaFacade;
let host: Host;
let browser: Browser;
let page: Page;
let dapp: TestDapp;
let topic = '';
let me: PublicKey;
const pageErrors: string[] = [];

const dialog = (name: string) => page.getByRole('dialog', { name });

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const res = await fetch(node.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result as T;
}

async function unsigned(...ixs: TransactionInstruction[]): Promise<string> {
  const { value } = await rpc<{ value: { blockhash: string } }>('getLatestBlockhash', []);
  const tx = new Transaction({ feePayer: me, recentBlockhash: value.blockhash }).add(...ixs);
  return Buffer.from(tx.serialize({ requireAllSignatures: false, verifySignatures: false })).toString(
    'base64',
  );
}

beforeAll(async () => {
  relay = await startLocalRelay();
  node = await startSolanaFacade();
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({ solana: { rpcUrl: node.url } }),
      WALLET_WC_RELAY_URL: relay.url,
    },
  });
  dapp = await startTestDapp(relay.url);
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 900 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await dapp?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  await node?.close();
  await relay?.close();
}, 60_000);

describe('WalletConnect Solana requests through the browser host', () => {
  it("pairs a dapp asking for Solana: the proposal shows the chain, Connect offers the wallet's Solana account", async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(PHRASE);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 30_000 }).toBe('Main Wallet');

    await page.getByRole('link', { name: 'Connected apps' }).click();
    await page.getByRole('heading', { name: 'Connected apps' }).waitFor();
    const { uri, approval } = await dapp.connect([CHAIN]);
    await page.getByLabel('WalletConnect link').fill(uri);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    const modal = dialog('Connection request');
    await modal.waitFor({ timeout: 20_000 });
    const text = await modal.innerText();
    expect(text).toContain('Solana');
    expect(text).toContain('solana_signTransaction');
    await screenshot(page, 'walletconnect-solana-01-proposal');
    await modal.getByRole('button', { name: 'Connect' }).click();
    const session = await approval;
    topic = session.topic;
    me = new PublicKey(session.namespaces.solana!.accounts[0]!.split(':')[2]!);
    node.airdrop(me.toBase58(), 3_000_000_000n);
  });

  it('solana_signMessage: the text shows; the signature verifies to the wallet address', async () => {
    const message = 'Sign in to Test Swap\nnonce: 11';
    const bytes = new TextEncoder().encode(message);
    const answer = dapp.request<{ signature: string }>(topic, CHAIN, 'solana_signMessage', {
      message: base58.encode(bytes),
      pubkey: me.toBase58(),
    });
    const modal = dialog('Sign message');
    await modal.waitFor({ timeout: 20_000 });
    const text = await modal.innerText();
    expect(text).toContain('nonce: 11');
    expect(text).toContain(me.toBase58());
    await screenshot(page, 'walletconnect-solana-02-sign-message');
    await modal.getByRole('button', { name: 'Sign' }).click();
    const { signature } = await answer;
    expect(ed25519.verify(base58.decode(signature), bytes, me.toBytes())).toBe(true);
  });

  it('solana_signTransaction: recipient, amount, fee payer and signer show; the signed transfer lands', async () => {
    const transaction = await unsigned(
      SystemProgram.transfer({ fromPubkey: me, toPubkey: BOB, lamports: 1_250_000_000n }),
    );
    const answer = dapp.request<{ signature: string; transaction: string }>(
      topic,
      CHAIN,
      'solana_signTransaction',
      {
        transaction,
        pubkey: me.toBase58(),
      },
    );
    const modal = dialog('Sign transaction');
    await modal.waitFor({ timeout: 20_000 });
    const text = await modal.innerText();
    expect(text).toContain('Send 1.25 SOL');
    expect(text).toContain(BOB.toBase58());
    expect(text).toContain('Fee payer');
    expect(text).toContain('this wallet’s key');
    await screenshot(page, 'walletconnect-solana-03-sign-transaction');
    await modal.getByRole('button', { name: 'Sign' }).click();
    const result = await answer;
    const signed = VersionedTransaction.deserialize(Buffer.from(result.transaction, 'base64'));
    expect(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), me.toBytes())).toBe(true);
    await rpc('sendTransaction', [result.transaction, { encoding: 'base64' }]);
    expect((await rpc<{ value: number }>('getBalance', [BOB.toBase58()])).value).toBe(1_250_000_000);
  });

  it('a transaction calling an unknown program is flagged by program id, and rejecting tells the dapp', async () => {
    const transaction = await unsigned(
      new TransactionInstruction({
        programId: UNKNOWN_PROGRAM,
        keys: [{ pubkey: me, isSigner: true, isWritable: true }],
        data: Buffer.from([1, 2, 3]),
      }),
    );
    const answer = dapp
      .request(topic, CHAIN, 'solana_signTransaction', { transaction })
      .catch((e: { code: number }) => e);
    const modal = dialog('Sign transaction');
    await modal.waitFor({ timeout: 20_000 });
    const alert = await modal.getByRole('alert').first().innerText();
    expect(alert).toContain(UNKNOWN_PROGRAM.toBase58());
    expect(alert).toContain('authority');
    await screenshot(page, 'walletconnect-solana-04-unknown-program');
    await modal.getByRole('button', { name: 'Reject' }).click();
    expect(await answer).toMatchObject({ code: 5000 });
    expect(pageErrors).toEqual([]);
  });
});

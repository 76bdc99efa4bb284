/**
 * Transaction preview for dapps (issue 32) through the browser host: a real dapp (sign-client)
 * paired over the local relay with the local Solana chain (litesvm behind the JSON-RPC facade)
 * and Ethereum (anvil). A dapp's System Assign of the wallet's account shows the red warning
 * and names the instruction; a dapp's SOL transfer previews exactly its amount, simulated on
 * the node; typed data carrying a field its types do not declare is refused (the modal says
 * why and only closes; the signer's own refusal is signer/dapp/refusals.test.ts).
 */
import { PublicKey, SystemProgram, Transaction, Keypair, type TransactionInstruction } from '@solana/web3.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type Anvil } from '../test/evm/anvil';
import { startSolanaFacade, type SolanaFacade } from '../test/solana/facade';
import { startTestDapp, type TestDapp } from '../test/walletconnect/dapp';
import { startLocalRelay, type LocalRelay } from '../test/walletconnect/relay';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { fillNewPassword, walletTitle } from './walletFlow';

const PHRASE = 'test test test test test test test test test test test junk';
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CHAIN = 'solana:localnet';
const BOB = Keypair.fromSeed(new Uint8Array(32).fill(2)).publicKey;
const DRAINER = Keypair.fromSeed(new Uint8Array(32).fill(13)).publicKey;

let relay: LocalRelay;
let node: SolanaFacade;
let anvil: Anvil;
let host: Host;
let browser: Browser;
let page: Page;
let dapp: TestDapp;
let topic = '';
let me: PublicKey;
const pageErrors: string[] = [];

const dialog = (name: string) => page.getByRole('dialog', { name });

async function unsigned(...ixs: TransactionInstruction[]): Promise<string> {
  const res = await fetch(node.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getLatestBlockhash', params: [] }),
  });
  const { result } = (await res.json()) as { result: { value: { blockhash: string } } };
  const tx = new Transaction({ feePayer: me, recentBlockhash: result.value.blockhash }).add(...ixs);
  return Buffer.from(tx.serialize({ requireAllSignatures: false, verifySignatures: false })).toString(
    'base64',
  );
}

beforeAll(async () => {
  relay = await startLocalRelay();
  node = await startSolanaFacade();
  anvil = await startAnvil({ chainId: 1 });
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({ solana: { rpcUrl: node.url }, evm: { rpcUrl: anvil.url } }),
      WALLET_WC_RELAY_URL: relay.url,
    },
  });
  dapp = await startTestDapp(relay.url);
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 1000 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await dapp?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  await anvil?.stop();
  await node?.close();
  await relay?.close();
}, 60_000);

describe('Transaction preview for dapp requests through the browser host', () => {
  it('pairs a dapp asking for Solana and Ethereum', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(PHRASE);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 30_000 }).toBe('Main Wallet');
    await page.getByRole('link', { name: 'Connected apps' }).click();
    await page.getByRole('heading', { name: 'Connected apps' }).waitFor();
    const { uri, approval } = await dapp.connect([CHAIN, 'eip155:1']);
    await page.getByLabel('WalletConnect link').fill(uri);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    const modal = dialog('Connection request');
    await modal.waitFor({ timeout: 20_000 });
    await modal.getByRole('button', { name: 'Connect' }).click();
    const session = await approval;
    topic = session.topic;
    me = new PublicKey(session.namespaces.solana!.accounts[0]!.split(':')[2]!);
    node.airdrop(me.toBase58(), 3_000_000_000n);
  });

  it('a dapp Assign of the wallet’s account: the red warning in words, the instruction named', async () => {
    const transaction = await unsigned(SystemProgram.assign({ accountPubkey: me, programId: DRAINER }));
    const answer = dapp
      .request(topic, CHAIN, 'solana_signTransaction', { transaction })
      .catch((e: { code: number }) => e);
    const modal = dialog('Sign transaction');
    await modal.waitFor({ timeout: 20_000 });
    const danger = modal.locator('.preview-warning.danger');
    await danger.first().waitFor();
    expect(await danger.first().innerText()).toBe(
      `This gives control of your account ${me.toBase58()} to program ${DRAINER.toBase58()}: it can take all your SOL and everything the account holds`,
    );
    // red: the card's danger colour, not the plain text colour
    expect(await danger.first().evaluate((e) => getComputedStyle(e).color)).not.toBe(
      await modal
        .locator('dt')
        .first()
        .evaluate((e) => getComputedStyle(e).color),
    );
    const text = await modal.innerText();
    expect(text).toContain('Permissions you give');
    expect(text).toContain(`Assign your account to program ${DRAINER.toBase58()}`);
    expect(text).not.toContain('Unread instruction');
    await screenshot(page, 'solana-preview-01-assign');
    await modal.getByRole('button', { name: 'Reject' }).click();
    expect(await answer).toMatchObject({ code: 5000 });
  });

  it('a dapp SOL transfer previews exactly its amount, simulated on the node', async () => {
    const transaction = await unsigned(
      SystemProgram.transfer({ fromPubkey: me, toPubkey: BOB, lamports: 1_250_000_000n }),
    );
    const answer = dapp
      .request(topic, CHAIN, 'solana_signTransaction', { transaction, pubkey: me.toBase58() })
      .catch((e: { code: number }) => e);
    const modal = dialog('Sign transaction');
    await modal.waitFor({ timeout: 20_000 });
    const card = modal.getByRole('region', { name: 'Simulated outcome' });
    const text = await card.innerText();
    expect(text).toContain('You send');
    expect(text).toContain('−1.25 SOL');
    expect(text).toContain('simulated on your node (simulateTransaction)');
    expect(text).not.toContain('You receive');
    await screenshot(page, 'solana-preview-02-transfer');
    await modal.getByRole('button', { name: 'Reject' }).click();
    expect(await answer).toMatchObject({ code: 5000 });
  });

  it('typed data with a field its types do not declare is refused: the modal says why and only closes', async () => {
    const typed = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      domain: { name: 'Test Swap', chainId: 1 },
      message: { contents: 'Log in', note: 'This signature cannot move your funds' },
    };
    const answer = dapp
      .request<string>(topic, 'eip155:1', 'eth_signTypedData_v4', [ADDRESS, JSON.stringify(typed)])
      .catch((e: { code: number }) => e);
    const modal = dialog('Sign typed data');
    await modal.waitFor({ timeout: 20_000 });
    const alert = await modal.locator('.preview-warning.danger').innerText();
    expect(alert).toBe(
      'This typed data has fields its types do not declare (message.note): they would be shown to you but not signed, so the wallet refuses it',
    );
    expect(await modal.getByRole('button', { name: 'Sign' }).count()).toBe(0);
    await screenshot(page, 'solana-preview-03-typed-data-refused');
    await modal.getByRole('button', { name: 'Close' }).click();
    expect(await answer).toMatchObject({ code: 5000 });
    expect(pageErrors).toEqual([]);
  });
});

/**
 * WalletConnect end to end: the built browser host runs WalletKit against a local relay (the
 * relay protocol's wire format, test/walletconnect/relay.ts) and anvil; a real dapp
 * (sign-client in this test) pairs by the URI pasted in Connected apps. Chromium approves the
 * proposal, a personal_sign, a Permit typed-data signature and an unlimited ERC-20 approve
 * (shown with its warning, landing on anvil), then disconnects from the wallet side.
 * The hostile-main refusal is main/walletconnect/walletConnect.integ.test.ts (main must lie).
 */
import { Contract, hexlify, MaxUint256, toUtf8Bytes, verifyMessage, verifyTypedData } from 'ethers';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type Anvil } from '../test/evm/anvil';
import { deployToken } from '../test/evm/deploy';
import { startTestDapp, type TestDapp } from '../test/walletconnect/dapp';
import { startLocalRelay, type LocalRelay } from '../test/walletconnect/relay';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { fillNewPassword, walletTitle } from './walletFlow';

const PHRASE = 'test test test test test test test test test test test junk';
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SPENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let relay: LocalRelay;
let anvil: Anvil;
let token = '';
let host: Host;
let browser: Browser;
let page: Page;
let dapp: TestDapp;
let topic = '';
const pageErrors: string[] = [];

const dialog = (name: string) => page.getByRole('dialog', { name });

beforeAll(async () => {
  relay = await startLocalRelay();
  anvil = await startAnvil({ chainId: 1 });
  token = await deployToken(anvil, 'Test Dollar', 'TUSD', 6, 1_000_000n * 10n ** 6n);
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({ evm: { rpcUrl: anvil.url } }),
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
  await anvil?.stop();
  await relay?.close();
}, 60_000);

describe('WalletConnect through the browser host', () => {
  it('imports the wallet and pairs a dapp by URI: the proposal modal shows, Connect settles a session', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(PHRASE);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 30_000 }).toBe('Main Wallet');

    await page.getByRole('link', { name: 'Connected apps' }).click();
    await page.getByRole('heading', { name: 'Connected apps' }).waitFor();
    const { uri, approval } = await dapp.connect(['eip155:1']);
    await page.getByLabel('WalletConnect link').fill(uri);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    const modal = dialog('Connection request');
    await modal.waitFor({ timeout: 20_000 });
    const text = await modal.innerText();
    expect(text).toContain('Test Swap');
    expect(text).toContain('https://swap.example');
    expect(text).toContain('Not verified');
    expect(text).toContain('Ethereum');
    expect(text).toContain('eth_signTypedData_v4');
    await screenshot(page, 'walletconnect-01-proposal');
    await modal.getByRole('button', { name: 'Connect' }).click();
    const session = await approval;
    topic = session.topic;
    expect(session.namespaces.eip155!.accounts).toEqual([`eip155:1:${ADDRESS}`]);
    await expect.poll(() => page.getByText('Test Swap').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await screenshot(page, 'walletconnect-02-connected');
  });

  it('personal_sign: the message shows as text; the answer verifies to the wallet address', async () => {
    const message = 'Sign in to Test Swap\nnonce: 7';
    const answer = dapp.request<string>(topic, 'eip155:1', 'personal_sign', [
      hexlify(toUtf8Bytes(message)),
      ADDRESS,
    ]);
    const modal = dialog('Sign message');
    await modal.waitFor({ timeout: 20_000 });
    expect(await modal.innerText()).toContain('nonce: 7');
    await screenshot(page, 'walletconnect-03-personal-sign');
    await modal.getByRole('button', { name: 'Sign' }).click();
    expect(verifyMessage(message, await answer)).toBe(ADDRESS);
  });

  it('eth_signTypedData_v4: a Permit shows the warning and the tree; the signature verifies', async () => {
    const typed = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      domain: { name: 'Test Dollar', version: '1', chainId: 1, verifyingContract: token },
      message: { owner: ADDRESS, spender: SPENDER, value: '5000000', nonce: '0', deadline: '4102444800' },
    };
    const answer = dapp.request<string>(topic, 'eip155:1', 'eth_signTypedData_v4', [
      ADDRESS,
      JSON.stringify(typed),
    ]);
    const modal = dialog('Sign typed data');
    await modal.waitFor({ timeout: 20_000 });
    await expect.poll(() => modal.getByRole('alert').first().innerText()).toMatch(/^Permit:/);
    expect(await modal.innerText()).toContain(SPENDER);
    await screenshot(page, 'walletconnect-04-permit');
    await modal.getByRole('button', { name: 'Sign' }).click();
    const { EIP712Domain: _, ...types } = typed.types;
    expect(verifyTypedData(typed.domain, types, typed.message, await answer)).toBe(ADDRESS);
  });

  it('eth_sendTransaction: an unlimited approve is flagged, approved, and lands on anvil', async () => {
    const erc20 = new Contract(token, ['function approve(address,uint256)']);
    const data = erc20.interface.encodeFunctionData('approve', [SPENDER, MaxUint256]);
    const answer = dapp.request<string>(topic, 'eip155:1', 'eth_sendTransaction', [
      { from: ADDRESS, to: token, data },
    ]);
    const modal = dialog('Approve transaction');
    await modal.waitFor({ timeout: 30_000 });
    const text = await modal.innerText();
    expect(text).toMatch(/Unlimited approval/);
    expect(text).toContain('an unlimited amount of TUSD');
    expect(text).toContain(SPENDER);
    await screenshot(page, 'walletconnect-05-unlimited-approve');
    await modal.getByRole('button', { name: 'Sign and send' }).click();
    const hash = await answer;
    const receipt = await anvil.rpc<{ status: string }>('eth_getTransactionReceipt', [hash]);
    expect(receipt.status).toBe('0x1');
  });

  it('disconnect from the wallet side reaches the dapp', async () => {
    await page.getByRole('button', { name: 'Disconnect', exact: true }).click();
    await expect.poll(() => dapp.deleted.includes(topic), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => page.getByText('No connected apps.').count()).toBe(1);
    await screenshot(page, 'walletconnect-06-disconnected');
    expect(pageErrors).toEqual([]);
  });
});

/**
 * The permissions page end to end on the `local` profile: anvil (chain id 1) with two ERC-20
 * tokens and an OpenZeppelin ERC-721 collection compiled by solc, litesvm behind the JSON-RPC
 * facade, a real dapp (sign-client over the local WalletConnect relay), the built browser host
 * and Chromium. The dapp pairs with the wallet and grants through it, each approved in the
 * wallet's own request modal: three EVM approvals sent by the wallet (unlimited TUSD to
 * Uniswap's router, 1234.5 TDAI to an unknown contract, the collection to OpenSea's Seaport)
 * and a Solana token account's delegate (an Approve the wallet signs and the dapp submits).
 * The page lists all four with amounts and spenders, and the dapp's session; the two token
 * allowances are revoked in one review through the real signer (the review shows them as
 * 'Permissions you remove', simulated on anvil beside the fee), land on anvil and leave the
 * page; the Solana delegate is revoked and lands on litesvm; a token whose approve(spender, 0)
 * also takes tokens (RevokeTrapToken.sol) is shown as such in red, Revoke disabled; axe finds
 * nothing serious.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { mnemonicToSeedSync } from '@scure/bip39';
import { createApproveInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { Keypair, PublicKey, Transaction } from '@solana/web3.js';
import { HDNodeWallet, Interface, MaxUint256, getAddress, toBeHex } from 'ethers';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type Anvil } from '../test/evm/anvil';
import { deployToken } from '../test/evm/deploy';
import { deployNfts, type TestNfts } from '../test/evm/nfts';
import { deployRevokeTrapToken } from '../test/evm/revokeTrapToken';
import { startSolanaFacade, type SolanaFacade } from '../test/solana/facade';
import { slip10Ed25519 } from '../test/solana/testWallet';
import { startTestDapp, type TestDapp } from '../test/walletconnect/dapp';
import { startLocalRelay, type LocalRelay } from '../test/walletconnect/relay';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

// the abandon phrase's first Ethereum address (m/44'/60'/0'/0/0) and Solana key (m/44'/501'/0'/0')
const ME = HDNodeWallet.fromPhrase(ABANDON).address;
const SOL_OWNER = Keypair.fromSeed(slip10Ed25519(mnemonicToSeedSync(ABANDON), [44, 501, 0, 0]));
const SOL_DELEGATE = Keypair.generate().publicKey;
const UNISWAP_V2 = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D';
const SEAPORT = '0x0000000000000068F116a894984e2DB1123eB395';
const STRANGER = getAddress('0x00000000000000000000000000000000000b0b0b');
const ABI = new Interface([
  'function approve(address spender, uint256 amount) returns (bool)',
  'function setApprovalForAll(address operator, bool approved)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
]);
const require = createRequire(import.meta.url);
const AXE = readFileSync(path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8');

/** axe's serious and critical findings on the page (the bar e2e/a11y.e2e.ts holds every screen to) */
async function axeFindings(p: Page): Promise<string[]> {
  await p.evaluate(AXE);
  return p.evaluate(async () => {
    type Result = { violations: { id: string; impact?: string }[] };
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<Result> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
}

let anvil: Anvil;
let relay: LocalRelay;
let dapp: TestDapp;
let topic = '';
let solana: SolanaFacade;
let mint: string;
let nfts: TestNfts;
let usd: string;
let dai: string;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const SOL_CHAIN = 'solana:localnet';
const dialog = (name: string) => page.getByRole('dialog', { name });

/**
 * The dapp's EVM grant: an eth_sendTransaction over WalletConnect, approved in the wallet's
 * modal (which must show `shown`), sent by the wallet and mined on anvil.
 */
async function grant(to: string, data: string, shown: RegExp, shot: string) {
  const answer = dapp.request<string>(topic, 'eip155:1', 'eth_sendTransaction', [{ from: ME, to, data }]);
  const modal = dialog('Approve transaction');
  await modal.waitFor({ timeout: 30_000 });
  expect(await modal.innerText()).toMatch(shown);
  await screenshot(page, shot);
  await modal.getByRole('button', { name: 'Sign and send' }).click();
  const hash = await answer;
  for (let i = 0; i < 200; i++) {
    const r = await anvil.rpc<{ status: string } | null>('eth_getTransactionReceipt', [hash]);
    if (r) {
      if (r.status !== '0x1') throw new Error(`grant ${hash} reverted`);
      await modal.waitFor({ state: 'detached' });
      return;
    }
    await new Promise((ok) => setTimeout(ok, 50));
  }
  throw new Error(`grant ${hash} not mined`);
}
const read = async (to: string, data: string) =>
  BigInt(await anvil.rpc<string>('eth_call', [{ to, data }, 'latest']));
const rows = () => page.getByRole('list', { name: 'Permissions on Ethereum' }).getByRole('listitem');
const solRows = () => page.getByRole('list', { name: 'Permissions on Solana' }).getByRole('listitem');
const solAccount = () => getAssociatedTokenAddressSync(new PublicKey(mint), SOL_OWNER.publicKey);
/** The delegate the token account names on litesvm now, or null. */
async function delegateOnChain(): Promise<string | null> {
  const r = await fetch(solana.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getAccountInfo',
      params: [solAccount().toBase58(), { encoding: 'jsonParsed' }],
    }),
  });
  const body = (await r.json()) as {
    result: { value: { data: { parsed: { info: { delegate?: string } } } } };
  };
  return body.result.value.data.parsed.info.delegate ?? null;
}
async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
  const r = await fetch(solana.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await r.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result as T;
}
/**
 * The dapp's Solana grant: an Approve of the wallet's token account, sent over WalletConnect as
 * solana_signTransaction, signed in the wallet's modal and submitted by the dapp.
 */
async function approveOnSolana(amount: bigint) {
  const { value } = await solanaRpc<{ value: { blockhash: string } }>('getLatestBlockhash', [{}]);
  const tx = new Transaction({ feePayer: SOL_OWNER.publicKey, recentBlockhash: value.blockhash }).add(
    createApproveInstruction(solAccount(), SOL_DELEGATE, SOL_OWNER.publicKey, amount),
  );
  const transaction = tx
    .serialize({ requireAllSignatures: false, verifySignatures: false })
    .toString('base64');
  const answer = dapp.request<{ transaction: string }>(topic, SOL_CHAIN, 'solana_signTransaction', {
    transaction,
    pubkey: SOL_OWNER.publicKey.toBase58(),
  });
  const modal = dialog('Sign transaction');
  await modal.waitFor({ timeout: 20_000 });
  expect(await modal.innerText()).toContain(SOL_DELEGATE.toBase58());
  await screenshot(page, 'permissions-00-dapp-solana-approve');
  await modal.getByRole('button', { name: 'Sign' }).click();
  const signed = await answer;
  await solanaRpc('sendTransaction', [signed.transaction, { encoding: 'base64' }]);
  await modal.waitFor({ state: 'detached' });
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  await anvil.rpc('anvil_setBalance', [ME, toBeHex(10n ** 19n)]);
  usd = await deployToken(anvil, 'Test Dollar', 'TUSD', 6, 10n ** 12n, 2);
  dai = await deployToken(anvil, 'Test Dai', 'TDAI', 18, 10n ** 24n, 2);
  nfts = await deployNfts(anvil);
  solana = await startSolanaFacade();
  solana.airdrop(SOL_OWNER.publicKey.toBase58(), 10n ** 10n);
  mint = await solana.createMint(6);
  await solana.mintTo(mint, SOL_OWNER.publicKey.toBase58(), 5_000_000n);
  relay = await startLocalRelay();
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({ evm: { rpcUrl: anvil.url }, solana: { rpcUrl: solana.url } }),
      WALLET_CONFIRM_INTERVAL_MS: '300',
      WALLET_WC_RELAY_URL: relay.url,
    },
  });
  dapp = await startTestDapp(relay.url);
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 900 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await dapp?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  nfts?.close();
  await anvil?.stop();
  await solana?.close();
  await relay?.close();
}, 60_000);

describe('permissions on anvil through the browser host', () => {
  it('a dapp paired over WalletConnect grants three EVM approvals and a Solana delegate through the wallet', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await page.getByRole('link', { name: 'Connected apps' }).click();
    await page.getByRole('heading', { name: 'Connected apps' }).waitFor();
    const { uri, approval } = await dapp.connect(['eip155:1', SOL_CHAIN]);
    await page.getByLabel('WalletConnect link').fill(uri);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    const proposal = dialog('Connection request');
    await proposal.waitFor({ timeout: 20_000 });
    await proposal.getByRole('button', { name: 'Connect' }).click();
    const session = await approval;
    topic = session.topic;
    expect(session.namespaces.eip155!.accounts).toEqual([`eip155:1:${ME}`]);
    expect(session.namespaces.solana!.accounts).toEqual([`${SOL_CHAIN}:${SOL_OWNER.publicKey.toBase58()}`]);

    await grant(
      usd,
      ABI.encodeFunctionData('approve', [UNISWAP_V2, MaxUint256]),
      /Unlimited approval/,
      'permissions-00-dapp-unlimited',
    );
    await grant(
      dai,
      ABI.encodeFunctionData('approve', [STRANGER, 1234_500000000000000000n]),
      /1234\.5 TDAI/,
      'permissions-00-dapp-tdai',
    );
    await grant(
      nfts.erc721,
      ABI.encodeFunctionData('setApprovalForAll', [SEAPORT, true]),
      new RegExp(SEAPORT, 'i'),
      'permissions-00-dapp-operator',
    );
    await approveOnSolana(2_500_000n);
    expect(await read(usd, ABI.encodeFunctionData('allowance', [ME, UNISWAP_V2]))).toBe(MaxUint256);
    expect(await read(dai, ABI.encodeFunctionData('allowance', [ME, STRANGER]))).toBe(
      1234_500000000000000000n,
    );
    expect(await read(nfts.erc721, ABI.encodeFunctionData('isApprovedForAll', [ME, SEAPORT]))).toBe(1n);
    expect(await delegateOnChain()).toBe(SOL_DELEGATE.toBase58());
  });

  it('lists the three EVM grants and the Solana delegate with their amounts and spenders, the unlimited one flagged, and the dapp', async () => {
    await page.getByRole('link', { name: 'Permissions', exact: true }).click();
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBe(3);
    const text = await page.getByRole('region', { name: 'Ethereum' }).innerText();
    expect(text).toContain('Uniswap V2 Router');
    expect(text).toContain('Unlimited');
    expect(text).toContain('1234.5 TDAI');
    expect(text).toContain('Unknown contract');
    expect(text).toContain(STRANGER);
    expect(text).toContain('OpenSea Seaport 1.6');
    expect(text).toContain('All items');
    expect(text).toMatch(/can take all of your TUSD/);
    await expect.poll(() => solRows().count(), { timeout: 30_000 }).toBe(1);
    const sol = await page.getByRole('region', { name: 'Solana' }).innerText();
    expect(sol).toContain('Unknown account');
    expect(sol).toContain(SOL_DELEGATE.toBase58());
    expect(sol).toContain(`2.5 ${mint.slice(0, 4)}…${mint.slice(-4)}`);
    const apps = await page.getByRole('region', { name: 'Connected apps' }).innerText();
    expect(apps).toContain('Test Swap');
    expect(apps).toContain('https://swap.example');
    await screenshot(page, 'permissions-01-list');
    expect(await axeFindings(page)).toEqual([]);
  });

  it('revokes the two allowances in one review: both land on anvil and leave the page', async () => {
    await page.getByRole('checkbox', { name: /TUSD to Uniswap V2 Router/ }).check();
    await page.getByRole('checkbox', { name: /TDAI to Unknown contract/ }).check();
    await page.getByRole('button', { name: 'Revoke selected (2)' }).click();
    const review = page.getByRole('dialog', { name: 'Revoke 2 permissions' });
    await review.waitFor({ timeout: 20_000 });
    const said = await review.innerText();
    expect(said).toContain('TUSD: Uniswap V2 Router');
    expect(said).toContain(`TDAI: unknown contract ${STRANGER}`);
    expect(said).toMatch(/Network fee \(2 on Ethereum\)/);
    // issue 32: both revokes simulated on anvil before the review, shown beside the fee
    const outcome = review.getByRole('region', { name: 'Simulated outcome' });
    const simulated = await outcome.innerText();
    expect(simulated).toMatch(
      new RegExp(`Permissions you remove\\s+TUSD to ${UNISWAP_V2}\\s+TDAI to ${STRANGER}`),
    );
    expect(simulated).not.toMatch(/You send|You receive|Permissions you give|does not match/);
    expect(simulated).toContain('simulated on your node (eth_simulateV1)');
    await screenshot(page, 'permissions-02-review');
    expect(await axeFindings(page)).toEqual([]);
    await review.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBe(1);
    expect(await read(usd, ABI.encodeFunctionData('allowance', [ME, UNISWAP_V2]))).toBe(0n);
    expect(await read(dai, ABI.encodeFunctionData('allowance', [ME, STRANGER]))).toBe(0n);
    // the collection's operator was not selected and stays
    expect(await read(nfts.erc721, ABI.encodeFunctionData('isApprovedForAll', [ME, SEAPORT]))).toBe(1n);
    expect(await rows().first().innerText()).toContain('OpenSea Seaport 1.6');
    await page.locator('.toasts .toast').filter({ hasText: 'Revoked 2 permissions' }).first().waitFor();
    await screenshot(page, 'permissions-03-after');
    expect(await axeFindings(page)).toEqual([]);
  });

  it('revokes the Solana delegate: the Revoke lands on litesvm and the row leaves', async () => {
    await page.getByRole('checkbox', { name: /to Unknown account/ }).check();
    await page.getByRole('button', { name: 'Revoke selected (1)' }).click();
    const review = page.getByRole('dialog', { name: 'Revoke 1 permission' });
    await review.waitFor({ timeout: 20_000 });
    expect(await review.innerText()).toMatch(/Network fee \(1 on Solana\)/);
    await screenshot(page, 'permissions-04-solana-review');
    await review.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect.poll(() => solRows().count(), { timeout: 30_000 }).toBe(0);
    expect(await delegateOnChain()).toBeNull();
    await screenshot(page, 'permissions-05-solana-after');
    expect(pageErrors).toEqual([]);
  });

  it('a token whose revoke would also take tokens: the review says so in red and Revoke stays disabled', async () => {
    // RevokeTrapToken 'drain': approve(spender, 0) also sends a tenth of the balance to its deployer
    const drn = await deployRevokeTrapToken(anvil, {
      symbol: 'DRN',
      mode: 'drain',
      holder: ME,
      supply: 10n ** 9n,
    });
    await anvil.rpc('anvil_impersonateAccount', [ME]);
    const h = await anvil.rpc<string>('eth_sendTransaction', [
      { from: ME, to: drn.address, data: ABI.encodeFunctionData('approve', [STRANGER, MaxUint256]) },
    ]);
    await expect
      .poll(
        async () => (await anvil.rpc<{ status: string } | null>('eth_getTransactionReceipt', [h]))?.status,
      )
      .toBe('0x1');
    await anvil.rpc('anvil_stopImpersonatingAccount', [ME]);
    // the list is cached for 10 s: leave and come back until it shows the new grant
    await expect
      .poll(
        async () => {
          await page.getByRole('link', { name: 'Portfolio' }).click();
          await page.getByRole('link', { name: 'Permissions', exact: true }).click();
          return page.getByRole('checkbox', { name: /DRN to Unknown contract/ }).count();
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(1);
    await page.getByRole('checkbox', { name: /DRN to Unknown contract/ }).check();
    await page.getByRole('button', { name: 'Revoke selected (1)' }).click();
    const review = page.getByRole('dialog', { name: 'Revoke 1 permission' });
    await review.waitFor({ timeout: 20_000 });
    const outcome = await review.getByRole('region', { name: 'Simulated outcome' }).innerText();
    expect(outcome).toContain('The simulation does not match what you asked for: it sends 100 DRN');
    expect(outcome).toMatch(/You send\s+−100 DRN/);
    expect(outcome).toMatch(new RegExp(`Permissions you remove\\s+DRN to ${STRANGER}`));
    expect(await review.getByRole('button', { name: 'Revoke', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'permissions-06-hostile-review');
    await review.getByRole('button', { name: 'Cancel' }).click();
    expect(await read(drn.address, ABI.encodeFunctionData('allowance', [ME, STRANGER]))).toBe(MaxUint256);
    expect(pageErrors).toEqual([]);
  });
});

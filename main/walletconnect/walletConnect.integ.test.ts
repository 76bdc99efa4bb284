// WalletConnect end to end in main: a real dapp (sign-client) and the app's WalletKit talk
// through a local relay in the relay protocol's wire format; the real signer process signs;
// transactions land on anvil. The dapp checks every answer itself.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  Contract,
  hexlify,
  MaxUint256,
  toUtf8Bytes,
  Transaction,
  verifyMessage,
  verifyTypedData,
} from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../app/createApp';
import { openNamespaces } from './namespaces';
import { startAnvil, type Anvil } from '../../test/evm/anvil';
import { deployToken, fastProvider } from '../../test/evm/deploy';
import { dispatcher } from '../../test/dispatch';
import { sourceSignerFactory } from '../../test/signerProcess';
import { startTestDapp, type TestDapp } from '../../test/walletconnect/dapp';
import { startLocalRelay, type LocalRelay } from '../../test/walletconnect/relay';
import type { RequestView } from '../../shared/contract/walletconnect';

const PASSWORD = 'correct horse battery';
// index 0 of this phrase is anvil's funded account 0
const PHRASE = 'test test test test test test test test test test test junk';
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SPENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let relay: LocalRelay;
let anvil: Anvil;
let token: string;
let dataDir: string;
let app: App;
const dapps: TestDapp[] = [];
const { call, fails } = dispatcher(() => app.dispatch);

async function openApp(): Promise<App> {
  return createApp({
    dataDir,
    host: 'web',
    network: 'local',
    version: 'test',
    signerFactory: sourceSignerFactory,
    walletConnect: {
      config: { relayUrl: relay.url, projectId: 'test', verify: false },
      namespaces: openNamespaces({ network: 'local', local: { evm: { rpcUrl: anvil.url } } }),
    },
  });
}

async function waitFor<T>(
  what: string,
  get: () => Promise<T | undefined> | T | undefined,
  ms = 20_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await get();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const nextRequest = (method: string) =>
  waitFor<RequestView>(method, async () =>
    (await call('wc.pending', {})).requests.find((r) => r.method === method),
  );

/** A dapp connected to wallet `walletId`: pairs by URI, the proposal is approved in the app. */
async function connect(walletId: string, chains = ['eip155:1', 'eip155:137']) {
  const dapp = await startTestDapp(relay.url);
  dapps.push(dapp);
  const { uri, approval } = await dapp.connect(chains);
  if (process.env.WC_RELAY_LOG) console.info('uri', uri);
  await call('wc.pair', { uri });
  if (process.env.WC_RELAY_LOG) console.info('paired');
  const proposal = await waitFor('proposal', async () => (await call('wc.pending', {})).proposals[0]);
  if (process.env.WC_RELAY_LOG) console.info('proposal', proposal.id);
  await call('wc.approveProposal', { id: proposal.id, walletId });
  if (process.env.WC_RELAY_LOG) console.info('approved');
  const session = await approval;
  if (process.env.WC_RELAY_LOG) console.info('session');
  return { dapp, session, proposal };
}

beforeAll(async () => {
  relay = await startLocalRelay(process.env.WC_RELAY_LOG ? { log: (l) => console.info(`[relay] ${l}`) } : {});
  anvil = await startAnvil({ chainId: 1 });
  token = await deployToken(anvil, 'Test Dollar', 'TUSD', 6, 1_000_000n * 10n ** 6n);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'wc-integ-'));
  app = await openApp();
  await call('wallets.importPhrase', { phrase: PHRASE, password: PASSWORD });
}, 120_000);

afterAll(async () => {
  for (const d of dapps) await d.close();
  await app?.close();
  await anvil?.stop();
  await relay?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('WalletConnect with a real dapp over a local relay', () => {
  let dapp: TestDapp;
  let topic: string;

  it('pairs by URI: the proposal shows the dapp, its chains and methods; approval settles a session', async () => {
    const c = await connect('1');
    dapp = c.dapp;
    topic = c.session.topic;
    expect(c.proposal.dapp).toMatchObject({ name: 'Test Swap', url: 'https://swap.example' });
    // no reachable icon host in tests: main fetched nothing usable, so no icon
    expect(c.proposal.dapp.icon).toBeNull();
    expect(c.proposal.verify).toBe('unknown');
    expect(c.proposal.chains).toEqual([
      { id: 'eip155:1', name: 'Ethereum' },
      { id: 'eip155:137', name: 'Polygon' },
    ]);
    expect(c.proposal.methods).toContain('eth_signTypedData_v4');
    expect(c.session.namespaces.eip155!.accounts).toEqual([`eip155:1:${ADDRESS}`, `eip155:137:${ADDRESS}`]);
    const { wallets } = await call('wc.sessions', {});
    expect(wallets[0]!.sessions.map((s) => s.topic)).toEqual([topic]);
  });

  it('personal_sign: the modal shows the text, the answer verifies to the wallet address', async () => {
    const text = 'Sign in to Test Swap\nnonce: 42';
    const answer = dapp.request<string>(topic, 'eip155:1', 'personal_sign', [
      hexlify(toUtf8Bytes(text)),
      ADDRESS,
    ]);
    const req = await nextRequest('personal_sign');
    expect(req.detail).toMatchObject({ kind: 'personalSign', text, from: ADDRESS });
    await call('wc.approveRequest', { id: req.id });
    expect(verifyMessage(text, await answer)).toBe(ADDRESS);
  });

  it('eth_signTypedData_v4: a Permit is flagged, and its signature verifies to the wallet address', async () => {
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
    const req = await nextRequest('eth_signTypedData_v4');
    expect(req.detail).toMatchObject({ kind: 'typedData', primaryType: 'Permit' });
    expect(req.detail.kind === 'typedData' && req.detail.warning).toMatch(/^Permit:/);
    await call('wc.approveRequest', { id: req.id });
    const { EIP712Domain: _, ...types } = typed.types;
    expect(verifyTypedData(typed.domain, types, typed.message, await answer)).toBe(ADDRESS);
  });

  it('eth_sendTransaction: an unlimited ERC-20 approve is decoded and flagged, then lands on anvil', async () => {
    const erc20 = new Contract(token, [
      'function approve(address,uint256)',
      'function allowance(address,address) view returns (uint256)',
    ]);
    const data = erc20.interface.encodeFunctionData('approve', [SPENDER, MaxUint256]);
    const answer = dapp.request<string>(topic, 'eip155:1', 'eth_sendTransaction', [
      { from: ADDRESS, to: token, data },
    ]);
    const req = await nextRequest('eth_sendTransaction');
    const d = req.detail;
    if (d.kind !== 'transaction') throw new Error('not a transaction');
    expect(d.call).toMatchObject({ fn: 'approve', symbol: 'TUSD', counterparty: SPENDER, unlimited: true });
    expect(d.warning).toMatch(/^Unlimited approval/);
    expect(d).toMatchObject({ to: token, value: '0', symbol: 'ETH' });
    expect(Number(d.gas)).toBeGreaterThan(40_000);
    // issue 32: simulated on the profile's anvil, the approve is a permission the wallet gives
    expect(d.preview).toMatchObject({
      status: 'ok',
      method: 'eth_simulateV1',
      send: [],
      receive: [],
      permissions: [{ kind: 'approve', symbol: 'TUSD', spender: SPENDER, unlimited: true }],
    });
    await call('wc.approveRequest', { id: req.id });
    const hash = await answer;
    const receipt = await anvil.rpc<{ status: string; from: string }>('eth_getTransactionReceipt', [hash]);
    expect(receipt.status).toBe('0x1');
    const provider = fastProvider(anvil.url);
    try {
      expect(await (erc20.connect(provider) as Contract).getFunction('allowance')(ADDRESS, SPENDER)).toBe(
        MaxUint256,
      );
    } finally {
      provider.destroy();
    }
  });

  it('a hostile main altering the approved transaction is refused by the signer; the dapp gets an error', async () => {
    const original = app.signer.call.bind(app.signer);
    // main between approval and the signer: the recipient of the approval is swapped
    app.signer.call = (async (method: string, params: never) => {
      const p = params as { request: { kind: string; unsigned: string } };
      if (method === 'signDapp' && p.request.kind === 'transaction') {
        const tx = Transaction.from(p.request.unsigned);
        tx.to = token;
        p.request.unsigned = tx.unsignedSerialized;
      }
      return original(method as 'signDapp', params);
    }) as typeof app.signer.call;
    try {
      const nonceBefore = await anvil.rpc<string>('eth_getTransactionCount', [ADDRESS, 'latest']);
      const answer = dapp
        .request(topic, 'eip155:1', 'eth_sendTransaction', [{ from: ADDRESS, to: SPENDER, value: '0x1' }])
        .catch((e: { message: string }) => e);
      const req = await nextRequest('eth_sendTransaction');
      const err = await fails('wc.approveRequest', { id: req.id });
      expect(err).toMatchObject({ code: 'INTENT_MISMATCH', message: 'to' });
      expect(await answer).toMatchObject({ message: 'to' });
      expect(await anvil.rpc<string>('eth_getTransactionCount', [ADDRESS, 'latest'])).toBe(nonceBefore);
    } finally {
      app.signer.call = original;
    }
  });

  it('wallet_switchEthereumChain to a session chain answers null and tells the dapp', async () => {
    const changed = new Promise((resolve) => dapp.client.on('session_event', (e) => resolve(e.params)));
    const answer = dapp.request(topic, 'eip155:1', 'wallet_switchEthereumChain', [{ chainId: '0x89' }]);
    const req = await nextRequest('wallet_switchEthereumChain');
    expect(req.detail).toEqual({ kind: 'switchChain', chainId: 'eip155:137', chainName: 'Polygon' });
    await call('wc.approveRequest', { id: req.id });
    expect(await answer).toBeNull();
    expect(await changed).toMatchObject({
      chainId: 'eip155:137',
      event: { name: 'chainChanged', data: 137 },
    });
  });

  it('wallet_addEthereumChain for an unknown chain says why, and the dapp gets 4902', async () => {
    const answer = dapp
      .request(topic, 'eip155:1', 'wallet_addEthereumChain', [{ chainId: '0x1e240', chainName: 'Nowhere' }])
      .catch((e: unknown) => e);
    const req = await nextRequest('wallet_addEthereumChain');
    expect(req.detail).toMatchObject({ kind: 'addChain', chainId: 'eip155:123456' });
    expect(req.detail.kind === 'addChain' && req.detail.refusal).toMatch(
      /cannot add networks: Nowhere \(chain id 123456\)/,
    );
    await call('wc.rejectRequest', { id: req.id });
    expect(await answer).toMatchObject({ code: 4902 });
  });

  it('locking rejects the pending requests with USER_REJECTED (5000)', async () => {
    const answer = dapp
      .request(topic, 'eip155:1', 'personal_sign', ['0x6869', ADDRESS])
      .catch((e: unknown) => e);
    await nextRequest('personal_sign');
    await app.lock();
    expect(await answer).toMatchObject({ code: 5000 });
    await call('session.unlock', { password: PASSWORD });
    expect((await call('wc.pending', {})).requests).toEqual([]);
  });

  it('sessions survive a restart of main, and requests flow again', async () => {
    const t0 = Date.now();
    const log = (m: string) => process.env.WC_RELAY_LOG && console.info(`${Date.now() - t0} ms ${m}`);
    await app.close();
    log('closed');
    app = await openApp();
    log('opened');
    await call('session.unlock', { password: PASSWORD });
    log('unlocked');
    const { wallets } = await call('wc.sessions', {});
    expect(wallets[0]!.sessions.map((s) => s.topic)).toEqual([topic]);
    const answer = dapp.request<string>(topic, 'eip155:1', 'personal_sign', [
      hexlify(toUtf8Bytes('after restart')),
      ADDRESS,
    ]);
    const req = await nextRequest('personal_sign');
    log('request');
    await call('wc.approveRequest', { id: req.id });
    log('approved');
    expect(verifyMessage('after restart', await answer)).toBe(ADDRESS);
  }, 120_000);

  it('deleting a wallet disconnects its sessions, and the dapp is told', async () => {
    await call('wallets.importPhrase', {
      phrase: 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    });
    const second = await connect('2');
    await call('wallets.select', { index: 0 });
    await call('wallets.delete', { index: 1, password: PASSWORD });
    await waitFor('session_delete at the dapp', () =>
      second.dapp.deleted.includes(second.session.topic) ? true : undefined,
    );
    const { wallets } = await call('wc.sessions', {});
    expect(wallets.map((w) => w.walletId)).toEqual(['1']);
    await waitFor('the SDK to drop the session', () =>
      Object.keys(app.walletConnect!['walletKit'].getActiveSessions()).length === 1 ? true : undefined,
    );
    expect(Object.keys(app.walletConnect!['walletKit'].getActiveSessions())).toEqual([topic]);
  });

  it('disconnect from the wallet side reaches the dapp', async () => {
    await call('wc.disconnect', { topic });
    await waitFor('session_delete at the dapp', () => (dapp.deleted.includes(topic) ? true : undefined));
    expect(dapp.client.session.getAll()).toEqual([]);
    expect((await call('wc.sessions', {})).wallets[0]!.sessions).toEqual([]);
  });
});

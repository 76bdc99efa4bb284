// A Hedera account for a fresh key, paid by the product backend's operator (issue 36), against
// the fixture network (test/hedera: mirror REST API in its wire format, gRPC consensus node) and
// the fixture backend (test/hedera/operatorBackend.ts), with the real Hedera family reading the
// mirror. A backend answer is used only when the mirror shows the account held by this wallet's
// key: someone else's account, an unknown one or a malformed answer are refused, nothing saved.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallOutput } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import { startTestApp, type TestApp } from '../../test/appHarness';
import { ABANDON, hederaKeyOf, hederaPathOf } from '../../test/hedera/accounts';
import { startHederaNetwork, type HederaNetwork } from '../../test/hedera/hederaNetwork';
import { CREATE_FEE, startOperatorBackend, type OperatorBackend } from '../../test/hedera/operatorBackend';
import { createHederaWalletFamily } from '../chains/hedera/walletFamily';
import type { CoinRef, WalletFamily } from '../chains/family';
import { createHttp } from '../net/http';
import { HederaAccountCreation, MIRROR_LOOKS, type HederaAccountDeps } from './hederaAccounts';

let net: HederaNetwork;
let backend: OperatorBackend;
let family: WalletFamily;
const http = createHttp({ backoffMs: 0, retries: 0 });

/** a fresh family per test: the family remembers an account once found */
const newFamily = () =>
  createHederaWalletFamily({
    network: 'local',
    local: { mirrorUrl: net.mirrorUrl, nodeUrl: `http://${net.nodeAddress}` },
    http,
  });

const ref = (i: number): CoinRef => ({
  walletId: 'w1',
  chainName: 'hedera',
  symbol: 'HBAR',
  decimals: 8,
  address: hederaKeyOf(i).address,
  path: hederaPathOf(i),
});

function creation(i: number, over: Partial<HederaAccountDeps> = {}) {
  let pauses = 0;
  const c = new HederaAccountCreation({
    http,
    backendUrl: backend.url,
    network: 'local',
    operators: () => ({ mainnet: '', testnet: backend.operator }),
    locate: () => Promise.resolve({ chainName: 'hedera', family, ref: ref(i) }),
    sleep: () => {
      pauses++;
      return Promise.resolve();
    },
    ...over,
  });
  return { c, pauses: () => pauses };
}

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
}

beforeAll(async () => {
  net = await startHederaNetwork();
  backend = await startOperatorBackend(net.ledger);
});
afterAll(async () => {
  await backend?.close();
  await net?.close();
});
beforeEach(() => {
  family = newFamily();
  backend.lie(null);
});

describe('a hostile or broken backend changes nothing', () => {
  it("refuses an account whose key is not the wallet's (someone else's account)", async () => {
    const other = net.ledger.createAccount('cd'.repeat(32), 5n);
    backend.lie(() => [200, { data: { accountId: other } }]);
    const { c, pauses } = creation(2);
    const e = await refusal(c.create('hedera:native'));
    expect(e.message).toBe(
      `The backend named account ${other}, but the mirror node does not show it as held by this wallet's key; it was not used`,
    );
    // it waited for the mirror as long as a real one may lag, then gave up
    expect(pauses()).toBe(MIRROR_LOOKS - 1);
    expect((await family.snapshot(ref(2))).receiveAddress).toBe('');
  });

  it('refuses an account the mirror does not know', async () => {
    backend.lie(() => [200, { data: { accountId: '0.0.999999' } }]);
    const e = await refusal(creation(2).c.create('hedera:native'));
    expect(e.message).toContain('named account 0.0.999999');
    expect((await family.snapshot(ref(2))).receiveAddress).toBe('');
  });

  it('refuses a malformed answer and an error status, in words', async () => {
    backend.lie(() => [200, { data: { accountId: '0.0.1001; DROP' } }]);
    expect((await refusal(creation(2).c.create('hedera:native'))).message).toMatch(
      /^Unexpected account creation answer from the product backend \(data\.accountId/,
    );
    backend.lie(() => [500, { error: 'operator out of HBAR' }]);
    expect((await refusal(creation(2).c.create('hedera:native'))).message).toBe(
      `The product backend did not create the account (HTTP 500 from ${new URL(backend.url).host})`,
    );
    expect((await family.snapshot(ref(2))).receiveAddress).toBe('');
  });

  it('asks nothing without an operator for the network, or without a backend', async () => {
    const before = backend.requests().length;
    const none = creation(2, { operators: () => ({ mainnet: '0.0.98', testnet: '' }) }).c;
    expect((await refusal(none.create('hedera:native'))).message).toBe(
      'Set the Hedera operator account for testnet in Settings → Networks first',
    );
    expect(await none.offer('hedera:native')).toEqual({
      offered: false,
      reason:
        'To have an account created for this key, set the Hedera operator account for testnet in Settings → Networks.',
    });
    const noBackend = creation(2, { backendUrl: undefined }).c;
    expect(await noBackend.offer('hedera:native')).toEqual({ offered: false });
    await refusal(noBackend.create('hedera:native'));
    expect(backend.requests().length).toBe(before);
  });

  it('offers nothing for a token coin or another chain', async () => {
    const token = creation(2, {
      locate: () => Promise.resolve({ chainName: 'hedera', contractAddress: '0.0.5', family, ref: ref(2) }),
    }).c;
    expect(await token.offer('hedera:0.0.5')).toEqual({ offered: false });
    const eth = creation(2, {
      locate: () => Promise.resolve({ chainName: 'ethereum', family, ref: ref(2) }),
    }).c;
    expect(await eth.offer('ethereum:native')).toEqual({ offered: false });
    await refusal(eth.create('ethereum:native'));
  });
});

describe('the honest backend', () => {
  it("creates the key's account, paid by the operator; the mirror shows it as the key's", async () => {
    const opBefore = net.ledger.balance(backend.operator);
    const { c, pauses } = creation(3);
    expect(await c.offer('hedera:native')).toEqual({ offered: true, operator: backend.operator });
    const { accountId } = await c.create('hedera:native');
    expect(accountId).toMatch(/^0\.0\.\d+$/);
    expect(pauses()).toBe(0);
    // the request carries the public key and the operator, nothing else
    expect(backend.requests().at(-1)).toEqual({
      network: 'local',
      operatorAccountId: backend.operator,
      publicKey: hederaKeyOf(3).address,
    });
    expect(net.ledger.accounts.get(accountId)?.key).toBe(hederaKeyOf(3).publicKey);
    expect(opBefore - net.ledger.balance(backend.operator)).toBe(CREATE_FEE);
    // the receive card's address is now the account id
    expect((await newFamily().snapshot(ref(3))).receiveAddress).toBe(accountId);
    // asked again: the account exists, the backend is not asked
    const asked = backend.requests().length;
    expect(await c.create('hedera:native')).toEqual({ accountId });
    expect(backend.requests().length).toBe(asked);
  });
});

describe('through the app (settings, IPC handler, the wallet of a phrase)', () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.dispose();
  });
  it('the operator set in settings creates the account, and the coin page shows its id', async () => {
    t = await startTestApp({ families: { hedera: newFamily() }, product: { backendUrl: backend.url } });
    const r = await t.app.dispatch('wallets.importPhrase', {
      phrase: ABANDON,
      password: 'correct horse battery',
    });
    if (!r.ok) throw new Error(r.error.message);
    const cat = await t.app.dispatch('coins.catalogue', { query: 'HBAR' });
    if (!cat.ok) throw new Error(cat.error.message);
    const entry = (cat.value as { entries: { id: string; chainName: string }[] }).entries.find(
      (e) => e.chainName === 'hedera',
    )!;
    const listed = await t.app.dispatch('coins.list', {});
    if (!listed.ok) throw new Error(listed.error.message);
    type Listed = { coins: { id: string; chainName: string }[] };
    if (!(listed.value as Listed).coins.some((x) => x.chainName === 'hedera'))
      await t.app.dispatch('coins.toggle', { id: entry.id });
    const coinId = 'hedera:native';
    type Overview = CallOutput<'coin.overview'>;
    const overview = async () => {
      const r = await t.app.dispatch('coin.overview', { coinId });
      if (!r.ok) throw new Error(r.error.message);
      return r.value as Overview;
    };
    expect((await overview()).receiveAddress).toBe('');

    // no operator yet: offered with the reason, nothing sent
    const offer0 = await t.app.dispatch('accounts.creationOffer', { coinId });
    expect(offer0.ok && offer0.value).toMatchObject({
      offered: false,
      reason: expect.stringContaining('Settings'),
    });
    // a malformed operator id is refused by the settings schema
    const bad = await t.app.dispatch('settings.update', { hederaOperators: { testnet: '0.0.x' } });
    expect(bad.ok).toBe(false);
    const set = await t.app.dispatch('settings.update', { hederaOperators: { testnet: backend.operator } });
    expect(set.ok).toBe(true);
    const offer = await t.app.dispatch('accounts.creationOffer', { coinId });
    expect(offer.ok && offer.value).toEqual({ offered: true, operator: backend.operator });

    const made = await t.app.dispatch('accounts.create', { coinId });
    if (!made.ok) throw new Error(made.error.message);
    const { accountId } = made.value as CallOutput<'accounts.create'>;
    expect(net.ledger.accounts.get(accountId)?.key).toBe(hederaKeyOf(0).publicKey);
    const after = await overview();
    expect(after.receiveAddress).toBe(accountId);
    expect(after.notices).toBeUndefined();
  }, 120_000);
});

// TRC-20 allowances on the permissions page (issue 33), through the real app against the
// fixture Tron node (test/tron: java-tron's HTTP API and TronGrid v1 in their wire formats, a
// ledger that applies approve and answers allowance()). Grants a dapp had the wallet sign
// elsewhere are found from TronGrid's Approval events and read again with allowance(); the
// revoke is approve(spender, 0) built by the node, signed by the real signer process (which
// holds it to exactly that call) and applied by the fixture: the allowance is 0 and the row gone.
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tronAddressFromPublicKey } from '../../../shared/chains/tron/validate';
import type { CallOutput } from '../../../shared/contract';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { startTronNode, type TronNode } from '../../../test/tron/tronNode';
import { createHttp } from '../../net/http';
import type { WalletFamily } from '../family';
import { createTronWalletFamily } from './walletFamily';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const root = HDKey.fromMasterSeed(mnemonicToSeedSync(PHRASE));
const addressOf = (i: number) => tronAddressFromPublicKey(root.derive(`m/44'/195'/0'/0/${i}`).publicKey!);
const ME = addressOf(0);
const ROUTER = addressOf(7);
const STRANGER = addressOf(8);
const OLD = addressOf(9);
const MAX = 2n ** 256n - 1n;

let node: TronNode;
let usdt: string;
let t: TestApp;
let family: WalletFamily;

type Listed = CallOutput<'permissions.list'>;
async function tronRows() {
  const r = await t.app.dispatch('permissions.list', {});
  if (!r.ok) throw new Error(r.error.message);
  const chain = (r.value as Listed).chains.find((c) => c.chainName === 'tron');
  expect(chain?.error ?? null).toBeNull();
  return chain?.rows ?? [];
}

beforeAll(async () => {
  node = await startTronNode();
  node.fund(ME, 2000_000_000n);
  usdt = node.deployToken({ symbol: 'USDT', decimals: 6, name: 'Tether USD' });
  node.mintToken(usdt, ME, 100_000_000n);
  // what dapps had the wallet approve: unlimited to a router, 123.45 to a stranger, and one
  // grant already taken back (its events remain, its allowance is 0)
  node.approve(usdt, ME, ROUTER, MAX);
  node.approve(usdt, ME, STRANGER, 123_450_000n);
  node.approve(usdt, ME, OLD, 5_000_000n);
  node.approve(usdt, ME, OLD, 0n);
  family = createTronWalletFamily({
    network: 'local',
    local: { nodeUrl: node.url, scanUrl: node.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
  t = await startTestApp({ families: { tron: family }, confirm: { intervalMs: 100, tries: 100 } });
  const r = await t.app.dispatch('wallets.importPhrase', {
    phrase: PHRASE,
    password: 'correct horse battery',
  });
  if (!r.ok) throw new Error(r.error.message);
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await node?.close();
});

describe('Tron TRC-20 allowances through the permissions page', () => {
  it('lists what the token still allows, from the Approval events, read again with allowance()', async () => {
    const rows = await tronRows();
    expect(rows.find((r) => r.spender === ROUTER)).toMatchObject({
      kind: 'allowance',
      asset: { address: usdt, symbol: 'USDT' },
      unlimited: true,
    });
    expect(rows.find((r) => r.spender === STRANGER)).toMatchObject({
      kind: 'allowance',
      asset: { address: usdt, symbol: 'USDT' },
      amount: '123.45',
      unlimited: false,
    });
    expect(rows).toHaveLength(2);
    // the grant taken back is not listed: the event is history, the allowance is 0
    expect(rows.some((r) => r.spender === OLD)).toBe(false);
    expect(rows.find((r) => r.spender === STRANGER)?.target).toEqual({
      chainName: 'tron',
      kind: 'allowance',
      asset: usdt,
      spender: STRANGER,
    });
    // TronGrid was asked in its wire format for the events the wallet sent
    expect(
      node
        .requests()
        .some((q) => q.path === `/v1/accounts/${ME}/transactions/trc20` && q.params.only_from === 'true'),
    ).toBe(true);
  });

  it('revokes both through the review path: approve(spender, 0) lands and the rows are gone', async () => {
    const targets = (await tronRows()).map((r) => r.target!);
    const quote = await t.app.dispatch('permissions.quote', { targets });
    if (!quote.ok) throw new Error(quote.error.message);
    const fees = (quote.value as CallOutput<'permissions.quote'>).chains;
    expect(fees).toEqual([expect.objectContaining({ chainName: 'tron', feeSymbol: 'TRX', count: 2 })]);
    const sent = await t.app.dispatch('permissions.revoke', {
      targets,
      fees: fees.map(({ chainName, fee }) => ({ chainName, fee })),
    });
    if (!sent.ok) throw new Error(sent.error.message);
    expect((sent.value as CallOutput<'permissions.revoke'>).sent).toHaveLength(2);
    await expect.poll(() => node.allowance(usdt, ME, ROUTER), { timeout: 20_000 }).toBe(0n);
    await expect.poll(() => node.allowance(usdt, ME, STRANGER), { timeout: 20_000 }).toBe(0n);
    // nothing else moved: the tokens stay with the wallet
    expect(node.tokenBalance(usdt, ME)).toBe(100_000_000n);
    expect(await tronRows()).toEqual([]);
  }, 60_000);

  it("the token's history shows no Approval as a transfer (TronGrid lists them in the same list)", async () => {
    const snap = await family.snapshot({
      walletId: 'w',
      chainName: 'tron',
      symbol: 'USDT',
      decimals: 6,
      contractAddress: usdt,
      address: ME,
      path: "m/44'/195'/0'/0/0",
    });
    expect(snap.balance).toBe(100_000_000n);
    expect(snap.history).toEqual([]);
  });
});

// The Cosmos family (Cosmos Hub and THORChain) against the fixture chains of test/cosmos, in
// their wire formats and with ledgers: every send is built by the family through cosmjs,
// signed by the real signer process (signer/chains/cosmos) and broadcast; the node verifies the
// signature and the ledger must then show exactly what the quote said.
import { HDKey } from '@scure/bip32';
import { hex } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { SimulateRequest } from 'cosmjs-types/cosmos/tx/v1beta1/service';
import { AuthInfo, SignDoc, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cosmosAddressFromPublicKey } from '../../../shared/chains/cosmos/validate';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { gasOf } from '../../../test/cosmos/applyTx';
import {
  COSMOS_SPEC,
  startCosmosNode,
  THORCHAIN_SPEC,
  type CosmosNode,
} from '../../../test/cosmos/cosmosNode';
import { createHttp } from '../../net/http';
import type { CoinRef, Prepared, QuoteParams, WalletFamily } from '../family';
import { ASGARD, OUTBOUND_FEE } from '../../../test/cosmos/midgard';
import { COSMOS_CONFIRM_POLICY, COSMOS_ERRORS, HISTORY_TAKE, THORCHAIN_SEND_DELAY_MS } from './constants';
import { createCosmosWalletFamily } from './walletFamily';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const root = HDKey.fromMasterSeed(mnemonicToSeedSync(PHRASE));
const addr = (chain: 'cosmos' | 'thorchain', coinType: number, i: number) =>
  cosmosAddressFromPublicKey(chain, root.derive(`m/44'/${coinType}'/0'/0/${i}`).publicKey!);
const ME = addr('cosmos', 118, 0);
const BOB = addr('cosmos', 118, 1);
const THOR_ME = addr('thorchain', 931, 0);
const THOR_BOB = addr('thorchain', 931, 1);
const EMPTY = addr('cosmos', 118, 7);

let hub: CosmosNode;
let thor: CosmosNode;
let family: WalletFamily;
let t: TestApp;
let walletId: string;

const atom = (over: Partial<CoinRef> = {}): CoinRef => ({
  walletId,
  chainName: 'cosmos',
  symbol: 'ATOM',
  decimals: 6,
  address: ME,
  path: "m/44'/118'/0'/0/0",
  ...over,
});
const rune = (): CoinRef => ({
  walletId,
  chainName: 'thorchain',
  symbol: 'RUNE',
  decimals: 8,
  address: THOR_ME,
  path: "m/44'/931'/0'/0/0",
});
const send = (over: Partial<QuoteParams>): QuoteParams => ({
  to: BOB,
  amount: 0n,
  sendAll: false,
  feeOption: 'Recommended',
  ...over,
});

async function submit(c: CoinRef, prepared: Prepared, f = family): Promise<string> {
  const { signed } = await t.app.signer.call('signTransfer', {
    walletId,
    network: f.network,
    unsigned: prepared.unsigned,
    intent: prepared.intent,
    activePath: c.path,
  });
  return (await f.broadcast(c, signed)).hash;
}

/** the gas the fixture's last simulation reported */
function lastSimulatedGas(node: CosmosNode): bigint {
  const q = node
    .requests()
    .filter((r) => r.method === 'abci_query' && r.params.path === '/cosmos.tx.v1beta1.Service/Simulate')
    .at(-1)!;
  return gasOf(SimulateRequest.decode(hex.decode(String(q.params.data))).txBytes);
}

const docOf = (p: Prepared) => {
  const d = SignDoc.decode(hex.decode(p.unsigned));
  return { doc: d, body: TxBody.decode(d.bodyBytes), auth: AuthInfo.decode(d.authInfoBytes) };
};

beforeAll(async () => {
  hub = await startCosmosNode(COSMOS_SPEC);
  thor = await startCosmosNode(THORCHAIN_SPEC);
  hub.fund(ME, 50_000_000n);
  thor.fund(THOR_ME, 10_00000000n);
  family = createCosmosWalletFamily({
    network: 'local',
    local: {
      cosmos: { rpcUrl: hub.url, indexerUrl: hub.url },
      thorchain: { rpcUrl: thor.url, midgardUrl: thor.url, thornodeUrl: thor.url },
    },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
  t = await startTestApp({ families: { cosmos: family } });
  const r = await t.app.dispatch('wallets.importPhrase', {
    phrase: PHRASE,
    password: 'correct horse battery',
  });
  if (!r.ok) throw new Error(r.error.message);
  walletId = (r.value as { walletId: string }).walletId;
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await hub?.close();
  await thor?.close();
});

describe('Cosmos Hub against the fixture chain', () => {
  it('quotes gas from a simulation × 1.4 at the minimum price, and a send with a memo moves exactly that', async () => {
    expect((await family.snapshot(atom())).balance).toBe(50_000_000n);
    const p = send({ amount: 1_250_000n, memo: { kind: 'text', value: 'invoice 42' } });
    const prepared = await family.prepare(atom(), p);
    const { doc, body, auth } = docOf(prepared);
    const simulated = lastSimulatedGas(hub);
    const gasLimit = (simulated * 14n + 9n) / 10n;
    expect(auth.fee?.gasLimit).toBe(gasLimit);
    // 0.005 uatom per gas, rounded up
    const fee = (gasLimit * 5n + 999n) / 1000n;
    expect(prepared.quote).toMatchObject({
      amount: 1_250_000n,
      fee,
      feeUnit: 'ATOM',
      feeUnitDecimals: 6,
      isMax: false,
    });
    expect(auth.fee?.amount).toEqual([{ denom: 'uatom', amount: String(fee) }]);
    expect(body.memo).toBe('invoice 42');
    expect(doc.chainId).toBe('cosmos-local-1');
    expect(prepared.intent).toMatchObject({
      family: 'cosmos',
      denom: 'uatom',
      feeCap: String(fee),
      sequence: '0',
      from: ME,
      to: BOB,
    });
    const hash = await submit(atom(), prepared);
    expect(hub.ledger.account(BOB)?.balance).toBe(1_250_000n);
    expect(hub.ledger.account(ME)?.balance).toBe(50_000_000n - 1_250_000n - fee);
    expect(hub.ledger.txs.at(-1)?.memo).toBe('invoice 42');
    // spec §4: Cosmos confirms at once
    expect(await family.status(atom(), hash)).toBe('confirmed');
    const snap = await family.snapshot(atom());
    expect(snap.history[0]).toMatchObject({
      hash,
      amount: '-1250000',
      status: 'success',
      from: ME,
      to: BOB,
      // the fee the transaction paid, as the indexer's auth_info says
      fee: String(fee),
    });
    const indexerCall = hub.requests().find((r) => r.path.startsWith('/v1/cosmos/accounts/'));
    expect(indexerCall).toMatchObject({
      path: `/v1/cosmos/accounts/${ME}/transactions`,
      params: { take: String(HISTORY_TAKE) },
    });
  });

  it('the second send names the stored key and the next sequence', async () => {
    const prepared = await family.prepare(atom(), send({ amount: 1000n }));
    expect(prepared.intent).toMatchObject({ sequence: '1' });
    expect(docOf(prepared).auth.signerInfos[0]?.publicKey).toBeDefined();
    await submit(atom(), prepared);
    expect(hub.ledger.account(BOB)?.balance).toBe(1_251_000n);
  });

  it('a send the chain fails (code ≠ 0) is reported failed by hash, and Failed in the history', async () => {
    hub.failNext(5, 'insufficient funds');
    const hash = await submit(atom(), await family.prepare(atom(), send({ amount: 2000n })));
    expect(await family.status(atom(), hash)).toBe('failed');
    const item = (await family.snapshot(atom())).history.find((h) => h.hash === hash);
    expect(item?.status).toBe('failed');
    // the code's log says why, on the Failed row
    expect(item?.error).toBe('insufficient funds');
    expect(hub.ledger.account(BOB)?.balance).toBe(1_251_000n);
  });

  it('delegated, unbonding and pending rewards are read apart from the spendable balance, every page of them', async () => {
    const before = await family.snapshot(atom());
    expect(before.apart).toBeUndefined();
    const val = (n: number) => `cosmosvaloper1${'q'.repeat(37)}${n}`;
    hub.setStakes(ME, [
      { validator: val(1), delegated: 1_000_000n, unbonding: [], rewardsDec: 1_500_000_000_000_000_000n },
      { validator: val(2), delegated: 2_000_000n, unbonding: [300_000n, 200_000n], rewardsDec: 0n },
      // third entry: on the fixture's second page (STAKING_PAGE = 2)
      { validator: val(3), delegated: 4_000_000n, unbonding: [], rewardsDec: 2_250_000_000_000_000_000n },
      { validator: val(4), delegated: 0n, unbonding: [1_000n], rewardsDec: 0n },
    ]);
    const snap = await family.snapshot(atom());
    expect(snap.balance).toBe(before.balance);
    expect(snap.apart).toEqual([
      { label: 'Delegated', amount: 7_000_000n },
      { label: 'Unbonding', amount: 501_000n },
      // 1.5 + 2.25 uatom in sdk.Dec, rounded down
      { label: 'Pending rewards', amount: 3n },
    ]);
    const paths = hub
      .requests()
      .filter((r) => r.method === 'abci_query')
      .map((r) => r.params.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/cosmos.staking.v1beta1.Query/DelegatorDelegations',
        '/cosmos.staking.v1beta1.Query/DelegatorUnbondingDelegations',
        '/cosmos.distribution.v1beta1.Query/DelegationTotalRewards',
      ]),
    );
    expect((await family.snapshot(rune())).apart).toBeUndefined();
    hub.setStakes(ME, []);
  });

  it('without an indexer, history comes from the node’s tx search (message.sender / transfer.recipient)', async () => {
    const nodeOnly = createCosmosWalletFamily({
      network: 'local',
      local: { cosmos: { rpcUrl: hub.url } },
      http: createHttp({ backoffMs: 0, retries: 0 }),
    });
    const viaIndexer = (await family.snapshot(atom())).history;
    const viaNode = (await nodeOnly.snapshot(atom())).history;
    const shown = (h: (typeof viaNode)[number]) => ({
      hash: h.hash,
      amount: h.amount,
      status: h.status,
      from: h.from,
      to: h.to,
      fee: h.fee,
    });
    // the same rows, fees included (the node's from the transaction's auth info)
    expect(viaNode.map(shown)).toEqual(viaIndexer.map(shown));
    expect(viaNode.filter((h) => h.from === ME).every((h) => h.fee !== undefined)).toBe(true);
    expect(viaNode.map((h) => h.status)).toContain('failed');
    const queries = hub
      .requests()
      .filter((r) => r.method === 'tx_search')
      .map((r) => r.params.query);
    expect(queries).toEqual(expect.arrayContaining([`message.sender='${ME}'`, `transfer.recipient='${ME}'`]));
    const bobSide = (await nodeOnly.snapshot(atom({ address: BOB, path: "m/44'/118'/0'/0/1" }))).history;
    expect(bobSide.map((h) => h.amount)).toEqual(['1000', '1250000']);
  });

  it('send-all leaves exactly the fee', async () => {
    const before = hub.ledger.account(ME)!.balance;
    const prepared = await family.prepare(atom(), send({ sendAll: true }));
    expect(prepared.quote.amount + prepared.quote.fee).toBe(before);
    await submit(atom(), prepared);
    expect(hub.ledger.account(ME)?.balance).toBe(0n);
  });

  it('refuses a bad recipient, a numeric tag, an account without coins, and a doctored document', async () => {
    await expect(family.quote(atom(), send({ to: THOR_BOB, amount: 1n }))).rejects.toThrow(
      'Enter a valid Cosmos Hub address (cosmos1…)',
    );
    await expect(
      family.quote(atom(), send({ amount: 1n, memo: { kind: 'tag', value: '7' } })),
    ).rejects.toThrow(COSMOS_ERRORS.memoKind);
    await expect(family.quote(atom({ address: EMPTY }), send({ amount: 1n }))).rejects.toThrow(
      COSMOS_ERRORS.newAccount,
    );
    hub.fund(ME, 10_000n);
    await expect(family.quote(atom(), send({ amount: 10_000n }))).rejects.toThrow(COSMOS_ERRORS.tooLittle);
    const prepared = await family.prepare(atom(), send({ amount: 1n }));
    await expect(
      submit(atom(), { ...prepared, intent: { ...prepared.intent, amount: '2' } }),
    ).rejects.toMatchObject({ code: 'INTENT_MISMATCH' });
  });
});

describe('THORChain against the fixture chain', () => {
  it('balance from Midgard, the native fee from /thorchain/constants, a send with a memo after 600 ms', async () => {
    expect((await family.snapshot(rune())).balance).toBe(10_00000000n);
    const p = send({ to: THOR_BOB, amount: 1_50000000n, memo: { kind: 'text', value: '=:BTC.BTC:bc1q' } });
    const prepared = await family.prepare(rune(), p);
    expect(prepared.quote).toMatchObject({ fee: 2_000_000n, feeUnit: 'RUNE', feeUnitDecimals: 8 });
    const { body, auth, doc } = docOf(prepared);
    expect(body.messages[0]?.typeUrl).toBe('/types.MsgSend');
    expect(body.memo).toBe('=:BTC.BTC:bc1q');
    expect(auth.fee?.amount).toEqual([]);
    expect(doc.chainId).toBe('thorchain-local-1');
    expect(prepared.intent).toMatchObject({ denom: 'rune', feeCap: '0' });
    const started = Date.now();
    const hash = await submit(rune(), prepared);
    expect(Date.now() - started).toBeGreaterThanOrEqual(THORCHAIN_SEND_DELAY_MS);
    expect(thor.ledger.account(THOR_BOB)?.balance).toBe(1_50000000n);
    expect(thor.ledger.account(THOR_ME)?.balance).toBe(10_00000000n - 1_50000000n - 2_000_000n);
    expect(await family.status(rune(), hash)).toBe('confirmed');
    expect(await family.status(rune(), 'ab'.repeat(32))).toBe('pending');
    expect(family.confirmPolicy).toEqual({ intervalMs: 3000, tries: 5 });
    expect(COSMOS_CONFIRM_POLICY).toEqual({ intervalMs: 3000, tries: 5 });
    const reads = thor.requests().map((r) => r.path);
    expect(reads).toContain(`/v2/balance/${THOR_ME}`);
    expect(reads).toContain('/thorchain/constants');
  });

  it('history from THORNode /txs, sender and recipient sides, always SUCCESS', async () => {
    const items = (await family.snapshot(rune())).history;
    // the native fee THORChain took from the sender (its fee field is empty)
    expect(items[0]).toMatchObject({
      amount: '-150000000',
      status: 'success',
      from: THOR_ME,
      to: THOR_BOB,
      fee: String(THORCHAIN_SPEC.nativeFee),
    });
    const searches = thor.requests().filter((r) => r.path === '/txs');
    expect(searches.map((r) => r.params)).toEqual(
      expect.arrayContaining([
        { 'message.action': 'send', 'message.sender': THOR_ME, limit: '20', page: '1' },
        { 'message.action': 'send', 'transfer.recipient': THOR_ME, limit: '20', page: '1' },
      ]),
    );
  });

  it("history includes Midgard's swap, refund and liquidity actions from real deposits to Asgard", async () => {
    const deposit = async (amount: bigint, memo: string) =>
      submit(
        rune(),
        await family.prepare(rune(), send({ to: ASGARD, amount, memo: { kind: 'text', value: memo } })),
      );
    const swap = await deposit(1_00000000n, '=:BTC.BTC:bc1qswapdestination');
    const refund = await deposit(50000000n, '=:DOGE.DOGE:D5q');
    const add = await deposit(2_00000000n, '+:ETH.ETH');
    const withdraw = await deposit(1n, '-:ETH.ETH:5000');
    const before = thor.ledger.account(THOR_ME)!.balance;
    const s = await family.snapshot(rune());
    const byHash = (h: string) => s.history.find((i) => i.hash === h.toLowerCase());
    // out of RUNE, with the counter-asset Midgard paid out (1 RUNE at 25,000 RUNE a BTC)
    expect(byHash(swap)).toMatchObject({
      amount: '-100000000',
      status: 'success',
      from: THOR_ME,
      to: 'bc1qswapdestination',
      description: 'Swap to 0.00004 BTC.BTC',
    });
    // the RUNE came back less the outbound fee: a net loss of that fee
    expect(byHash(refund)).toMatchObject({
      amount: String(-OUTBOUND_FEE),
      description: 'Refund: unknown pool: DOGE.DOGE',
    });
    expect(byHash(add)).toMatchObject({ amount: '-200000000', description: 'Add liquidity to ETH.ETH' });
    expect(byHash(withdraw)).toMatchObject({
      amount: '100000000',
      description: 'Withdraw liquidity from ETH.ETH',
    });
    // one row per deposit: the MsgSend THORNode also lists is not shown twice
    expect(s.history.filter((i) => i.hash === swap.toLowerCase())).toHaveLength(1);
    // and the plain send of the first test is still there
    expect(s.history.some((i) => i.to === THOR_BOB && i.amount === '-150000000')).toBe(true);
    expect(thor.ledger.account(THOR_ME)!.balance).toBe(before);
    expect(thor.requests().some((r) => r.path === '/v2/actions' && r.params.address === THOR_ME)).toBe(true);
  });
});

/**
 * LTC → RUNE through the real app (issue 29): THORNode's quote pays out to the wallet's own
 * THORChain address, the UTXO family builds the deposit with the memo `=:THOR.RUNE:<thor1…>:<limit>`,
 * the real signer process holds it to the approved swap, it lands on litecoind regtest, and the
 * THORNode stand-in's validators see it there and pay RUNE as THORChain does: natively, inside
 * its own block, from Asgard to the destination in the fixture THORChain node's ledger, with no
 * transaction (THORNode's out id is 64 zeros). The wallet reads the payout as completed with
 * nothing to link, and its RUNE balance rises by exactly the payout. A THORNode reporting the
 * RUNE outbound to another address is not shown as paid to the wallet.
 */
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cosmosAddressFromPublicKey } from '../../shared/chains/cosmos/validate';
import { startTestApp, type TestApp } from '../../test/appHarness';
import { startCosmosNode, THORCHAIN_SPEC, type CosmosNode } from '../../test/cosmos/cosmosNode';
import { ASGARD } from '../../test/cosmos/midgard';
import type { MidgardActionJson } from '../../test/cosmos/midgardJson';
import { dispatcher } from '../../test/dispatch';
import { litecoindObserver, thorPayer } from '../../test/exchange/chainWatchers';
import { LTC_POOL, ltcInbound } from '../../test/exchange/standInRows';
import { startThornodeStandIn, type ThornodeStandIn } from '../../test/exchange/thornodeServer';
import { startEsploraServer, type EsploraServer } from '../../test/utxo/esploraServer';
import { startLitecoind, type Litecoind } from '../../test/utxo/litecoind';
import { createCosmosWalletFamily } from '../chains/cosmos/walletFamily';
import { createUtxoWalletFamily } from '../chains/utxo/walletFamily';
import { createHttp } from '../net/http';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const RECEIVE_0 = 'rltc1q6rz28mcfaxtmd6v789l9rrlrusdprr9puuzgkg';
/** the abandon phrase's first THORChain address (m/44'/931'/0'/0/0) */
const ME = cosmosAddressFromPublicKey(
  'thorchain',
  HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON)).derive("m/44'/931'/0'/0/0").publicKey!,
);
/** someone else's THORChain address: where a hostile THORNode says (and makes) the payout go */
const THIEF = cosmosAddressFromPublicKey(
  'thorchain',
  HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON)).derive("m/44'/931'/0'/0/7").publicKey!,
);
const ASGARD_RUNE = 1_000_000n * 10n ** 8n; // the pools' RUNE side, which THORChain pays out of

let ltc: Litecoind;
let esplora: EsploraServer;
let thor: CosmosNode;
let thornode: ThornodeStandIn;
let vault: string;
let t: TestApp;
const { call, fails } = dispatcher(() => t.app.dispatch);
const form = (over: Record<string, unknown> = {}) => ({
  coinId: 'litecoin:native',
  toAsset: 'thorchain:native',
  amount: '0.1',
  ...over,
});
const runeBalance = (a: string) => thor.ledger.account(a)?.balance ?? 0n;
/** the wallet's RUNE as the app reads it from the node (decimal) */
const appRune = async () =>
  (await call('coins.balances', {})).balances.find((b) => b.coinId === 'thorchain:native')?.balance;
const units = (decimal: string) => {
  const [w, f = ''] = decimal.split('.');
  return BigInt(w!) * 10n ** 8n + BigInt(f.padEnd(8, '0'));
};

beforeAll(async () => {
  [ltc, thor] = await Promise.all([startLitecoind(), startCosmosNode(THORCHAIN_SPEC)]);
  await ltc.mine(101);
  esplora = await startEsploraServer(ltc.rpc);
  vault = await ltc.rpc<string>('getnewaddress', ['', 'bech32'], 'w');
  await ltc.rpc('sendtoaddress', [RECEIVE_0, '1'], 'w');
  await ltc.mine(1);
  thor.fund(ASGARD, ASGARD_RUNE);
  thor.fund(ME, 1_00000000n); // 1 RUNE already held, so the payout is a rise, not a new account
  thornode = await startThornodeStandIn({
    pools: [LTC_POOL],
    chains: [ltcInbound(vault)],
    observe: { LTC: litecoindObserver(ltc) },
    pay: { THOR: thorPayer(thor) },
  });
  const http = createHttp({ retries: 0, backoffMs: 0, timeoutMs: 10_000 });
  const utxo = createUtxoWalletFamily({
    network: 'local',
    local: { litecoin: { esploraUrl: esplora.url } },
    http,
  });
  const cosmos = createCosmosWalletFamily({
    network: 'local',
    local: { thorchain: { rpcUrl: thor.url, midgardUrl: thor.url, thornodeUrl: thor.url } },
    http,
  });
  t = await startTestApp({ families: { utxo, cosmos }, exchange: { thornodeUrl: thornode.url } });
  await call('wallets.importPhrase', { phrase: ABANDON, password: 'correct horse battery' });
  const coins = await call('coins.list', {});
  if (!coins.coins.find((c) => c.id === 'thorchain:native')?.selected)
    await call('coins.toggle', { id: 'thorchain:native' });
}, 120_000);

afterAll(async () => {
  await t?.dispose();
  await thornode?.close();
  await esplora?.close();
  await thor?.close();
  await ltc?.stop();
}, 60_000);

/** the deposit's progress once its block is mined (the stand-in pays a confirmed deposit) */
async function finished(hash: string) {
  await ltc.mine(1);
  let s = await call('exchange.status', { hash });
  for (let i = 0; i < 20 && s.stage !== 'completed'; i++) {
    await new Promise((res) => setTimeout(res, 250));
    s = await call('exchange.status', { hash });
  }
  return s;
}

async function swap(amount: string) {
  const q = (await call('exchange.quote', form({ amount }))).availableProviders[0]!;
  const r = await call('exchange.swap', { quoteId: q.quoteId, approvedFee: q.networkFee });
  if (r.kind !== 'sent') throw new Error(`not sent: ${r.kind}`);
  return { q: r.quote, hash: r.hash };
}

describe('LTC → RUNE through the app, the real signer, litecoind and the fixture THORChain node', () => {
  it('offers RUNE as a to-asset, paid to the wallet’s own THORChain address', async () => {
    expect((await call('exchange.assets', {})).to.map((x) => x.id)).toContain('thorchain:native');
    const q = await call('exchange.quote', form());
    expect(q.destination).toBe(ME);
    const p = q.availableProviders[0]!;
    expect(p).toMatchObject({
      provider: 'thorchain',
      toSymbol: 'RUNE',
      depositAddress: vault,
      destination: ME,
    });
    expect(p.memo).toMatch(new RegExp(`^=:THOR\\.RUNE:${ME}:\\d+$`));
    expect(thornode.quotes.at(-1)!.get('to_asset')).toBe('THOR.RUNE');
    // a custom thor1… address is checked as a THORChain address and paid instead
    const custom = await call('exchange.quote', form({ customAddress: THIEF }));
    expect(custom.destination).toBe(THIEF);
    expect(custom.availableProviders[0]!.memo).toMatch(new RegExp(`^=:THOR\\.RUNE:${THIEF}:\\d+$`));
    expect((await fails('exchange.quote', form({ customAddress: RECEIVE_0 }))).message).toContain(
      'Invalid Custom Address',
    );
  });

  it('lands the deposit on litecoind with the memo, pays RUNE inside THORChain, and says so without a link', async () => {
    const before = { rune: runeBalance(ME), asgard: runeBalance(ASGARD), app: await appRune() };
    expect(before.app).toBe('1');
    const { q, hash } = await swap('0.1');
    // the deposit on litecoind: exactly the quoted LTC to the vault, the memo in OP_RETURN
    const tx = await ltc.rpc<{
      vout: {
        value: number;
        scriptPubKey: { type: string; hex: string; address?: string; addresses?: string[] };
      }[];
    }>('getrawtransaction', [hash, true]);
    const paid = tx.vout.filter((o) => (o.scriptPubKey.address ?? o.scriptPubKey.addresses?.[0]) === vault);
    expect(paid.map((o) => o.value)).toEqual([0.1]);
    const memo = tx.vout.find((o) => o.scriptPubKey.type === 'nulldata')!;
    // OP_RETURN <push>: a memo over 75 bytes is pushed with OP_PUSHDATA1 (0x4c, length)
    const script = Buffer.from(memo.scriptPubKey.hex, 'hex');
    expect(script.subarray(script[1] === 0x4c ? 3 : 2).toString('utf8')).toBe(q.memo);
    expect(q.memo).toMatch(new RegExp(`^=:THOR\\.RUNE:${ME}:\\d+$`));
    // the memo's limit is the quote's minimum, in 1e8 units
    expect(q.memo.split(':')[3]).toBe(units(q.minOut).toString());

    const s = await finished(hash);
    expect(s).toEqual({
      stage: 'completed',
      outChainName: 'thorchain',
      outNative: true,
      outAmount: q.expectedOut,
      outSymbol: 'RUNE',
    });
    // no transaction to link: never a zero hash
    expect(s.outHash).toBeUndefined();
    const out = units(q.expectedOut);
    expect(out).toBeGreaterThan(0n);
    expect(runeBalance(ME) - before.rune).toBe(out);
    expect(before.asgard - runeBalance(ASGARD)).toBe(out);
    // the app reads the new balance from the node: up by exactly the payout
    expect(units((await appRune())!) - units(before.app!)).toBe(out);
    // Midgard's swap action shows the out coin to the wallet, with no transaction id
    const actions = (await (await fetch(`${thor.url}/v2/actions?address=${ME}&limit=10`)).json()) as {
      actions: MidgardActionJson[];
    };
    const action = actions.actions.find((a) => a.in[0]?.txID === hash.toUpperCase());
    expect(action).toMatchObject({
      type: 'swap',
      status: 'success',
      in: [{ coins: [{ asset: 'LTC.LTC', amount: '10000000' }] }],
      out: [{ address: ME, coins: [{ asset: 'THOR.RUNE', amount: out.toString() }], txID: '' }],
    });
    // the RUNE coin's history: Midgard's action of that deposit, paid out inside THORChain
    const rows = (await call('history.all', { coinId: 'thorchain:native' })).rows;
    const row = rows.find((x) => x.hash.toLowerCase() === hash.toLowerCase());
    expect(row?.description).toBe(
      "Swap from 0.1 LTC.LTC, paid out on THORChain (inside THORChain's block, no separate transaction)",
    );
    // THORNode's own words for it: THOR chain, the zero id, the wallet's address
    const wire = (await (
      await fetch(`${thornode.url}/thorchain/tx/status/${hash.toUpperCase()}`)
    ).json()) as {
      out_txs: { id: string; chain: string; to_address: string }[];
    };
    expect(wire.out_txs[0]).toMatchObject({ id: '0'.repeat(64), chain: 'THOR', to_address: ME });
  });

  it('does not show as paid to the wallet a RUNE outbound THORNode reports to another address', async () => {
    const before = { me: runeBalance(ME), thief: runeBalance(THIEF) };
    const { hash } = await swap('0.1');
    // seen in the mempool: the stand-in knows the swap, not yet paid
    expect((await call('exchange.status', { hash })).stage).toBe('observed');
    // a hostile THORNode: it pays (and reports) the outbound to another address than the memo's
    thornode.swaps.get(hash.toUpperCase())!.destination = THIEF;
    await ltc.mine(1);
    const e = await fails('exchange.status', { hash });
    expect(e.message).toBe(
      `THORChain reports the payout sent to ${THIEF}, not to ${ME}: not shown as paid to you`,
    );
    expect(runeBalance(THIEF)).toBeGreaterThan(before.thief);
    expect(runeBalance(ME)).toBe(before.me);
  });
});

// XRP Ledger issued currencies (issue 37) against the fixture rippled (test/ripple), in
// rippled's JSON-RPC wire format with a trust-line ledger: a line opened and removed by
// TrustSet (its owner reserve counted), an issued Payment with SendMax and the issuer's transfer
// fee, each signed by the real signer process and applied by the ledger, and the token's
// balance and history read back.
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { decode } from 'ripple-binary-codec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineKey } from '../../../test/ripple/ledger';
import { rippleAddressFromPublicKey } from '../../../shared/chains/ripple/rippleCodec';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { startRippled, type Rippled } from '../../../test/ripple/rippled';
import { createHttp } from '../../net/http';
import type { CoinRef, Prepared, QuoteParams, WalletFamily } from '../family';
import { RIPPLE_ERRORS, TRUST_LIMIT } from './constants';
import { createRippleWalletFamily } from './walletFamily';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const root = HDKey.fromMasterSeed(mnemonicToSeedSync(PHRASE));
const pathOf = (i: number) => `m/44'/144'/0'/0/${i}`;
const addressOf = (i: number) => rippleAddressFromPublicKey(root.derive(pathOf(i)).publicKey!);
const ME = addressOf(0);
const BOB = addressOf(1);
const ISSUER = addressOf(4);
const CAROL = addressOf(2);
const USD = `USD:${ISSUER}`;
const SOLO_HEX = '534F4C4F00000000000000000000000000000000';
const XRP = (n: number) => BigInt(Math.round(n * 1e6));

let node: Rippled;
let family: WalletFamily;
let t: TestApp;
let walletId: string;

const xrp = (): CoinRef => ({
  walletId,
  chainName: 'ripple',
  symbol: 'XRP',
  decimals: 6,
  address: ME,
  path: pathOf(0),
});
const usd = (): CoinRef => ({ ...xrp(), symbol: 'USD', contractAddress: USD });
const send = (over: Partial<QuoteParams>): QuoteParams => ({
  to: BOB,
  amount: 0n,
  sendAll: false,
  feeOption: 'Recommended',
  ...over,
});

async function submit(prepared: Prepared): Promise<string> {
  const { signed } = await t.app.signer.call('signTransfer', {
    walletId,
    network: family.network,
    unsigned: prepared.unsigned,
    intent: prepared.intent,
    activePath: pathOf(0),
  });
  const hash = (await family.broadcast(xrp(), signed)).hash;
  node.closeLedger();
  return hash;
}

beforeAll(async () => {
  node = await startRippled();
  node.fund(ME, XRP(50));
  node.fund(BOB, XRP(20));
  node.fund(ISSUER, XRP(100));
  node.fund(CAROL, XRP(20));
  family = createRippleWalletFamily({
    network: 'local',
    local: { rpcUrl: node.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
  t = await startTestApp({ families: { ripple: family } });
  const r = await t.app.dispatch('wallets.importPhrase', {
    phrase: PHRASE,
    password: 'correct horse battery',
  });
  if (!r.ok) throw new Error(r.error.message);
  walletId = (r.value as { walletId: string }).walletId;
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await node?.close();
});

describe('XRP Ledger issued currencies against the fixture rippled', () => {
  it('reads a token’s details from the ledger: the issuer must exist, a 40-hex code is decoded', async () => {
    expect(await family.tokenInfo!('ripple', USD)).toEqual({
      contractAddress: USD,
      name: `USD issued by ${ISSUER.slice(0, 8)}…`,
      symbol: 'USD',
      decimals: 6,
    });
    expect((await family.tokenInfo!('ripple', `${SOLO_HEX.toLowerCase()}:${ISSUER}`)).symbol).toBe('SOLO');
    const nobody = addressOf(9);
    await expect(family.tokenInfo!('ripple', `USD:${nobody}`)).rejects.toMatchObject({
      message: RIPPLE_ERRORS.noIssuer(nobody),
    });
    await expect(family.tokenInfo!('ripple', `XRP:${ISSUER}`)).rejects.toMatchObject({
      message: RIPPLE_ERRORS.badToken,
    });
  });

  it('opens the USD trust line: the owner reserve shown, NoRipple set, the reserve then held back', async () => {
    expect(await family.trustlines!.state(xrp(), USD)).toEqual({
      exists: false,
      authorized: false,
      balance: 0n,
    });
    const prepared = await family.trustlines!.prepare(xrp(), USD, 'trust');
    expect(prepared.reserve).toBe(node.ledger.settings.reserveInc);
    expect(prepared.intent).toMatchObject({ kind: 'trust', token: { currency: 'USD', issuer: ISSUER } });
    await submit(prepared);
    const line = node.ledger.lines.get(lineKey(ME, 'USD', ISSUER))!;
    expect(line).toMatchObject({ limit: TRUST_LIMIT, noRipple: true, balance: 0n });
    expect(node.ledger.accounts.get(ME)!.OwnerCount).toBe(1);
    expect(await family.trustlines!.state(xrp(), USD)).toEqual({
      exists: true,
      authorized: true,
      balance: 0n,
    });
    // the XRP page now holds back the base reserve and the line's
    const snap = await family.snapshot(xrp());
    expect(snap.apart?.[0]?.amount).toBe(node.ledger.settings.reserveBase + node.ledger.settings.reserveInc);
    await expect(family.trustlines!.prepare(xrp(), USD, 'trust')).rejects.toMatchObject({
      message: RIPPLE_ERRORS.lineOpen('USD'),
    });
  });

  it('shows the token balance the issuer paid onto the line', async () => {
    node.issue(ME, 'USD', ISSUER, 25_000_000n);
    expect((await family.snapshot(usd())).balance).toBe(25_000_000n);
    const many = await family.balances!([xrp(), usd()]);
    expect([...many.values()]).toEqual([node.balance(ME), 25_000_000n]);
  });

  it('sends 4.25 USD with the issuer’s 0.2 % fee in SendMax, no partial payment; the ledger moves it', async () => {
    node.setTransferRate(ISSUER, 1_002_000_000);
    node.issue(BOB, 'USD', ISSUER, 0n);
    const prepared = await family.prepare(usd(), send({ amount: 4_250_000n }));
    const tx = decode(prepared.unsigned) as Record<string, unknown>;
    expect(tx).toMatchObject({
      TransactionType: 'Payment',
      Flags: 0,
      Amount: { currency: 'USD', issuer: ISSUER, value: '4.25' },
      SendMax: { currency: 'USD', issuer: ISSUER, value: '4.2585' },
    });
    expect(prepared.intent).toMatchObject({ amount: '4250000', sendMax: '4258500' });
    expect(prepared.quote.costs?.[0]).toMatchObject({ label: 'Issuer transfer fee' });
    const hash = await submit(prepared);
    expect(node.ledger.txs.find((x) => x.hash === hash)?.result).toBe('tesSUCCESS');
    expect(node.ledger.lines.get(lineKey(ME, 'USD', ISSUER))!.balance).toBe(25_000_000n - 4_258_500n);
    expect(node.ledger.lines.get(lineKey(BOB, 'USD', ISSUER))!.balance).toBe(4_250_000n);

    const h = (await family.snapshot(usd())).history;
    expect(h[0]).toMatchObject({ hash, amount: '-4250000', to: BOB, status: 'success' });
    expect(h.some((i) => i.description === 'Trust line opened')).toBe(true);
  });

  it('refuses a recipient without the line, more than held with the fee, and removing a line that holds', async () => {
    await expect(family.prepare(usd(), send({ to: CAROL, amount: 1_000_000n }))).rejects.toMatchObject({
      message: RIPPLE_ERRORS.noRecipientLine('USD'),
    });
    const held = node.ledger.lines.get(lineKey(ME, 'USD', ISSUER))!.balance;
    await expect(family.prepare(usd(), send({ amount: held }))).rejects.toMatchObject({
      message: RIPPLE_ERRORS.tokenTooLittle('USD'),
    });
    const all = await family.prepare(usd(), send({ sendAll: true }));
    expect(BigInt((all.intent as { sendMax: string }).sendMax)).toBeLessThanOrEqual(held);
    await expect(family.trustlines!.prepare(xrp(), USD, 'untrust')).rejects.toMatchObject({ code: 'RULE' });
  });

  it('pays the rest back to the issuer (at par) and removes the line, freeing its reserve', async () => {
    const held = node.ledger.lines.get(lineKey(ME, 'USD', ISSUER))!.balance;
    const back = await family.prepare(usd(), send({ to: ISSUER, amount: held }));
    expect((back.intent as { sendMax: string }).sendMax).toBe(held.toString());
    await submit(back);
    expect(node.ledger.lines.get(lineKey(ME, 'USD', ISSUER))!.balance).toBe(0n);
    const removal = await family.trustlines!.prepare(xrp(), USD, 'untrust');
    expect(removal.intent).toMatchObject({ kind: 'untrust', limit: '0' });
    await submit(removal);
    expect(node.ledger.lines.has(lineKey(ME, 'USD', ISSUER))).toBe(false);
    expect(node.ledger.accounts.get(ME)!.OwnerCount).toBe(0);
    expect((await family.snapshot(usd())).history[0]).toMatchObject({ description: 'Trust line removed' });
  });
});

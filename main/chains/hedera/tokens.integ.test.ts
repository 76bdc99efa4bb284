// HTS fungible tokens (issue 37) against the fixture network (test/hedera): the mirror's token
// endpoints in their wire format and a consensus node over real gRPC (CryptoService and
// TokenService) keeping a ledger per token and per association. Every association and token
// send is built by the family with @hashgraph/sdk, signed by the real signer process, verified
// by the fixture with the SDK and applied to its ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { ABANDON, hederaKeyOf, hederaPathOf } from '../../../test/hedera/accounts';
import { startHederaNetwork, type HederaNetwork } from '../../../test/hedera/hederaNetwork';
import { createHttp } from '../../net/http';
import type { CoinRef, Prepared, QuoteParams, WalletFamily } from '../family';
import { HEDERA_ERRORS } from './constants';
import { feeAtRate } from './logic';
import { createHederaWalletFamily } from './walletFamily';

const HBAR = (n: number) => BigInt(Math.round(n * 1e8));

let net: HederaNetwork;
let family: WalletFamily;
let t: TestApp;
let walletId: string;
let ME: string;
let BOB: string;
let CAROL: string;
let DAVE: string;
let USDC: string;

const hbar = (): CoinRef => ({
  walletId,
  chainName: 'hedera',
  symbol: 'HBAR',
  decimals: 8,
  address: hederaKeyOf(0).address,
  path: hederaPathOf(0),
});
const usdc = (): CoinRef => ({ ...hbar(), symbol: 'USDC', decimals: 6, contractAddress: USDC });
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
    activePath: hederaPathOf(0),
  });
  return (await family.broadcast(hbar(), signed)).hash;
}

const receipt = (hash: string) => net.ledger.records.find((r) => r.transactionId === hash)?.result;

beforeAll(async () => {
  net = await startHederaNetwork();
  ME = net.ledger.createAccount(hederaKeyOf(0).publicKey, HBAR(100));
  BOB = net.ledger.createAccount(hederaKeyOf(1).publicKey, HBAR(1));
  // CAROL has no slot and no association; DAVE has unlimited auto-association slots
  CAROL = net.ledger.createAccount(hederaKeyOf(2).publicKey, HBAR(1));
  DAVE = net.ledger.createAccount(hederaKeyOf(3).publicKey, HBAR(1), -1);
  USDC = net.ledger.createToken({ name: 'USD Coin', symbol: 'USDC', decimals: 6, supply: 10n ** 15n });
  net.ledger.addAssociation(BOB, USDC);
  family = createHederaWalletFamily({
    network: 'local',
    local: { mirrorUrl: net.mirrorUrl, nodeUrl: `http://${net.nodeAddress}` },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
  t = await startTestApp({ families: { hedera: family } });
  const r = await t.app.dispatch('wallets.importPhrase', {
    phrase: ABANDON,
    password: 'correct horse battery',
  });
  if (!r.ok) throw new Error(r.error.message);
  walletId = (r.value as { walletId: string }).walletId;
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await net?.close();
});

describe('Hedera HTS tokens against the fixture network', () => {
  it('reads a token’s details from the mirror; an unknown id or an NFT collection is refused', async () => {
    expect(await family.tokenInfo!('hedera', USDC)).toEqual({
      contractAddress: USDC,
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
    });
    await expect(family.tokenInfo!('hedera', '0.0.424242')).rejects.toMatchObject({
      message: HEDERA_ERRORS.noToken('0.0.424242'),
    });
    await expect(family.tokenInfo!('hedera', 'USDC')).rejects.toMatchObject({
      message: HEDERA_ERRORS.badToken,
    });
    net.lie((path, body) =>
      path === `/api/v1/tokens/${USDC}` ? { ...(body as object), type: 'NON_FUNGIBLE_UNIQUE' } : undefined,
    );
    try {
      await expect(family.tokenInfo!('hedera', USDC)).rejects.toMatchObject({
        message: HEDERA_ERRORS.notFungible(USDC),
      });
    } finally {
      net.lie(null);
    }
  });

  it('associates USDC: the $0.05 fee shown, no reserve; the ledger then holds the association', async () => {
    expect(await family.trustlines!.state(hbar(), USDC)).toEqual({
      exists: false,
      authorized: false,
      balance: 0n,
    });
    // the token is not held yet: a send is refused in words
    await expect(family.prepare(usdc(), send({ amount: 1n }))).rejects.toMatchObject({
      message: HEDERA_ERRORS.notAssociated('USDC'),
    });
    const prepared = await family.trustlines!.prepare(hbar(), USDC, 'trust');
    const fee = feeAtRate({ cents: BigInt(net.ledger.rate.cent), hbars: BigInt(net.ledger.rate.hbar) }, 500n);
    expect(prepared.quote.fee).toBe(fee);
    expect(prepared.reserve).toBe(0n);
    expect(prepared.intent).toMatchObject({ kind: 'trust', token: USDC, to: ME, accountId: ME, amount: '0' });
    const before = net.ledger.balance(ME);
    const hash = await submit(prepared);
    expect(receipt(hash)).toBe('SUCCESS');
    expect(net.ledger.association(ME, USDC)).toMatchObject({ balance: 0n, automatic: false });
    // the network charged its own price, within the approved max fee
    expect(before - net.ledger.balance(ME)).toBeLessThanOrEqual(fee);
    expect(await family.trustlines!.state(hbar(), USDC)).toEqual({
      exists: true,
      authorized: true,
      balance: 0n,
    });
    await expect(family.trustlines!.prepare(hbar(), USDC, 'trust')).rejects.toMatchObject({
      message: HEDERA_ERRORS.alreadyAssociated('USDC'),
    });
  });

  it('shows the token balance the treasury pays', async () => {
    net.ledger.giveTokens(ME, USDC, 25_000_000n);
    expect((await family.snapshot(usdc())).balance).toBe(25_000_000n);
  });

  it('sends 4.25 USDC: one token list, decimals stated, fee in HBAR; the ledger moves it, history lists it', async () => {
    const prepared = await family.prepare(
      usdc(),
      send({ amount: 4_250_000n, memo: { kind: 'text', value: 'rent' } }),
    );
    expect(prepared.quote).toMatchObject({ amount: 4_250_000n, feeUnit: 'HBAR' });
    expect(prepared.intent).toMatchObject({ token: USDC, decimals: 6, to: BOB, amount: '4250000' });
    const hbarBefore = net.ledger.balance(ME);
    const hash = await submit(prepared);
    expect(receipt(hash)).toBe('SUCCESS');
    expect(net.ledger.tokenBalance(ME, USDC)).toBe(25_000_000n - 4_250_000n);
    expect(net.ledger.tokenBalance(BOB, USDC)).toBe(4_250_000n);
    expect(hbarBefore - net.ledger.balance(ME)).toBeLessThanOrEqual(prepared.quote.fee);
    const h = (await family.snapshot(usdc())).history;
    expect(h[0]).toMatchObject({ hash, amount: '-4250000', from: ME, to: BOB, status: 'success' });
    expect(h[0]?.memo).toEqual({ kind: 'text', value: 'rent' });
    expect(h[1]).toMatchObject({ amount: '25000000', to: ME });
    // the HBAR history is not the token's: the send shows there as its fee only
    const hb = (await family.snapshot(hbar())).history;
    expect(hb.find((i) => i.hash === hash)?.amount).toBe('0');
  });

  it('refuses an unassociated recipient without slots, but sends to one with a free slot', async () => {
    await expect(family.prepare(usdc(), send({ to: CAROL, amount: 1_000_000n }))).rejects.toMatchObject({
      message: HEDERA_ERRORS.recipientNotAssociated(CAROL, 'USDC'),
    });
    await expect(family.prepare(usdc(), send({ to: '0.0.77777', amount: 1n }))).rejects.toMatchObject({
      message: HEDERA_ERRORS.noRecipient('0.0.77777'),
    });
    const held = net.ledger.tokenBalance(ME, USDC);
    await expect(family.prepare(usdc(), send({ amount: held + 1n }))).rejects.toMatchObject({
      message: HEDERA_ERRORS.tokenInsufficient('USDC'),
    });
    const hash = await submit(await family.prepare(usdc(), send({ to: DAVE, amount: 1_000_000n })));
    expect(receipt(hash)).toBe('SUCCESS');
    expect(net.ledger.association(DAVE, USDC)).toMatchObject({ balance: 1_000_000n, automatic: true });
    const all = await family.prepare(usdc(), send({ sendAll: true }));
    expect(all.quote.amount).toBe(held - 1_000_000n);
  });

  it('a mirror lying that the recipient is associated does not move the tokens: the network refuses', async () => {
    net.lie((path) =>
      path === `/api/v1/accounts/${CAROL}/tokens`
        ? {
            tokens: [{ token_id: USDC, balance: 0, automatic_association: false, decimals: 6 }],
            links: { next: null },
          }
        : undefined,
    );
    try {
      const before = net.ledger.tokenBalance(ME, USDC);
      const hash = await submit(await family.prepare(usdc(), send({ to: CAROL, amount: 1_000_000n })));
      expect(receipt(hash)).toBe('TOKEN_NOT_ASSOCIATED_TO_ACCOUNT');
      expect(net.ledger.tokenBalance(ME, USDC)).toBe(before);
    } finally {
      net.lie(null);
    }
  });
});

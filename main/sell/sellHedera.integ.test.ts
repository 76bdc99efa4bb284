// A sale on Hedera, a text-memo chain, through the whole app: the fixture backend's quote and
// payment details (test/product/sellBackend), the Hedera family against the fixture network
// (test/hedera: the mirror's wire format and a consensus node over gRPC verifying each
// signature with the SDK), the real signer process. The deposit lands at the provider's account
// with its memo and exactly the quoted amount; payment details without the memo are refused
// with nothing submitted.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallName, CallOutput } from '../../shared/contract';
import { ABANDON, hederaKeyOf } from '../../test/hedera/accounts';
import { startHederaNetwork, type HederaNetwork } from '../../test/hedera/hederaNetwork';
import { startSellBackend, type SellBackend } from '../../test/product/sellBackend';
import { sourceSignerFactory } from '../../test/signerProcess';
import { createApp, type App } from '../app/createApp';
import { createHederaWalletFamily } from '../chains/hedera/walletFamily';
import { createHttp } from '../net/http';

const HBAR = (n: number) => BigInt(Math.round(n * 1e8));

let net: HederaNetwork;
let backend: SellBackend;
let app: App;
let dataDir: string;
let coinId: string;
let ME: string;
/** the provider's deposit account, shared by its sales and told apart by the memo */
let PROVIDER: string;

async function call<N extends CallName>(name: N, input: unknown): Promise<CallOutput<N>> {
  const r = await app.dispatch(name, input);
  if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code });
  return r.value as CallOutput<N>;
}

const transfersOf = () => net.ledger.records.filter((r) => r.name === 'CRYPTOTRANSFER' && r.payer === ME);

beforeAll(async () => {
  net = await startHederaNetwork();
  ME = net.ledger.createAccount(hederaKeyOf(0).publicKey, HBAR(100));
  PROVIDER = net.ledger.createAccount(hederaKeyOf(7).publicKey, HBAR(1));
  backend = await startSellBackend();
  backend.depositAddress = PROVIDER;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'wallet-sell-hbar-'));
  const hedera = createHederaWalletFamily({
    network: 'local',
    local: { mirrorUrl: net.mirrorUrl, nodeUrl: `http://${net.nodeAddress}` },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
  app = await createApp({
    dataDir,
    host: 'web',
    network: 'local',
    version: 'test',
    signerFactory: sourceSignerFactory,
    families: { hedera },
    confirm: { intervalMs: 50, tries: 200 },
    product: { backendUrl: backend.base },
  });
  await call('wallets.importPhrase', { phrase: ABANDON, password: 'correct horse battery' });
  // HBAR is not among a new wallet's coins: switched on as the add-coin list does (the fixture
  // backend's currency list, which that list shows here, is empty)
  coinId = 'hedera:native';
  await call('coins.toggle', { id: coinId });
  expect((await call('coins.list', {})).coins.map((c) => c.id)).toContain(coinId);
}, 60_000);

afterAll(async () => {
  await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await backend?.close();
  await net?.close();
});

const pickBest = async (amount: string) => {
  const q = await call('sell.quote', { coinId, amount });
  return { requestId: q.requestId, providerName: q.cryptoProviders[0]!.name };
};

describe('selling HBAR to a provider that needs a memo', () => {
  it('refuses payment details without the memo, submitting nothing', async () => {
    backend.memo = null;
    const ref = await pickBest('1');
    await expect(call('sell.paymentDetails', ref)).rejects.toThrow(
      /gave no memo; a Hedera deposit without it is lost, so nothing was sent\./,
    );
    expect(transfersOf()).toEqual([]);
  });

  it('deposits exactly the quoted amount with the memo, signed by the signer as a sale', async () => {
    backend.memo = 'sale-77';
    const ref = await pickBest('1.5');
    const d = await call('sell.paymentDetails', ref);
    if (!d.ready) throw new Error('not ready');
    expect(d.transferDetails).toEqual({
      depositAddress: PROVIDER,
      depositAmount: '1.5',
      memo: { kind: 'text', value: 'sale-77' },
    });
    const before = net.ledger.balance(PROVIDER);
    const fee = await call('send.quote', {
      coinId,
      to: PROVIDER,
      amount: '1.5',
      sendAll: false,
      feeOption: 'Recommended',
      memo: d.transferDetails.memo,
    });
    await call('sell.deposit', {
      ...ref,
      transferDetails: d.transferDetails,
      feeOption: 'Recommended',
      approvedFee: fee.fee,
    });
    const [tx, ...more] = transfersOf();
    expect(more).toEqual([]);
    expect(tx).toMatchObject({ memo: 'sale-77', result: 'SUCCESS' });
    expect(tx!.transfers).toContainEqual({ account: PROVIDER, amount: HBAR(1.5) });
    expect(net.ledger.balance(PROVIDER)).toBe(before + HBAR(1.5));
  });
});

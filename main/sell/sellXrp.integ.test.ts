// A sale on a memo chain through the whole app: the fixture backend's quote and payment details
// (test/product/sellBackend), the XRP family against the fixture rippled (test/ripple), the real
// signer process. The deposit lands at the provider's address with its destination tag and the
// exact amount; payment details without the tag are refused with nothing submitted.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallName, CallOutput } from '../../shared/contract';
import { rippleAddressFromPublicKey } from '../../shared/chains/ripple/rippleCodec';
import { startSellBackend, type SellBackend } from '../../test/product/sellBackend';
import { startRippled, type Rippled } from '../../test/ripple/rippled';
import { sourceSignerFactory } from '../../test/signerProcess';
import { createApp, type App } from '../app/createApp';
import { createRippleWalletFamily } from '../chains/ripple/walletFamily';
import { createHttp } from '../net/http';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const root = HDKey.fromMasterSeed(mnemonicToSeedSync(PHRASE));
const addressOf = (i: number) => rippleAddressFromPublicKey(root.derive(`m/44'/144'/0'/0/${i}`).publicKey!);
const ME = addressOf(0);
/** the provider's deposit account: an exchange-style shared address told apart by the tag */
const PROVIDER = addressOf(7);

let node: Rippled;
let backend: SellBackend;
let app: App;
let dataDir: string;
let coinId: string;

async function call<N extends CallName>(name: N, input: unknown): Promise<CallOutput<N>> {
  const r = await app.dispatch(name, input);
  if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code });
  return r.value as CallOutput<N>;
}

beforeAll(async () => {
  node = await startRippled();
  backend = await startSellBackend();
  backend.depositAddress = PROVIDER;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'wallet-sell-'));
  const ripple = createRippleWalletFamily({
    network: 'local',
    local: { rpcUrl: node.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
  app = await createApp({
    dataDir,
    host: 'web',
    network: 'local',
    version: 'test',
    signerFactory: sourceSignerFactory,
    families: { ripple },
    confirm: { intervalMs: 50, tries: 200 },
    product: { backendUrl: backend.base },
  });
  await call('wallets.importPhrase', { phrase: PHRASE, password: 'correct horse battery' });
  const list = await call('coins.list', {});
  coinId = list.coins.find((c) => c.chainName === 'ripple')!.id;
  node.fund(ME, 100_000_000n);
  node.fund(PROVIDER, 20_000_000n);
}, 60_000);

afterAll(async () => {
  await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await backend?.close();
  await node?.close();
});

const pickBest = async (amount: string) => {
  const q = await call('sell.quote', { coinId, amount });
  return { requestId: q.requestId, providerName: q.cryptoProviders[0]!.name };
};

describe('selling XRP to a provider that needs a destination tag', () => {
  it('says selling is set up when a backend is', async () => {
    expect(await call('sell.available', {})).toEqual({ available: true });
  });

  it('refuses payment details without the tag, submitting nothing', async () => {
    backend.memo = null;
    const before = node.ledger.txs.length;
    const ref = await pickBest('1');
    await expect(call('sell.paymentDetails', ref)).rejects.toThrow(
      /gave no destination tag; a .+ deposit without it is lost, so nothing was sent\./,
    );
    await expect(
      call('sell.deposit', {
        ...ref,
        transferDetails: { depositAddress: PROVIDER, depositAmount: '1' },
        feeOption: 'Recommended',
        approvedFee: '0.01',
      }),
    ).rejects.toThrow('payment details first');
    expect(node.ledger.txs.length).toBe(before);
  });

  it('deposits exactly the quoted amount with the tag, signed by the signer', async () => {
    backend.memo = '4242';
    const ref = await pickBest('1.5');
    const d = await call('sell.paymentDetails', ref);
    if (!d.ready) throw new Error('not ready');
    expect(d.transferDetails).toEqual({
      depositAddress: PROVIDER,
      depositAmount: '1.5',
      memo: { kind: 'tag', value: '4242' },
    });
    const fee = await call('send.quote', {
      coinId,
      to: PROVIDER,
      amount: '1.5',
      sendAll: false,
      feeOption: 'Recommended',
      memo: d.transferDetails.memo,
    });
    const { hash } = await call('sell.deposit', {
      ...ref,
      transferDetails: d.transferDetails,
      feeOption: 'Recommended',
      approvedFee: fee.fee,
    });
    const tx = node.ledger.txs.find((x) => x.hash === hash);
    expect(tx?.tx).toMatchObject({ Destination: PROVIDER, DestinationTag: 4242, Amount: '1500000' });
    expect(tx?.result).toBe('tesSUCCESS');
  });
});

// The Polkadot family against the fixture Sidecar + Subscan (test/polkadot), in their wire
// formats and with a ledger: every transfer is built offline with txwrapper and the metadata
// Sidecar serves, signed by the real signer (which decodes it with its own metadata) and
// submitted; the fixture verifies the signature and moves the balances.
import { hex } from '@scure/base';
import { secretFromSeed } from '@scure/sr25519';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ss58Decode } from '../../../shared/chains/polkadot/validate';
import type { AppError } from '../../../shared/errors';
import { feeOf } from '../../../test/polkadot/ledger';
import {
  importedPolkadotWallet,
  polkadotAddressAt,
  polkadotPath,
  signPolkadotWithRealSigner,
} from '../../../test/polkadot/realSigner';
import { startPolkadotFixture, type PolkadotFixture } from '../../../test/polkadot/sidecar';
import { createHttp } from '../../net/http';
import type { CoinRef, QuoteParams, WalletFamily } from '../family';
import {
  EXISTENTIAL_DEPOSIT,
  HISTORY_LIMIT,
  INCLUSION_WINDOW,
  POLKADOT_ERRORS,
  POLKADOT_NOTICES,
} from './constants';
import { createPolkadotWalletFamily } from './walletFamily';

const DOT = (n: number) => BigInt(Math.round(n * 1e10));
const ME = polkadotAddressAt(0);
const BOB = polkadotAddressAt(1);
const CAROL = polkadotAddressAt(2);
const DAVE = polkadotAddressAt(3);
const KEY = 'subscan-test-key';

let chain: PolkadotFixture;
let family: WalletFamily;

const coin = (i = 0): CoinRef => ({
  walletId: 'w1',
  chainName: 'polkadot',
  symbol: 'DOT',
  decimals: 10,
  address: polkadotAddressAt(i),
  path: polkadotPath(i),
});
const send = (over: Partial<QuoteParams>): QuoteParams => ({
  to: BOB,
  amount: 0n,
  sendAll: false,
  feeOption: 'Recommended',
  ...over,
});

async function sendThrough(c: CoinRef, p: QuoteParams) {
  const prepared = await family.prepare(c, p);
  const signed = signPolkadotWithRealSigner(prepared.unsigned, prepared.intent, c.path);
  const { hash } = await family.broadcast(c, signed);
  return { prepared, signed, hash };
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as AppError,
  );

beforeAll(async () => {
  chain = await startPolkadotFixture({ scanKey: KEY });
  chain.fund(ME, DOT(10));
  family = createPolkadotWalletFamily({
    network: 'local',
    local: { sidecarUrl: chain.url, scanUrl: chain.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
    keys: { subscan: [KEY] },
  });
});

afterAll(() => chain?.close());

describe('polkadot family on the fixture Sidecar', () => {
  it('reads the balance (free plus reserved) from balance-info, and an empty history', async () => {
    const s = await family.snapshot(coin());
    expect(s.balance).toBe(DOT(10));
    expect(s.receiveAddress).toBe(ME);
    expect(s.history).toEqual([]);
    chain.ledger.reserved.set(hex.encode(ss58Decode(ME).publicKey), DOT(1));
    expect((await family.snapshot(coin())).balance).toBe(DOT(11));
    chain.ledger.reserved.clear();
  });

  it("quotes the runtime's fee for this very extrinsic, and a send moves exactly amount + fee", async () => {
    const q = await family.quote(coin(), send({ amount: DOT(2.5) }));
    expect(q.amount).toBe(DOT(2.5));
    expect(q.isMax).toBe(false);
    expect(q.fee).toBeGreaterThan(0n);
    const { prepared, signed, hash } = await sendThrough(coin(), send({ amount: DOT(2.5) }));
    expect(prepared.intent).toMatchObject({
      family: 'polkadot',
      to: BOB,
      amount: String(DOT(2.5)),
      nonce: 0,
    });
    expect(prepared.intent).not.toHaveProperty('sendAll');
    expect(q.fee).toBe(feeOf((signed.length - 2) / 2));
    expect(chain.balanceOf(BOB)).toBe(DOT(2.5));
    expect(chain.balanceOf(ME)).toBe(DOT(10) - DOT(2.5) - q.fee);
    expect(await family.status(coin(), hash)).toBe('confirmed');
    expect(await family.status(coin(), `0x${'ab'.repeat(32)}`)).toBe('pending');
  });

  it("a wallet imported from polkadot.js's 64-byte sr25519 secret key signs, and the chain takes it", async () => {
    const secret = `0x${hex.encode(secretFromSeed(new Uint8Array(32).fill(9)))}`;
    const w = importedPolkadotWallet(secret);
    chain.fund(w.address, DOT(5));
    const c: CoinRef = { ...coin(), address: w.address, path: '' };
    const erin = polkadotAddressAt(4);
    const prepared = await family.prepare(c, send({ to: erin, amount: DOT(1.5) }));
    const { hash } = await family.broadcast(
      c,
      signPolkadotWithRealSigner(prepared.unsigned, prepared.intent, '', w.keys),
    );
    expect(chain.balanceOf(erin)).toBe(DOT(1.5));
    expect(await family.status(c, hash)).toBe('confirmed');
  });

  it('lists history from the scan service: POST transfers with address and row 20, X-API-Key', async () => {
    const s = await family.snapshot(coin());
    expect(s.history).toHaveLength(1);
    expect(s.history[0]).toMatchObject({ amount: String(-DOT(2.5)), status: 'success', from: ME, to: BOB });
    // the fee the wallet paid, as the chain charged it
    expect(s.history[0]!.fee).toBe(
      String(chain.ledger.transfers.find((t) => t.hash === s.history[0]!.hash)!.fee),
    );
    expect(s).not.toHaveProperty('historyNotice');
    const theirs = await family.snapshot(coin(1));
    expect(theirs.history[0]?.amount).toBe(String(DOT(2.5)));
    const scans = chain.requests().filter((r) => r.path === '/api/v2/scan/transfers');
    expect(scans.length).toBeGreaterThan(0);
    expect(scans.every((r) => r.apiKey === KEY)).toBe(true);
    expect(HISTORY_LIMIT).toBe(20);
  });

  it('spec §5: under 1 DOT the receiver must already hold a balance', async () => {
    expect(EXISTENTIAL_DEPOSIT).toBe(DOT(1));
    const e = await refusal(family.quote(coin(), send({ to: CAROL, amount: DOT(0.5) })));
    expect(e).toMatchObject({ code: 'RULE', message: 'Receiver address should have minimum 1 DOT' });
    expect(POLKADOT_ERRORS.receiverMinimumCode).toBe('polkadot_receiver_should_1_dot');
    // exactly 1 DOT to an empty account is fine, and so is 0.5 DOT to one that holds DOT
    expect((await family.quote(coin(), send({ to: CAROL, amount: DOT(1) }))).amount).toBe(DOT(1));
    await sendThrough(coin(), send({ to: BOB, amount: DOT(0.5) }));
    expect(chain.balanceOf(BOB)).toBe(DOT(3));
  });

  it('refuses a keep-alive send that would leave the sender under 1 DOT', async () => {
    const balance = chain.balanceOf(ME);
    const e = await refusal(family.quote(coin(), send({ amount: balance - DOT(0.5) })));
    expect(e).toMatchObject({ code: 'RULE', message: POLKADOT_ERRORS.wouldReap });
  });

  it('sends all with transferAllowDeath, approved as a send-all: the account is closed', async () => {
    const before = chain.balanceOf(ME);
    const q = await family.quote(coin(), send({ to: DAVE, sendAll: true }));
    expect(q.isMax).toBe(true);
    expect(q.amount).toBe(before - q.fee);
    const { prepared } = await sendThrough(coin(), send({ to: DAVE, sendAll: true }));
    expect(prepared.intent).toMatchObject({ sendAll: true, amount: String(before - q.fee) });
    expect(chain.balanceOf(DAVE)).toBe(before - q.fee);
    expect(chain.balanceOf(ME)).toBe(0n);
  });

  it('refuses a recipient that is not an address of this network', async () => {
    const mainnetStyle = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
    expect(await refusal(family.quote(coin(1), send({ to: mainnetStyle, amount: DOT(1) })))).toMatchObject({
      code: 'BAD_INPUT',
    });
  });
});

describe('polkadot without a scan service: confirmed through Sidecar blocks', () => {
  const ERIN = polkadotAddressAt(5);
  const erin = (): CoinRef => ({ ...coin(), address: ERIN, path: polkadotPath(5) });
  let bare: WalletFamily;
  beforeAll(() => {
    chain.fund(ERIN, DOT(10));
    bare = createPolkadotWalletFamily({
      network: 'local',
      local: { sidecarUrl: chain.url },
      http: createHttp({ backoffMs: 0, retries: 0 }),
    });
  });

  it('a send is found in the finalized blocks after the head it was sent at, and confirmed', async () => {
    const prepared = await bare.prepare(erin(), send({ to: BOB, amount: DOT(1) }));
    const head = chain.ledger.height;
    const seen = chain.requests().length;
    const { hash, pending } = await bare.broadcast(
      erin(),
      signPolkadotWithRealSigner(prepared.unsigned, prepared.intent, erin().path),
    );
    expect(pending.payload).toEqual({ scanFrom: head + 1 });
    // other extrinsics land after it: the search still finds it in its own block
    chain.fund(CAROL, DOT(2), DAVE);
    expect(await bare.status(erin(), hash, pending)).toBe('confirmed');
    const asked = chain.requests().slice(seen);
    expect(asked.some((r) => r.path === `/blocks/${head + 1}`)).toBe(true);
    expect(asked.some((r) => r.path.startsWith('/api/'))).toBe(false);
  });

  it('an extrinsic included but failed reads FAILED; one never included fails once its mortality passed', async () => {
    const prepared = await bare.prepare(erin(), send({ to: BOB, amount: DOT(1) }));
    const { hash, pending } = await bare.broadcast(
      erin(),
      signPolkadotWithRealSigner(prepared.unsigned, prepared.intent, erin().path),
    );
    chain.ledger.extrinsics.get(hash)!.success = false;
    expect(await bare.status(erin(), hash, pending)).toBe('failed');

    const ghost = `0x${'cd'.repeat(32)}`;
    const entry = {
      hash: ghost,
      date: 0,
      kind: 'transfer' as const,
      payload: { scanFrom: chain.ledger.height + 1 },
    };
    expect(await bare.status(erin(), ghost, entry)).toBe('pending');
    for (let i = 0; i <= INCLUSION_WINDOW; i++) chain.fund(CAROL, 1n, DAVE);
    const looks: string[] = [];
    for (let i = 0; i < 10 && looks.at(-1) !== 'failed'; i++)
      looks.push(await bare.status(erin(), ghost, entry));
    // the window is read a bounded number of blocks per look, then the extrinsic is given up
    expect(looks.at(-1)).toBe('failed');
    expect(looks.length).toBeGreaterThan(1);
  });

  it('says plainly that history needs a scan service, and a keyless Subscan refusal asks for a key', async () => {
    const s = await bare.snapshot(erin());
    expect(s.history).toEqual([]);
    expect(s.historyNotice).toBe(POLKADOT_NOTICES.noScan);
    const keyless = createPolkadotWalletFamily({
      network: 'local',
      local: { sidecarUrl: chain.url, scanUrl: chain.url },
      http: createHttp({ backoffMs: 0, retries: 0 }),
    });
    expect((await keyless.snapshot(erin())).historyNotice).toBe(POLKADOT_NOTICES.needsKey);
  });
});

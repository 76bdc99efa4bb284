/**
 * Issue 32: what the Solana family hands the signer is the message its preview simulated. On
 * litesvm behind the facade, with the family's clock in the test's hands: a quote and its
 * preview share one build; prepare takes the previewed message (no read, no new blockhash)
 * once and while it is young; a preview asked beside a prepare simulates that prepare's message.
 */
import { Keypair } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSolanaFacade, type SolanaFacade } from '../../../test/solana/facade';
import { createHttp } from '../../net/http';
import type { CoinRef, QuoteParams, WalletFamily } from '../family';
import { createSolanaWalletFamily, PREVIEWED_REUSE_MS } from './walletFamily';

const ME = Keypair.generate().publicKey.toBase58();
const coin: CoinRef = {
  walletId: 'w',
  chainName: 'solana',
  symbol: 'SOL',
  decimals: 9,
  address: ME,
  path: '',
};
let f: SolanaFacade;
let family: WalletFamily;
let clock = 1_000_000;

const params = (amount: bigint): QuoteParams => ({
  to: Keypair.generate().publicKey.toBase58(),
  amount,
  sendAll: false,
  feeOption: 'Normal',
});
/** the message (after the signature section) of the simulateTransaction calls made since `from` */
const simulated = (from: number) =>
  f
    .requests()
    .slice(from)
    .filter((r) => r.method === 'simulateTransaction' && Array.isArray(r.params))
    .map((r) =>
      Buffer.from((r.params as string[])[0]!, 'base64')
        .subarray(1 + 64)
        .toString('base64'),
    );

beforeAll(async () => {
  f = await startSolanaFacade();
  f.airdrop(ME, 5_000_000_000n);
  family = createSolanaWalletFamily({
    network: 'local',
    local: { rpcUrl: f.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
    now: () => clock,
  });
});
afterAll(() => f?.close());

describe('the Solana family signs the message it previewed', () => {
  it('quote and preview share one build; prepare then hands out that message without a read, once', async () => {
    const p = params(10_000_000n);
    const from = f.requests().length;
    const [preview, quote] = await Promise.all([family.preview!(coin, p), family.quote(coin, p)]);
    expect(preview).toMatchObject({ status: 'ok', mismatch: null });
    // one plan (reads, unit simulation) and one preview batch (accounts, simulation)
    expect(
      f
        .requests()
        .slice(from)
        .map((r) => r.method),
    ).toEqual([
      'getBalance',
      'getMultipleAccounts',
      'getMinimumBalanceForRentExemption',
      'getRecentPrioritizationFees',
      'getLatestBlockhash',
      'simulateTransaction',
      'getMultipleAccounts',
      'simulateTransaction',
    ]);
    const previewed = simulated(from).at(-1)!;
    clock += PREVIEWED_REUSE_MS - 1;
    const before = f.requests().length;
    const prepared = await family.prepare(coin, p);
    expect(f.requests().length).toBe(before);
    expect(prepared.unsigned).toBe(previewed);
    expect(prepared.quote).toEqual(quote);
    // a second prepare of the same send builds anew: the same message twice would be a duplicate
    await family.prepare(coin, p);
    expect(f.requests().length).toBeGreaterThan(before);
  });

  it('a previewed message older than the reuse window is not handed out', async () => {
    const p = params(11_000_000n);
    await family.preview!(coin, p);
    clock += PREVIEWED_REUSE_MS;
    const before = f.requests().length;
    await family.prepare(coin, p);
    expect(
      f
        .requests()
        .slice(before)
        .map((r) => r.method),
    ).toContain('getLatestBlockhash');
  });

  it('a preview asked beside a prepare (a submit without a held preview) simulates the prepared message', async () => {
    const p = params(12_000_000n);
    clock += PREVIEWED_REUSE_MS; // nothing held from before
    const from = f.requests().length;
    // prepare first, as the lazy family's fewer awaits make it run
    const [prepared, preview] = await Promise.all([family.prepare(coin, p), family.preview!(coin, p)]);
    expect(preview).toMatchObject({ status: 'ok', mismatch: null });
    expect(simulated(from).at(-1)).toBe(prepared.unsigned);
    // one build: litesvm's blockhash stands still, so two builds could be byte-equal by chance
    const methods = f
      .requests()
      .slice(from)
      .map((r) => r.method);
    expect(methods.filter((m) => m === 'getLatestBlockhash')).toHaveLength(1);
  });

  it('a send the quote refuses previews as unavailable with the quote’s reason', async () => {
    const p = params(9_000_000_000n);
    expect(await family.preview!(coin, p)).toEqual({
      status: 'unavailable',
      reason: expect.stringMatching(/balance|insufficient|enough/i) as unknown as string,
    });
  });
});

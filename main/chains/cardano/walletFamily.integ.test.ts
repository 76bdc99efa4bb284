// The Cardano family against the fixture Blockfrost (test/cardano), in its wire format and
// with a UTXO ledger: every transfer is built with cardano-serialization-lib from the
// protocol parameters Blockfrost serves, signed by the real signer (which decodes the body
// and derives the change address itself) and submitted as CBOR; the fixture verifies the
// witness against the body hash and the inputs' key hashes, and moves the UTXOs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../../shared/errors';
import { startBlockfrostFixture, PARAMS, type BlockfrostFixture } from '../../../test/cardano/blockfrost';
import { cardanoAddressAt, cardanoPath, signCardanoWithRealSigner } from '../../../test/cardano/realSigner';
import { createHttp } from '../../net/http';
import type { CoinRef, QuoteParams, WalletFamily } from '../family';
import { CSL } from './logic/csl';
import {
  ADA_DECIMALS,
  CARDANO_CONFIRM_POLICY,
  CARDANO_ERRORS,
  HISTORY_LIMIT,
  TTL_MARGIN_SLOTS,
} from './constants';
import { createCardanoWalletFamily } from './walletFamily';

const ADA = (n: number) => BigInt(Math.round(n * 1e6));
const ME = cardanoAddressAt(0);
const BOB = cardanoAddressAt(1);
const CAROL = cardanoAddressAt(2);
const DAVE = cardanoAddressAt(3);
const KEY = 'preprodTestProjectId';

let chain: BlockfrostFixture;
let family: WalletFamily;

const coin = (i = 0, address = cardanoAddressAt(i)): CoinRef => ({
  walletId: 'w1',
  chainName: 'cardano',
  symbol: 'ADA',
  decimals: 6,
  address,
  path: cardanoPath(i),
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
  const signed = signCardanoWithRealSigner(prepared.unsigned, prepared.intent, c.path);
  const { hash } = await family.broadcast(c, signed);
  return { prepared, signed, hash };
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as AppError,
  );

/** The fee CSL's own min_fee gives the signed transaction: what the quote must equal. */
const minFeeOf = (signed: string) =>
  BigInt(
    CSL.min_fee(
      CSL.Transaction.from_hex(signed),
      CSL.LinearFee.new(
        CSL.BigNum.from_str(String(PARAMS.min_fee_a)),
        CSL.BigNum.from_str(String(PARAMS.min_fee_b)),
      ),
    ).to_str(),
  );

beforeAll(async () => {
  chain = await startBlockfrostFixture({ projectId: KEY });
  chain.fund(ME, ADA(10));
  chain.fund(ME, ADA(5));
  family = createCardanoWalletFamily({
    network: 'local',
    local: { blockfrostUrl: chain.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
    keys: { blockfrost: [KEY] },
  });
});

afterAll(() => chain?.close());

describe('cardano family on the fixture Blockfrost', () => {
  it('reads the balance in lovelace (6 decimals) and the funding history, with the project_id header', async () => {
    const s = await family.snapshot(coin());
    expect(ADA_DECIMALS).toBe(6);
    expect(s.balance).toBe(ADA(15));
    expect(s.receiveAddress).toBe(ME);
    expect(s.history).toHaveLength(2);
    // newest first, received from the faucet, always SUCCESS (spec §4)
    expect(s.history[0]).toMatchObject({ amount: String(ADA(5)), status: 'success', to: ME });
    expect(s.history[0]!.date).toBeGreaterThan(s.history[1]!.date);
    expect(s.history[0]).not.toHaveProperty('fee');
    expect(chain.requests().every((r) => r.projectId === KEY)).toBe(true);
    // an address the chain never saw: 0 and no history, not an error
    const fresh = await family.snapshot(coin(5));
    expect(fresh).toMatchObject({ balance: 0n, history: [] });
  });

  it('quotes the linear fee of the very body it builds; a send moves exactly amount + fee and returns change', async () => {
    const q = await family.quote(coin(), send({ amount: ADA(12) }));
    expect(q).toMatchObject({
      amount: ADA(12),
      isMax: false,
      feeUnit: 'ADA',
      feeUnitDecimals: 6,
      feeOptions: [],
    });
    const tip = chain.tipSlot();
    const { prepared, signed, hash } = await sendThrough(coin(), send({ amount: ADA(12) }));
    expect(prepared.quote.fee).toBe(q.fee);
    expect(prepared.intent).toMatchObject({
      family: 'cardano',
      from: ME,
      to: BOB,
      amount: String(ADA(12)),
      feeCap: String(q.fee),
    });
    // the fee is CSL's minimum for the signed size, within a few lovelace
    expect(q.fee).toBeGreaterThanOrEqual(minFeeOf(signed));
    expect(q.fee - minFeeOf(signed)).toBeLessThan(1_000n);
    const body = CSL.Transaction.from_hex(signed).body();
    expect(BigInt(body.ttl_bignum()!.to_str())).toBe(tip + TTL_MARGIN_SLOTS);
    // both UTXOs were needed; the change went back to the sending address
    expect(body.inputs().len()).toBe(2);
    expect(body.outputs().get(1).address().to_bech32(undefined)).toBe(ME);
    expect(chain.submissions().at(-1)).toEqual({ hash });
    expect(chain.balanceOf(BOB)).toBe(ADA(12));
    expect(chain.balanceOf(ME)).toBe(ADA(15) - ADA(12) - q.fee);
    expect(await family.status(coin(), hash)).toBe('confirmed');
    expect(await family.status(coin(), 'ab'.repeat(32))).toBe('pending');
    const submits = chain.requests().filter((r) => r.path === '/api/v0/tx/submit');
    expect(submits.map((r) => r.contentType)).toEqual(['application/cbor']);
  });

  it('lists the send in history: the amount and fee as the wallet sees them, the counterparty', async () => {
    const s = await family.snapshot(coin());
    expect(s.history).toHaveLength(3);
    const sent = s.history[0]!;
    expect(sent).toMatchObject({ from: ME, to: BOB, status: 'success' });
    expect(BigInt(sent.amount)).toBe(-(ADA(12) + BigInt(sent.fee!)));
    const theirs = await family.snapshot(coin(1));
    expect(theirs.history[0]).toMatchObject({ amount: String(ADA(12)), from: ME, to: BOB });
    expect(HISTORY_LIMIT).toBe(20);
    expect(chain.requests().some((r) => /\/transactions\?order=desc&count=20&page=1$/.test(r.path))).toBe(
      true,
    );
  });

  it('spec §5: the insufficient-funds message names available and required lovelace, the fee included', async () => {
    const available = chain.balanceOf(ME);
    const e = await refusal(family.quote(coin(), send({ amount: ADA(50) })));
    expect(e?.code).toBe('RULE');
    const m =
      /^Insufficient funds: (\d+) lovelace available, (\d+) lovelace required \(including a fee of (\d+) lovelace\)$/.exec(
        e?.message ?? '',
      );
    expect(m).not.toBeNull();
    expect(BigInt(m![1]!)).toBe(available);
    const fee = BigInt(m![3]!);
    expect(fee).toBeGreaterThan(150_000n);
    expect(BigInt(m![2]!)).toBe(ADA(50) + fee);
    expect(e?.message).toBe(CARDANO_ERRORS.insufficient(available, ADA(50) + fee, fee));
  });

  it("spec §5: 'No UTXOs available in sender wallet' and 'Could not get sender address'", async () => {
    expect(await refusal(family.quote(coin(4), send({ amount: ADA(2) })))).toMatchObject({
      code: 'RULE',
      message: 'No UTXOs available in sender wallet',
    });
    expect(await refusal(family.quote(coin(0, ''), send({ amount: ADA(2) })))).toMatchObject({
      code: 'RULE',
      message: 'Could not get sender address',
    });
    expect(CARDANO_ERRORS.noSender).toBe('Could not get sender address');
    expect(CARDANO_ERRORS.noUtxos).toBe('No UTXOs available in sender wallet');
  });

  it('min-ADA per output: an amount under what its output must hold is refused', async () => {
    const e = await refusal(family.quote(coin(), send({ to: CAROL, amount: 900_000n })));
    expect(e?.code).toBe('RULE');
    // 4310 lovelace per byte of a base-address output with its 160-byte overhead: ~0.97 ADA
    expect(e?.message).toMatch(/^A Cardano output must hold at least 9\d{5} lovelace/);
  });

  it('sends all: every UTXO into one output less the fee, no change; the account is emptied', async () => {
    const before = chain.balanceOf(ME);
    const q = await family.quote(coin(), send({ to: DAVE, sendAll: true }));
    expect(q.isMax).toBe(true);
    expect(q.amount).toBe(before - q.fee);
    const { prepared, signed } = await sendThrough(coin(), send({ to: DAVE, sendAll: true }));
    expect(prepared.intent).toMatchObject({ amount: String(before - q.fee) });
    expect(CSL.Transaction.from_hex(signed).body().outputs().len()).toBe(1);
    expect(chain.balanceOf(DAVE)).toBe(before - q.fee);
    expect(chain.balanceOf(ME)).toBe(0n);
  });

  it('refuses a recipient of another network or a memo; confirmation waits 90 s', async () => {
    const mainnet = cardanoAddressAt(1, 'mainnet');
    expect(await refusal(family.quote(coin(1), send({ to: mainnet, amount: ADA(2) })))).toMatchObject({
      code: 'BAD_INPUT',
      message: CARDANO_ERRORS.badAddress,
    });
    expect(
      await refusal(family.quote(coin(1), send({ amount: ADA(2), memo: { kind: 'text', value: 'hi' } }))),
    ).toMatchObject({ code: 'BAD_INPUT' });
    expect(family.confirmPolicy).toEqual(CARDANO_CONFIRM_POLICY);
    expect(CARDANO_CONFIRM_POLICY.intervalMs * CARDANO_CONFIRM_POLICY.tries).toBe(90_000);
  });

  it('a transaction not yet in a block is pending, then confirmed', async () => {
    chain.hold(true);
    const { hash } = await sendThrough(coin(1), send({ to: CAROL, amount: ADA(3) }));
    expect(await family.status(coin(1), hash)).toBe('pending');
    chain.hold(false);
    expect(await family.status(coin(1), hash)).toBe('confirmed');
    expect(chain.balanceOf(CAROL)).toBe(ADA(3));
  });

  it("a broken witness is refused by the fixture's ledger rules, with Blockfrost's words", async () => {
    const prepared = await family.prepare(coin(1), send({ to: CAROL, amount: ADA(2) }));
    const signed = signCardanoWithRealSigner(prepared.unsigned, prepared.intent, coin(1).path);
    // flip one byte of the signature (the last 64 bytes before the is_valid and aux fields)
    const at = signed.length - 8;
    const broken =
      signed.slice(0, at) + (signed.slice(at, at + 2) === '00' ? '01' : '00') + signed.slice(at + 2);
    const e = await refusal(family.broadcast(coin(1), broken));
    expect(e).toMatchObject({ code: 'NETWORK', message: 'Blockfrost: TxSubmitFail: InvalidWitnessesUTXOW' });
  });
});

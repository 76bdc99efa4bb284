// Cardano native assets (issue 37) against the fixture Blockfrost of test/cardano, in its wire
// format: UTXOs that carry assets by unit (policy id ‖ asset name), assets/{unit} with CIP-68,
// registry (CIP-26) and CIP-25 metadata, and a ledger per asset that refuses any submission
// where an asset's inputs and outputs differ (burned, left out, minted). Sends are built by the
// family, signed by the real signer (which holds the recipient's output to the approved asset,
// amount and lovelace) and submitted; the fixture verifies the witness with CSL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../../shared/errors';
import { PARAMS, startBlockfrostFixture, type BlockfrostFixture } from '../../../test/cardano/blockfrost';
import { cardanoAddressAt, cardanoPath, signCardanoWithRealSigner } from '../../../test/cardano/realSigner';
import { createHttp } from '../../net/http';
import type { CoinRef, QuoteParams, WalletFamily } from '../family';
import { CSL } from './logic/csl';
import { CARDANO_ERRORS } from './constants';
import { createCardanoWalletFamily } from './walletFamily';

const ME = cardanoAddressAt(0);
const BOB = cardanoAddressAt(1);
/** SNEK on mainnet: in the token registry (ticker SNEK, 0 decimals), no on-chain metadata */
const SNEK = '279c909f348e533da5808898f87f9a14bb2c3dfbbacccd631d927a3f534e454b';
/** a CIP-68 fungible token: label 333 (0014df10) before its name 'USDM' */
const USDM_POLICY = 'c48cbb3d5e57ed56e276bc45f99ab39abe94e6cd7ac39fb402da47ad';
const USDM = `${USDM_POLICY}0014df105553444d`;
/** an asset with no metadata at all and a name that is not text */
const RAW = `${'ab'.repeat(28)}00ff10`;
/** a CIP-25 NFT: its name from the 721 metadata */
const NFT = `${'cd'.repeat(28)}${Buffer.from('Pixel42').toString('hex')}`;

let chain: BlockfrostFixture;
let family: WalletFamily;

const coin = (over: Partial<CoinRef> = {}): CoinRef => ({
  walletId: 'w1',
  chainName: 'cardano',
  symbol: 'ADA',
  decimals: 6,
  address: ME,
  path: cardanoPath(0),
  ...over,
});
const token = (unit: string, symbol: string, decimals: number, over: Partial<CoinRef> = {}) =>
  coin({ symbol, decimals, contractAddress: unit, ...over });

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as AppError,
  );

beforeAll(async () => {
  chain = await startBlockfrostFixture();
  chain.fund(ME, 20_000_000n);
  chain.fundToken(ME, SNEK, 1_250_000n);
  chain.fundToken(ME, USDM, 75_500_000n);
  chain.fundToken(ME, RAW, 9n);
  chain.fundToken(BOB, NFT, 1n);
  chain.registerAsset(SNEK, {
    metadata: { name: 'Snek', ticker: 'SNEK', decimals: 0, url: 'https://snek.com' },
  });
  chain.registerAsset(USDM, {
    onchain_metadata_standard: 'CIP68v1',
    onchain_metadata: { name: 'USDM', ticker: 'USDM', decimals: 6, description: 'a stablecoin' },
  });
  chain.registerAsset(NFT, { onchain_metadata_standard: 'CIP25v1', onchain_metadata: { name: 'Pixel #42' } });
  family = createCardanoWalletFamily({
    network: 'local',
    local: { blockfrostUrl: chain.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
});

afterAll(() => chain?.close());

describe('cardano native assets: balances and custom tokens', () => {
  it('checks a custom token on chain and names it from CIP-68, the registry, CIP-25 or its own name', async () => {
    expect(await family.tokenInfo!('cardano', USDM)).toEqual({
      contractAddress: USDM,
      name: 'USDM',
      symbol: 'USDM',
      decimals: 6,
    });
    // policy id and asset name split by a dot, upper case: the same unit
    expect(
      await family.tokenInfo!('cardano', `${SNEK.slice(0, 56).toUpperCase()}.${SNEK.slice(56)}`),
    ).toEqual({
      contractAddress: SNEK,
      name: 'Snek',
      symbol: 'SNEK',
      decimals: 0,
    });
    expect(await family.tokenInfo!('cardano', NFT)).toEqual({
      contractAddress: NFT,
      name: 'Pixel #42',
      symbol: 'Pixel42',
      decimals: 0,
    });
    // no metadata and a name that is not text: the hex name, 0 decimals
    expect(await family.tokenInfo!('cardano', RAW)).toEqual({
      contractAddress: RAW,
      name: '00ff10',
      symbol: '00ff10',
      decimals: 0,
    });
  });

  it('refuses an asset the chain never minted, and a unit of the wrong shape', async () => {
    const unknown = `${'ee'.repeat(28)}4e4f4e45`;
    expect(await refusal(family.tokenInfo!('cardano', unknown))).toMatchObject({
      code: 'BAD_INPUT',
      message: CARDANO_ERRORS.unknownToken(unknown),
    });
    for (const bad of [SNEK.slice(0, 50), `${SNEK}0`, `${SNEK.slice(0, 56)}${'00'.repeat(33)}`, 'lovelace'])
      expect(await refusal(family.tokenInfo!('cardano', bad))).toMatchObject({
        code: 'BAD_INPUT',
        message: CARDANO_ERRORS.badToken,
      });
  });

  it('shows each asset’s balance over the UTXOs, and the ADA page names the assets held', async () => {
    expect((await family.snapshot(token(SNEK, 'SNEK', 0))).balance).toBe(1_250_000n);
    expect((await family.snapshot(token(USDM, 'USDM', 6))).balance).toBe(75_500_000n);
    expect((await family.snapshot(token(NFT, 'Pixel42', 0))).balance).toBe(0n);
    const ada = await family.snapshot(coin());
    // every asset output carries its own ADA, counted in the balance
    expect(ada.balance).toBe(20_000_000n + 3n * 1_500_000n);
    expect(ada.notices).toEqual([CARDANO_ERRORS.heldAssets([SNEK, USDM, RAW])]);
    expect((await family.snapshot(coin({ address: BOB }))).notices).toEqual([
      CARDANO_ERRORS.heldAssets([NFT]),
    ]);
  });

  it('a token’s history lists only the transactions that moved it', async () => {
    const s = await family.snapshot(token(SNEK, 'SNEK', 0));
    expect(s.history).toHaveLength(1);
    expect(s.history[0]).toMatchObject({ amount: '1250000', to: ME, status: 'success' });
    expect(s.history[0]).not.toHaveProperty('fee');
  });
});

/** The min-ADA CSL itself requires of an output of the signed transaction. */
const minAdaOfOutput = (signed: string, i: number) =>
  BigInt(
    CSL.min_ada_for_output(
      CSL.Transaction.from_hex(signed).body().outputs().get(i),
      CSL.DataCost.new_coins_per_byte(CSL.BigNum.from_str(PARAMS.coins_per_utxo_size)),
    ).to_str(),
  );

async function sendThrough(c: CoinRef, p: QuoteParams) {
  const prepared = await family.prepare(c, p);
  const signed = signCardanoWithRealSigner(prepared.unsigned, prepared.intent, c.path);
  const { hash } = await family.broadcast(c, signed);
  return { prepared, signed, hash };
}
const send = (over: Partial<QuoteParams>): QuoteParams => ({
  to: BOB,
  amount: 0n,
  sendAll: false,
  feeOption: 'Recommended',
  ...over,
});

describe('cardano native assets: sends', () => {
  it('sends SNEK: one asset in the recipient’s output with CSL’s min-ADA, every other asset kept in change', async () => {
    const adaBefore = chain.balanceOf(ME);
    const q = await family.quote(token(SNEK, 'SNEK', 0), send({ amount: 400_000n }));
    expect(q).toMatchObject({ amount: 400_000n, isMax: false, feeUnit: 'ADA', feeOptions: [] });
    const along = q.costs?.[0];
    expect(along).toMatchObject({ kind: 'deposit', label: 'Sent along with the token' });
    const { prepared, signed } = await sendThrough(token(SNEK, 'SNEK', 0), send({ amount: 400_000n }));
    expect(prepared.intent).toMatchObject({
      to: BOB,
      amount: '400000',
      token: { policyId: SNEK.slice(0, 56), assetName: SNEK.slice(56) },
      lovelace: String(prepared.quote.costs?.[0]?.kind === 'usage' ? 0 : prepared.quote.costs?.[0]?.amount),
    });
    // the ADA sent along is exactly what CSL's min_ada_for_output asks of that output
    const body = CSL.Transaction.from_hex(signed).body();
    const sentAlong = BigInt(body.outputs().get(0).amount().coin().to_str());
    expect(sentAlong).toBe(minAdaOfOutput(signed, 0));
    expect(sentAlong).toBeGreaterThan(1_000_000n);
    expect(sentAlong).toBeLessThan(2_000_000n);
    expect(chain.tokenBalanceOf(BOB, SNEK)).toBe(400_000n);
    expect(chain.tokenBalanceOf(ME, SNEK)).toBe(850_000n);
    // nothing else moved: USDM and the raw asset are all still at the address
    expect(chain.tokenBalanceOf(ME, USDM)).toBe(75_500_000n);
    expect(chain.tokenBalanceOf(ME, RAW)).toBe(9n);
    expect(chain.balanceOf(BOB)).toBe(1_500_000n + sentAlong);
    expect(chain.balanceOf(ME)).toBe(adaBefore - sentAlong - prepared.quote.fee);
  });

  it('lists the send in the token’s history, without a fee; BOB’s history has it coming in', async () => {
    const mine = await family.snapshot(token(SNEK, 'SNEK', 0));
    expect(mine.balance).toBe(850_000n);
    expect(mine.history[0]).toMatchObject({ amount: '-400000', from: ME, to: BOB });
    expect(mine.history[0]).not.toHaveProperty('fee');
    const theirs = await family.snapshot(token(SNEK, 'SNEK', 0, { address: BOB, path: cardanoPath(1) }));
    expect(theirs.history).toHaveLength(1);
    expect(theirs.history[0]).toMatchObject({ amount: '400000', from: ME, to: BOB });
  });

  it('refuses more of a token than the address holds, or none', async () => {
    expect(await refusal(family.quote(token(SNEK, 'SNEK', 0), send({ amount: 850_001n })))).toMatchObject({
      code: 'RULE',
      message: CARDANO_ERRORS.tokenTooLittle(850_000n, 'SNEK'),
    });
    expect(await refusal(family.quote(token(SNEK, 'SNEK', 0), send({ amount: 0n })))).toMatchObject({
      code: 'BAD_INPUT',
    });
  });

  it('an ADA send that spends token-holding UTXOs keeps every asset in its change', async () => {
    const before = chain.utxosOf(ME).length;
    // more than the ADA-only UTXO holds: the asset UTXOs' ADA is needed too
    const adaBefore = chain.balanceOf(ME);
    const { prepared, signed } = await sendThrough(coin(), send({ to: BOB, amount: adaBefore - 3_000_000n }));
    expect(CSL.Transaction.from_hex(signed).body().inputs().len()).toBeGreaterThan(1);
    expect(chain.utxosOf(ME).length).toBeLessThan(before);
    expect(chain.tokenBalanceOf(ME, SNEK)).toBe(850_000n);
    expect(chain.tokenBalanceOf(ME, USDM)).toBe(75_500_000n);
    expect(chain.tokenBalanceOf(ME, RAW)).toBe(9n);
    expect(chain.tokenBalanceOf(BOB, USDM)).toBe(0n);
    expect(chain.balanceOf(ME)).toBe(3_000_000n - prepared.quote.fee);
  });

  it('sends all ADA: the assets stay in one output with its min-ADA; the rest goes, less the fee', async () => {
    chain.fund(ME, 10_000_000n);
    const adaBefore = chain.balanceOf(ME);
    const { prepared, signed } = await sendThrough(coin(), send({ to: BOB, sendAll: true }));
    const outputs = CSL.Transaction.from_hex(signed).body().outputs();
    expect(outputs.len()).toBe(2);
    const kept = BigInt(outputs.get(1).amount().coin().to_str());
    expect(kept).toBe(minAdaOfOutput(signed, 1));
    expect(prepared.quote.amount).toBe(adaBefore - prepared.quote.fee - kept);
    expect(chain.balanceOf(ME)).toBe(kept);
    expect(chain.tokenBalanceOf(ME, SNEK)).toBe(850_000n);
    expect(chain.tokenBalanceOf(ME, USDM)).toBe(75_500_000n);
    expect(chain.tokenBalanceOf(ME, RAW)).toBe(9n);
  });
});

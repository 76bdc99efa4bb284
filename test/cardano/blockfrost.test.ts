// The fixture Blockfrost's ledger rules, each broken once by a transaction CSL builds and
// signs with the abandon wallet's own keys: a fixture that accepted any of these would let a
// wrong send look right in the integration and e2e tests.
import { mnemonicToEntropy } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import * as CSL from '@emurgo/cardano-serialization-lib-nodejs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABANDON, bodyHex, cardanoAddressAt, type OutputSpec } from './bodies';
import { startBlockfrostFixture, type BlockfrostFixture } from './blockfrost';

const H = 0x80000000;
const root = CSL.Bip32PrivateKey.from_bip39_entropy(mnemonicToEntropy(ABANDON, wordlist), new Uint8Array());
const keyOf = (account: number) =>
  root
    .derive(H + 1852)
    .derive(H + 1815)
    .derive(H + account)
    .derive(0)
    .derive(0)
    .to_raw_key();
const ME = cardanoAddressAt(0);
const BOB = cardanoAddressAt(1);

let chain: BlockfrostFixture;
let funding: string;

/** the signed transaction's CBOR, witnessed by each of `signers` */
function signed(unsigned: string, signers: number[]): Uint8Array<ArrayBuffer> {
  const body = CSL.FixedTransactionBody.from_hex(unsigned);
  const vkeys = CSL.Vkeywitnesses.new();
  for (const s of signers) vkeys.add(CSL.make_vkey_witness(body.tx_hash(), keyOf(s)));
  const set = CSL.TransactionWitnessSet.new();
  set.set_vkeys(vkeys);
  return Uint8Array.from(CSL.FixedTransaction.new(body.original_bytes(), set.to_bytes(), true).to_bytes());
}

async function submit(cbor: Uint8Array<ArrayBuffer>, type = 'application/cbor') {
  const res = await fetch(`${chain.url}/tx/submit`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: cbor,
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

const spend = (outputs: OutputSpec[], fee: bigint, ttl = chain.tipSlot() + 100n, input = `${funding}#0`) =>
  bodyHex({ inputs: [input], outputs, fee, ttl });

beforeAll(async () => {
  chain = await startBlockfrostFixture();
  funding = chain.fund(ME, 10_000_000n);
});
afterAll(() => chain?.close());

describe('fixture Blockfrost ledger rules', () => {
  const failsWith = async (cbor: Uint8Array<ArrayBuffer>, rule: string) => {
    const r = await submit(cbor);
    expect(r).toEqual({ status: 400, body: expect.objectContaining({ message: `TxSubmitFail: ${rule}` }) });
    expect(chain.balanceOf(ME)).toBe(10_000_000n);
  };
  const honest = () =>
    spend(
      [
        { address: BOB, lovelace: 3_000_000n },
        { address: ME, lovelace: 6_800_000n },
      ],
      200_000n,
    );

  it('refuses a witness by another key (the input is not its to spend)', () =>
    failsWith(signed(honest(), [1]), 'MissingVKeyWitnessesUTXOW'));
  it('refuses an unsigned transaction', () => failsWith(signed(honest(), []), 'MissingVKeyWitnessesUTXOW'));
  it('refuses a signature over another body', async () => {
    const other = CSL.FixedTransactionBody.from_hex(
      spend([{ address: BOB, lovelace: 9_800_000n }], 200_000n),
    );
    const vkeys = CSL.Vkeywitnesses.new();
    vkeys.add(CSL.make_vkey_witness(other.tx_hash(), keyOf(0)));
    const set = CSL.TransactionWitnessSet.new();
    set.set_vkeys(vkeys);
    const body = CSL.FixedTransactionBody.from_hex(honest());
    await failsWith(
      Uint8Array.from(CSL.FixedTransaction.new(body.original_bytes(), set.to_bytes(), true).to_bytes()),
      'InvalidWitnessesUTXOW',
    );
  });
  it('refuses an input that does not exist', () =>
    failsWith(
      signed(
        spend([{ address: BOB, lovelace: 1_800_000n }], 200_000n, undefined, `${'9'.repeat(64)}#0`),
        [0],
      ),
      'BadInputsUTxO',
    ));
  it('refuses outputs + fee that differ from the inputs', () =>
    failsWith(
      signed(spend([{ address: BOB, lovelace: 9_900_000n }], 200_000n), [0]),
      'ValueNotConservedUTxO',
    ));
  it('refuses a fee under the linear minimum', () =>
    failsWith(signed(spend([{ address: BOB, lovelace: 9_900_000n }], 100_000n), [0]), 'FeeTooSmallUTxO'));
  it('refuses an output under its min-ADA', () =>
    failsWith(
      signed(
        spend(
          [
            { address: BOB, lovelace: 500_000n },
            { address: ME, lovelace: 9_300_000n },
          ],
          200_000n,
        ),
        [0],
      ),
      'BabbageOutputTooSmallUTxO',
    ));
  it('refuses a TTL already past', () =>
    failsWith(
      signed(spend([{ address: BOB, lovelace: 9_800_000n }], 200_000n, chain.tipSlot() - 1n), [0]),
      'OutsideValidityIntervalUTxO',
    ));
  it('refuses a body that is not CBOR, or not sent as application/cbor', async () => {
    expect((await submit(new Uint8Array([1, 2, 3]))).status).toBe(400);
    expect((await submit(signed(honest(), [0]), 'text/plain')).status).toBe(415);
  });

  it('applies the honest transaction: the UTXOs move and both addresses list it', async () => {
    const r = await submit(signed(honest(), [0]));
    expect(r.status).toBe(200);
    expect(chain.balanceOf(BOB)).toBe(3_000_000n);
    expect(chain.balanceOf(ME)).toBe(6_800_000n);
    const hash = r.body as string;
    const res = await fetch(`${chain.url}/addresses/${BOB}/transactions?order=desc&count=20`);
    expect(((await res.json()) as { tx_hash: string }[]).map((t) => t.tx_hash)).toEqual([hash]);
    // spent: the same transaction again finds its input gone
    expect((await submit(signed(honest(), [0]))).body).toMatchObject({
      message: 'TxSubmitFail: BadInputsUTxO',
    });
  });
});

describe('fixture Blockfrost ledger per native asset (issue 37)', () => {
  const SNEK = `${'27'.repeat(28)}534e454b`;
  const USDM = `${'c4'.repeat(28)}5553444d`;
  let tokens: string;
  beforeAll(() => {
    chain.fund(ME, 10_000_000n);
    tokens = chain.fundToken(ME, SNEK, 1_000n, 3_000_000n);
    chain.registerAsset(USDM, { metadata: { ticker: 'USDM', decimals: 6 } });
  });
  const fromTokens = (outputs: OutputSpec[]) => spend(outputs, 200_000n, undefined, `${tokens}#0`);
  const failsKeepingAssets = async (cbor: Uint8Array<ArrayBuffer>, rule: string) => {
    const r = await submit(cbor);
    expect(r).toEqual({ status: 400, body: expect.objectContaining({ message: `TxSubmitFail: ${rule}` }) });
    expect(chain.tokenBalanceOf(ME, SNEK)).toBe(1_000n);
  };

  it('refuses a transaction that leaves an asset out of its outputs (burned) or adds one (minted)', async () => {
    await failsKeepingAssets(
      signed(fromTokens([{ address: BOB, lovelace: 2_800_000n }]), [0]),
      'ValueNotConservedUTxO',
    );
    await failsKeepingAssets(
      signed(
        fromTokens([
          { address: BOB, lovelace: 1_400_000n, assets: [[SNEK, 999n]] },
          { address: ME, lovelace: 1_400_000n },
        ]),
        [0],
      ),
      'ValueNotConservedUTxO',
    );
    await failsKeepingAssets(
      signed(fromTokens([{ address: BOB, lovelace: 2_800_000n, assets: [[SNEK, 1_001n]] }]), [0]),
      'ValueNotConservedUTxO',
    );
    await failsKeepingAssets(
      signed(
        bodyHex({
          inputs: [`${tokens}#0`],
          outputs: [{ address: BOB, lovelace: 2_800_000n, assets: [[SNEK, 1_000n]] }],
          fee: 200_000n,
          ttl: chain.tipSlot() + 100n,
          extras: ['mint'],
        }),
        [0],
      ),
      'this fixture mints nothing',
    );
  });

  it('moves an asset between both balances, serves it in the wire format, and assets/{unit}', async () => {
    const r = await submit(
      signed(
        fromTokens([
          { address: BOB, lovelace: 1_400_000n, assets: [[SNEK, 400n]] },
          { address: ME, lovelace: 1_400_000n, assets: [[SNEK, 600n]] },
        ]),
        [0],
      ),
    );
    expect(r.status).toBe(200);
    expect(chain.tokenBalanceOf(BOB, SNEK)).toBe(400n);
    expect(chain.tokenBalanceOf(ME, SNEK)).toBe(600n);
    const address = (await (await fetch(`${chain.url}/addresses/${BOB}`)).json()) as { amount: unknown };
    expect(address.amount).toEqual([
      { unit: 'lovelace', quantity: String(chain.balanceOf(BOB)) },
      { unit: SNEK, quantity: '400' },
    ]);
    const asset = (await (await fetch(`${chain.url}/assets/${SNEK}`)).json()) as Record<string, unknown>;
    expect(asset).toMatchObject({
      asset: SNEK,
      policy_id: SNEK.slice(0, 56),
      asset_name: '534e454b',
      quantity: '1000',
    });
    expect(await (await fetch(`${chain.url}/assets/${USDM}`)).json()).toMatchObject({
      quantity: '0',
      metadata: { ticker: 'USDM', decimals: 6 },
    });
    expect((await fetch(`${chain.url}/assets/${'ee'.repeat(28)}`)).status).toBe(404);
  });
});

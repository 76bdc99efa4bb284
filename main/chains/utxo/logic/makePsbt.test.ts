/**
 * makePsbt against local explorers serving previous transactions: every non-taproot input gets
 * its whole previous transaction, each fetched once, and only a copy that hashes to the
 * outpoint is used; a lying explorer is passed over, and a coin its transaction does not pay
 * is refused. The result is signed by the real signer code.
 */
import { Transaction } from 'bitcoinjs-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCtx } from '../../../../test/utxo/ctx';
import { startFixtureServer, type LocalServer } from '../../../../test/utxo/httpHelpers';
import { testWallet } from '../../../../test/utxo/testWallet';
import type { InputType } from '../params';
import { addressDeriver } from './account';
import { makePsbt, type PsbtInput } from './makePsbt';

const wallet = testWallet();
const owner = (type: InputType, index: number) =>
  addressDeriver('litecoin', 'regtest', wallet.account(type))(0, index);

/** A previous transaction paying each of `pays` in order. */
function prevTx(salt: number, pays: { script: Uint8Array; value: bigint }[]): Transaction {
  const tx = new Transaction();
  tx.addInput(new Uint8Array(32).fill(salt), 0);
  for (const p of pays) tx.addOutput(p.script, p.value);
  return tx;
}

const [w0, w1, legacy, nested, tr] = [
  owner('p2wpkh', 0),
  owner('p2wpkh', 1),
  owner('p2pkh', 0),
  owner('p2sh-p2wpkh', 0),
  owner('p2tr', 0),
];
// two wallet coins in one transaction, one in another, nested segwit and taproot in their own
const txA = prevTx(1, [
  { script: w0.script, value: 50_000n },
  { script: w1.script, value: 70_000n },
]);
const txB = prevTx(2, [{ script: legacy.script, value: 30_000n }]);
const txC = prevTx(3, [{ script: nested.script, value: 20_000n }]);
const txT = prevTx(4, [{ script: tr.script, value: 10_000n }]);
const inputs: PsbtInput[] = [
  { txid: txA.getId(), vout: 0, value: 50_000n, owner: w0 },
  { txid: txA.getId(), vout: 1, value: 70_000n, owner: w1 },
  { txid: txB.getId(), vout: 0, value: 30_000n, owner: legacy },
  { txid: txC.getId(), vout: 0, value: 20_000n, owner: nested },
  { txid: txT.getId(), vout: 0, value: 10_000n, owner: tr },
];
const recipient = owner('p2wpkh', 9);
const outputs = [{ script: recipient.script, value: 178_000n }];

let honest: LocalServer & { log: string[] };
let liar: LocalServer & { log: string[] };
const served = (id: string) => [txA, txB, txC, txT].find((t) => t.getId() === id)?.toHex() ?? undefined;

beforeAll(async () => {
  const route = (lie: boolean) => (url: string) => {
    const m = /^\/tx\/([0-9a-f]{64})\/hex$/.exec(url);
    const hex = m ? served(m[1] as string) : undefined;
    if (!hex) return undefined;
    // the liar answers every id with a transaction paying the wallet far less
    return { body: lie ? prevTx(9, [{ script: w0.script, value: 1n }]).toHex() : hex };
  };
  honest = await startFixtureServer(route(false));
  liar = await startFixtureServer(route(true));
});
afterAll(async () => {
  await honest?.close();
  await liar?.close();
});

const ctxOf = (...servers: LocalServer[]) =>
  testCtx(servers.map((s) => ({ kind: 'esplora' as const, baseUrl: s.url })));

describe('makePsbt', () => {
  it('gives every non-taproot input its previous transaction, fetching each one once', async () => {
    honest.log.length = 0;
    const psbt = await makePsbt(ctxOf(honest), inputs, outputs);
    expect(honest.log.sort()).toEqual([txA, txB, txC].map((t) => `GET /tx/${t.getId()}/hex`).sort());
    const d = psbt.data.inputs;
    expect(d.map((i) => Boolean(i.nonWitnessUtxo))).toEqual([true, true, true, true, false]);
    // segwit states its prevout too; legacy has no witness to state it for
    expect(d.map((i) => i.witnessUtxo?.value)).toEqual([50_000n, 70_000n, undefined, 20_000n, 10_000n]);
    expect(Buffer.from(d[0]!.nonWitnessUtxo!).equals(Buffer.from(txA.toBuffer()))).toBe(true);
    const signed = wallet.sign('litecoin', 'regtest', psbt.toBase64(), {
      chain: 'litecoin',
      to: recipient.address,
      amount: 178_000n,
      feeCap: 2_000n,
      changeAddresses: [],
    });
    expect(signed.fee).toBe(2_000n);
  });

  it('passes over an explorer whose copy does not hash to the outpoint', async () => {
    liar.log.length = 0;
    honest.log.length = 0;
    const psbt = await makePsbt(ctxOf(liar, honest), inputs.slice(0, 1), outputs);
    expect(liar.log).toHaveLength(1);
    expect(honest.log).toHaveLength(1);
    expect(Buffer.from(psbt.data.inputs[0]!.nonWitnessUtxo!).equals(Buffer.from(txA.toBuffer()))).toBe(true);
    await expect(makePsbt(ctxOf(liar), inputs.slice(0, 1), outputs)).rejects.toThrow(
      'sent another transaction',
    );
  });

  it('refuses a coin its previous transaction does not pay as the explorer listed it', async () => {
    const inflated = { ...inputs[0]!, value: 50_001n };
    await expect(makePsbt(ctxOf(honest), [inflated], outputs)).rejects.toThrow(
      'does not match its transaction',
    );
    const notOurs = { ...inputs[0]!, owner: w1 };
    await expect(makePsbt(ctxOf(honest), [notOurs], outputs)).rejects.toThrow(
      'does not match its transaction',
    );
    const missing = { ...inputs[0]!, vout: 2 };
    await expect(makePsbt(ctxOf(honest), [missing], outputs)).rejects.toThrow(
      'does not match its transaction',
    );
  });

  it('uses a previous transaction the caller already holds, once it hashes to the outpoint', async () => {
    honest.log.length = 0;
    const held = inputs.slice(0, 2).map((i) => ({ ...i, prevTx: txA }));
    await makePsbt(ctxOf(honest), held, outputs);
    expect(honest.log).toEqual([]);
    await expect(makePsbt(ctxOf(honest), [{ ...inputs[0]!, prevTx: txB }], outputs)).rejects.toThrow(
      'sent another transaction',
    );
  });
});

// The fixture Horizon itself: it takes only envelopes signed by the source under the network's
// passphrase, answers Horizon's problem documents with real result codes, and keeps its ledger.
import { Keypair, Networks, TransactionBuilder, type Transaction } from '@stellar/stellar-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHorizon, type HorizonFixture } from './horizon';
import { buildEnvelope, ops } from './offlineTx';

let h: HorizonFixture;
const alice = Keypair.random();
const bob = Keypair.random();

async function post(tx: string) {
  const r = await fetch(`${h.url}/transactions`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ tx }).toString(),
  });
  return {
    status: r.status,
    body: (await r.json()) as { hash?: string; extras?: { result_codes: unknown } },
  };
}
async function seqOf(id: string): Promise<string> {
  return ((await (await fetch(`${h.url}/accounts/${id}`)).json()) as { sequence: string }).sequence;
}
function signed(unsigned: string, key: Keypair, passphrase = Networks.STANDALONE): string {
  const tx = TransactionBuilder.fromXDR(unsigned, passphrase) as Transaction;
  tx.sign(key);
  return tx.toEnvelope().toXDR('base64');
}

beforeAll(async () => {
  h = await startHorizon();
  h.fund(alice.publicKey(), 100_0000000n);
});
afterAll(() => h.close());

describe('fixture Horizon', () => {
  it('404s an unfunded account in Horizon’s problem format', async () => {
    const r = await fetch(`${h.url}/accounts/${bob.publicKey()}`);
    expect(r.status).toBe(404);
    expect(await r.json()).toMatchObject({ title: 'Resource Missing', status: 404 });
  });

  it('refuses a signature by another key, and one under another network passphrase (tx_bad_auth)', async () => {
    const seq = await seqOf(alice.publicKey());
    const u = buildEnvelope(ops.create(bob.publicKey(), '2'), { source: alice.publicKey(), sequence: seq });
    expect((await post(signed(u, bob))).body.extras?.result_codes).toEqual({ transaction: 'tx_bad_auth' });
    const pub = buildEnvelope(ops.create(bob.publicKey(), '2'), {
      source: alice.publicKey(),
      sequence: seq,
      passphrase: Networks.PUBLIC,
    });
    expect((await post(signed(pub, alice, Networks.PUBLIC))).body.extras?.result_codes).toEqual({
      transaction: 'tx_bad_auth',
    });
    expect(h.balance(alice.publicKey())).toBe(100_0000000n);
  });

  it('applies a good one, then answers tx_bad_seq for a replay and op_low_reserve below 1 XLM', async () => {
    const seq = await seqOf(alice.publicKey());
    const good = signed(
      buildEnvelope(ops.create(bob.publicKey(), '2'), { source: alice.publicKey(), sequence: seq }),
      alice,
    );
    const r = await post(good);
    expect(r.status).toBe(200);
    expect(h.balance(bob.publicKey())).toBe(2_0000000n);
    expect((await post(good)).body.extras?.result_codes).toEqual({ transaction: 'tx_bad_seq' });
    const carol = Keypair.random().publicKey();
    const low = signed(
      buildEnvelope(ops.create(carol, '0.9'), {
        source: alice.publicKey(),
        sequence: await seqOf(alice.publicKey()),
      }),
      alice,
    );
    expect((await post(low)).body.extras?.result_codes).toEqual({
      transaction: 'tx_failed',
      operations: ['op_low_reserve'],
    });
    // the fee and the sequence are taken; nothing else moved
    expect(h.ledger.accounts.has(carol)).toBe(false);
  });

  it('op_no_trust, op_not_authorized and op_underfunded for assets', async () => {
    const issuer = Keypair.random();
    h.fund(issuer.publicKey(), 10_0000000n);
    const asset = `USD:${issuer.publicKey()}`;
    const pay = async (amount: string) =>
      (
        await post(
          signed(
            buildEnvelope(ops.payAsset(bob.publicKey(), 'USD', issuer.publicKey(), amount), {
              source: alice.publicKey(),
              sequence: await seqOf(alice.publicKey()),
            }),
            alice,
          ),
        )
      ).body.extras?.result_codes;
    h.ledger.trust(alice.publicKey(), asset);
    h.ledger.credit(alice.publicKey(), asset, 10_0000000n);
    expect(await pay('1')).toEqual({ transaction: 'tx_failed', operations: ['op_no_trust'] });
    h.ledger.trust(bob.publicKey(), asset, false);
    expect(await pay('1')).toEqual({ transaction: 'tx_failed', operations: ['op_not_authorized'] });
    h.ledger.accounts.get(bob.publicKey())!.lines.get(asset)!.authorized = true;
    expect(await pay('11')).toEqual({ transaction: 'tx_failed', operations: ['op_underfunded'] });
    expect(await pay('1')).toBeUndefined();
    expect(h.ledger.accounts.get(bob.publicKey())!.lines.get(asset)!.balance).toBe(1_0000000n);
  });
});

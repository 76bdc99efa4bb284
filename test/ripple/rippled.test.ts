// The fixture rippled itself, driven with blobs signed by xrpl.js's Wallet (not the wallet's
// signer): a payment changes balances and becomes validated when a ledger closes, a bad
// signature is refused, and each rule answers rippled's result code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet } from 'xrpl';
import { startRippled, type Rippled } from './rippled';

const alice = Wallet.fromSeed('snoPBrXtMeMyMHUVTgbuqAfg1SUTb'); // the genesis account's published seed
const bob = Wallet.fromEntropy(new Uint8Array(16).fill(2));
const carol = Wallet.fromEntropy(new Uint8Array(16).fill(3));
let node: Rippled;

type Answer = Record<string, unknown>;
/** the value at `path` inside an answer */
const at = (a: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>((o, k) => (o as Record<string | number, unknown> | undefined)?.[k], a);

async function rpc(method: string, params: Record<string, unknown> = {}): Promise<Answer> {
  const res = await fetch(node.url, { method: 'POST', body: JSON.stringify({ method, params: [params] }) });
  return ((await res.json()) as { result: Answer }).result;
}

async function pay(over: Record<string, unknown> = {}, wallet = alice) {
  const info = await rpc('account_info', { account: wallet.classicAddress, ledger_index: 'current' });
  const seq = (at(info, 'account_data', 'Sequence') as number | undefined) ?? 1;
  const { tx_blob, hash } = wallet.sign({
    TransactionType: 'Payment',
    Account: wallet.classicAddress,
    Destination: bob.classicAddress,
    Amount: '5000000',
    Fee: '10',
    Sequence: seq,
    LastLedgerSequence: node.ledger.current + 20,
    ...over,
  } as never);
  return { out: await rpc('submit', { tx_blob }), hash, tx_blob };
}

beforeAll(async () => {
  node = await startRippled();
  node.fund(alice.classicAddress, 100_000_000n);
  node.fund(bob.classicAddress, 20_000_000n);
});
afterAll(() => node.close());

describe('fixture rippled', () => {
  it('applies a signed payment, validates it on close, lists it in account_tx', async () => {
    const { out, hash } = await pay();
    expect(out).toMatchObject({ status: 'success', engine_result: 'tesSUCCESS', engine_result_code: 0 });
    expect(node.balance(alice.classicAddress)).toBe(100_000_000n - 5_000_010n);
    expect(node.balance(bob.classicAddress)).toBe(25_000_000n);
    expect(await rpc('tx', { transaction: hash })).toMatchObject({ validated: false });
    node.closeLedger();
    const tx = await rpc('tx', { transaction: hash });
    expect(tx).toMatchObject({ validated: true, meta: { TransactionResult: 'tesSUCCESS' } });
    expect(at(tx, 'tx_json', 'DeliverMax')).toBe('5000000');
    const list = await rpc('account_tx', { account: bob.classicAddress, limit: 20 });
    expect(at(list, 'transactions', 0)).toMatchObject({ hash, validated: true });
    const validated = await rpc('account_info', { account: alice.classicAddress, ledger_index: 'validated' });
    expect(at(validated, 'account_data', 'Balance')).toBe('94999990');
  });

  it('refuses a blob whose signature does not verify', async () => {
    const { tx_blob } = await pay({ Amount: '1' });
    // flip one byte of the signature (TxnSignature is the last field before Account)
    const i = tx_blob.indexOf('7446') + 20;
    const bad = tx_blob.slice(0, i) + (tx_blob[i] === 'A' ? 'B' : 'A') + tx_blob.slice(i + 1);
    const out = await rpc('submit', { tx_blob: bad });
    expect(out).toMatchObject({ status: 'error', error: 'invalidTransaction' });
    expect(out.error_exception).toMatch(/Invalid signature/);
  });

  it('answers the result codes of the payment rules', async () => {
    node.closeLedger();
    // a new account needs the base reserve (1 XRP here)
    expect((await pay({ Destination: carol.classicAddress, Amount: '999999' })).out.engine_result).toBe(
      'tecNO_DST_INSUF_XRP',
    );
    node.requireDestTag(bob.classicAddress, true);
    expect((await pay({ Amount: '1' })).out.engine_result).toBe('tecDST_TAG_NEEDED');
    expect((await pay({ Amount: '1', DestinationTag: 9 })).out.engine_result).toBe('tesSUCCESS');
    node.requireDestTag(bob.classicAddress, false);
    // the reserve grows with owned objects; the amount may not eat into it
    node.setOwnerCount(alice.classicAddress, 5);
    const balance = node.balance(alice.classicAddress);
    const reserve = 1_000_000n + 5n * 200_000n;
    const seqBefore = node.ledger.accounts.get(alice.classicAddress)!.Sequence;
    expect((await pay({ Amount: (balance - reserve + 1n).toString() })).out.engine_result).toBe(
      'tecUNFUNDED_PAYMENT',
    );
    // a tec result is in the ledger: the fee was taken and the Sequence used, nothing moved
    expect(node.balance(alice.classicAddress)).toBe(balance - 10n);
    const info = await rpc('account_info', { account: alice.classicAddress, ledger_index: 'current' });
    const seq = at(info, 'account_data', 'Sequence') as number;
    expect(seq).toBe(seqBefore + 1);
    expect((await pay({ Sequence: seq - 1 })).out.engine_result).toBe('tefPAST_SEQ');
    expect((await pay({ Sequence: seq + 1 })).out.engine_result).toBe('terPRE_SEQ');
    expect((await pay({ Fee: '9' })).out.engine_result).toBe('telINSUF_FEE_P');
    expect((await pay({ LastLedgerSequence: node.ledger.current - 1 })).out.engine_result).toBe(
      'tefMAX_LEDGER',
    );
    // tef, ter and tel results are not in the ledger
    expect(node.ledger.accounts.get(alice.classicAddress)!.Sequence).toBe(seq);
  });

  it('publishes the reserves and fee settings, or none when told to', async () => {
    const state = await rpc('server_state');
    expect(at(state, 'state', 'validated_ledger')).toMatchObject({
      base_fee: 10,
      reserve_base: 1_000_000,
      reserve_inc: 200_000,
    });
    node.omitReserves(true);
    expect(at(await rpc('server_info'), 'info', 'validated_ledger', 'reserve_base_xrp')).toBeUndefined();
    node.omitReserves(false);
    expect(at(await rpc('server_info'), 'info', 'validated_ledger', 'reserve_base_xrp')).toBe(1);
  });
});

// The fixture Aptos node itself: it takes what the Aptos SDK signs and moves APT, and refuses
// what a real node's prologue refuses, so the family's tests against it mean something.
import {
  Account,
  AccountAddress,
  ChainId,
  EntryFunction,
  RawTransaction,
  parseTypeTag,
  SimpleTransaction,
  TransactionPayloadEntryFunction,
  U64,
  generateSignedTransaction,
  generateSignedTransactionForSimulation,
} from '@aptos-labs/ts-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BCS_SIGNED_TRANSACTION, startAptosNode, type AptosNode } from './aptosNode';

const alice = Account.generate();
const bob = Account.generate();
const mallory = Account.generate();
const A = alice.accountAddress.toStringLong();
const B = bob.accountAddress.toStringLong();

let node: AptosNode;
beforeAll(async () => {
  node = await startAptosNode();
  node.fund(A, 10n ** 8n);
});
afterAll(() => node?.close());

function transfer(over: { seq?: bigint; chainId?: number; expiration?: bigint; sender?: string } = {}) {
  return new SimpleTransaction(
    new RawTransaction(
      AccountAddress.from(over.sender ?? A),
      over.seq ?? 0n,
      new TransactionPayloadEntryFunction(
        EntryFunction.build('0x1::aptos_account', 'transfer', [], [AccountAddress.from(B), new U64(1000n)]),
      ),
      2000n,
      100n,
      over.expiration ?? BigInt(Math.floor(Date.now() / 1000) + 60),
      new ChainId(over.chainId ?? 4),
    ),
  );
}
const signedBy = (who: Account, tx: SimpleTransaction) =>
  generateSignedTransaction({
    transaction: tx,
    senderAuthenticator: who.signTransactionWithAuthenticator(tx),
  });

async function post(path: string, body: Uint8Array, type = BCS_SIGNED_TRANSACTION) {
  const res = await fetch(`${node.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: new Uint8Array(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & unknown[] };
}

describe('the fixture Aptos node', () => {
  it('refuses a signature that does not verify, another key for the sender, another chain id', async () => {
    const bad = signedBy(alice, transfer());
    bad[bad.length - 1]! ^= 1;
    expect((await post('/transactions', bad)).body).toMatchObject({ vm_error_code: 1 });
    expect((await post('/transactions', signedBy(mallory, transfer()))).body).toMatchObject({
      vm_error_code: 8,
    });
    expect((await post('/transactions', signedBy(alice, transfer({ chainId: 1 })))).body).toMatchObject({
      vm_error_code: 25,
    });
    expect((await post('/transactions', signedBy(alice, transfer({ seq: 1n })))).body).toMatchObject({
      vm_error_code: 4,
    });
    expect((await post('/transactions', signedBy(alice, transfer()), 'application/json')).status).toBe(415);
    expect(node.balance(A)).toBe(10n ** 8n);
  });

  it('simulates with an invalid signature only, and applies a signed transfer that creates the recipient', async () => {
    const sim = generateSignedTransactionForSimulation({
      transaction: transfer(),
      signerPublicKey: alice.publicKey,
    });
    const s = await post('/transactions/simulate', sim);
    expect(s.body[0]).toMatchObject({ success: true, gas_used: '504', gas_unit_price: '100' });
    expect((await post('/transactions/simulate', signedBy(alice, transfer()))).status).toBe(400);
    const sent = await post('/transactions', signedBy(alice, transfer()));
    expect(sent.status).toBe(202);
    expect(node.balance(B)).toBe(1000n);
    expect(node.balance(A)).toBe(10n ** 8n - 1000n - 504n * 100n);
    const tx = (await (
      await fetch(`${node.url}/transactions/by_hash/${sent.body.hash as string}`)
    ).json()) as object;
    expect(tx).toMatchObject({ type: 'user_transaction', success: true, sequence_number: '0' });
    // a replay of the same bytes is too old now
    expect((await post('/transactions', signedBy(alice, transfer()))).body).toMatchObject({
      vm_error_code: 3,
    });
  });
});

describe('the fixture Aptos node’s token ledger', () => {
  const USDC = `0x${'bb'.repeat(32)}`;
  const fa = (metadata: string, amount: bigint, seq: bigint) =>
    new SimpleTransaction(
      new RawTransaction(
        AccountAddress.from(A),
        seq,
        new TransactionPayloadEntryFunction(
          EntryFunction.build(
            '0x1::primary_fungible_store',
            'transfer',
            [parseTypeTag('0x1::fungible_asset::Metadata')],
            [AccountAddress.from(metadata), AccountAddress.from(B), new U64(amount)],
          ),
        ),
        2000n,
        100n,
        BigInt(Math.floor(Date.now() / 1000) + 60),
        new ChainId(4),
      ),
    );
  const view = async (body: object) =>
    (await fetch(`${node.url}/view`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json())) as unknown;

  it('serves a fungible asset’s Metadata and primary store balance; a send moves the token, gas in APT', async () => {
    node.registerFa(USDC, 'USD Coin', 'USDC', 6);
    node.fundToken(A, USDC, 5_000n);
    const meta = (await fetch(
      `${node.url}/accounts/${USDC}/resource/${encodeURIComponent('0x1::fungible_asset::Metadata')}`,
    ).then((r) => r.json())) as unknown;
    expect(meta).toMatchObject({ data: { name: 'USD Coin', symbol: 'USDC', decimals: 6 } });
    const balanceView = {
      function: '0x1::primary_fungible_store::balance',
      type_arguments: ['0x1::fungible_asset::Metadata'],
      arguments: [A, USDC],
    };
    expect(await view(balanceView)).toEqual(['5000']);
    const seq = node.ledger.account(A)!.sequenceNumber;
    const apt = node.balance(A);
    expect((await post('/transactions', signedBy(alice, fa(USDC, 1_200n, seq)))).status).toBe(202);
    expect(node.tokenBalance(A, USDC)).toBe(3_800n);
    expect(node.tokenBalance(B, USDC)).toBe(1_200n);
    expect(node.balance(A)).toBe(apt - 9n * 100n);
    // more than the store holds: the transaction fails, only its gas is paid
    const sent = await post('/transactions', signedBy(alice, fa(USDC, 3_801n, seq + 1n)));
    expect(node.ledger.byHash(sent.body.hash as string)).toMatchObject({ success: false });
    expect(node.tokenBalance(A, USDC)).toBe(3_800n);
  });

  it('refuses a metadata object it does not know, in the view and in a transfer', async () => {
    const unknown = `0x${'cc'.repeat(32)}`;
    expect(
      await view({
        function: '0x1::primary_fungible_store::balance',
        type_arguments: ['0x1::fungible_asset::Metadata'],
        arguments: [A, unknown],
      }),
    ).toMatchObject({ error_code: 'invalid_input' });
    const seq = node.ledger.account(A)!.sequenceNumber;
    expect((await post('/transactions', signedBy(alice, fa(unknown, 1n, seq)))).status).toBe(400);
  });
});

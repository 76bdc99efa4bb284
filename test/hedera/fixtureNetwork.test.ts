// The fixture network against the SDK's own client: a transfer signed by the SDK goes through
// real gRPC to the consensus stand-in, which verifies the signature and moves the balances; a
// forged signature is refused at precheck; the mirror lists the record.
import {
  AccountId,
  TransactionId,
  Client,
  Hbar,
  PrivateKey,
  TransactionReceiptQuery,
  TransferTransaction,
} from '@hashgraph/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHederaNetwork, type HederaNetwork } from './hederaNetwork';

let net: HederaNetwork;
let client: Client;
const alice = PrivateKey.generateED25519();
const mallory = PrivateKey.generateED25519();
let A: string;
let B: string;

beforeAll(async () => {
  net = await startHederaNetwork();
  client = Client.forNetwork(
    { [net.nodeAddress]: AccountId.fromString('0.0.3') },
    { scheduleNetworkUpdate: false },
  );
  A = net.ledger.createAccount(alice.publicKey.toStringRaw(), 50n * 10n ** 8n);
  B = net.ledger.createAccount(PrivateKey.generateED25519().publicKey.toStringRaw());
});
afterAll(async () => {
  client?.close();
  await net?.close();
});

const transfer = (to: string, tinybars: number) =>
  new TransferTransaction()
    .addHbarTransfer(A, Hbar.fromTinybars(-tinybars))
    .addHbarTransfer(to, Hbar.fromTinybars(tinybars))
    .setTransactionMemo('fixture')
    .setNodeAccountIds([AccountId.fromString('0.0.3')])
    .setTransactionId(
      // the SDK picks the payer from the operator; there is none, so name it
      TransactionId.generate(A),
    );

describe('the Hedera fixture network', () => {
  it('takes an SDK-signed transfer over gRPC, charges the fee and moves the amount', async () => {
    const tx = transfer(B, 1000).freezeWith(client);
    await tx.sign(alice);
    const response = await tx.execute(client);
    const receipt = await response.getReceipt(client);
    expect(receipt.status.toString()).toBe('SUCCESS');
    const fee = net.ledger.transferFee();
    expect(net.ledger.balance(B)).toBe(1000n);
    expect(net.ledger.balance(A)).toBe(50n * 10n ** 8n - 1000n - fee);
    const body = (await (
      await fetch(
        `${net.mirrorUrl}/api/v1/accounts/${B}?limit=20&transactiontype=cryptotransfer&transactions=true&order=desc`,
      )
    ).json()) as { balance: { balance: number }; transactions: { result: string; memo_base64: string }[] };
    expect(body.balance.balance).toBe(1000);
    expect(body.transactions[0]).toMatchObject({
      result: 'SUCCESS',
      memo_base64: Buffer.from('fixture').toString('base64'),
    });
  });

  it('refuses a signature by another key at precheck (INVALID_SIGNATURE), and charges nothing', async () => {
    const before = net.ledger.balance(A);
    const tx = transfer(B, 1000).freezeWith(client);
    await tx.sign(mallory);
    await expect(tx.execute(client)).rejects.toThrow(/INVALID_SIGNATURE/);
    expect(net.ledger.balance(A)).toBe(before);
  });

  it('a transfer to an unknown account reaches consensus and fails: the receipt says INVALID_ACCOUNT_ID', async () => {
    const before = net.ledger.balance(A);
    const tx = transfer('0.0.424242', 1000).freezeWith(client);
    await tx.sign(alice);
    const response = await tx.execute(client);
    const receipt = await new TransactionReceiptQuery()
      .setTransactionId(response.transactionId)
      .setNodeAccountIds([AccountId.fromString('0.0.3')])
      .setValidateStatus(false)
      .execute(client);
    expect(receipt.status.toString()).toBe('INVALID_ACCOUNT_ID');
    expect(net.ledger.balance(A)).toBe(before - net.ledger.transferFee());
  });

  it('finds accounts by their key on the mirror, DER or raw', async () => {
    for (const key of [alice.publicKey.toStringDer(), alice.publicKey.toStringRaw()]) {
      const r = (await (await fetch(`${net.mirrorUrl}/api/v1/accounts?account.publickey=${key}`)).json()) as {
        accounts: { account: string }[];
      };
      expect(r.accounts.map((a) => a.account)).toEqual([A]);
    }
  });
});

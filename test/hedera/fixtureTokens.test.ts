// The fixture network's token ledger against the SDK's own client (issue 37): an SDK-signed
// TokenAssociate over gRPC (TokenService) adds the association, a token CryptoTransfer moves
// the token between associations, a signature by another key is refused at precheck, a credit
// to an account with no association and no slot fails at consensus with only the fee charged,
// and the mirror lists relationships, token details and token_transfers in its wire format.
import {
  AccountId,
  Client,
  PrivateKey,
  TokenAssociateTransaction,
  TransactionId,
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
let C: string;
let T: string;

beforeAll(async () => {
  net = await startHederaNetwork();
  client = Client.forNetwork(
    { [net.nodeAddress]: AccountId.fromString('0.0.3') },
    { scheduleNetworkUpdate: false },
  );
  A = net.ledger.createAccount(alice.publicKey.toStringRaw(), 50n * 10n ** 8n);
  B = net.ledger.createAccount(PrivateKey.generateED25519().publicKey.toStringRaw());
  C = net.ledger.createAccount(PrivateKey.generateED25519().publicKey.toStringRaw());
  T = net.ledger.createToken({ name: 'Test Token', symbol: 'TT', decimals: 2, supply: 1_000_000n });
  net.ledger.addAssociation(B, T);
});
afterAll(async () => {
  client?.close();
  await net?.close();
});

const node = [AccountId.fromString('0.0.3')];
const statusOf = async (id: TransactionId) =>
  (
    await new TransactionReceiptQuery()
      .setTransactionId(id)
      .setNodeAccountIds(node)
      .setValidateStatus(false)
      .execute(client)
  ).status.toString();
const tokenSend = (to: string, amount: number) =>
  new TransferTransaction()
    .addTokenTransferWithDecimals(T, A, -amount, 2)
    .addTokenTransferWithDecimals(T, to, amount, 2)
    .setNodeAccountIds(node)
    .setTransactionId(TransactionId.generate(A));

describe('the Hedera fixture network’s token ledger', () => {
  it('associates through TokenService with the account’s signature, and charges the association fee', async () => {
    const before = net.ledger.balance(A);
    const tx = new TokenAssociateTransaction()
      .setAccountId(A)
      .setTokenIds([T])
      .setNodeAccountIds(node)
      .setTransactionId(TransactionId.generate(A))
      .freezeWith(client);
    await tx.sign(alice);
    const response = await tx.execute(client);
    expect(await statusOf(response.transactionId)).toBe('SUCCESS');
    expect(net.ledger.association(A, T)).toMatchObject({ balance: 0n, automatic: false });
    expect(before - net.ledger.balance(A)).toBe(net.ledger.priced(500n));
  });

  it('moves a token between associations; another key’s signature is refused at precheck', async () => {
    net.ledger.giveTokens(A, T, 10_000n);
    const forged = tokenSend(B, 100).freezeWith(client);
    await forged.sign(mallory);
    await expect(forged.execute(client)).rejects.toThrow(/INVALID_SIGNATURE/);
    const tx = tokenSend(B, 2_500).freezeWith(client);
    await tx.sign(alice);
    expect(await statusOf((await tx.execute(client)).transactionId)).toBe('SUCCESS');
    expect(net.ledger.tokenBalance(A, T)).toBe(7_500n);
    expect(net.ledger.tokenBalance(B, T)).toBe(2_500n);
  });

  it('a credit to an account with no association and no slot fails at consensus: only the fee is charged', async () => {
    const before = net.ledger.balance(A);
    const tx = tokenSend(C, 100).freezeWith(client);
    await tx.sign(alice);
    expect(await statusOf((await tx.execute(client)).transactionId)).toBe('TOKEN_NOT_ASSOCIATED_TO_ACCOUNT');
    expect(net.ledger.tokenBalance(A, T)).toBe(7_500n);
    expect(net.ledger.association(C, T)).toBeUndefined();
    expect(before - net.ledger.balance(A)).toBe(net.ledger.priced(10n));
  });

  it('the mirror lists relationships, token details and token_transfers', async () => {
    const get = async (path: string) => (await fetch(`${net.mirrorUrl}/api/v1${path}`)).json();
    expect(await get(`/accounts/${A}/tokens?token.id=${T}`)).toMatchObject({
      tokens: [{ token_id: T, balance: 7_500, decimals: 2, automatic_association: false }],
    });
    expect(await get(`/tokens/${T}`)).toMatchObject({
      token_id: T,
      symbol: 'TT',
      decimals: '2',
      type: 'FUNGIBLE_COMMON',
    });
    const txs = (await get(`/transactions?account.id=${B}&transactiontype=cryptotransfer&order=desc`)) as {
      transactions: { result: string; token_transfers: unknown[] }[];
    };
    expect(txs.transactions[0]).toMatchObject({
      result: 'SUCCESS',
      token_transfers: [
        { token_id: T, account: A, amount: -2_500 },
        { token_id: T, account: B, amount: 2_500 },
      ],
    });
  });
});

// cosmjs's own clients talk to the fixture chain unchanged: StargateClient reads accounts and
// balances, broadcasts, finds the transaction by hash and by event; the node verifies every
// signature and keeps the ledger (a bad signature or a wrong sequence is refused, a send moves coins).
import { stringToPath } from '@cosmjs/crypto';
import {
  DirectSecp256k1HdWallet,
  makeAuthInfoBytes,
  makeSignDoc,
  encodePubkey,
  Registry,
} from '@cosmjs/proto-signing';
import { encodeSecp256k1Pubkey } from '@cosmjs/amino';
import { StargateClient, defaultRegistryTypes } from '@cosmjs/stargate';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COSMOS_SPEC, startCosmosNode, type CosmosNode } from './cosmosNode';

const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
let node: CosmosNode;
let wallet: DirectSecp256k1HdWallet;
let me: string;
let bob: string;

beforeAll(async () => {
  node = await startCosmosNode(COSMOS_SPEC);
  wallet = await DirectSecp256k1HdWallet.fromMnemonic(MNEMONIC, {
    hdPaths: [stringToPath("m/44'/118'/0'/0/0"), stringToPath("m/44'/118'/0'/0/1")],
  });
  [me, bob] = (await wallet.getAccounts()).map((a) => a.address) as [string, string];
  node.fund(me, 10_000_000n);
});
afterAll(() => node.close());

async function signedSend(amount: string, sequence: number, accountNumber: bigint, fee = '1000') {
  const [account] = await wallet.getAccounts();
  const registry = new Registry(defaultRegistryTypes);
  const bodyBytes = registry.encodeTxBody({
    messages: [
      {
        typeUrl: '/cosmos.bank.v1beta1.MsgSend',
        value: { fromAddress: me, toAddress: bob, amount: [{ denom: 'uatom', amount }] },
      },
    ],
    memo: 'm',
  });
  const authInfoBytes = makeAuthInfoBytes(
    [{ pubkey: encodePubkey(encodeSecp256k1Pubkey(account!.pubkey)), sequence }],
    [{ denom: 'uatom', amount: fee }],
    200_000,
    undefined,
    undefined,
  );
  const { signed, signature } = await wallet.signDirect(
    me,
    makeSignDoc(bodyBytes, authInfoBytes, COSMOS_SPEC.chainId, accountNumber),
  );
  return TxRaw.encode({
    bodyBytes: signed.bodyBytes,
    authInfoBytes: signed.authInfoBytes,
    signatures: [Buffer.from(signature.signature, 'base64')],
  }).finish();
}

describe('the fixture Cosmos chain through cosmjs StargateClient', () => {
  it('reads the account and balance, takes a signed send, and finds it', async () => {
    const client = await StargateClient.connect(node.url);
    expect(await client.getChainId()).toBe('cosmos-local-1');
    const acct = await client.getAccount(me);
    expect(acct).toMatchObject({ address: me, sequence: 0 });
    expect(await client.getAccount(bob)).toBeNull();
    expect((await client.getBalance(me, 'uatom')).amount).toBe('10000000');

    const hash = await client.broadcastTxSync(await signedSend('2500', 0, BigInt(acct!.accountNumber)));
    const tx = await client.getTx(hash);
    expect(tx?.code).toBe(0);
    expect((await client.getBalance(bob, 'uatom')).amount).toBe('2500');
    expect((await client.getBalance(me, 'uatom')).amount).toBe(String(10_000_000 - 2500 - 1000));
    expect((await client.searchTx(`transfer.recipient='${bob}'`)).map((t) => t.hash)).toEqual([hash]);
    expect((await client.getAccount(me))?.pubkey).not.toBeNull();
    const block = await client.getBlock(tx!.height);
    expect(block.header.chainId).toBe('cosmos-local-1');
    client.disconnect();
  });

  it('refuses a replayed sequence, a signature for another chain and a fee under the minimum', async () => {
    const client = await StargateClient.connect(node.url);
    const { accountNumber, sequence } = await client.getSequence(me);
    await expect(
      client.broadcastTxSync(await signedSend('1', sequence - 1, BigInt(accountNumber))),
    ).rejects.toThrow(/sequence mismatch/);
    await expect(
      client.broadcastTxSync(await signedSend('1', sequence, BigInt(accountNumber) + 1n)),
    ).rejects.toThrow(/signature verification failed/);
    await expect(
      client.broadcastTxSync(await signedSend('1', sequence, BigInt(accountNumber), '999')),
    ).rejects.toThrow(/insufficient fees/);
    expect((await client.getBalance(bob, 'uatom')).amount).toBe('2500');
    client.disconnect();
  });

  it('includes a send the balance cannot cover with code 5, and takes its fee', async () => {
    const client = await StargateClient.connect(node.url);
    const { accountNumber, sequence } = await client.getSequence(me);
    const before = BigInt((await client.getBalance(me, 'uatom')).amount);
    const hash = await client.broadcastTxSync(await signedSend('99999999', sequence, BigInt(accountNumber)));
    expect((await client.getTx(hash))?.code).toBe(5);
    expect(BigInt((await client.getBalance(me, 'uatom')).amount)).toBe(before - 1000n);
    client.disconnect();
  });
});

// The Tron signer against the fixture node: every shape the wallet sends is built by the node
// (java-tron's builder endpoints, raw_data_hex from tronweb's protobuf code), signed by the real
// signer entry, broadcast with /wallet/broadcasthex, and the node's ledger must change.
import { hex } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { utils } from 'tronweb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { JournalDetailSchema } from '../../journal/journalEntry';
import { startTronNode, type TronNode } from '../../../test/tron/tronNode';
import { importedKeys, phraseKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';
import { chainSigner } from './index';
import type { SignedTronTx } from './transferSigner';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(PHRASE);
const PATH = "m/44'/195'/0'/0/0";
const ME = chainSigner.deriveFromSeed(seed, PATH).address;
const BOB = chainSigner.deriveFromSeed(seed, "m/44'/195'/0'/0/1").address;
const walletKeys: Keys = phraseKeys(seed);
type TronIntent = SignIntentOf<'tron'>;

let node: TronNode;
let usdt: string;

async function post<T = Record<string, unknown>>(path: string, body: unknown): Promise<T> {
  return (await (
    await fetch(`${node.url}${path}`, { method: 'POST', body: JSON.stringify(body) })
  ).json()) as T;
}

const intent = (over: Partial<TronIntent>): TronIntent => ({
  family: 'tron',
  kind: 'transfer',
  chainName: 'tron',
  from: ME,
  to: ME,
  amount: '0',
  // every byte burnt at 1000 sun: a staking transaction's bandwidth is well under 2 TRX
  feeCap: '2000000',
  ...over,
});

/** Builds at the node, signs with the real signer, broadcasts the signed protobuf. */
async function sendVia(path: string, body: Record<string, unknown>, approved: TronIntent, keys = walletKeys) {
  const built = await post<{
    raw_data_hex: string;
    txID: string;
    transaction?: { raw_data_hex: string; txID: string };
  }>(path, {
    ...body,
    visible: true,
  });
  const tx = built.transaction ?? built;
  const out = signTransfer({
    chainName: 'tron',
    network: 'mainnet',
    unsigned: tx.raw_data_hex,
    intent: approved,
    activePath: keys === walletKeys ? PATH : undefined,
    keys,
    replacing: null,
    history: () => [],
  });
  const signed = JSON.parse(out.signed) as SignedTronTx;
  expect(out.hash).toBe(tx.txID);
  expect(signed.txID).toBe(tx.txID);
  expect(signed.raw_data_hex).toBe(tx.raw_data_hex);
  expect(JournalDetailSchema.parse(out.detail)).toEqual(out.detail);
  const result = await post('/wallet/broadcasthex', { transaction: signed.transaction_hex });
  expect(result).toMatchObject({ result: true, txid: tx.txID });
  return { out, signed };
}

beforeAll(async () => {
  node = await startTronNode();
  node.fund(ME, 2_000_000_000n);
  usdt = node.deployToken({ symbol: 'USDT', decimals: 6 });
  node.mintToken(usdt, ME, 100_000_000n);
});
afterAll(() => node.close());

describe('Tron signer, end to end against the fixture node', () => {
  it('a TRX transfer with a memo: the signature is r‖s‖v over sha256(raw_data) and recovers to the owner', async () => {
    const { out, signed } = await sendVia(
      '/wallet/createtransaction',
      { owner_address: ME, to_address: BOB, amount: 5_000_000, extra_data: 'invoice 42' },
      intent({ to: BOB, amount: '5000000', feeCap: '3000000', memo: { kind: 'text', value: 'invoice 42' } }),
    );
    expect(node.balance(BOB)).toBe(5_000_000n);
    const sig = signed.signature[0];
    expect(sig).toMatch(/^[0-9a-f]{128}(1b|1c)$/);
    expect(utils.address.fromHex(utils.crypto.ecRecover(signed.txID, sig))).toBe(ME);
    expect(out.detail).toMatchObject({
      family: 'tron',
      contractType: 'TransferContract',
      owner: ME,
      txTo: BOB,
      amount: '5000000',
      feeLimit: '0',
    });
  });

  it('a TRC-20 transfer within the fee cap moves the token', async () => {
    const { out, signed } = await sendVia(
      '/wallet/triggersmartcontract',
      {
        owner_address: ME,
        contract_address: usdt,
        function_selector: 'transfer(address,uint256)',
        parameter: utils.abi
          .encodeParams(['address', 'uint256'], [utils.address.toHex(BOB).replace(/^41/, '0x'), 7_000_000])
          .slice(2),
        fee_limit: 1_000_000_000,
      },
      intent({ to: BOB, amount: '7000000', contractAddress: usdt, feeCap: '1001000000' }),
    );
    expect(node.tokenBalance(usdt, BOB)).toBe(7_000_000n);
    // the fee limit and every byte of bandwidth burnt at 1000 sun (raw bytes + one 67-byte signature)
    expect(out.fee).toBe(1_000_000_000n + (BigInt(signed.raw_data_hex.length / 2) + 67n) * 1000n);
    expect(out.detail).toMatchObject({ contractType: 'TriggerSmartContract', txTo: usdt, amount: '7000000' });
  });

  it('freeze, vote, claim, unfreeze and withdraw each land', async () => {
    const [w1, w2] = node.witnesses();
    const frozen = await sendVia(
      '/wallet/freezebalancev2',
      { owner_address: ME, frozen_balance: 300_000_000, resource: 'ENERGY' },
      intent({ kind: 'stake', amount: '300000000', resource: 'ENERGY' }),
    );
    // the journal keeps what each contract moves: staking names no recipient
    expect(frozen.out.detail).toMatchObject({
      contractType: 'FreezeBalanceV2Contract',
      owner: ME,
      txTo: '',
      amount: '300000000',
    });
    expect(
      (await post<{ EnergyLimit: number }>('/wallet/getaccountresource', { address: ME, visible: true }))
        .EnergyLimit,
    ).toBe(3_000);
    const votes = [
      { address: w1!.address, count: 200 },
      { address: w2!.address, count: 100 },
    ];
    const voted = await sendVia(
      '/wallet/votewitnessaccount',
      { owner_address: ME, votes: votes.map((v) => ({ vote_address: v.address, vote_count: v.count })) },
      intent({ kind: 'vote', votes }),
    );
    expect(voted.out.detail).toMatchObject({ contractType: 'VoteWitnessContract', txTo: '', amount: '0' });
    node.advanceTime(25 * 3600 * 1000);
    const before = node.balance(ME);
    const claimed = await sendVia(
      '/wallet/withdrawbalance',
      { owner_address: ME },
      intent({ kind: 'claim' }),
    );
    expect(claimed.out.detail).toMatchObject({
      contractType: 'WithdrawBalanceContract',
      txTo: '',
      amount: '0',
    });
    expect(node.balance(ME)).toBeGreaterThan(before);
    const unfrozen = await sendVia(
      '/wallet/unfreezebalancev2',
      { owner_address: ME, unfreeze_balance: 100_000_000, resource: 'ENERGY' },
      intent({ kind: 'unstake', amount: '100000000', resource: 'ENERGY' }),
    );
    expect(unfrozen.out.detail).toMatchObject({
      contractType: 'UnfreezeBalanceV2Contract',
      txTo: '',
      amount: '100000000',
    });
    node.advanceTime(14 * 24 * 3600 * 1000 + 1);
    const b2 = node.balance(ME);
    await sendVia('/wallet/withdrawexpireunfreeze', { owner_address: ME }, intent({ kind: 'withdraw' }));
    expect(node.balance(ME)).toBe(b2 + 100_000_000n);
  });

  it('an imported key (hex with 0x) signs for its own address', async () => {
    const key = HDKey.fromMasterSeed(seed).derive("m/44'/195'/0'/0/7").privateKey!;
    const address = chainSigner.addressFromPrivateKey(hex.encode(key)).address;
    node.fund(address, 50_000_000n);
    const keys = importedKeys('tron', () =>
      chainSigner.importedKey!(`0x${hex.encode(key)}`, 'tron', 'mainnet'),
    );
    await sendVia(
      '/wallet/createtransaction',
      { owner_address: address, to_address: BOB, amount: 1_000_000 },
      intent({ from: address, to: BOB, amount: '1000000', feeCap: '1100000' }),
      keys,
    );
    // Bob exists and the new account's free bandwidth pays the bytes: exactly the amount leaves
    expect(node.balance(address)).toBe(49_000_000n);
  });

  it('a phrase wallet without the sending address’s path is refused before any key is used', async () => {
    const built = await post<{ raw_data_hex: string }>('/wallet/createtransaction', {
      owner_address: ME,
      to_address: BOB,
      amount: 1,
      visible: true,
    });
    expect(() =>
      signTransfer({
        chainName: 'tron',
        network: 'mainnet',
        unsigned: built.raw_data_hex,
        intent: intent({ to: BOB, amount: '1' }),
        keys: walletKeys,
        replacing: null,
        history: () => [],
      }),
    ).toThrow(expect.objectContaining({ code: 'BAD_INPUT', message: 'no sending address' }));
  });
});

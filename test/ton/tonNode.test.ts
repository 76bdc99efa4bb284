import { Address, internal, comment, type SendMode, type Cell } from '@ton/core';
import { keyPairFromSeed } from '@ton/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTonNode, type TonNode } from './tonNode';
import { walletContract } from './offlineTransfer';
import type { WalletContractV4 } from '@ton/ton/dist/wallets/v4/WalletContractV4';

let node: TonNode;
beforeAll(async () => {
  node = await startTonNode();
}, 60_000);
afterAll(() => node.close());

const get = async (path: string) =>
  (await fetch(`${node.url}${path}`)).json() as Promise<{ result: unknown }>;

describe('toncenter facade over @ton/sandbox', () => {
  it('funds an uninitialised wallet, deploys it with the first signed send, and mints a jetton', async () => {
    const kp = keyPairFromSeed(Buffer.alloc(32, 7));
    const w = walletContract('v4r2', kp.publicKey) as WalletContractV4;
    const me = w.address.toString({ bounceable: false });
    await node.fund(me, 2_000_000_000n);
    let info = await get(`/api/v2/getWalletInformation?address=${me}`);
    expect(info.result).toMatchObject({
      wallet: false,
      account_state: 'uninitialized',
      balance: '2000000000',
    });
    const body = w.createTransfer({
      seqno: 0,
      secretKey: kp.secretKey,
      sendMode: 3 as SendMode,
      messages: [internal({ to: me, value: 10_000_000n, body: comment('hi') })],
    }) as Cell;
    const { external, beginCell, storeMessage } = await import('@ton/core');
    const boc = beginCell()
      .store(storeMessage(external({ to: w.address, init: w.init, body })))
      .endCell()
      .toBoc()
      .toString('base64');
    const sent = await (
      await fetch(`${node.url}/api/v2/sendBoc`, { method: 'POST', body: JSON.stringify({ boc }) })
    ).json();
    expect(sent).toMatchObject({ ok: true });
    info = await get(`/api/v2/getWalletInformation?address=${me}`);
    expect(info.result).toMatchObject({
      wallet: true,
      account_state: 'active',
      wallet_type: 'wallet v4 r2',
      seqno: 1,
    });
    const master = await node.deployJetton({ name: 'Tether USD', symbol: 'USDT', decimals: 6 });
    await node.mintJetton(master, me, 5_000_000n);
    expect(await node.jettonBalance(master, me)).toBe(5_000_000n);
    const txs = (await get(`/api/v2/getTransactions?address=${me}&limit=5`)).result as {
      address: { account_address: string };
    }[];
    expect(txs.length).toBeGreaterThan(0);
    expect(Address.parse(txs[0]!.address.account_address).equals(w.address)).toBe(true);
    // a replayed boc (same seqno) is refused by the wallet contract itself
    const again = await fetch(`${node.url}/api/v2/sendBoc`, {
      method: 'POST',
      body: JSON.stringify({ boc }),
    });
    expect(again.status).toBe(500);
  }, 60_000);
});

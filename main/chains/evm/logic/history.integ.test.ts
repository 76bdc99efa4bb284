import { Contract, Wallet, getAddress } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANVIL_KEYS } from '../../../../test/evm/anvil';
import { artifacts, deployToken, fastProvider } from '../../../../test/evm/deploy';
import { startEvmEnv, type EvmEnv } from '../../../../test/evm/env';
import type { RequestOptions } from '../../../net/http';
import { listHistory, listHistoryPage } from './listHistory';

let env: EvmEnv;
let token: string;
const alice = new Wallet(ANVIL_KEYS[0]).address;
const erin = getAddress('0x000000000000000000000000000000000000e1e1');
const hashes: string[] = [];
let nonce0 = 0;
let failedHash = '';

beforeAll(async () => {
  env = await startEvmEnv();
  token = await deployToken(env.anvil, 'Alpha', 'ALP', 18, 10n ** 24n);
  const provider = fastProvider(env.anvil.url);
  const w = new Wallet(ANVIL_KEYS[0], provider);
  let nonce = await provider.getTransactionCount(alice, 'latest');
  nonce0 = nonce;
  for (const v of [1n, 2n, 3n])
    hashes.push((await (await w.sendTransaction({ to: erin, value: v, nonce: nonce++ })).wait())!.hash);
  const t = new Contract(token, artifacts.contracts.TestToken.abi, w);
  hashes.push((await (await t.getFunction('transfer')(erin, 42n, { nonce: nonce++ })).wait()).hash);
  // an overdraft with a fixed gas limit is mined and fails
  const bad = await new Contract(
    token,
    artifacts.contracts.TestToken.abi,
    new Wallet(ANVIL_KEYS[3], provider),
  ).getFunction('transfer')(erin, 1n, { gasLimit: 100_000n });
  failedHash = bad.hash;
  // Poll for the receipt: ethers' waitForTransaction waits for a new block when the receipt is
  // not there at its first look, and an automining anvil makes no block once it is idle.
  for (let i = 0; i < 100 && !(await provider.getTransactionReceipt(failedHash)); i++)
    await new Promise((r) => setTimeout(r, 50));
  provider.destroy();
});
afterAll(() => env?.close());

describe('listHistory against an Etherscan-style explorer over anvil', () => {
  it('native txlist: newest first, link, url, signed amounts, nonce, SUCCESS', async () => {
    env.explorer.requests.length = 0;
    const items = await listHistory(env.ctx, { chain: env.chain, address: erin });
    expect(items.map((i) => i.hash)).toEqual([hashes[2], hashes[1], hashes[0]]);
    expect(items[0]).toMatchObject({
      amount: '3',
      link: `${hashes[2]!.slice(0, 13)}...`,
      url: `https://etherscan.io/tx/${hashes[2]}`,
      status: 'success',
      from: alice.toLowerCase(),
      to: erin.toLowerCase(),
      totalCourse: '0$',
    });
    const q = env.explorer.requests.at(-1)!;
    expect(Object.fromEntries(q)).toMatchObject({
      chainid: '31337',
      module: 'account',
      action: 'txlist',
      address: erin,
      startblock: '0',
      endblock: '99999999',
      page: '1',
      offset: '20',
      sort: 'desc',
    });
    const out = await listHistory(env.ctx, { chain: env.chain, address: alice });
    expect(out.find((i) => i.hash === hashes[0])).toMatchObject({ amount: '-1', nonce: nonce0 });
    // the gas the sender paid, as the chain's receipt says; the receiver paid none
    const provider = fastProvider(env.anvil.url);
    const receipt = (await provider.getTransactionReceipt(hashes[0]!))!;
    provider.destroy();
    expect(out.find((i) => i.hash === hashes[0])!.fee).toBe((receipt.gasUsed * receipt.gasPrice).toString());
    expect(items[0]).not.toHaveProperty('fee');
  });

  it('an entry the explorer writes oddly is skipped and counted; the rest of the page stays', async () => {
    const page = await listHistoryPage(
      {
        ...env.ctx,
        http: {
          request: env.ctx.http.request,
          json: async <T>(url: string, opts?: RequestOptions) => {
            const body = await env.ctx.http.json<{ result?: unknown[] }>(url, opts);
            if (!Array.isArray(body.result)) return body as T;
            return { ...body, result: [{ hash: 7, value: 'lots' }, ...body.result] } as T;
          },
        },
      },
      { chain: env.chain, address: erin },
    );
    expect(page.skipped).toBe(1);
    expect(page.items.map((i) => i.hash)).toEqual([hashes[2], hashes[1], hashes[0]]);
  });

  it('a reverted transaction is FAIL', async () => {
    const items = await listHistory(env.ctx, {
      chain: env.chain,
      address: new Wallet(ANVIL_KEYS[3]).address,
    });
    expect(items.find((i) => i.hash === failedHash)?.status).toBe('failed');
  });

  it('token transfers are FAIL until more than 14 confirmations, then SUCCESS; contractAddress set', async () => {
    const before = await listHistory(env.ctx, { chain: env.chain, address: erin, contractAddress: token });
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({
      hash: hashes[3],
      amount: '42',
      status: 'failed',
      contractAddress: token.toLowerCase(),
    });
    await env.anvil.rpc('anvil_mine', ['0xe']);
    expect(
      (await listHistory(env.ctx, { chain: env.chain, address: erin, contractAddress: token }))[0]!.status,
    ).toBe('success');
  });

  it("status '0' from the free tier → error → the keyed tier answers", async () => {
    env.explorer.freeTierError = 'Max rate limit reached';
    env.explorer.requests.length = 0;
    try {
      const items = await listHistory(env.ctx, { chain: env.chain, address: erin });
      expect(items).toHaveLength(3);
      expect(env.explorer.requests.map((r) => r.get('apikey'))).toEqual([null, 'KEY1']);
    } finally {
      env.explorer.freeTierError = undefined;
    }
  });

  it('an address without transfers is an empty list, not an error', async () => {
    expect(
      await listHistory(env.ctx, { chain: env.chain, address: '0x0000000000000000000000000000000000000123' }),
    ).toEqual([]);
  });
});

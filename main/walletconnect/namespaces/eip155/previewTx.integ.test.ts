// A dapp's eth_sendTransaction previewed on the profile's node (issue 32) reads the moved
// tokens' symbols and decimals the way the wallet's own sends do: one eth_call through the
// chain's Multicall3 (installed on anvil at its canonical address), counted at a proxy in
// front of the node. Without Multicall3 in the profile, the same preview reads them one by one.
import { getAddress, parseUnits } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type Anvil } from '../../../../test/evm/anvil';
import { installMulticall3 } from '../../../../test/evm/deploy';
import { startRpcProxy, type RpcProxy } from '../../../../test/evm/rpcProxy';
import { SWAP_POOL, TEST_TOKEN, deploySwapPool, type SwapSetup } from '../../../../test/evm/swapPool';
import { wcChainsFor } from './chains';
import { previewDappTx } from './previewTx';

const WALLET = getAddress('0x000000000000000000000000000000000000a11c');
const ctx = { fiatPrice: () => Promise.resolve(null) };

let anvil: Anvil;
let node: RpcProxy;
let pool: SwapSetup;

const chainOf = (multicall3: boolean) => {
  const chains = wcChainsFor({ network: 'local', local: { evm: { rpcUrl: node.url, multicall3 } } });
  const eth = [...chains.values()].find((c) => c.chainName === 'ethereum');
  if (!eth) throw new Error('no ethereum in the local profile');
  return eth;
};
const swapTx = () => ({
  from: WALLET,
  to: pool.pool,
  value: 0n,
  data: SWAP_POOL.encodeFunctionData('swap', [pool.tokenA, parseUnits('100', 18), 0n]),
});

beforeAll(async () => {
  anvil = await startAnvil();
  node = await startRpcProxy(anvil.url);
  await installMulticall3(anvil);
  pool = await deploySwapPool(anvil, [WALLET]);
  await anvil.rpc('anvil_impersonateAccount', [WALLET]);
  await anvil.rpc('anvil_setBalance', [WALLET, '0xde0b6b3a7640000']);
  const hash = await anvil.rpc<string>('eth_sendTransaction', [
    {
      from: WALLET,
      to: pool.tokenA,
      data: TEST_TOKEN.encodeFunctionData('approve', [pool.pool, parseUnits('100', 18)]),
    },
  ]);
  for (let i = 0; i < 100 && !(await anvil.rpc('eth_getTransactionReceipt', [hash])); i++)
    await new Promise((r) => setTimeout(r, 50));
}, 120_000);

afterAll(async () => {
  await node?.close();
  await anvil?.stop();
});

describe("a dapp transaction's preview names its tokens in one node request", () => {
  it('a TKA→TKB swap: eth_simulateV1, then one eth_call for both tokens (four without Multicall3)', async () => {
    const eth = chainOf(true);
    expect(eth.multicall3).toBe('0xcA11bde05977b3631167028862bE2a173976CA11');
    node.reset();
    const batched = await previewDappTx(eth, ctx, swapTx());
    expect(node.methods).toEqual(['eth_simulateV1', 'eth_call']);
    expect(node.requests).toBe(2);
    expect(batched).toMatchObject({
      status: 'ok',
      send: [{ symbol: 'TKA', amount: '100', raw: false }],
      receive: [{ symbol: 'TKB', raw: false }],
    });

    const plain = chainOf(false);
    expect(plain.multicall3).toBeUndefined();
    node.reset();
    const oneByOne = await previewDappTx(plain, ctx, swapTx());
    expect(node.methods).toEqual(['eth_simulateV1', 'eth_call', 'eth_call', 'eth_call', 'eth_call']);
    expect(oneByOne).toEqual(batched);
  });
});

// The preview against a real anvil (pinned 1.7.1): both simulation methods answer, and a swap,
// an unlimited approve, a revert and the wallet's own sends read as the user must see them.
import { Wallet, getAddress, parseEther, parseUnits } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_UNAVAILABLE, type TxPreview } from '../../../../shared/preview/txPreview';
import { ANVIL_KEYS, startAnvil, type Anvil } from '../../../../test/evm/anvil';
import { MULTICALL3, installMulticall3 } from '../../../../test/evm/deploy';
import { SWAP_POOL, TEST_TOKEN, deploySwapPool, type SwapSetup } from '../../../../test/evm/swapPool';
import { createHttp } from '../../../net/http';
import { previewEvmTx, previewNodeAt, type PreviewNode, type PreviewTx } from '.';

const ANVIL_VERSION = 'anvil/v1.7.1';
const WALLET = new Wallet(ANVIL_KEYS[1]).address;
const OTHER = getAddress('0x000000000000000000000000000000000000dEaD');
const NATIVE = { symbol: 'ETH', decimals: 18 };

let anvil: Anvil;
let node: PreviewNode;
let pool: SwapSetup;

/** The same node, refusing `methods` as a node without them does (-32601). */
function without(methods: readonly string[]): PreviewNode {
  return {
    call: <T>(method: string, params: readonly unknown[]) =>
      methods.includes(method)
        ? Promise.reject(
            Object.assign(new Error(`the method ${method} does not exist/is not available`), {
              code: -32601,
            }),
          )
        : node.call<T>(method, params),
  };
}

const swapTx = (minOut = 0n): PreviewTx => ({
  from: WALLET,
  to: pool.pool,
  value: 0n,
  data: SWAP_POOL.encodeFunctionData('swap', [pool.tokenA, parseUnits('100', 18), minOut]),
});

const preview = (n: PreviewNode, tx: PreviewTx, intent?: Parameters<typeof previewEvmTx>[1]['intent']) =>
  previewEvmTx(n, { chainName: 'ethereum', native: NATIVE, tx, ...(intent ? { intent } : {}) });

function ok(p: TxPreview) {
  if (p.status !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(p)}`);
  return p;
}

beforeAll(async () => {
  anvil = await startAnvil();
  node = previewNodeAt(createHttp({ retries: 0, backoffMs: 0 }), [anvil.url]);
  pool = await deploySwapPool(anvil, [WALLET]);
  // the wallet lets the pool take its TKA, as a dapp's approve step does first
  await anvil.rpc('anvil_impersonateAccount', [WALLET]);
  const hash = await anvil.rpc<string>('eth_sendTransaction', [
    {
      from: WALLET,
      to: pool.tokenA,
      data: TEST_TOKEN.encodeFunctionData('approve', [pool.pool, parseUnits('100', 18)]),
    },
  ]);
  for (let i = 0; i < 100 && !(await anvil.rpc('eth_getTransactionReceipt', [hash])); i++)
    await new Promise((r) => setTimeout(r, 50));
}, 60_000);

afterAll(async () => {
  await anvil?.stop();
});

describe('EVM preview on anvil', () => {
  it(`the pinned ${ANVIL_VERSION} answers both eth_simulateV1 and debug_traceCall`, async () => {
    expect(await anvil.rpc('web3_clientVersion')).toBe(ANVIL_VERSION);
    const call = { from: WALLET, to: OTHER, value: '0x1' };
    const sim = await anvil.rpc<{ calls: { status: string; logs: unknown[] }[] }[]>('eth_simulateV1', [
      { blockStateCalls: [{ calls: [call] }], validation: false, traceTransfers: true },
      'latest',
    ]);
    expect(sim[0]!.calls[0]!.status).toBe('0x1');
    expect(sim[0]!.calls[0]!.logs).toHaveLength(1); // the native move, as traceTransfers promises
    const trace = await anvil.rpc<{ type: string; value: string }>('debug_traceCall', [
      call,
      'latest',
      { tracer: 'callTracer', tracerConfig: { withLog: true } },
    ]);
    expect(trace).toMatchObject({ type: 'CALL', value: '0x1' });
  });

  it('a swap of 100 TKA previews −100 TKA and +49.9… TKB, the same through either method', async () => {
    for (const [n, method] of [
      [node, 'eth_simulateV1'],
      [without(['eth_simulateV1']), 'debug_traceCall'],
    ] as const) {
      const p = ok(await preview(n, swapTx()));
      expect(p.method).toBe(method);
      expect(p.send).toEqual([
        {
          asset: pool.tokenA,
          symbol: 'TKA',
          standard: 'erc20',
          amount: '100',
          raw: false,
          tokenId: null,
          fiat: null,
        },
      ]);
      expect(p.receive).toHaveLength(1);
      expect(p.receive[0]).toMatchObject({
        asset: pool.tokenB,
        symbol: 'TKB',
        standard: 'erc20',
        raw: false,
      });
      expect(p.receive[0]!.amount).toMatch(/^49\.9\d+$/);
      expect(p.permissions).toEqual([]);
      expect(p.mismatch).toBeNull();
    }
  });

  it('token symbols and decimals in one eth_call through Multicall3, the same as read one by one', async () => {
    await installMulticall3(anvil);
    const counted = (): PreviewNode & { calls: string[] } => {
      const calls: string[] = [];
      return {
        calls,
        call: <T>(method: string, params: readonly unknown[]) => {
          calls.push(method);
          return node.call<T>(method, params);
        },
      };
    };
    const [one, each] = [counted(), counted()];
    const viaMulticall = ok(
      await previewEvmTx(one, {
        chainName: 'ethereum',
        native: NATIVE,
        tx: swapTx(),
        multicall3: MULTICALL3,
      }),
    );
    const oneByOne = ok(await preview(each, swapTx()));
    expect(viaMulticall).toEqual(oneByOne);
    expect(viaMulticall.send[0]).toMatchObject({ symbol: 'TKA', amount: '100' });
    // the simulation, then one read for both tokens' symbol and decimals (four reads one by one)
    expect(one.calls).toEqual(['eth_simulateV1', 'eth_call']);
    expect(each.calls).toEqual(['eth_simulateV1', 'eth_call', 'eth_call', 'eth_call', 'eth_call']);
    // a Multicall3 address with no contract behind it: the reads fall back to one by one
    const absent = counted();
    const fallback = ok(
      await previewEvmTx(absent, {
        chainName: 'ethereum',
        native: NATIVE,
        tx: swapTx(),
        multicall3: '0x000000000000000000000000000000000000bEEF',
      }),
    );
    expect(fallback).toEqual(oneByOne);
  });

  it('an unlimited approve previews the permission and a red warning', async () => {
    const p = ok(
      await preview(node, {
        from: WALLET,
        to: pool.tokenB,
        value: 0n,
        data: TEST_TOKEN.encodeFunctionData('approve', [OTHER, 2n ** 256n - 1n]),
      }),
    );
    expect(p.send).toEqual([]);
    expect(p.permissions).toEqual([
      {
        kind: 'approve',
        asset: pool.tokenB,
        symbol: 'TKB',
        spender: OTHER,
        amount: expect.any(String),
        unlimited: true,
        text: `${OTHER} may spend all your TKB (unlimited)`,
      },
    ]);
    expect(p.warnings[0]!.level).toBe('danger');
  });

  it('a swap that would revert gives its reason through every method', async () => {
    for (const [n, method] of [
      [node, 'eth_simulateV1'],
      [without(['eth_simulateV1']), 'debug_traceCall'],
      [without(['eth_simulateV1', 'debug_traceCall']), 'eth_call'],
    ] as const)
      expect(await preview(n, swapTx(parseUnits('60', 18)))).toEqual({
        status: 'reverts',
        method,
        reason: 'TestSwapPool: insufficient output amount',
        warnings: [],
      });
  });

  it('a node with no simulation method says so: never a silent pass', async () => {
    expect(await preview(without(['eth_simulateV1', 'debug_traceCall', 'eth_call']), swapTx())).toEqual({
      status: 'unavailable',
      reason: PREVIEW_UNAVAILABLE,
    });
    // eth_call alone cannot tell what moves: a call that would succeed is not previewed either
    expect(await preview(without(['eth_simulateV1', 'debug_traceCall']), swapTx())).toEqual({
      status: 'unavailable',
      reason: PREVIEW_UNAVAILABLE,
    });
  });

  it("the wallet's own native and ERC-20 sends preview exactly their amount; another amount is a mismatch", async () => {
    const native: PreviewTx = { from: WALLET, to: OTHER, value: parseEther('1.5'), data: '0x' };
    for (const n of [node, without(['eth_simulateV1'])]) {
      const p = ok(await preview(n, native, { asset: 'native', amount: parseEther('1.5'), to: OTHER }));
      expect(p.send).toEqual([
        {
          asset: 'native',
          symbol: 'ETH',
          standard: 'native',
          amount: '1.5',
          raw: false,
          tokenId: null,
          fiat: null,
        },
      ]);
      expect(p.mismatch).toBeNull();
    }
    const asked2 = ok(await preview(node, native, { asset: 'native', amount: parseEther('2'), to: OTHER }));
    expect(asked2.mismatch).toBe('it sends 1.5 ETH, you asked to send 2 ETH');

    const erc20: PreviewTx = {
      from: WALLET,
      to: pool.tokenA,
      value: 0n,
      data: TEST_TOKEN.encodeFunctionData('transfer', [OTHER, parseUnits('7', 18)]),
    };
    const t = ok(await preview(node, erc20, { asset: pool.tokenA, amount: parseUnits('7', 18), to: OTHER }));
    expect(t.send.map((m) => `${m.amount} ${m.symbol}`)).toEqual(['7 TKA']);
    expect(t.mismatch).toBeNull();
    const wrongTo = ok(
      await preview(node, erc20, {
        asset: pool.tokenA,
        amount: parseUnits('7', 18),
        to: WALLET.replace(/.$/, '0'),
      }),
    );
    expect(wrongTo.mismatch).toMatch(
      /^7 TKA goes to 0x000000000000000000000000000000000000dEaD, not the recipient$/,
    );
  });

  it('an unreachable node is an unavailable preview that says why, not a revert', async () => {
    const dead = previewNodeAt(createHttp({ retries: 0, backoffMs: 0 }), ['http://127.0.0.1:9']);
    const p = await preview(dead, swapTx());
    expect(p.status).toBe('unavailable');
    expect(p.status === 'unavailable' && p.reason).toMatch(/^Preview failed: /);
  });
});

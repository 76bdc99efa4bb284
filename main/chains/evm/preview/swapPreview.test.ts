// A swap deposit's preview against scripted nodes (offline, issue 32): a token's approval and
// deposit run as two calls on one state (eth_simulateV1 only), and the intent's one permission
// (exactly the amount, for the router) is held like its movement.
import { AbiCoder, Interface, getAddress, toBeHex, zeroPadValue } from 'ethers';
import { describe, expect, it } from 'vitest';
import { PREVIEW_UNAVAILABLE } from '../../../../shared/preview/txPreview';
import { TOPICS } from './decodeLogs';
import { previewEvmTx, type PreviewParams } from './previewEvmTx';
import type { PreviewNode, RawLog } from './types';

const WALLET = getAddress('0x1111111111111111111111111111111111111111');
const ROUTER = getAddress('0x2222222222222222222222222222222222222222');
const OTHER = getAddress('0x3333333333333333333333333333333333333333');
const TOKEN = getAddress('0x4444444444444444444444444444444444444444');
const ERC20 = new Interface([
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
]);
const approve = { from: WALLET, to: TOKEN, value: 0n, data: '0x095ea7b3' };
const deposit = { from: WALLET, to: ROUTER, value: 0n, data: '0x44bc937b' };
const params: PreviewParams = {
  chainName: 'ethereum',
  native: { symbol: 'ETH', decimals: 18 },
  tx: deposit,
  before: [approve],
  intent: {
    asset: TOKEN,
    amount: 5n * 10n ** 18n,
    to: ROUTER,
    approval: { spender: ROUTER, amount: 5n * 10n ** 18n },
  },
};
const topic = (a: string) => zeroPadValue(a, 32);
const word = (n: bigint) => zeroPadValue(toBeHex(n), 32);
const approval = (spender: string, n: bigint): RawLog => ({
  address: TOKEN,
  topics: [TOPICS.approval, topic(WALLET), topic(spender)],
  data: word(n),
});
const transfer = (to: string, n: bigint): RawLog => ({
  address: TOKEN,
  topics: [TOPICS.transfer, topic(WALLET), topic(to)],
  data: word(n),
});

/** Answers eth_simulateV1 with `calls`, the token's symbol (TKA) and decimals (18); nothing else. */
function node(calls: unknown[] | null): PreviewNode & { asked: string[]; simulated: unknown[] } {
  const asked: string[] = [];
  const simulated: unknown[] = [];
  return {
    asked,
    simulated,
    call: <T>(method: string, p: readonly unknown[]) => {
      asked.push(method);
      if (method === 'eth_simulateV1' && calls) {
        simulated.push(p[0]);
        return Promise.resolve([{ calls }] as T);
      }
      if (method === 'eth_call') {
        const data = (p[0] as { data: string }).data;
        const coder = AbiCoder.defaultAbiCoder();
        if (data === ERC20.encodeFunctionData('symbol'))
          return Promise.resolve(coder.encode(['string'], ['TKA']) as T);
        if (data === ERC20.encodeFunctionData('decimals'))
          return Promise.resolve(coder.encode(['uint8'], [18]) as T);
      }
      return Promise.reject(
        Object.assign(new Error(`the method ${method} does not exist`), { code: -32601 }),
      );
    },
  };
}
const ok = (logs: RawLog[]) => ({ status: '0x1', logs });
const E18 = 10n ** 18n;

describe('a swap deposit preview: the approval, then the deposit on its state', () => {
  it('both calls go in one block state, in order; exactly the amount leaves, exactly the amount is approved', async () => {
    const n = node([ok([approval(ROUTER, 5n * E18)]), ok([transfer(ROUTER, 5n * E18)])]);
    const p = await previewEvmTx(n, params);
    expect(n.simulated).toEqual([
      {
        blockStateCalls: [
          {
            calls: [
              { from: WALLET, to: TOKEN, value: '0x0', data: approve.data },
              { from: WALLET, to: ROUTER, value: '0x0', data: deposit.data },
            ],
          },
        ],
        validation: false,
        traceTransfers: true,
      },
    ]);
    expect(p).toMatchObject({
      status: 'ok',
      send: [{ asset: TOKEN, symbol: 'TKA', amount: '5' }],
      permissions: [{ kind: 'approve', spender: ROUTER, amount: '5', unlimited: false }],
      mismatch: null,
    });
  });

  it('a node without eth_simulateV1 says the preview is not available: the deposit alone is never traced', async () => {
    const n = node(null);
    expect(await previewEvmTx(n, params)).toEqual({ status: 'unavailable', reason: PREVIEW_UNAVAILABLE });
    expect(n.asked).toEqual(['eth_simulateV1']);
  });

  it('an approval that reverts is the preview’s revert', async () => {
    const n = node([
      { status: '0x0', returnData: '0x', error: { message: 'execution reverted: paused' } },
      ok([]),
    ]);
    expect(await previewEvmTx(n, params)).toMatchObject({ status: 'reverts', method: 'eth_simulateV1' });
  });

  it('an answer missing one of the calls is no preview', async () => {
    const p = await previewEvmTx(node([ok([approval(ROUTER, 5n * E18)])]), params);
    expect(p).toEqual({
      status: 'unavailable',
      reason: 'Preview failed: eth_simulateV1 answered without the call',
    });
  });

  it('a permission of another amount, for another spender, or none at all is a difference in words', async () => {
    const cases: [RawLog[], string][] = [
      [
        [approval(ROUTER, 6n * E18), transfer(ROUTER, 5n * E18)],
        `it lets ${ROUTER} take 6 TKA, you approved exactly 5 TKA`,
      ],
      [
        [approval(ROUTER, 5n * E18), approval(OTHER, 1n), transfer(ROUTER, 5n * E18)],
        `it gives ${OTHER} a permission over ${TOKEN}`,
      ],
      [
        [transfer(ROUTER, 5n * E18)],
        `it gives ${ROUTER} no permission of exactly 5 TKA, which the deposit needs`,
      ],
      [
        [approval(ROUTER, 5n * E18), transfer(ROUTER, 5n * E18), transfer(OTHER, E18 / 20n)],
        `it sends 5.05 TKA, you asked to send 5 TKA; 0.05 TKA goes to ${OTHER}, not the recipient`,
      ],
    ];
    for (const [logs, mismatch] of cases) {
      const p = await previewEvmTx(node([ok(logs.slice(0, 1)), ok(logs.slice(1))]), params);
      expect(p).toMatchObject({ status: 'ok', mismatch });
    }
  });

  it('the allowance spent back to 0 by the deposit (an OpenZeppelin 4 token) is no permission', async () => {
    const n = node([
      ok([approval(ROUTER, 5n * E18)]),
      ok([approval(ROUTER, 0n), transfer(ROUTER, 5n * E18)]),
    ]);
    expect(await previewEvmTx(n, params)).toMatchObject({ status: 'ok', mismatch: null });
  });

  it('a token the caller names (the wallet’s coin) is not read on chain: one request', async () => {
    const n = node([ok([approval(ROUTER, 5n * E18)]), ok([transfer(ROUTER, 5n * E18)])]);
    const p = await previewEvmTx(n, {
      ...params,
      knownTokens: [{ address: TOKEN.toLowerCase(), symbol: 'MINE', decimals: 17 }],
    });
    expect(n.asked).toEqual(['eth_simulateV1']);
    expect(p).toMatchObject({ send: [{ symbol: 'MINE', amount: '50' }], mismatch: null });
  });

  it('without an approval in the intent every permission is a difference, as for a send', async () => {
    const { approval: _none, ...intent } = params.intent!;
    const n = node([ok([approval(ROUTER, 5n * E18)]), ok([transfer(ROUTER, 5n * E18)])]);
    expect(await previewEvmTx(n, { ...params, intent })).toMatchObject({
      mismatch: `it gives ${ROUTER} a permission over ${TOKEN}`,
    });
  });
});

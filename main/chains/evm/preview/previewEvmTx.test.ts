// The preview against scripted nodes (offline): which method answers decides what is said.
import { Interface, getAddress, toBeHex, zeroPadValue } from 'ethers';
import { describe, expect, it } from 'vitest';
import { PREVIEW_UNAVAILABLE } from '../../../../shared/preview/txPreview';
import { NATIVE_LOG_ADDRESS, TOPICS } from './decodeLogs';
import { previewEvmTx } from './previewEvmTx';
import type { PreviewNode } from './types';

const WALLET = getAddress('0x1111111111111111111111111111111111111111');
const OTHER = getAddress('0x2222222222222222222222222222222222222222');
const tx = { from: WALLET, to: OTHER, value: 10n ** 18n, data: '0x' };
const params = { chainName: 'ethereum', native: { symbol: 'ETH', decimals: 18 }, tx };
const missing = (method: string) =>
  Object.assign(new Error(`the method ${method} does not exist/is not available`), { code: -32601 });

/** A node answering only the methods in `answers`; every other method is not found. */
function scripted(
  answers: Record<string, (params: readonly unknown[]) => unknown>,
): PreviewNode & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    call: <T>(method: string, p: readonly unknown[]) => {
      asked.push(method);
      const a = answers[method];
      if (!a) return Promise.reject(missing(method));
      try {
        return Promise.resolve(a(p) as T);
      } catch (e) {
        return Promise.reject(e);
      }
    },
  };
}

describe('previewEvmTx against scripted nodes', () => {
  it('a node with no simulation method gives the "not available" line, never a silent pass', async () => {
    const node = scripted({});
    expect(await previewEvmTx(node, params)).toEqual({ status: 'unavailable', reason: PREVIEW_UNAVAILABLE });
    expect(node.asked).toEqual(['eth_simulateV1', 'debug_traceCall', 'eth_call']);
  });

  it("eth_simulateV1's native Transfer log is the coin leaving, checked against the intent", async () => {
    const node = scripted({
      eth_simulateV1: () => [
        {
          calls: [
            {
              status: '0x1',
              logs: [
                {
                  address: NATIVE_LOG_ADDRESS,
                  topics: [TOPICS.transfer, zeroPadValue(WALLET, 32), zeroPadValue(OTHER, 32)],
                  data: zeroPadValue(toBeHex(10n ** 18n), 32),
                },
              ],
            },
          ],
        },
      ],
    });
    const p = await previewEvmTx(node, {
      ...params,
      intent: { asset: 'native', amount: 2n * 10n ** 18n, to: OTHER },
    });
    expect(p).toMatchObject({
      status: 'ok',
      method: 'eth_simulateV1',
      send: [{ asset: 'native', symbol: 'ETH', amount: '1' }],
      mismatch: 'it sends 1 ETH, you asked to send 2 ETH',
    });
    expect(node.asked).toEqual(['eth_simulateV1']);
  });

  it("debug_traceCall's frames: value moves of frames that did not revert, DELEGATECALL moving nothing", async () => {
    const node = scripted({
      debug_traceCall: () => ({
        type: 'CALL',
        from: WALLET,
        to: OTHER,
        value: '0x0',
        calls: [
          { type: 'CALL', from: OTHER, to: WALLET, value: toBeHex(5n) },
          { type: 'DELEGATECALL', from: OTHER, to: WALLET, value: toBeHex(7n) },
          { type: 'CALL', from: OTHER, to: WALLET, value: toBeHex(9n), error: 'execution reverted' },
        ],
      }),
    });
    const p = await previewEvmTx(node, { ...params, native: { symbol: 'ETH', decimals: 0 } });
    expect(p).toMatchObject({
      status: 'ok',
      method: 'debug_traceCall',
      send: [],
      receive: [{ amount: '5' }],
    });
  });

  it("eth_call's revert data is decoded when it is the only method", async () => {
    const data = new Interface(['error Error(string)']).encodeErrorResult('Error', ['nope']);
    const node = scripted({
      eth_call: () => {
        throw Object.assign(new Error('execution reverted: nope'), { code: 3, data });
      },
    });
    expect(await previewEvmTx(node, params)).toEqual({
      status: 'reverts',
      method: 'eth_call',
      reason: 'nope',
      warnings: [],
    });
  });
});

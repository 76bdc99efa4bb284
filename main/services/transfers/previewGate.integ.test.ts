// Issue 32, the submit side: a send whose preview disagreed with what the user asked is refused
// by main itself, whatever the renderer does. The real app (services, SQLite cache, the real
// signer process behind a recorder) and the EVM family against anvil, with a real
// fee-on-transfer token (test/evm/contracts/SkimToken.sol) whose transfer takes 1 % more.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getAddress, toBeHex } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUnits } from '../../../shared/amount';
import type { CallInput, CallName, CallOutput } from '../../../shared/contract';
import { startAnvil, type Anvil } from '../../../test/evm/anvil';
import { startRpcProxy, type RpcProxy } from '../../../test/evm/rpcProxy';
import { deploySkimToken } from '../../../test/evm/skimToken';
import { recordingTransportFactory, type RecordedSignerMessage } from '../../../test/recordingTransport';
import { sourceSignerFactory } from '../../../test/signerProcess';
import { createApp, type App } from '../../app/createApp';
import { createEvmWalletFamily } from '../../chains/evm/walletFamily';
import { createHttp } from '../../net/http';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const DAVE = getAddress('0x000000000000000000000000000000000000d00d');
const MISMATCH = (skimmer: string) =>
  `it sends 7.07 SKM, you asked to send 7 SKM; 0.07 SKM goes to ${skimmer}, not the recipient`;

let anvil: Anvil;
let node: RpcProxy;
let app: App;
let dataDir: string;
const signerLog: RecordedSignerMessage[] = [];
let me: string;
let skm: { address: string; skimmer: string };
let skmId: string;

async function call<N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> {
  const r = await app.dispatch(name, input);
  if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code });
  return r.value as CallOutput<N>;
}
async function fails<N extends CallName>(name: N, input: CallInput<N>) {
  const r = await app.dispatch(name, input);
  if (r.ok) throw new Error(`${name} unexpectedly succeeded`);
  return r.error;
}
const signed = () => signerLog.filter((m) => m.direction === 'toSigner' && m.text.includes('"signTransfer"'));
const nonceOf = async (a: string) =>
  Number(BigInt(await anvil.rpc<string>('eth_getTransactionCount', [a, 'latest'])));
const form = (over: Partial<CallInput<'send.quote'>> = {}): CallInput<'send.quote'> => ({
  coinId: skmId,
  to: DAVE,
  amount: '7',
  sendAll: false,
  feeOption: 'Normal',
  ...over,
});

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  node = await startRpcProxy(anvil.url);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'wallet-preview-gate-'));
  app = await createApp({
    dataDir,
    host: 'web',
    network: 'local',
    version: 'test',
    signerFactory: (vaultDir, network) =>
      recordingTransportFactory(sourceSignerFactory(vaultDir, network), signerLog),
    families: {
      evm: createEvmWalletFamily({
        network: 'local',
        local: { rpcUrl: node.url },
        http: createHttp({ backoffMs: 0, retries: 0 }),
      }),
    },
  });
  await call('wallets.importPhrase', { phrase: ABANDON, password: 'correct horse battery' });
  me = (await call('coins.list', {})).coins.find(
    (c) => c.chainName === 'ethereum' && c.type === 'coin',
  )!.address;
  await anvil.rpc('anvil_setBalance', [me, toBeHex(parseUnits('10', 18))]);
  skm = await deploySkimToken(anvil, me, parseUnits('1000', 18));
  skmId = (await call('coins.addToken', { chainName: 'ethereum', contractAddress: skm.address })).coinId;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await node?.close();
  await anvil?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('send.submit is held to the preview main made (issue 32)', () => {
  it('the review of a token that takes more than asked shows the difference and a quote id', async () => {
    const q = await call('send.quote', form());
    expect(q.preview).toMatchObject({ status: 'ok', mismatch: MISMATCH(skm.skimmer) });
    expect(q.quoteId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a renderer that submits it anyway gets the difference in words; nothing is signed or broadcast', async () => {
    const q = await call('send.quote', form());
    const before = {
      nonce: await nonceOf(me),
      balance: (await call('coin.overview', { coinId: skmId })).balance,
    };
    signerLog.length = 0;
    node.reset();
    const e = await fails('send.submit', { ...form(), approvedFee: q.fee, quoteId: q.quoteId! });
    expect(e).toEqual({
      code: 'INTENT_MISMATCH',
      message: `Not sent: the simulation on your node differs from what you asked: ${MISMATCH(skm.skimmer)}`,
    });
    // judged by the preview held under the id: the node is not asked to simulate again
    expect(node.methods).not.toContain('eth_simulateV1');
    expect(signed()).toEqual([]);
    expect(node.methods).not.toContain('eth_sendRawTransaction');
    expect(await nonceOf(me)).toBe(before.nonce);
    const after = await call('coin.overview', { coinId: skmId });
    expect(after.balance).toBe(before.balance);
    expect(after.pending).toEqual([]);
  });

  it('dropping the quote id, or naming another send’s, does not get past: main simulates again', async () => {
    const honest = await call('send.quote', { ...form(), coinId: 'ethereum:native', amount: '0.5' });
    expect(honest.preview).toMatchObject({ status: 'ok', mismatch: null });
    const q = await call('send.quote', form());
    for (const quoteId of [undefined, honest.quoteId!]) {
      signerLog.length = 0;
      node.reset();
      const e = await fails('send.submit', {
        ...form(),
        approvedFee: q.fee,
        ...(quoteId ? { quoteId } : {}),
      });
      expect(e.code).toBe('INTENT_MISMATCH');
      expect(e.message).toContain(MISMATCH(skm.skimmer));
      expect(node.methods).toContain('eth_simulateV1');
      expect(signed()).toEqual([]);
      expect(node.methods).not.toContain('eth_sendRawTransaction');
    }
  });

  it('a send whose preview agreed is signed and broadcast under its quote id', async () => {
    const f = { ...form(), coinId: 'ethereum:native', amount: '0.5' };
    const q = await call('send.quote', f);
    signerLog.length = 0;
    node.reset();
    const { hash } = await call('send.submit', { ...f, approvedFee: q.fee, quoteId: q.quoteId! });
    expect(signed()).toHaveLength(1);
    expect(node.methods).toContain('eth_sendRawTransaction');
    expect(node.methods).not.toContain('eth_simulateV1');
    expect(await anvil.rpc('eth_getTransactionByHash', [hash])).toMatchObject({ to: DAVE.toLowerCase() });
  });
});

// Issue 32 for swap deposits: every EVM deposit the exchange review shows is simulated on the
// profile's node, and exchange.swap is held to that simulation. The real app (services, the real
// signer process behind a recorder), the EVM family against anvil through a counting proxy, the
// THORNode stand-in, THORChain's router compiled by solc, an honest ERC-20 and a skimming one
// (test/evm/contracts/SkimToken.sol: its transferFrom takes 1 % more from the owner than the
// router asked, without any allowance).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Contract, Interface, toBeHex, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../app/createApp';
import { createEvmWalletFamily } from '../chains/evm/walletFamily';
import { createHttp } from '../net/http';
import { dispatcher } from '../../test/dispatch';
import { ANVIL_KEYS, startAnvil, type Anvil } from '../../test/evm/anvil';
import { artifacts, deployToken, fastProvider } from '../../test/evm/deploy';
import { startRpcProxy, type RpcProxy } from '../../test/evm/rpcProxy';
import { deploySkimToken } from '../../test/evm/skimToken';
import { deployThorRouter } from '../../test/evm/thorRouter';
import { ETH_POOL, LTC_POOL, ethInbound, ltcInbound, tokenPool } from '../../test/exchange/standInRows';
import {
  fixedDeposits,
  startExchangeBackend,
  type ExchangeBackend,
} from '../../test/exchange/exchangeBackend';
import { startThornodeStandIn, type ThornodeStandIn } from '../../test/exchange/thornodeServer';
import { recordingTransportFactory, type RecordedSignerMessage } from '../../test/recordingTransport';
import { sourceSignerFactory } from '../../test/signerProcess';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const ETH0 = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const ETH_VAULT = '0x4b61c2f47167282be172a653045824e8d96e9b0b';
/** the payout goes to an LTC address given as a custom destination: no LTC node is needed */
const LTC_DEST = 'rltc1q6rz28mcfaxtmd6v789l9rrlrusdprr9puuzgkg';
const LTC_VAULT = 'rltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
const ERC20 = new Interface(['function allowance(address owner, address spender) view returns (uint256)']);

let anvil: Anvil;
let node: RpcProxy;
let thornode: ThornodeStandIn;
let backend: ExchangeBackend;
let app: App;
let dataDir: string;
let router: string;
let tusd: string;
let skm: { address: string; skimmer: string };
const signerLog: RecordedSignerMessage[] = [];
const { call, fails } = dispatcher(() => app.dispatch);
const thor = (p: { provider: string }) => p.provider === 'thorchain';
/** where the backend's orders take EVM deposits: an address no key of the test holds */
const ORDER_DEPOSIT = '0x00000000000000000000000000000000000d3b05';
const signed = () => signerLog.filter((m) => m.direction === 'toSigner' && m.text.includes('"signTransfer"'));
const nonce = async () => Number(await anvil.rpc<string>('eth_getTransactionCount', [ETH0, 'latest']));
const form = (over: Record<string, unknown> = {}) => ({
  coinId: 'ethereum:native',
  toAsset: 'litecoin:native',
  amount: '0.1',
  customAddress: LTC_DEST,
  ...over,
});
async function allowance(token: string): Promise<bigint> {
  const provider = fastProvider(anvil.url);
  try {
    return BigInt(await new Contract(token, ERC20, provider).getFunction('allowance')(ETH0, router));
  } finally {
    provider.destroy();
  }
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  node = await startRpcProxy(anvil.url);
  router = await deployThorRouter(anvil);
  await anvil.rpc('anvil_setBalance', [ETH0, toBeHex(10n ** 18n)]);
  tusd = await deployToken(anvil, 'Test Dollar', 'TUSD', 6, 10n ** 15n, 3);
  const deployer = new Wallet(ANVIL_KEYS[3]!, fastProvider(anvil.url));
  const t0 = new Contract(tusd, artifacts.contracts.TestToken.abi, deployer);
  await (await t0.getFunction('transfer')(ETH0, 5_000n * 10n ** 6n)).wait();
  deployer.provider!.destroy();
  skm = await deploySkimToken(anvil, ETH0, 1_000n * 10n ** 18n);
  thornode = await startThornodeStandIn({
    pools: [
      LTC_POOL,
      ETH_POOL,
      tokenPool(tusd),
      { ...tokenPool(skm.address), asset: `ETH.SKM-${skm.address.toUpperCase()}` },
    ],
    chains: [ltcInbound(LTC_VAULT), ethInbound(ETH_VAULT, router)],
  });
  // the "exchange create" fixture's orders are paid on anvil here, to one address (no payout is followed)
  backend = await startExchangeBackend({
    deposits: fixedDeposits(ORDER_DEPOSIT),
    payEth: () => Promise.reject(new Error('no payout in this test')),
  });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'wallet-swap-preview-'));
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
    exchange: { thornodeUrl: thornode.url },
    product: { backendUrl: backend.base },
  });
  await call('wallets.importPhrase', { phrase: ABANDON, password: 'correct horse battery' });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await thornode?.close();
  await backend?.close();
  await node?.close();
  await anvil?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('swap deposits are previewed on the node and held to the quote (issue 32)', () => {
  it('ETH through the router: the review previews exactly −0.1 ETH, nothing else; it is signed under its quote', async () => {
    node.reset();
    const q = (await call('exchange.quote', form())).availableProviders.find(thor)!;
    expect(q.preview).toEqual({
      status: 'ok',
      method: 'eth_simulateV1',
      send: [
        {
          asset: 'native',
          symbol: 'ETH',
          standard: 'native',
          amount: '0.1',
          raw: false,
          tokenId: null,
          fiat: null,
        },
      ],
      receive: [],
      permissions: [],
      warnings: [],
      mismatch: null,
    });
    // simulated beside the fee estimate: once for the one offer
    expect(node.methods.filter((m) => m === 'eth_simulateV1')).toHaveLength(1);
    signerLog.length = 0;
    node.reset();
    const r = await call('exchange.swap', { quoteId: q.quoteId, approvedFee: q.networkFee });
    expect(r.kind).toBe('sent');
    expect(signed()).toHaveLength(1);
    // judged by the preview held under the quote: not simulated again
    expect(node.methods).not.toContain('eth_simulateV1');
    expect(node.methods).toContain('eth_sendRawTransaction');
  });

  it('an ERC-20: the approval and the deposit simulated together, exactly 1234.5 TUSD leaving and approved', async () => {
    const coinId = (await call('coins.addToken', { chainName: 'ethereum', contractAddress: tusd })).coinId;
    const q = (await call('exchange.quote', form({ coinId, amount: '1234.5' }))).availableProviders.find(
      thor,
    )!;
    expect(q.preview).toMatchObject({
      status: 'ok',
      method: 'eth_simulateV1',
      send: [{ asset: tusd, symbol: 'TUSD', amount: '1234.5' }],
      receive: [],
      permissions: [
        {
          kind: 'approve',
          asset: tusd,
          spender: router,
          amount: '1234.5',
          unlimited: false,
          text: `exactly 1234.5 TUSD to THORChain's router (${router})`,
        },
      ],
      warnings: [],
      mismatch: null,
    });
    const before = await nonce();
    signerLog.length = 0;
    node.reset();
    const r = await call('exchange.swap', { quoteId: q.quoteId, approvedFee: q.networkFee });
    expect(r.kind).toBe('sent');
    expect(signed()).toHaveLength(2);
    expect(node.methods).not.toContain('eth_simulateV1');
    expect(await nonce()).toBe(before + 2);
    expect(await allowance(tusd)).toBe(0n);
  }, 60_000);

  it('a token that takes more from the wallet than the router asked: the difference shown, the swap refused, nothing signed or sent', async () => {
    const coinId = (await call('coins.addToken', { chainName: 'ethereum', contractAddress: skm.address }))
      .coinId;
    const q = (await call('exchange.quote', form({ coinId, amount: '10' }))).availableProviders.find(thor)!;
    const mismatch = `it sends 10.1 SKM, you asked to send 10 SKM; 0.1 SKM goes to ${skm.skimmer}, not the recipient`;
    expect(q.preview).toMatchObject({
      status: 'ok',
      send: [{ asset: skm.address, symbol: 'SKM', amount: '10.1' }],
      permissions: [
        { spender: router, amount: '10', text: `exactly 10 SKM to THORChain's router (${router})` },
      ],
      mismatch,
    });
    const before = await nonce();
    signerLog.length = 0;
    node.reset();
    const e = await fails('exchange.swap', { quoteId: q.quoteId, approvedFee: q.networkFee });
    expect(e).toEqual({
      code: 'INTENT_MISMATCH',
      message: `Not sent: the simulation on your node differs from what you asked: ${mismatch}`,
    });
    expect(signed()).toEqual([]);
    expect(node.methods).not.toContain('eth_sendRawTransaction');
    expect(await nonce()).toBe(before);
    expect(await allowance(skm.address)).toBe(0n);
  }, 60_000);

  it('an "exchange create" order paid in the skimming token: simulated once the order gives its address, refused before signing', async () => {
    const coinId = (await call('coins.list', {})).coins.find(
      (c) => c.contractAddress?.toLowerCase() === skm.address.toLowerCase(),
    )!.id;
    const q = (await call('exchange.quote', form({ coinId, amount: '10' }))).availableProviders.find(
      (p) => !thor(p),
    )!;
    // before the order exists its deposit address is unknown: nothing to simulate yet
    expect(q).toMatchObject({ depositAddress: '', amountIn: '10' });
    expect(q.preview).toBeUndefined();
    const before = await nonce();
    signerLog.length = 0;
    node.reset();
    const e = await fails('exchange.swap', { quoteId: q.quoteId, approvedFee: q.networkFee });
    expect(e).toEqual({
      code: 'INTENT_MISMATCH',
      message: `Not sent: the simulation on your node differs from what you asked: it sends 10.1 SKM, you asked to send 10 SKM; 0.1 SKM goes to ${skm.skimmer}, not the recipient`,
    });
    expect(backend.asked.map((a) => a.path)).toContain('/exchange/create');
    expect(node.methods).toContain('eth_simulateV1');
    expect(signed()).toEqual([]);
    expect(node.methods).not.toContain('eth_sendRawTransaction');
    expect(await nonce()).toBe(before);
  }, 60_000);
});

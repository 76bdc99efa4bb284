// Issue 32 on the permissions page: every EVM revoke is simulated on the profile's node before
// the review and held to the permission the user chose. The real app (services, SQLite cache,
// the real signer process behind a recorder) and the EVM family against anvil (chain id 1,
// Multicall3 and Permit2's published bytecode installed) through a counting proxy; an honest
// token, an ERC-721 collection and hostile tokens compiled by solc (RevokeTrapToken.sol) whose
// approve(spender, 0) also takes a tenth of the balance ('drain') or keeps the allowance ('sticky').
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HDNodeWallet, Interface, MaxUint256, getAddress, toBeHex } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUnits } from '../../shared/amount';
import type { PermissionRow } from '../../shared/contract/permissions';
import { startAnvil, type Anvil } from '../../test/evm/anvil';
import { deployToken, installMulticall3 } from '../../test/evm/deploy';
import { deployNfts, type TestNfts } from '../../test/evm/nfts';
import { PERMIT2, installPermit2 } from '../../test/evm/permit2';
import { deployRevokeTrapToken } from '../../test/evm/revokeTrapToken';
import { startRpcProxy, type RpcProxy } from '../../test/evm/rpcProxy';
import { minedReceipt } from '../../test/evm/minedReceipt';
import { recordingTransportFactory, type RecordedSignerMessage } from '../../test/recordingTransport';
import { sourceSignerFactory } from '../../test/signerProcess';
import { createApp, type App } from '../app/createApp';
import { createEvmWalletFamily } from '../chains/evm/walletFamily';
import { createHttp } from '../net/http';
import { dispatcher } from '../../test/dispatch';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const SPENDER = getAddress('0x000000000000000000000000000000000005be11');
const ROUTER = getAddress('0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD');
const ABI = new Interface([
  'function approve(address spender, uint256 amount) returns (bool)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function balanceOf(address owner) view returns (uint256)',
  'function setApprovalForAll(address operator, bool approved)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
]);
const PERMIT2_ABI = new Interface([
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
]);

let anvil: Anvil;
let node: RpcProxy;
let app: App;
let dataDir: string;
let nfts: TestNfts;
const signerLog: RecordedSignerMessage[] = [];
let me: string;
let usd: string;
let drain: { address: string; trapper: string };
let sticky: { address: string; trapper: string };

const { call, fails } = dispatcher(() => app.dispatch);
const signed = () => signerLog.filter((m) => m.direction === 'toSigner' && m.text.includes('"signTransfer"'));
const nonceOf = async (a: string) =>
  Number(BigInt(await anvil.rpc<string>('eth_getTransactionCount', [a, 'latest'])));
const read = async (to: string, fn: string, args: unknown[]) =>
  BigInt(await anvil.rpc<string>('eth_call', [{ to, data: ABI.encodeFunctionData(fn, args) }, 'latest']));
/** a transaction of the wallet's address (anvil impersonates it), mined before it returns */
async function send(to: string, data: string) {
  await anvil.rpc('anvil_impersonateAccount', [me]);
  const hash = await anvil.rpc<string>('eth_sendTransaction', [{ from: me, to, data }]);
  await minedReceipt(anvil, hash);
  await anvil.rpc('anvil_stopImpersonatingAccount', [me]);
}
async function rows(): Promise<PermissionRow[]> {
  const chains = (await call('permissions.list', {})).chains;
  return chains.find((c) => c.chainName === 'ethereum')!.rows;
}
const rowOf = async (asset: string, kind: PermissionRow['kind'] = 'allowance') => {
  const r = (await rows()).find((x) => x.asset.address === asset && x.kind === kind);
  if (!r?.target) throw new Error(`no revocable ${kind} row for ${asset}`);
  return r.target;
};

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  node = await startRpcProxy(anvil.url);
  await installMulticall3(anvil);
  await installPermit2(anvil);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'wallet-revoke-preview-'));
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
        local: { rpcUrl: node.url, multicall3: true },
        http: createHttp({ backoffMs: 0, retries: 0 }),
      }),
    },
  });
  await call('wallets.importPhrase', { phrase: ABANDON, password: 'correct horse battery' });
  me = (await call('coins.list', {})).coins.find(
    (c) => c.chainName === 'ethereum' && c.type === 'coin',
  )!.address;
  await anvil.rpc('anvil_setBalance', [me, toBeHex(parseUnits('10', 18))]);
  usd = await deployToken(anvil, 'Test Dollar', 'TUSD', 6, 10n ** 12n);
  nfts = await deployNfts(anvil);
  drain = await deployRevokeTrapToken(anvil, { symbol: 'DRN', mode: 'drain', holder: me, supply: 10n ** 9n });
  sticky = await deployRevokeTrapToken(anvil, {
    symbol: 'STK',
    mode: 'sticky',
    holder: me,
    supply: 10n ** 9n,
  });
  // the grants the wallet gave: unlimited each, and TUSD through Permit2 to a router
  await send(usd, ABI.encodeFunctionData('approve', [SPENDER, MaxUint256]));
  await send(nfts.erc721, ABI.encodeFunctionData('setApprovalForAll', [SPENDER, true]));
  await send(usd, ABI.encodeFunctionData('approve', [PERMIT2, MaxUint256]));
  await send(PERMIT2, PERMIT2_ABI.encodeFunctionData('approve', [usd, ROUTER, 2n ** 160n - 1n, 2n ** 47n]));
  await send(drain.address, ABI.encodeFunctionData('approve', [SPENDER, MaxUint256]));
  await send(sticky.address, ABI.encodeFunctionData('approve', [SPENDER, MaxUint256]));
}, 180_000);

afterAll(async () => {
  nfts?.close();
  await app?.close();
  await node?.close();
  await anvil?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('honest revokes are previewed as the permissions removed, nothing else (issue 32)', () => {
  it('the review shows each removal, held under a quote id; the revoke signs without a second simulation', async () => {
    const targets = [await rowOf(usd), await rowOf(nfts.erc721, 'operator'), await rowOf(usd, 'permit2')];
    node.reset();
    const q = await call('permissions.quote', { targets });
    const [eth] = q.chains;
    expect(eth!.preview).toEqual({
      status: 'ok',
      method: 'eth_simulateV1',
      send: [],
      receive: [],
      permissions: [],
      removed: [
        expect.objectContaining({ kind: 'approve', asset: usd, symbol: 'TUSD', text: `TUSD to ${SPENDER}` }),
        expect.objectContaining({ kind: 'approvalForAll', asset: nfts.erc721, spender: SPENDER }),
        expect.objectContaining({ kind: 'approve', asset: usd, text: `TUSD through Permit2 to ${ROUTER}` }),
      ],
      warnings: [],
      mismatch: null,
    });
    expect(eth!.quoteId).toMatch(/^[0-9a-f-]{36}$/);
    // each revoke is one eth_simulateV1 (the revoke and the read of what it left, in one block)
    expect(node.methods.filter((m) => m === 'eth_simulateV1')).toHaveLength(3);

    signerLog.length = 0;
    node.reset();
    const { sent } = await call('permissions.revoke', {
      targets,
      fees: q.chains.map((c) => ({ chainName: c.chainName, fee: c.fee, quoteId: c.quoteId! })),
    });
    expect(sent).toHaveLength(3);
    expect(node.methods).not.toContain('eth_simulateV1');
    expect(signed()).toHaveLength(3);
    for (const { hash } of sent)
      await expect
        .poll(
          async () =>
            (await anvil.rpc<{ status: string } | null>('eth_getTransactionReceipt', [hash]))?.status,
        )
        .toBe('0x1');
    expect(await read(usd, 'allowance', [me, SPENDER])).toBe(0n);
    expect(await read(nfts.erc721, 'isApprovedForAll', [me, SPENDER])).toBe(0n);
  });

  it("clearing the account's EIP-7702 delegation previews the delegation removed", async () => {
    const key = HDNodeWallet.fromPhrase(ABANDON);
    const impl = getAddress('0x00000000000000000000000000000000000c0de0');
    const nonce = await nonceOf(me);
    const delegating = await key.signTransaction({
      type: 4,
      chainId: 1n,
      nonce,
      to: me,
      gasLimit: 100_000n,
      maxFeePerGas: 10n ** 10n,
      maxPriorityFeePerGas: 10n ** 9n,
      authorizationList: [key.authorizeSync({ address: impl, nonce: nonce + 1, chainId: 1n })],
    });
    const h = await anvil.rpc<string>('eth_sendRawTransaction', [delegating]);
    await expect
      .poll(
        async () => (await anvil.rpc<{ status: string } | null>('eth_getTransactionReceipt', [h]))?.status,
      )
      .toBe('0x1');
    const q = await call('permissions.quote', { targets: [await rowOf(me, 'delegation')] });
    expect(q.chains[0]!.preview).toMatchObject({
      status: 'ok',
      send: [],
      receive: [],
      removed: [{ kind: 'delegate', spender: impl, text: `your account's delegation to ${impl}` }],
      mismatch: null,
    });
  });
});

describe('a hostile token whose revoke is not one is refused before the signer is asked', () => {
  async function refusedUnsigned(
    target: Awaited<ReturnType<typeof rowOf>>,
    quoteId: string | undefined,
    mismatch: string,
  ) {
    const before = { nonce: await nonceOf(me), tokens: await read(target.asset, 'balanceOf', [me]) };
    signerLog.length = 0;
    node.reset();
    const q = await call('permissions.quote', { targets: [target] });
    const e = await fails('permissions.revoke', {
      targets: [target],
      fees: [{ chainName: 'ethereum', fee: q.chains[0]!.fee, ...(quoteId ? { quoteId } : {}) }],
    });
    expect(e).toEqual({
      code: 'INTENT_MISMATCH',
      message: `Not sent: the simulation on your node differs from what you asked: ${mismatch}`,
    });
    expect(signed()).toEqual([]);
    expect(node.methods).not.toContain('eth_sendRawTransaction');
    expect(await nonceOf(me)).toBe(before.nonce);
    expect(await read(target.asset, 'balanceOf', [me])).toBe(before.tokens);
    expect(await read(target.asset, 'allowance', [me, SPENDER])).toBe(MaxUint256);
  }

  it('approve(spender, 0) that also moves tokens: the review says so and the revoke is refused', async () => {
    const target = await rowOf(drain.address);
    const q = await call('permissions.quote', { targets: [target] });
    const mismatch = 'it sends 100 DRN';
    expect(q.chains[0]!.preview).toMatchObject({
      status: 'ok',
      send: [{ asset: drain.address, symbol: 'DRN', amount: '100' }],
      removed: [{ text: `DRN to ${SPENDER}` }],
      mismatch,
    });
    await refusedUnsigned(target, q.chains[0]!.quoteId, mismatch);
  });

  it('approve(spender, 0) that logs the zero but keeps the allowance: refused, also without a quote id', async () => {
    const target = await rowOf(sticky.address);
    const mismatch = `${SPENDER} may still spend an unlimited amount of STK after it`;
    const q = await call('permissions.quote', { targets: [target] });
    expect(q.chains[0]!.preview).toMatchObject({
      status: 'ok',
      send: [],
      removed: [{ text: `STK to ${SPENDER}` }],
      mismatch,
    });
    // no quote id: main simulates again beside the build
    await refusedUnsigned(target, undefined, mismatch);
    expect(node.methods).toContain('eth_simulateV1');
    // another review's quote id vouches for nothing here: simulated again, refused
    const drainQuote = await call('permissions.quote', { targets: [await rowOf(drain.address)] });
    await refusedUnsigned(target, drainQuote.chains[0]!.quoteId, mismatch);
  });
});

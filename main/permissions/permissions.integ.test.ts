// The permissions page's calls inside the real app (services, real signer process) against anvil
// with Ethereum's chain id: ERC-20 tokens and an ERC-721 collection compiled by solc, approvals
// granted from the wallet's own address, listed from their logs and confirmed on chain, and two
// revokes of one review signed with consecutive nonces, landing and disappearing from the list;
// a real EIP-7702 delegation of the account cleared by the signer's type-4 transaction; Permit2's
// published bytecode at its canonical address, an allowance held there listed and locked down.
import { HDNodeWallet, Interface, MaxUint256, Wallet, ZeroAddress, getAddress, toBeHex } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUnits } from '../../shared/amount';
import type { CallInput, CallName, CallOutput } from '../../shared/contract';
import { startTestApp, type TestApp } from '../../test/appHarness';
import { ANVIL_KEYS, startAnvil, type Anvil } from '../../test/evm/anvil';
import { deployToken } from '../../test/evm/deploy';
import { minedReceipt } from '../../test/evm/minedReceipt';
import { deployNfts, type TestNfts } from '../../test/evm/nfts';
import { PERMIT2, installPermit2 } from '../../test/evm/permit2';
import { createEvmWalletFamily } from '../chains/evm/walletFamily';
import { createHttp } from '../net/http';

const PASSWORD = 'correct horse battery';
const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const UNISWAP_V2 = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D';
const SEAPORT = '0x0000000000000068F116a894984e2DB1123eB395';
const STRANGER = getAddress('0x00000000000000000000000000000000000b0b0b');
const SPENDER = new Wallet(ANVIL_KEYS[1]);

const ABI = new Interface([
  'function approve(address spender, uint256 amount) returns (bool)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function transferFrom(address from, address to, uint256 amount) returns (bool)',
  'function setApprovalForAll(address operator, bool approved)',
  'function allowance(address owner, address spender) view returns (uint256)',
]);

let anvil: Anvil;
let nfts: TestNfts;
let t: TestApp;
let me: string;
let usd: string;
let dai: string;
/** the app's tx.status events: revokes go through the pending list like any send */
const statuses: { hash: string; kind: string; status: string }[] = [];

async function call<N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> {
  const r = await t.app.dispatch(name, input);
  if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code });
  return r.value as CallOutput<N>;
}
/** a transaction from `from` (anvil lets the test act as any address), mined before it returns */
async function send(from: string, to: string, data: string) {
  const hash = await anvil.rpc<string>('eth_sendTransaction', [{ from, to, data }]);
  await minedReceipt(anvil, hash);
  return hash;
}
const rowsOf = async () => (await call('permissions.list', {})).chains;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  const family = createEvmWalletFamily({
    network: 'local',
    local: { rpcUrl: anvil.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
  t = await startTestApp({ families: { evm: family }, confirm: { intervalMs: 50, tries: 100 } });
  t.app.events.subscribe((name, payload) => {
    if (name === 'tx.status') statuses.push(payload as (typeof statuses)[number]);
  });
  await call('wallets.importPhrase', { phrase: ABANDON, password: PASSWORD });
  const eth = (await call('coins.list', {})).coins.find(
    (c) => c.chainName === 'ethereum' && c.type === 'coin',
  )!;
  me = eth.address;
  await anvil.rpc('anvil_setBalance', [me, toBeHex(parseUnits('10', 18))]);
  await anvil.rpc('anvil_impersonateAccount', [me]);
  usd = await deployToken(anvil, 'Test Dollar', 'TUSD', 6, 10n ** 12n);
  dai = await deployToken(anvil, 'Test Dai', 'TDAI', 18, 10n ** 24n);
  nfts = await deployNfts(anvil);
  // the grants: unlimited TUSD to Uniswap, 1234.5 TDAI to a stranger, the collection to Seaport
  await send(me, usd, ABI.encodeFunctionData('approve', [UNISWAP_V2, MaxUint256]));
  await send(me, dai, ABI.encodeFunctionData('approve', [STRANGER, parseUnits('1234.5', 18)]));
  await send(me, nfts.erc721, ABI.encodeFunctionData('setApprovalForAll', [SEAPORT, true]));
  // and what must not show: a grant revoked, an operator unset, an allowance spent to zero
  await send(me, usd, ABI.encodeFunctionData('approve', [STRANGER, 5n]));
  await send(me, usd, ABI.encodeFunctionData('approve', [STRANGER, 0n]));
  await send(me, nfts.erc721, ABI.encodeFunctionData('setApprovalForAll', [STRANGER, true]));
  await send(me, nfts.erc721, ABI.encodeFunctionData('setApprovalForAll', [STRANGER, false]));
  await send(new Wallet(ANVIL_KEYS[0]).address, dai, ABI.encodeFunctionData('transfer', [me, 100n]));
  await send(me, dai, ABI.encodeFunctionData('approve', [SPENDER.address, 100n]));
  await send(SPENDER.address, dai, ABI.encodeFunctionData('transferFrom', [me, SPENDER.address, 100n]));
  await anvil.rpc('anvil_stopImpersonatingAccount', [me]);
}, 120_000);
afterAll(async () => {
  nfts?.close();
  await t?.dispose();
  await anvil?.stop();
});

describe('listing what lets others move the wallet’s assets', () => {
  it('lists the three live grants with asset, spender, amount and unlimited flag; nothing revoked or spent', async () => {
    const chains = await rowsOf();
    // every EVM chain of the local profile is this one node: only the chain whose id it answers with lists
    expect(chains.map((c) => c.chainName)).toEqual(['ethereum']);
    const [eth] = chains;
    expect(eth!.error).toBeNull();
    const rows = eth!.rows.map((r) => ({ ...r, since: typeof r.since }));
    expect(rows).toHaveLength(3);
    expect(rows).toContainEqual(
      expect.objectContaining({
        kind: 'allowance',
        asset: { address: usd, symbol: 'TUSD' },
        spender: UNISWAP_V2,
        spenderLabel: 'Uniswap V2 Router',
        unlimited: true,
        since: 'number',
        target: { chainName: 'ethereum', kind: 'allowance', asset: usd, spender: UNISWAP_V2 },
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        kind: 'allowance',
        asset: { address: dai, symbol: 'TDAI' },
        spender: STRANGER,
        spenderLabel: null,
        spenderUrl: `https://etherscan.io/address/${STRANGER}`,
        amount: '1234.5',
        unlimited: false,
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        kind: 'operator',
        asset: expect.objectContaining({ address: nfts.erc721 }),
        spender: SEAPORT,
        spenderLabel: 'OpenSea Seaport 1.6',
        amount: null,
      }),
    );
    const since = eth!.rows[0]!.since!;
    expect(Math.abs(since - Date.now())).toBeLessThan(10 * 60_000);
    expect(eth!.rows.find((r) => r.unlimited)!.risk).toMatch(/all of your TUSD/);
  });
});

describe('revoking two in one review', () => {
  it('quotes, signs both with consecutive nonces, lands them on anvil, and the list lets go of them', async () => {
    const { chains } = await call('permissions.list', {});
    const targets = chains[0]!.rows.filter((r) => r.kind === 'allowance').map((r) => r.target!);
    expect(targets).toHaveLength(2);
    const q = await call('permissions.quote', { targets });
    expect(q.chains).toEqual([
      expect.objectContaining({ chainName: 'ethereum', feeSymbol: 'ETH', count: 2 }),
    ]);
    const fees = q.chains.map((c) => ({ chainName: c.chainName, fee: c.fee }));
    const { sent } = await call('permissions.revoke', { targets, fees });
    expect(sent).toHaveLength(2);
    const txs = await Promise.all(
      sent.map((s) => anvil.rpc<{ nonce: string; to: string }>('eth_getTransactionByHash', [s.hash])),
    );
    const [n0, n1] = txs.map((x) => Number(BigInt(x.nonce)));
    expect(n1).toBe(n0! + 1);
    for (const s of sent) expect(await minedReceipt(anvil, s.hash)).toMatchObject({ status: '0x1' });
    const allowance = (token: string, spender: string) =>
      anvil.rpc<string>('eth_call', [
        { to: token, data: ABI.encodeFunctionData('allowance', [me, spender]) },
        'latest',
      ]);
    expect(BigInt(await allowance(usd, UNISWAP_V2))).toBe(0n);
    expect(BigInt(await allowance(dai, STRANGER))).toBe(0n);
    const after = (await rowsOf())[0]!.rows;
    expect(after.map((r) => r.kind)).toEqual(['operator']);
    // each revoke waited in the pending list and was followed to its confirmation
    for (const s of sent) {
      expect(statuses).toContainEqual(
        expect.objectContaining({ hash: s.hash, kind: 'revokeAllowance', status: 'submitted' }),
      );
      await expect.poll(() => statuses.some((x) => x.hash === s.hash && x.status === 'confirmed')).toBe(true);
    }
  });

  it('refuses when the fee went above what the review showed, before anything is signed', async () => {
    const target = (await rowsOf())[0]!.rows[0]!.target!;
    const before = await anvil.rpc<string>('eth_getTransactionCount', [me, 'latest']);
    const r = await t.app.dispatch('permissions.revoke', {
      targets: [target],
      fees: [{ chainName: 'ethereum', fee: '0' }],
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'RULE', message: expect.stringMatching(/fee went up/) });
    expect(await anvil.rpc<string>('eth_getTransactionCount', [me, 'latest'])).toBe(before);
  });

  it('clears a real EIP-7702 delegation of the account with one type-4 transaction: the code is empty again and the row leaves', async () => {
    // the account delegates for real: its own key signs the authorization (nonce + 1: the
    // transaction's own nonce is used first) and sends the type-4 transaction
    const key = HDNodeWallet.fromPhrase(ABANDON);
    expect(key.address).toBe(me);
    const impl = getAddress('0x00000000000000000000000000000000000c0de0');
    const nonce = Number(BigInt(await anvil.rpc<string>('eth_getTransactionCount', [me, 'pending'])));
    const authorization = key.authorizeSync({ address: impl, nonce: nonce + 1, chainId: 1n });
    const delegating = await key.signTransaction({
      type: 4,
      chainId: 1n,
      nonce,
      to: me,
      gasLimit: 100_000n,
      maxFeePerGas: 10n ** 10n,
      maxPriorityFeePerGas: 10n ** 9n,
      authorizationList: [authorization],
    });
    const sent0 = await anvil.rpc<string>('eth_sendRawTransaction', [delegating]);
    expect(await minedReceipt(anvil, sent0)).toMatchObject({ status: '0x1' });
    expect(await anvil.rpc<string>('eth_getCode', [me, 'latest'])).toBe(
      `0xef0100${impl.slice(2).toLowerCase()}`,
    );

    const row = (await rowsOf())[0]!.rows.find((r) => r.kind === 'delegation')!;
    expect(row).toMatchObject({
      asset: { address: me, symbol: 'Your account' },
      spender: impl,
      amount: null,
    });
    expect(row.target).toEqual({ chainName: 'ethereum', kind: 'delegation', asset: me, spender: impl });
    const q = await call('permissions.quote', { targets: [row.target!] });
    const { sent } = await call('permissions.revoke', {
      targets: [row.target!],
      fees: q.chains.map((c) => ({ chainName: c.chainName, fee: c.fee })),
    });
    expect(sent).toHaveLength(1);
    const onChain = await anvil.rpc<{
      type: string;
      to: string;
      authorizationList: { address: string; chainId: string; nonce: string }[];
    }>('eth_getTransactionByHash', [sent[0]!.hash]);
    expect(onChain.type).toBe('0x4');
    expect(getAddress(onChain.to)).toBe(me);
    expect(onChain.authorizationList).toHaveLength(1);
    expect(getAddress(onChain.authorizationList[0]!.address)).toBe(ZeroAddress);
    expect(await minedReceipt(anvil, sent[0]!.hash)).toMatchObject({ status: '0x1' });
    expect(await anvil.rpc<string>('eth_getCode', [me, 'latest'])).toBe('0x');
    expect((await rowsOf())[0]!.rows.map((r) => r.kind)).not.toContain('delegation');
    await expect
      .poll(() =>
        statuses.some(
          (x) => x.hash === sent[0]!.hash && x.kind === 'revokeDelegation' && x.status === 'confirmed',
        ),
      )
      .toBe(true);
  });
});

describe('Permit2 (its published bytecode at the canonical address)', () => {
  const UNIVERSAL_ROUTER = '0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD';
  const P2 = new Interface([
    'function approve(address token, address spender, uint160 amount, uint48 expiration)',
    'function allowance(address owner, address token, address spender) view returns (uint160 amount, uint48 expiration, uint48 nonce)',
  ]);
  const permit2Allowance = async (token: string, spender: string) =>
    P2.decodeFunctionResult(
      'allowance',
      await anvil.rpc<string>('eth_call', [
        { to: PERMIT2, data: P2.encodeFunctionData('allowance', [me, token, spender]) },
        'latest',
      ]),
    );

  it('lists an allowance held by Permit2 (not an expired one), and lockdown ends it', async () => {
    await installPermit2(anvil);
    await anvil.rpc('anvil_impersonateAccount', [me]);
    // the token lets Permit2 move it, then Permit2 lets the router: unlimited, far in the future
    await send(me, usd, ABI.encodeFunctionData('approve', [PERMIT2, MaxUint256]));
    await send(
      me,
      PERMIT2,
      P2.encodeFunctionData('approve', [usd, UNIVERSAL_ROUTER, 2n ** 160n - 1n, 2n ** 47n]),
    );
    // and one already expired: Permit2 would refuse to spend it, so it is not listed
    await send(me, PERMIT2, P2.encodeFunctionData('approve', [dai, STRANGER, 5n, 1n]));
    await anvil.rpc('anvil_stopImpersonatingAccount', [me]);
    expect((await permit2Allowance(usd, UNIVERSAL_ROUTER))[0]).toBe(2n ** 160n - 1n);

    const rows = (await rowsOf())[0]!.rows;
    const held = rows.filter((r) => r.kind === 'permit2');
    expect(held).toEqual([
      expect.objectContaining({
        asset: { address: usd, symbol: 'TUSD' },
        spender: UNIVERSAL_ROUTER,
        spenderLabel: expect.stringMatching(/Universal Router/),
        unlimited: true,
        since: expect.any(Number),
        risk: expect.stringMatching(/through Permit2/),
        target: { chainName: 'ethereum', kind: 'permit2', asset: usd, spender: UNIVERSAL_ROUTER },
      }),
    ]);
    // the token's own allowance to Permit2 is a plain allowance row
    expect(rows).toContainEqual(
      expect.objectContaining({ kind: 'allowance', spender: PERMIT2, spenderLabel: 'Uniswap Permit2' }),
    );

    const targets = [held[0]!.target!];
    const q = await call('permissions.quote', { targets });
    const { sent } = await call('permissions.revoke', {
      targets,
      fees: q.chains.map((c) => ({ chainName: c.chainName, fee: c.fee })),
    });
    const onChain = await anvil.rpc<{ to: string }>('eth_getTransactionByHash', [sent[0]!.hash]);
    expect(getAddress(onChain.to)).toBe(PERMIT2);
    expect(await minedReceipt(anvil, sent[0]!.hash)).toMatchObject({ status: '0x1' });
    expect((await permit2Allowance(usd, UNIVERSAL_ROUTER))[0]).toBe(0n);
    const after = (await rowsOf())[0]!.rows;
    expect(after.filter((r) => r.kind === 'permit2')).toEqual([]);
    expect(after).toContainEqual(expect.objectContaining({ kind: 'allowance', spender: PERMIT2 }));
  });
});

// A THORChain swap deposit end to end on anvil: the THORNode stand-in quotes ETH → LTC and an
// ERC-20 → LTC with the router it lists (our own TestThorRouter.sol, compiled by solc and
// deployed here), main builds the router call (and, for the token, the exact approval first),
// the real signer process (forked from source, spoken to through its protocol) checks and signs
// each transaction, anvil mines them in nonce order, and the router's `Deposit` event carries
// the quote's memo while the vault (or the router, holding tokens for it) receives the funds.
// A hostile main's variants are refused by the same process; a halted chain, a moved vault or
// router and an expired quote are refused before anything is built.
import { Contract, Wallet, ZeroAddress, getAddress } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../shared/catalogue';
import type { SignIntent } from '../../../shared/signer/protocol';
import { addWallet, emptyWalletsState } from '../../../shared/wallets';
import { ANVIL_KEYS } from '../../../test/evm/anvil';
import { artifacts, deployToken, fastProvider } from '../../../test/evm/deploy';
import { startEvmEnv, type EvmEnv } from '../../../test/evm/env';
import { deployThorRouter, observeRouterDeposits, routerDeposits } from '../../../test/evm/thorRouter';
import { startThornodeStandIn, type ThornodeStandIn } from '../../../test/exchange/thornodeServer';
import { makeTempDirs } from '../../../test/signer/testSupport';
import { sourceSignerFactory } from '../../../test/signerProcess';
import { broadcast } from '../../chains/evm/logic/broadcast';
import type { EvmCtx } from '../../chains/evm/ctx';
import type { SwapDepositParams } from '../../chains/family';
import { createHttp } from '../../net/http';
import { SignerClient } from '../../signer/client';
import { depositCall } from '../../chains/evm/logic/thorRouterCalls';
import { buildEvmSwapDeposit, type EvmSwapDepositInput } from './evmDeposit';
import { quoteSwap, type ThorchainQuote } from './quoteSwap';
import type { ThorchainCtx } from './types';

// anvil's published test phrase: its account 0 is funded with 10 000 ETH
const PHRASE = 'test test test test test test test test test test test junk';
const ME = new Wallet(ANVIL_KEYS[0]).address;
const PATH = "m/44'/60'/0'/0/0";
const VAULT = getAddress('0x000000000000000000000000000000000000fa17');
const DEST = 'ltc1qg82tfk4zvacsstg2ydhyzzqnvmd8jrkhn5l6d6';
const tmp = makeTempDirs();

let env: EvmEnv;
let evm: EvmCtx;
let thornode: ThornodeStandIn;
let thor: ThorchainCtx;
let router: string;
let token: string;
let tokenAsset: string;
let signer: SignerClient;
let walletId: string;

const balance = async (a: string) => BigInt(await env.anvil.rpc<string>('eth_getBalance', [a, 'latest']));
const erc20 = () => new Contract(token, artifacts.contracts.TestToken.abi, fastProvider(env.anvil.url));

const depositOf = (q: ThorchainQuote, amount: bigint): SwapDepositParams => ({
  depositAddress: q.depositAddress,
  ...(q.router !== undefined ? { router: q.router } : {}),
  amount,
  memo: q.memo,
  terms: {
    provider: 'thorchain',
    toAsset: q.toAsset,
    destination: q.destination,
    minOut: q.minOut.toString(),
    expiry: q.expiry,
  },
});
const quote = (fromAsset: string, amount: bigint) =>
  quoteSwap(thor, { fromAsset, toAsset: 'LTC.LTC', amount, destination: DEST, toleranceBps: 300 });
const sign = (unsigned: string, intent: SignIntent) =>
  signer.call('signTransfer', { walletId, network: 'regtest', unsigned, intent, activePath: PATH });
async function refused(unsigned: string, intent: SignIntent): Promise<string> {
  try {
    await sign(unsigned, intent);
  } catch (e) {
    return `${(e as { code?: string }).code}: ${(e as Error).message}`;
  }
  throw new Error('the signer signed a tampered transaction');
}
/** anvil mines on arrival, but answers the send before its receipt exists: poll briefly */
async function mined(hash: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const r = await env.anvil.rpc<{ status: string } | null>('eth_getTransactionReceipt', [hash]);
    if (r) return expect(r.status).toBe('0x1');
    await new Promise((ok) => setTimeout(ok, 50));
  }
  throw new Error(`${hash} was not mined`);
}

beforeAll(async () => {
  env = await startEvmEnv({ chainId: 1 });
  // quotes and the router's expiry run on real time: the stand-in's and anvil's clocks
  evm = { ...env.ctx, now: Date.now };
  router = await deployThorRouter(env.anvil);
  token = await deployToken(env.anvil, 'Test Dollar', 'TUSD', 6, 10n ** 15n, 3);
  const deployer = new Wallet(ANVIL_KEYS[3]!, fastProvider(env.anvil.url));
  await (
    await (erc20().connect(deployer) as Contract).getFunction('transfer')(ME, 5_000n * 10n ** 6n)
  ).wait();
  deployer.provider!.destroy();
  tokenAsset = `ETH.TUSD-${token.toUpperCase()}`;
  thornode = await startThornodeStandIn({
    pools: [
      { asset: 'ETH.ETH', balanceAsset: 1_000n * 10n ** 8n, balanceRune: 2_000_000n * 10n ** 8n },
      { asset: tokenAsset, balanceAsset: 1_000_000n * 10n ** 8n, balanceRune: 2_000_000n * 10n ** 8n },
      { asset: 'LTC.LTC', balanceAsset: 10_000n * 10n ** 8n, balanceRune: 1_000_000n * 10n ** 8n },
    ],
    chains: [
      {
        chain: 'ETH',
        address: VAULT.toLowerCase(),
        router,
        dustThreshold: 0n,
        outboundFee: 5_000n,
        recommendedMinIn: 1_000_000n,
        gasRate: 3n,
        gasRateUnits: 'gwei',
      },
      {
        chain: 'LTC',
        address: 'ltc1qvault0000000000000000000000000000000000',
        dustThreshold: 10_000n,
        outboundFee: 100_000n,
        recommendedMinIn: 200_000n,
        gasRate: 10n,
        gasRateUnits: 'satsperbyte',
      },
    ],
  });
  thor = { http: createHttp({ retries: 0, backoffMs: 0 }), baseUrl: thornode.url, now: Date.now };

  signer = new SignerClient(sourceSignerFactory(tmp.make(), 'regtest'));
  await signer.start();
  const added = addWallet(
    emptyWalletsState(),
    { kind: 'phrase', origin: 'imported' },
    { catalogue: CATALOGUE },
  );
  walletId = added.wallet.id;
  await signer.call('addWallet', {
    walletId,
    source: { kind: 'phrase', phrase: PHRASE },
    state: added.state,
    password: 'correct horse battery',
    replace: false,
  });
}, 120_000);

afterAll(async () => {
  await signer?.stop();
  await thornode?.close();
  await env?.close();
  tmp.cleanup();
}, 60_000);

describe('THORChain swap deposits on anvil through the router', () => {
  it('ETH: one router call, signed by the signer process, pays the vault with the memo in Deposit', async () => {
    const q = await quote('ETH.ETH', 50_000_000n);
    expect(q.router).toBe(router);
    // 0.5 ETH: THORChain's 1e8 units back in wei
    const amount = q.amountIn * 10n ** 10n;
    const input: EvmSwapDepositInput = { chainName: 'ethereum', from: ME, deposit: depositOf(q, amount) };
    const plan = await buildEvmSwapDeposit({ evm, thorchain: thor }, input);
    expect(plan.steps.map((s) => s.kind)).toEqual(['swapDeposit']);
    const [step] = plan.steps;

    // a hostile main's variants of the same deposit, refused by the real signer process
    const honest = step!.intent;
    const mallory = new Wallet(ANVIL_KEYS[1]).address;
    expect(await refused(step!.unsigned, { ...honest, router: mallory })).toBe('INTENT_MISMATCH: router');
    expect(await refused(step!.unsigned, { ...honest, to: mallory })).toBe('INTENT_MISMATCH: vault');
    expect(
      await refused(step!.unsigned, {
        ...honest,
        swap: { ...honest.swap!, minOut: (q.minOut + 1n).toString() },
      }),
    ).toBe('INTENT_MISMATCH: The memo accepts less than the minimum you approved');

    const before = await balance(VAULT);
    const { signed } = await sign(step!.unsigned, honest);
    const hash = await broadcast(evm, { chain: 'ethereum', signedHex: signed });
    await mined(hash);
    expect((await balance(VAULT)) - before).toBe(amount);
    const deposits = await routerDeposits(env.anvil, router);
    expect(deposits.at(-1)).toEqual({ vault: VAULT, asset: ZeroAddress, amount, memo: q.memo, txHash: hash });
    // what the stand-in's observers read of it: the vault paid the quoted 1e8 units, with the memo
    expect(await observeRouterDeposits(env.anvil, router)(hash.slice(2).toUpperCase())).toEqual({
      confirmations: 1,
      outputs: [{ address: VAULT.toLowerCase(), amount: q.amountIn }, { memo: q.memo }],
    });
  }, 60_000);

  it('ERC-20: exactly the amount approved, then the deposit at the next nonce; the router holds it for the vault', async () => {
    // 1 234.56 TUSD (6 decimals) is 123 456 000 000 in THORChain's 1e8 units
    const q = await quote(tokenAsset, 123_456_000_000n);
    const amount = q.amountIn / 100n;
    const plan = await buildEvmSwapDeposit(
      { evm, thorchain: thor },
      { chainName: 'ethereum', from: ME, contractAddress: token, deposit: depositOf(q, amount) },
    );
    expect(plan.steps.map((s) => s.kind)).toEqual(['tokenApprove', 'swapDeposit']);
    const [approve, deposit] = plan.steps as [(typeof plan.steps)[0], (typeof plan.steps)[0]];
    expect(deposit.nonce).toBe(approve.nonce + 1);
    expect(approve.intent).toMatchObject({ to: router, contractAddress: token, amount: amount.toString() });

    // main asks for an unlimited approval: the signer process refuses it
    const unlimited = (2n ** 256n - 1n).toString();
    expect(await refused(approve.unsigned, { ...approve.intent, amount: unlimited })).toBe(
      'INTENT_MISMATCH: amount',
    );

    const hashes: string[] = [];
    for (const s of plan.steps) {
      const { signed } = await sign(s.unsigned, s.intent);
      hashes.push(await broadcast(evm, { chain: 'ethereum', signedHex: signed }));
    }
    for (const h of hashes) await mined(h);
    const t = erc20();
    expect(BigInt(await t.getFunction('balanceOf')(router))).toBe(amount);
    // the exact allowance was used up by the deposit: nothing is left for the router to take
    expect(BigInt(await t.getFunction('allowance')(ME, router))).toBe(0n);
    const r = new Contract(
      router,
      ['function vaultAllowance(address, address) view returns (uint256)'],
      t.runner,
    );
    expect(BigInt(await r.getFunction('vaultAllowance')(VAULT, token))).toBe(amount);
    const deposits = await routerDeposits(env.anvil, router);
    expect(deposits.at(-1)).toEqual({ vault: VAULT, asset: token, amount, memo: q.memo, txHash: hashes[1] });
    (t.runner as { provider?: { destroy(): void } }).provider?.destroy();
  }, 60_000);

  it('the router itself refuses a deposit after its expiry', async () => {
    const call = depositCall({
      router,
      vault: VAULT,
      token: undefined,
      amount: 1n,
      memo: '=:LTC.LTC:x:1',
      expiry: Math.floor(Date.now() / 1000) - 60,
    });
    await expect(
      env.anvil.rpc('eth_call', [{ from: ME, to: call.to, value: '0x1', data: call.data }, 'latest']),
    ).rejects.toThrow(/TestThorRouter: expired/);
  });

  it('refuses before building: a halted chain, a vault or router THORChain no longer lists, an expired quote', async () => {
    const q = await quote('ETH.ETH', 10_000_000n);
    const input = { chainName: 'ethereum', from: ME, deposit: depositOf(q, q.amountIn * 10n ** 10n) };
    const build = (over: Partial<EvmSwapDepositInput> = {}) =>
      buildEvmSwapDeposit({ evm, thorchain: thor }, { ...input, ...over });

    thornode.setChain('ETH', { halted: true });
    await expect(build()).rejects.toThrow('THORChain has halted ETH; try again later');
    thornode.setChain('ETH', { halted: false, tradingPaused: true });
    await expect(build()).rejects.toThrow('Trading on ETH is paused on THORChain; try again later');
    thornode.setChain('ETH', { tradingPaused: false, router: new Wallet(ANVIL_KEYS[1]).address });
    await expect(build()).rejects.toThrow(
      'The quote names another router than THORChain lists; ask for a new one',
    );
    thornode.setChain('ETH', { router, address: ME });
    await expect(build()).rejects.toThrow('THORChain has moved its vault since the quote; ask for a new one');
    thornode.setChain('ETH', { address: VAULT.toLowerCase() });
    const expired = {
      ...input.deposit,
      terms: { ...input.deposit.terms, expiry: Math.floor(Date.now() / 1000) },
    };
    await expect(build({ deposit: expired })).rejects.toThrow('The quote has expired; ask for a new one');
    const { router: _none, ...noRouter } = input.deposit;
    await expect(build({ deposit: noRouter })).rejects.toThrow('THORChain gave no router');
    // the stand-in lists ETH again: the same deposit builds
    expect((await build()).steps).toHaveLength(1);
    // the coin it cannot pay: refused with the balance sentence
    const tooMuch = { ...input.deposit, amount: 10n ** 30n };
    await expect(build({ deposit: tooMuch })).rejects.toThrow('Insufficient ETH balance');
  }, 60_000);
});

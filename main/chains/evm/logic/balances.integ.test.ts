import { Wallet, Contract } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANVIL_KEYS } from '../../../../test/evm/anvil';
import { artifacts, deployBytes32Token, deployToken, fastProvider } from '../../../../test/evm/deploy';
import { startEvmEnv, type EvmEnv } from '../../../../test/evm/env';
import type { EvmCtx } from '../ctx';
import { getBalances } from './getBalances';
import { getTokenInfo } from './getTokenInfo';

let env: EvmEnv;
let tokens: string[];
let bytes32Token: string;
const alice = new Wallet(ANVIL_KEYS[0]).address;
const bob = '0x000000000000000000000000000000000000bEEF';

/** The same env with Multicall3 switched off: JSON-RPC batch path. */
const batchCtx = (): EvmCtx => ({
  ...env.ctx,
  config: {
    ...env.ctx.config,
    chains: {
      ...env.ctx.config.chains,
      ethereum: { ...env.ctx.config.chains.ethereum!, multicall3: undefined },
    },
  },
});

beforeAll(async () => {
  env = await startEvmEnv({ multicall: true });
  tokens = [
    await deployToken(env.anvil, 'Alpha', 'ALP', 18, 10n ** 24n),
    await deployToken(env.anvil, 'Usd Test', 'USDT', 6, 5_000_000n),
    await deployToken(env.anvil, 'Beta', 'BET', 8, 123_456_789n),
  ];
  bytes32Token = await deployBytes32Token(env.anvil, 'Maker', 'MKR');
  const provider = fastProvider(env.anvil.url);
  const t = new Contract(tokens[1]!, artifacts.contracts.TestToken.abi, new Wallet(ANVIL_KEYS[0], provider));
  await (await t.getFunction('transfer')(bob, 1234n)).wait();
  await env.anvil.rpc('anvil_setBalance', [bob, '0x1bc16d674ec80000']); // 2 ETH
  provider.destroy();
});
afterAll(() => env?.close());

describe('getBalances against anvil', () => {
  for (const mode of ['multicall', 'batch'] as const) {
    it(`reads native + 3 tokens for two wallets in one round trip (${mode})`, async () => {
      const ctx = mode === 'multicall' ? env.ctx : batchCtx();
      env.proxy.reset();
      const [a, b] = await getBalances(ctx, {
        chain: env.chain,
        accounts: [
          { address: alice, tokens },
          { address: bob, tokens },
        ],
      });
      expect(env.proxy.requests).toBeLessThanOrEqual(2);
      expect(env.proxy.requests).toBe(1);
      expect(env.proxy.methods).toEqual(
        mode === 'multicall'
          ? ['eth_call']
          : [
              'eth_getBalance',
              'eth_call',
              'eth_call',
              'eth_call',
              'eth_getBalance',
              'eth_call',
              'eth_call',
              'eth_call',
            ],
      );
      const aliceNative = BigInt(await env.anvil.rpc<string>('eth_getBalance', [alice, 'latest']));
      expect(a!.native).toBe(aliceNative);
      expect(b!.native).toBe(2n * 10n ** 18n);
      expect(a!.tokens.get(tokens[0]!)).toBe(10n ** 24n);
      expect(a!.tokens.get(tokens[1]!)).toBe(5_000_000n - 1234n);
      expect(a!.tokens.get(tokens[2]!)).toBe(123_456_789n);
      expect(b!.tokens.get(tokens[1]!)).toBe(1234n);
      expect(b!.tokens.get(tokens[0]!)).toBe(0n);
    });
  }

  it('reports a token address without code as failed, not as zero', async () => {
    const [a] = await getBalances(env.ctx, {
      chain: env.chain,
      accounts: [{ address: alice, tokens: [bob] }],
    });
    expect(a!.failed).toEqual([bob]);
    expect(a!.tokens.size).toBe(0);
  });
});

describe('getTokenInfo against anvil', () => {
  it('reads name, symbol and decimals of a string token in one round trip', async () => {
    env.proxy.reset();
    expect(
      await getTokenInfo(env.ctx, { chain: env.chain, contractAddress: tokens[1]!.toLowerCase() }),
    ).toEqual({
      contractAddress: tokens[1],
      name: 'Usd Test',
      symbol: 'USDT',
      decimals: 6,
    });
    expect(env.proxy.requests).toBe(1);
  });

  it('reads a bytes32-symbol token, with and without Multicall3', async () => {
    for (const ctx of [env.ctx, batchCtx()])
      expect(await getTokenInfo(ctx, { chain: env.chain, contractAddress: bytes32Token })).toMatchObject({
        name: 'Maker',
        symbol: 'MKR',
        decimals: 18,
      });
  });

  it('refuses an address that is not a token', async () => {
    await expect(getTokenInfo(env.ctx, { chain: env.chain, contractAddress: bob })).rejects.toThrow(
      'Not an ERC-20 token contract',
    );
  });
});

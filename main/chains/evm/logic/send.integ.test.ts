import { Transaction, Wallet, getAddress } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANVIL_KEYS } from '../../../../test/evm/anvil';
import { deployToken, installFakeL1Oracle } from '../../../../test/evm/deploy';
import { startEvmEnv, type EvmEnv } from '../../../../test/evm/env';
import { AppError } from '../../../../shared/errors';
import type { EvmCtx } from '../ctx';
import { EVM_ERRORS } from '../errors';
import { broadcast } from './broadcast';
import { buildTransfer } from './buildTransfer';
import { estimateFee, type EvmFeeQuote } from './estimateFee';
import { txStatus } from './txStatus';
import { settledStatus } from '../../../../test/evm/settledStatus';

let env: EvmEnv;
let token: string;
const alice = new Wallet(ANVIL_KEYS[0]).address;
const carol = new Wallet(ANVIL_KEYS[2]).address;
const dave = getAddress('0x000000000000000000000000000000000000d00d');

const balanceOf = async (a: string) => BigInt(await env.anvil.rpc<string>('eth_getBalance', [a, 'latest']));
const withChain = (over: object): EvmCtx => ({
  ...env.ctx,
  config: {
    ...env.ctx.config,
    chains: { ...env.ctx.config.chains, ethereum: { ...env.ctx.config.chains.ethereum!, ...over } },
  },
});

async function quote(
  ctx: EvmCtx,
  p: {
    from: string;
    to: string;
    amount: bigint;
    balance: bigint;
    contractAddress?: string;
    sendAll?: boolean;
    customGasPrice?: bigint;
  },
): Promise<EvmFeeQuote> {
  const q = await estimateFee(ctx, { chain: env.chain, ...p });
  if ('customError' in q) throw new Error(q.customError);
  return q;
}

/** estimate → build → sign (signer code) → broadcast → wait; returns the hash. */
async function send(
  ctx: EvmCtx,
  p: {
    keyIndex: number;
    to: string;
    amount: bigint;
    contractAddress?: string;
    sendAll?: boolean;
    customGasPrice?: bigint;
  },
): Promise<{ hash: string; q: EvmFeeQuote }> {
  const from = new Wallet(ANVIL_KEYS[p.keyIndex]!).address;
  const q = await quote(ctx, {
    from,
    to: p.to,
    amount: p.amount,
    balance: await balanceOf(from),
    contractAddress: p.contractAddress,
    sendAll: p.sendAll,
    ...(p.customGasPrice !== undefined ? { customGasPrice: p.customGasPrice } : {}),
  });
  const built = await buildTransfer(ctx, {
    chain: env.chain,
    from,
    to: p.to,
    amount: q.amount,
    contractAddress: p.contractAddress,
    gasLimit: q.gasLimit,
    pricing: q.pricing,
  });
  const hash = await broadcast(ctx, {
    chain: env.chain,
    signedHex: env.sign(built.unsigned, built.intent, p.keyIndex),
  });
  return { hash, q };
}

beforeAll(async () => {
  env = await startEvmEnv({ multicall: true });
  token = await deployToken(env.anvil, 'Alpha', 'ALP', 18, 10n ** 24n);
});
afterAll(() => env?.close());

describe('fees against anvil', () => {
  it('quotes Recommended = Normal × 1.3 (ethereum) with exact integer math', async () => {
    const q = await quote(env.ctx, {
      from: alice,
      to: dave,
      amount: 10n ** 18n,
      balance: await balanceOf(alice),
    });
    const [rec, normal] = q.options;
    expect(q.txType).toBe(2);
    expect(q.gasLimit).toBe(21000n);
    expect(rec!.gasPrice).toBe((normal!.gasPrice * 13n + 9n) / 10n);
    expect(q.fee).toBe(21000n * rec!.gasPrice);
    expect(q.isMax).toBe(false);
    expect(q.amount).toBe(10n ** 18n);
    // the gas oracle of the local explorer was asked, in Etherscan's parameters
    expect(
      env.explorer.requests.some((r) => r.get('module') === 'gastracker' && r.get('action') === 'gasoracle'),
    ).toBe(true);
  });

  it('adds the OP-stack L1 fee read from the GasPriceOracle predeploy', async () => {
    await installFakeL1Oracle(env.anvil);
    const q = await quote(withChain({ l1Fee: 'op-stack' }), {
      from: alice,
      to: dave,
      amount: 1n,
      balance: await balanceOf(alice),
    });
    expect(q.l1Fee % 1000n).toBe(7n); // 1000 × serialized length + 7
    expect(q.l1Fee).toBeGreaterThan(7n);
    expect(q.fee).toBe(q.gasFee + q.l1Fee);
  });

  it('says "Fee data not available" when the node has no gas price', async () => {
    const ctx = withChain({ legacyGas: true, useGasOracle: false });
    const broken: EvmCtx = {
      ...ctx,
      http: {
        ...ctx.http,
        json: async <T>(url: string, o?: Parameters<EvmCtx['http']['json']>[1]) => {
          const body = o?.json as { method?: string }[] | undefined;
          if (Array.isArray(body) && body.some((b) => b.method === 'eth_gasPrice'))
            return body
              .map((b, i) => (b.method === 'eth_gasPrice' ? { jsonrpc: '2.0', id: i, result: '0x0' } : null))
              .filter(Boolean) as T;
          return ctx.http.json<T>(url, o);
        },
      },
    };
    await expect(quote(broken, { from: alice, to: dave, amount: 1n, balance: 10n ** 18n })).rejects.toThrow(
      EVM_ERRORS.noFeeData,
    );
  });

  it('decodes a revert reason at estimate time (Error(string) and Panic(uint256))', async () => {
    const zero = '0x0000000000000000000000000000000000000000';
    await expect(
      quote(env.ctx, { from: alice, to: zero, amount: 1n, balance: 10n ** 24n, contractAddress: token }),
    ).rejects.toThrow('TestToken: transfer to the zero address');
    await expect(
      quote(env.ctx, { from: dave, to: carol, amount: 1n, balance: 1n, contractAddress: token }),
    ).rejects.toThrow('Panic: arithmetic underflow or overflow (0x11)');
  });
});

describe('send against anvil', () => {
  it('sends ETH: recipient gets exactly the amount, confirmation polling says confirmed', async () => {
    const before = await balanceOf(dave);
    const { hash } = await send(env.ctx, { keyIndex: 0, to: dave, amount: 123_456_789n });
    expect(await settledStatus(env.ctx, { chain: env.chain, hash })).toBe('confirmed');
    expect((await balanceOf(dave)) - before).toBe(123_456_789n);
  });

  it('a custom gas price is what the signed transaction carries and what the fee is quoted at', async () => {
    const custom = 7_000_000_000n; // 7 gwei: above anvil's base fee, below Recommended
    const { hash, q } = await send(env.ctx, { keyIndex: 0, to: dave, amount: 1n, customGasPrice: custom });
    expect(q.selected).toBe('Custom');
    expect(q.fee).toBe(q.gasLimit * custom);
    const tx = await env.anvil.rpc<{ maxFeePerGas: string; maxPriorityFeePerGas: string }>(
      'eth_getTransactionByHash',
      [hash],
    );
    expect(BigInt(tx.maxFeePerGas)).toBe(custom);
    const normal = q.options.find((o) => o.title === 'Normal')!;
    expect(BigInt(tx.maxPriorityFeePerGas)).toBe(normal.maxPriorityFeePerGas);
    expect(await settledStatus(env.ctx, { chain: env.chain, hash })).toBe('confirmed');
  });

  it('sends a token: ERC-20 transfer calldata to the contract, value 0', async () => {
    const { hash, q } = await send(env.ctx, {
      keyIndex: 0,
      to: carol,
      amount: 5n * 10n ** 17n,
      contractAddress: token,
    });
    expect(q.isMax).toBe(false); // tokens keep their amount
    const tx = await env.anvil.rpc<{ to: string; value: string }>('eth_getTransactionByHash', [hash]);
    expect(tx.to.toLowerCase()).toBe(token.toLowerCase());
    expect(BigInt(tx.value)).toBe(0n);
    expect(await settledStatus(env.ctx, { chain: env.chain, hash })).toBe('confirmed');
  });

  it('send-all on a legacy-gas chain: amount = balance − fee to the wei, balance ends at 0', async () => {
    const ctx = withChain({ legacyGas: true });
    const from = new Wallet(ANVIL_KEYS[1]).address;
    const balance = await balanceOf(from);
    const { hash, q } = await send(ctx, { keyIndex: 1, to: dave, amount: balance, sendAll: true });
    expect(q.isMax).toBe(true);
    expect(q.amount).toBe(balance - q.fee);
    expect(q.txType).toBe(0);
    expect(await settledStatus(env.ctx, { chain: env.chain, hash })).toBe('confirmed');
    expect(await balanceOf(from)).toBe(0n); // 21000 gas used × gasPrice = the fee exactly
  });

  it('send-all rule also applies when amount + fee exceeds the balance (EIP-1559)', async () => {
    const balance = await balanceOf(carol);
    const q = await quote(env.ctx, { from: carol, to: dave, amount: balance, balance });
    expect(q.isMax).toBe(true);
    expect(q.amount + q.fee).toBe(balance);
  });

  it('maps a too-low fee to the underpriced message', async () => {
    const base = BigInt(
      (await env.anvil.rpc<{ baseFeePerGas: string }>('eth_getBlockByNumber', ['latest', false]))
        .baseFeePerGas,
    );
    const built = await buildTransfer(env.ctx, {
      chain: env.chain,
      from: alice,
      to: dave,
      amount: 1n,
      gasLimit: 21000n,
      pricing: { gasPrice: base / 4n, maxPriorityFeePerGas: 0n },
    });
    const err = await broadcast(env.ctx, {
      chain: env.chain,
      signedHex: env.sign(built.unsigned, built.intent),
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).message).toBe(EVM_ERRORS.underpriced);
  });

  it('maps nonce too low to "Already sent / please check transaction explorer"', async () => {
    const built = await buildTransfer(env.ctx, {
      chain: env.chain,
      from: alice,
      to: dave,
      amount: 1n,
      gasLimit: 21000n,
      pricing: { gasPrice: 10n ** 10n, maxPriorityFeePerGas: 10n ** 9n },
      nonce: 0,
    });
    await expect(
      broadcast(env.ctx, { chain: env.chain, signedHex: env.sign(built.unsigned, built.intent) }),
    ).rejects.toThrow(EVM_ERRORS.alreadySent);
  });

  it('a re-broadcast of an accepted transaction answers its hash (first success wins)', async () => {
    await env.anvil.rpc('evm_setAutomine', [false]);
    try {
      const built = await buildTransfer(env.ctx, {
        chain: env.chain,
        from: alice,
        to: dave,
        amount: 2n,
        gasLimit: 21000n,
        pricing: { gasPrice: 10n ** 10n, maxPriorityFeePerGas: 10n ** 9n },
      });
      const signed = env.sign(built.unsigned, built.intent);
      const hash = await broadcast(env.ctx, { chain: env.chain, signedHex: signed });
      expect(hash).toBe(Transaction.from(signed).hash);
      const again = await broadcast(env.ctx, { chain: env.chain, signedHex: signed }).catch(
        (e: unknown) => e,
      );
      // anvil either accepts the duplicate or says "already known"; both mean sent
      expect(again === hash || (again instanceof AppError && again.message === EVM_ERRORS.alreadySent)).toBe(
        true,
      );
      expect(await txStatus(env.ctx, { chain: env.chain, hash })).toBe('pending');
    } finally {
      await env.anvil.rpc('evm_setAutomine', [true]);
      await env.anvil.rpc('evm_mine', []);
    }
  });

  it('the signer refuses an unsigned tx whose recipient main altered after approval', async () => {
    const built = await buildTransfer(env.ctx, {
      chain: env.chain,
      from: alice,
      to: dave,
      amount: 1n,
      gasLimit: 21000n,
      pricing: { gasPrice: 10n ** 10n, maxPriorityFeePerGas: 10n ** 9n },
    });
    const altered = Transaction.from(built.unsigned);
    altered.to = carol;
    expect(() => env.sign(altered.unsignedSerialized, built.intent)).toThrow('to');
  });
});

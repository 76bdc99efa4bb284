import { Wallet, getAddress } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANVIL_KEYS } from '../../../../test/evm/anvil';
import { deployToken } from '../../../../test/evm/deploy';
import { startEvmEnv, type EvmEnv } from '../../../../test/evm/env';
import { EVM_ERRORS } from '../errors';
import type { PendingEntry } from '../../family';
import { evmPendingStatus, nonceOf, pendingEntryOf, sortEvmPending } from '../pendingEntry';
import { broadcast } from './broadcast';
import { buildReplacement } from './buildReplacement';
import { buildTransfer, type BuiltTransfer } from './buildTransfer';
import { txStatus } from './txStatus';
import { settledStatus } from '../../../../test/evm/settledStatus';

let env: EvmEnv;
let token: string;
const alice = new Wallet(ANVIL_KEYS[0]).address;
const dave = getAddress('0x000000000000000000000000000000000000d00d');
const GWEI = 10n ** 9n;

/** A sent transaction as the app keeps it: the production pending entry, and its nonce for the checks. */
type Sent = PendingEntry & { signed: string; nonce: number };

async function sendBuilt(built: BuiltTransfer): Promise<Sent> {
  const signed = env.sign(built.unsigned, built.intent);
  const hash = await broadcast(env.ctx, { chain: env.chain, signedHex: signed });
  return { ...pendingEntryOf(signed, hash, env.ctx.now()), signed, nonce: built.nonce };
}

/** The labels the pending list shows, in the order it shows them (the family's own functions). */
const labels = (list: readonly PendingEntry[]) =>
  sortEvmPending(list).map((_, i, sorted) => evmPendingStatus(sorted, i));

const pool = async () =>
  env.anvil.rpc<{ pending: Record<string, Record<string, { hash: string; maxFeePerGas?: string }>> }>(
    'txpool_content',
  );

beforeAll(async () => {
  env = await startEvmEnv();
  token = await deployToken(env.anvil, 'Alpha', 'ALP', 18, 10n ** 24n);
  await env.anvil.rpc('evm_setAutomine', [false]);
});
afterAll(() => env?.close());

describe('pending transactions against anvil (mining off)', () => {
  let list: Sent[] = [];

  it('nonces come from the pending count: first PENDING, the rest QUEUE', async () => {
    const pricing = { gasPrice: 20n * GWEI, maxPriorityFeePerGas: GWEI };
    const a = await buildTransfer(env.ctx, {
      chain: env.chain,
      from: alice,
      to: dave,
      amount: 1000n,
      gasLimit: 21000n,
      pricing,
    });
    list.push(await sendBuilt(a));
    const b = await buildTransfer(env.ctx, {
      chain: env.chain,
      from: alice,
      to: dave,
      amount: 7n,
      contractAddress: token,
      gasLimit: 60000n,
      pricing,
    });
    list.push(await sendBuilt(b));
    expect(b.nonce).toBe(a.nonce + 1);
    expect(labels(list)).toEqual(['PENDING', 'QUEUE']);
    expect(list.map(nonceOf)).toEqual([a.nonce, a.nonce + 1]);
  });

  it('refuses to update a queued one or an unknown hash', async () => {
    await expect(
      buildReplacement(env.ctx, { chain: env.chain, signed: list[1]!.signed, kind: 'speedup' }),
    ).rejects.toThrow(EVM_ERRORS.inQueue);
    await expect(
      buildReplacement(env.ctx, { chain: env.chain, signed: `0x${'1'.repeat(64)}`, kind: 'cancel' }),
    ).rejects.toThrow(EVM_ERRORS.noRecord);
  });

  it('a different transaction at the same nonce and fee is underpriced', async () => {
    const same = await buildTransfer(env.ctx, {
      chain: env.chain,
      from: alice,
      to: dave,
      amount: 1001n,
      gasLimit: 21000n,
      nonce: list[0]!.nonce,
      pricing: { gasPrice: 20n * GWEI, maxPriorityFeePerGas: GWEI },
    });
    await expect(
      broadcast(env.ctx, { chain: env.chain, signedHex: env.sign(same.unsigned, same.intent) }),
    ).rejects.toThrow(EVM_ERRORS.underpriced);
  });

  it('speed-up: same nonce, same transfer, double fee, replaces the pool entry', async () => {
    const r = await buildReplacement(env.ctx, { chain: env.chain, signed: list[0]!.signed, kind: 'speedup' });
    expect(r.nonce).toBe(list[0]!.nonce);
    expect(r.intent).toMatchObject({ to: dave, amount: 1000n, nonce: list[0]!.nonce });
    expect(r.intent.feeCap).toBe(21000n * 40n * GWEI);
    const sped = await sendBuilt(r);
    list.push(sped);
    const entries = Object.values(
      (await pool()).pending[alice] ?? (await pool()).pending[alice.toLowerCase()] ?? {},
    );
    expect(entries.map((e) => e.hash)).toContain(sped.hash);
    expect(entries.map((e) => e.hash)).not.toContain(list[0]!.hash);
    expect(labels(list)).toEqual(['PENDING', 'PENDING', 'QUEUE']);
    // the speed-up lists before the token transfer queued behind it
    const order = sortEvmPending(list).map((e) => e.hash);
    expect(order.slice(0, 2).sort()).toEqual([list[0]!.hash, sped.hash].sort());
    expect(order[2]).toBe(list[1]!.hash);
  });

  it('cancel of the token transfer once it is first: zero-value self-send, same nonce, double fee', async () => {
    await env.anvil.rpc('evm_mine', []);
    const count = Number(BigInt(await env.anvil.rpc<string>('eth_getTransactionCount', [alice, 'latest'])));
    // mining took the speed-up and the token transfer; the original never landed
    expect(count).toBe(list[1]!.nonce + 1);
    expect(await settledStatus(env.ctx, { chain: env.chain, hash: list[2]!.hash })).toBe('confirmed');
    expect(await settledStatus(env.ctx, { chain: env.chain, hash: list[1]!.hash })).toBe('confirmed');
    expect(await txStatus(env.ctx, { chain: env.chain, hash: list[0]!.hash })).toBe('pending');
    list = [];
    const pricing = { gasPrice: 20n * GWEI, maxPriorityFeePerGas: GWEI };
    const t = await buildTransfer(env.ctx, {
      chain: env.chain,
      from: alice,
      to: dave,
      amount: 9n,
      contractAddress: token,
      gasLimit: 60000n,
      pricing,
    });
    list.push(await sendBuilt(t));
    const c = await buildReplacement(env.ctx, { chain: env.chain, signed: list[0]!.signed, kind: 'cancel' });
    expect(c.intent).toMatchObject({ from: alice, to: alice, amount: 0n, nonce: t.nonce });
    expect(c.intent.contractAddress).toBeUndefined();
    const cancel = await sendBuilt(c);
    await env.anvil.rpc('evm_mine', []);
    expect(await settledStatus(env.ctx, { chain: env.chain, hash: cancel.hash })).toBe('confirmed');
    const tx = await env.anvil.rpc<{ to: string; value: string; input: string; nonce: string }>(
      'eth_getTransactionByHash',
      [cancel.hash],
    );
    expect([tx.to.toLowerCase(), BigInt(tx.value), tx.input, Number(BigInt(tx.nonce))]).toEqual([
      alice.toLowerCase(),
      0n,
      '0x',
      t.nonce,
    ]);
    expect(await env.anvil.rpc('eth_getTransactionReceipt', [list[0]!.hash])).toBeNull(); // the token transfer never happened
    await expect(
      buildReplacement(env.ctx, { chain: env.chain, signed: cancel.signed, kind: 'speedup' }),
    ).rejects.toThrow(EVM_ERRORS.alreadySucceeded);
  });

  it('a transaction the node no longer knows is replaced from the record: its nonce, recipient and value', async () => {
    const nonce = Number(BigInt(await env.anvil.rpc<string>('eth_getTransactionCount', [alice, 'latest'])));
    const lost = await buildTransfer(env.ctx, {
      chain: env.chain,
      from: alice,
      to: dave,
      amount: 5n,
      gasLimit: 21000n,
      nonce,
      pricing: { gasPrice: 20n * GWEI, maxPriorityFeePerGas: GWEI },
    });
    // signed but never broadcast: the node has no copy, the wallet's record is all there is
    const r = await buildReplacement(env.ctx, {
      chain: env.chain,
      signed: env.sign(lost.unsigned, lost.intent),
      kind: 'speedup',
    });
    expect(r.intent).toMatchObject({ to: dave, amount: 5n, nonce, feeCap: 21000n * 40n * GWEI });
  });
});

import { Transaction, Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { createHttp } from '../../net/http';
import type { PendingEntry } from '../family';
import { evmFamilyConfig } from './familyConfig';
import { evmPendingStatus, pendingEntryOf, sortEvmPending } from './pendingEntry';
import { createEvmWalletFamily } from './walletFamily';

const entry = (hash: string, nonce?: number): PendingEntry => ({
  hash,
  date: 1,
  kind: 'transfer',
  payload: nonce === undefined ? {} : { nonce },
});

describe('EVM pending entries', () => {
  it('PENDING for the lowest nonce (shared by a replacement), QUEUE behind it, whatever the order', () => {
    const list = [entry('c', 7), entry('a', 5), entry('b', 6), entry('a2', 5)];
    expect(list.map((_, i) => evmPendingStatus(list, i))).toEqual(['QUEUE', 'PENDING', 'QUEUE', 'PENDING']);
    expect(evmPendingStatus([entry('x')], 0)).toBe('PENDING');
  });

  it('lists by nonce, then oldest first; a payload that is not an EVM one sorts last and reads as PENDING', () => {
    const odd: PendingEntry = { hash: 'z', date: 0, kind: 'transfer', payload: { nonce: 'seven' } };
    const list = [entry('c', 7), odd, entry('a', 5), entry('b', 6)];
    expect(sortEvmPending(list).map((e) => e.hash)).toEqual(['a', 'b', 'c', 'z']);
    expect(evmPendingStatus([odd, entry('a', 5)], 0)).toBe('PENDING');
  });

  it('keeps nonce, data, value, from and to of the signed transaction; a missing nonce stays NaN', async () => {
    const w = new Wallet(`0x${'1'.repeat(64)}`);
    const to = '0x000000000000000000000000000000000000dEaD';
    const signed = await w.signTransaction(
      Transaction.from({
        type: 2,
        chainId: 1n,
        nonce: 9,
        to,
        value: 12345n,
        gasLimit: 21000n,
        maxFeePerGas: 2n,
      }),
    );
    const e = pendingEntryOf(signed, '0xabc', 42);
    expect(e).toEqual({
      hash: '0xabc',
      date: 42,
      kind: 'transfer',
      payload: { nonce: 9, data: '0x', value: '12345', from: w.address, to },
      signed,
    });
  });
});

describe('EVM family configuration', () => {
  it('local: every registry chain on the one node, with its registry chain id and the local explorer', () => {
    const rpcUrl = 'http://127.0.0.1:8545';
    const c = evmFamilyConfig({
      network: 'local',
      local: { rpcUrl, explorerUrl: 'http://127.0.0.1:9/v2/api' },
    })!;
    expect(c.chains.ethereum).toMatchObject({ chainId: 1, rpcUrls: [rpcUrl], multicall3: undefined });
    expect(c.chains.polygon).toMatchObject({ chainId: 137, rpcUrls: [rpcUrl] });
    expect(c.chains.ethereum!.explorers).toEqual([
      { kind: 'etherscan', baseUrl: 'http://127.0.0.1:9/v2/api', keys: 'etherscan' },
    ]);
    expect(Object.keys(c.chains)).toHaveLength(16);
  });

  it('local without an EVM node: the family starts and says so on use', async () => {
    const f = createEvmWalletFamily({ network: 'local', http: createHttp() });
    expect(f.network).toBe('regtest');
    const ref = {
      walletId: '1',
      chainName: 'ethereum',
      symbol: 'ETH',
      decimals: 18,
      address: '0x',
      path: '',
    };
    await expect(f.snapshot(ref)).rejects.toMatchObject({
      code: 'NETWORK',
      message: expect.stringMatching(/No local EVM node/),
    });
    expect(createEvmWalletFamily({ network: 'testnet', http: createHttp() }).network).toBe('testnet');
  });
});

// The EVM lister against a scripted node (the wire shapes of eth_getLogs, eth_call, eth_getCode):
// what a log proposes is only a candidate, the value read now decides, and shapes that are not
// standing grants are left out.
import { AbiCoder, getAddress, id, zeroPadValue } from 'ethers';
import { describe, expect, it } from 'vitest';
import { delegationOf, listEvmPermissions } from './listEvmPermissions';
import type { PermissionsNode, RawLog } from './node';

const ME = getAddress('0x9858effd232b4033e47d90003d41ec34ecaeda94');
const TOKEN = getAddress('0x00000000000000000000000000000000000000a1');
const REVERTS = getAddress('0x00000000000000000000000000000000000000a2');
const NFT = getAddress('0x00000000000000000000000000000000000000a3');
const ROUTER = getAddress('0x00000000000000000000000000000000000000b1');
const SPENT = getAddress('0x00000000000000000000000000000000000000b2');
const topic = (a: string) => zeroPadValue(a, 32).toLowerCase();
const word = (v: bigint) => AbiCoder.defaultAbiCoder().encode(['uint256'], [v]);
const APPROVAL = id('Approval(address,address,uint256)');
const FOR_ALL = id('ApprovalForAll(address,address,bool)');

const log = (address: string, topics: string[], block: number): RawLog => ({
  address,
  topics,
  data: '0x',
  blockNumber: `0x${block.toString(16)}`,
});

function node(code = '0x'): PermissionsNode & { calls: { target: string; data: string }[] } {
  const calls: { target: string; data: string }[] = [];
  return {
    calls,
    async call<T>(method: string, params: unknown[]): Promise<T> {
      if (method === 'eth_blockNumber') return '0x64' as T;
      if (method === 'eth_getCode') return code as T;
      if (method === 'eth_getBlockByNumber') return { timestamp: '0x10' } as T;
      if (method === 'eth_getLogs') {
        const t0 = (params[0] as { topics: string[] }).topics[0];
        if (t0 === APPROVAL)
          return [
            log(TOKEN, [APPROVAL, topic(ME), topic(ROUTER)], 5),
            log(TOKEN, [APPROVAL, topic(ME), topic(SPENT)], 6),
            log(REVERTS, [APPROVAL, topic(ME), topic(ROUTER)], 7),
            // an ERC-721 single-token approval: the token id is a fourth topic
            log(NFT, [APPROVAL, topic(ME), topic(ROUTER), word(9n)], 8),
          ] as T;
        return [log(NFT, [FOR_ALL, topic(ME), topic(ROUTER)], 9)] as T;
      }
      throw new Error(method);
    },
    async readCalls(list) {
      calls.push(...list);
      return list.map((c) => {
        if (c.target === REVERTS) return null;
        if (c.data.startsWith('0x95d89b41')) return null; // symbol(): none
        if (c.data.startsWith('0x313ce567')) return c.target === TOKEN ? word(6n) : null;
        // allowance(me, router) = 7, allowance(me, spent) = 0, isApprovedForAll = true
        if (c.data.startsWith('0xdd62ed3e'))
          return word(c.data.includes(ROUTER.slice(2).toLowerCase()) ? 7n : 0n);
        return word(1n);
      });
    },
  };
}

const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3';
const P2_APPROVAL = id('Approval(address,address,address,uint160,uint48)');
const P2_PERMIT = id('Permit(address,address,address,uint160,uint48,uint48)');
const P2_ALLOWANCE = id('allowance(address,address,address)').slice(0, 10);
const triple = (amount: bigint, expiration: bigint) =>
  AbiCoder.defaultAbiCoder().encode(['uint160', 'uint48', 'uint48'], [amount, expiration, 0n]);

/** A node where Permit2 is deployed (or not): its logs, and allowance() answering per spender. */
function permit2Node(deployed: boolean): PermissionsNode & { logQueries: unknown[] } {
  const logQueries: unknown[] = [];
  const allowances: Record<string, string | null> = {
    [ROUTER]: triple(2n ** 160n - 1n, 16n), // expires at the latest block's time: still spendable
    [SPENT]: triple(5n, 15n), // expired a second ago
    [NFT]: triple(0n, 99n), // locked down
    [REVERTS]: null,
  };
  return {
    logQueries,
    async call<T>(method: string, params: unknown[]): Promise<T> {
      if (method === 'eth_blockNumber') return '0x64' as T;
      if (method === 'eth_getCode') return (params[0] === PERMIT2 && deployed ? '0x6040' : '0x') as T;
      if (method === 'eth_getBlockByNumber') return { timestamp: '0x10' } as T;
      if (method === 'eth_getLogs') {
        const topics = (params[0] as { topics: (string | string[])[] }).topics;
        if (!Array.isArray(topics[0])) return [] as T;
        logQueries.push(topics);
        return [
          log(PERMIT2, [P2_APPROVAL, topic(ME), topic(TOKEN), topic(ROUTER)], 5),
          log(PERMIT2, [P2_PERMIT, topic(ME), topic(TOKEN), topic(SPENT)], 6),
          log(PERMIT2, [P2_APPROVAL, topic(ME), topic(TOKEN), topic(NFT)], 7),
          log(PERMIT2, [P2_APPROVAL, topic(ME), topic(TOKEN), topic(REVERTS)], 8),
          // the same event from another contract is not Permit2's
          log(TOKEN, [P2_APPROVAL, topic(ME), topic(TOKEN), topic(TOKEN)], 9),
        ] as T;
      }
      throw new Error(method);
    },
    async readCalls(list) {
      return list.map((c) => {
        if (c.target === PERMIT2 && c.data.startsWith(P2_ALLOWANCE)) {
          const spender = getAddress(`0x${c.data.slice(-40)}`);
          return allowances[spender] ?? null;
        }
        if (c.data.startsWith('0x313ce567')) return word(6n);
        return null;
      });
    },
  };
}

describe('Permit2 allowances', () => {
  it("lists what Permit2 still lets a spender take: not expired, not locked down; one it won't read stays", async () => {
    const grants = await listEvmPermissions(permit2Node(true), ME);
    expect(grants).toEqual([
      {
        kind: 'permit2',
        asset: TOKEN,
        decimals: 6,
        spender: ROUTER,
        amount: 2n ** 160n - 1n,
        since: 16_000,
        revocable: true,
      },
      {
        kind: 'permit2',
        asset: TOKEN,
        decimals: 6,
        spender: REVERTS,
        amount: null,
        since: 16_000,
        revocable: true,
        unreadable: true,
      },
    ]);
  });

  it('reads no Permit2 logs on a chain where Permit2 is not deployed', async () => {
    const n = permit2Node(false);
    expect(await listEvmPermissions(n, ME)).toEqual([]);
    expect(n.logQueries).toEqual([]);
  });
});

describe('listEvmPermissions', () => {
  it('keeps what the chain still grants and what it will not answer for; spent and single-token ones are out', async () => {
    const n = node();
    const grants = await listEvmPermissions(n, ME);
    expect(grants).toEqual([
      {
        kind: 'allowance',
        asset: TOKEN,
        decimals: 6,
        spender: ROUTER,
        amount: 7n,
        since: 16_000,
        revocable: true,
      },
      // its allowance() reverts: it may still be live, so it stays, marked
      {
        kind: 'allowance',
        asset: REVERTS,
        spender: ROUTER,
        amount: null,
        since: 16_000,
        revocable: true,
        unreadable: true,
      },
      { kind: 'operator', asset: NFT, spender: ROUTER, amount: null, since: 16_000, revocable: true },
    ]);
    // the ERC-721 single-token approval was never even read
    expect(n.calls.filter((c) => c.data.startsWith('0xdd62ed3e')).map((c) => c.target)).toEqual([
      TOKEN,
      TOKEN,
      REVERTS,
    ]);
  });

  it('lists an EIP-7702 delegation from the account code, revocable (cleared by delegating to 0)', async () => {
    const impl = getAddress('0x00000000000000000000000000000000000c0de0');
    const grants = await listEvmPermissions(node(`0xef0100${impl.slice(2)}`), ME);
    expect(grants.at(-1)).toEqual({
      kind: 'delegation',
      asset: ME,
      spender: impl,
      amount: null,
      since: null,
      revocable: true,
    });
  });

  it('reads a delegation only from code of exactly the 7702 shape', () => {
    const impl = '00000000000000000000000000000000000c0de0';
    expect(delegationOf(`0xEF0100${impl}`)).toBe(getAddress(`0x${impl}`));
    expect(delegationOf('0x')).toBeNull();
    expect(delegationOf(`0xef0100${impl}00`)).toBeNull();
    expect(delegationOf(`0x6080${impl}`)).toBeNull();
  });
});

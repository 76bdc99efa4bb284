import { getAddress } from 'ethers';
import type { PermissionGrant } from '../types';
import {
  ALLOWANCE_ABI,
  APPROVAL_FOR_ALL_TOPIC,
  APPROVAL_TOPIC,
  DELEGATION_PREFIX,
  OPERATOR_ABI,
  addressTopic,
  topicAddress,
} from './abi';
import type { PermissionsNode, RawLog } from './node';
import { DEFAULT_SCAN, scanLogs, type ScanOptions } from './scanLogs';

interface Candidate {
  kind: 'allowance' | 'operator';
  asset: string;
  spender: string;
  /** the latest block that granted or changed it */
  block: number;
}

/**
 * The grants `owner` made on one chain: candidates from its `Approval` (ERC-20: three topics)
 * and `ApprovalForAll` logs, each confirmed by reading the current value on chain so that a
 * revoked, spent or since-cleared one disappears (one whose read reverts stays, marked
 * unreadable: it may still be live), plus an EIP-7702 delegation read from the account's code.
 */
export async function listEvmPermissions(
  node: PermissionsNode,
  owner: string,
  opts: { fromBlock?: number; scan?: ScanOptions } = {},
): Promise<PermissionGrant[]> {
  const me = getAddress(owner);
  const latest = Number(BigInt(await node.call<string>('eth_blockNumber', [])));
  const from = opts.fromBlock ?? 0;
  const scan = opts.scan ?? DEFAULT_SCAN;
  const [approvals, operators, code] = await Promise.all([
    scanLogs(node, [APPROVAL_TOPIC, addressTopic(me)], from, latest, scan),
    scanLogs(node, [APPROVAL_FOR_ALL_TOPIC, addressTopic(me)], from, latest, scan),
    node.call<string>('eth_getCode', [me, 'latest']),
  ]);
  const candidates = new Map<string, Candidate>();
  const note = (kind: Candidate['kind'], log: RawLog) => {
    const c = {
      kind,
      asset: getAddress(log.address),
      spender: getAddress(topicAddress(log.topics[2]!)),
      block: Number(BigInt(log.blockNumber)),
    };
    const key = `${kind}|${c.asset}|${c.spender}`;
    const seen = candidates.get(key);
    if (!seen || seen.block < c.block) candidates.set(key, c);
  };
  // an ERC-721 single-token Approval has the token id as a fourth topic: not a standing grant
  for (const log of approvals) if (log.topics.length === 3) note('allowance', log);
  for (const log of operators) if (log.topics.length === 3) note('operator', log);

  const list = [...candidates.values()];
  const current = await node.readCalls(
    list.map((c) => ({
      target: c.asset,
      data:
        c.kind === 'allowance'
          ? ALLOWANCE_ABI.encodeFunctionData('allowance', [me, c.spender])
          : OPERATOR_ABI.encodeFunctionData('isApprovedForAll', [me, c.spender]),
    })),
  );
  const live = list.flatMap((c, i) => {
    const raw = current[i];
    // a contract that will not answer cannot be said to have let go: it stays, marked unreadable
    if (raw === null || raw === undefined || raw.length < 66) return [{ c, amount: null, unreadable: true }];
    const value = BigInt(raw.slice(0, 66));
    return value === 0n ? [] : [{ c, amount: c.kind === 'allowance' ? value : null, unreadable: false }];
  });

  const assets = [...new Set(live.map((l) => l.c.asset))];
  const names = await readNames(node, assets);
  const times = await blockTimes(node, [...new Set(live.map((l) => l.c.block))]);

  const grants: PermissionGrant[] = live.map(({ c, amount, unreadable }) => ({
    kind: c.kind,
    asset: c.asset,
    ...names.get(c.asset),
    spender: c.spender,
    amount,
    since: times.get(c.block) ?? null,
    revocable: true,
    ...(unreadable ? { unreadable: true as const } : {}),
  }));
  const delegate = delegationOf(code);
  if (delegate)
    grants.push({
      kind: 'delegation',
      asset: me,
      spender: delegate,
      amount: null,
      since: null,
      // cleared by a type-4 transaction delegating to address zero (clearDelegation.ts)
      revocable: true,
    });
  return grants;
}

/** The address an EIP-7702 delegated account's code points at, or null. */
export function delegationOf(code: string): string | null {
  const c = code.toLowerCase();
  if (!c.startsWith(DELEGATION_PREFIX) || c.length !== DELEGATION_PREFIX.length + 40) return null;
  return getAddress(`0x${c.slice(DELEGATION_PREFIX.length)}`);
}

/** symbol() and decimals() of each asset, where its contract answers them. */
async function readNames(node: PermissionsNode, assets: readonly string[]) {
  const replies = await node.readCalls(
    assets.flatMap((target) => [
      { target, data: ALLOWANCE_ABI.encodeFunctionData('symbol') },
      { target, data: ALLOWANCE_ABI.encodeFunctionData('decimals') },
    ]),
  );
  const out = new Map<string, { symbol?: string; decimals?: number }>();
  assets.forEach((a, i) => {
    const [sym, dec] = [replies[2 * i], replies[2 * i + 1]];
    const entry: { symbol?: string; decimals?: number } = {};
    try {
      if (sym) entry.symbol = String(ALLOWANCE_ABI.decodeFunctionResult('symbol', sym)[0]).slice(0, 32);
    } catch {
      // a symbol that is not an ABI string (bytes32 tokens) is left unnamed
    }
    try {
      const d = dec ? Number(ALLOWANCE_ABI.decodeFunctionResult('decimals', dec)[0]) : NaN;
      if (Number.isInteger(d) && d >= 0 && d <= 36) entry.decimals = d;
    } catch {
      // no decimals(): an NFT collection
    }
    out.set(a, entry);
  });
  return out;
}

/** Block time in ms of each block number. */
async function blockTimes(node: PermissionsNode, blocks: readonly number[]) {
  const out = new Map<number, number>();
  await Promise.all(
    blocks.map(async (n) => {
      const b = await node.call<{ timestamp: string } | null>('eth_getBlockByNumber', [
        `0x${n.toString(16)}`,
        false,
      ]);
      if (b) out.set(n, Number(BigInt(b.timestamp)) * 1000);
    }),
  );
  return out;
}

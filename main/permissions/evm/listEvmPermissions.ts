import { getAddress } from 'ethers';
import type { PermissionGrant } from '../types';
import {
  ALLOWANCE_ABI,
  APPROVAL_FOR_ALL_TOPIC,
  APPROVAL_TOPIC,
  DELEGATION_PREFIX,
  OPERATOR_ABI,
  PERMIT2,
  PERMIT2_ABI,
  PERMIT2_APPROVAL_TOPIC,
  PERMIT2_PERMIT_TOPIC,
  addressTopic,
  topicAddress,
} from './abi';
import type { PermissionsNode, RawLog } from './node';
import { DEFAULT_SCAN, scanLogs, type ScanOptions } from './scanLogs';

interface Candidate {
  kind: 'allowance' | 'operator' | 'permit2';
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
 * Where Permit2 is deployed, its own allowances too: candidates from its `Approval` and `Permit`
 * logs (owner, token, spender indexed), live while Permit2's `allowance` has an amount and its
 * expiration is not past the latest block's time.
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
  const [approvals, operators, code, permit2Code] = await Promise.all([
    scanLogs(node, [APPROVAL_TOPIC, addressTopic(me)], from, latest, scan),
    scanLogs(node, [APPROVAL_FOR_ALL_TOPIC, addressTopic(me)], from, latest, scan),
    node.call<string>('eth_getCode', [me, 'latest']),
    node.call<string>('eth_getCode', [PERMIT2, 'latest']),
  ]);
  // Permit2's logs are read only where it is deployed, and only those it emitted count
  const permit2Logs =
    permit2Code === '0x'
      ? []
      : (
          await scanLogs(
            node,
            [[PERMIT2_APPROVAL_TOPIC, PERMIT2_PERMIT_TOPIC], addressTopic(me)],
            from,
            latest,
            scan,
          )
        ).filter((l) => getAddress(l.address) === PERMIT2);
  const candidates = new Map<string, Candidate>();
  const note = (kind: Candidate['kind'], log: RawLog) => {
    // Permit2's events name the token and spender in topics 2 and 3; a token's own, its spender in 2
    const c = {
      kind,
      asset: getAddress(kind === 'permit2' ? topicAddress(log.topics[2]!) : log.address),
      spender: getAddress(topicAddress(log.topics[kind === 'permit2' ? 3 : 2]!)),
      block: Number(BigInt(log.blockNumber)),
    };
    const key = `${kind}|${c.asset}|${c.spender}`;
    const seen = candidates.get(key);
    if (!seen || seen.block < c.block) candidates.set(key, c);
  };
  // an ERC-721 single-token Approval has the token id as a fourth topic: not a standing grant
  for (const log of approvals) if (log.topics.length === 3) note('allowance', log);
  for (const log of operators) if (log.topics.length === 3) note('operator', log);
  for (const log of permit2Logs) if (log.topics.length === 4) note('permit2', log);

  const list = [...candidates.values()];
  const needsNow = list.some((c) => c.kind === 'permit2');
  const [current, now] = await Promise.all([
    node.readCalls(list.map((c) => readOf(me, c))),
    needsNow ? latestTime(node) : Promise.resolve(0n),
  ]);
  const live = list.flatMap((c, i) => {
    const raw = current[i];
    // a contract that will not answer cannot be said to have let go: it stays, marked unreadable
    if (raw === null || raw === undefined || raw.length < 66) return [{ c, amount: null, unreadable: true }];
    if (c.kind === 'permit2') {
      const [amount, expiration] = PERMIT2_ABI.decodeFunctionResult('allowance', raw) as unknown as [
        bigint,
        bigint,
      ];
      // an expired Permit2 allowance can no longer be spent
      return amount === 0n || expiration < now ? [] : [{ c, amount, unreadable: false }];
    }
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

/** The read that says whether a candidate still stands. */
function readOf(me: string, c: Candidate): { target: string; data: string } {
  switch (c.kind) {
    case 'allowance':
      return { target: c.asset, data: ALLOWANCE_ABI.encodeFunctionData('allowance', [me, c.spender]) };
    case 'operator':
      return { target: c.asset, data: OPERATOR_ABI.encodeFunctionData('isApprovedForAll', [me, c.spender]) };
    case 'permit2':
      return { target: PERMIT2, data: PERMIT2_ABI.encodeFunctionData('allowance', [me, c.asset, c.spender]) };
  }
}

/** The latest block's time, seconds: what Permit2 compares an expiration with. */
async function latestTime(node: PermissionsNode): Promise<bigint> {
  const b = await node.call<{ timestamp: string } | null>('eth_getBlockByNumber', ['latest', false]);
  return b ? BigInt(b.timestamp) : 0n;
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

/**
 * Token events read from raw logs: Transfer (ERC-20 with 3 topics, ERC-721 with 4),
 * TransferSingle, TransferBatch, Approval, ApprovalForAll, and eth_simulateV1's native
 * moves (Transfer logs from 0xeeee…eeee). A log that does not fit its event's shape is
 * skipped rather than guessed at.
 */
import { AbiCoder, getAddress, id } from 'ethers';
import type { NativeMove, RawLog } from './types';

export const TOPICS = {
  transfer: id('Transfer(address,address,uint256)'),
  approval: id('Approval(address,address,uint256)'),
  approvalForAll: id('ApprovalForAll(address,address,bool)'),
  transferSingle: id('TransferSingle(address,address,address,uint256,uint256)'),
  transferBatch: id('TransferBatch(address,address,address,uint256[],uint256[])'),
} as const;

/** Where eth_simulateV1 (traceTransfers) says native value moved. */
export const NATIVE_LOG_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

export type TokenStandard = 'native' | 'erc20' | 'erc721' | 'erc1155';

/** One asset moving between two addresses; `asset` is 'native' or the checksummed contract. */
export interface Move {
  standard: TokenStandard;
  asset: string;
  from: string;
  to: string;
  amount: bigint;
  tokenId: bigint | null;
}

/** A right given to `spender` over the owner's `asset`. */
export interface Grant {
  kind: 'approve' | 'approvalForAll';
  asset: string;
  owner: string;
  spender: string;
  /** ERC-20 limit; null for an operator or a single ERC-721 item */
  amount: bigint | null;
  /** ERC-721 single-item approval */
  tokenId: bigint | null;
}

export interface Decoded {
  moves: Move[];
  grants: Grant[];
}

const coder = AbiCoder.defaultAbiCoder();
const word = (hex: string) => /^0x[0-9a-fA-F]{64}$/.test(hex);
const addressOf = (topic: string) => getAddress(`0x${topic.slice(26)}`);
const dataWords = (data: string) => (data.length - 2) / 64;

function decodeOne(log: RawLog, out: Decoded): void {
  const [t0, t1, t2, t3] = log.topics;
  if (!t0 || !log.topics.every(word) || !/^0x([0-9a-fA-F]{2})*$/.test(log.data)) return;
  const topic = t0.toLowerCase();
  const native = log.address.toLowerCase() === NATIVE_LOG_ADDRESS;
  const asset = native ? 'native' : getAddress(log.address);
  if (topic === TOPICS.transfer && t1 && t2) {
    if (log.topics.length === 3 && dataWords(log.data) === 1)
      out.moves.push({
        standard: native ? 'native' : 'erc20',
        asset,
        from: addressOf(t1),
        to: addressOf(t2),
        amount: BigInt(log.data),
        tokenId: null,
      });
    else if (!native && log.topics.length === 4 && t3 && log.data === '0x')
      out.moves.push({
        standard: 'erc721',
        asset,
        from: addressOf(t1),
        to: addressOf(t2),
        amount: 1n,
        tokenId: BigInt(t3),
      });
    return;
  }
  if (native) return; // the pseudo-address emits nothing but Transfer
  if (topic === TOPICS.approval && t1 && t2) {
    if (log.topics.length === 3 && dataWords(log.data) === 1)
      out.grants.push({
        kind: 'approve',
        asset,
        owner: addressOf(t1),
        spender: addressOf(t2),
        amount: BigInt(log.data),
        tokenId: null,
      });
    else if (log.topics.length === 4 && t3 && log.data === '0x')
      out.grants.push({
        kind: 'approve',
        asset,
        owner: addressOf(t1),
        spender: addressOf(t2),
        amount: null,
        tokenId: BigInt(t3),
      });
    return;
  }
  if (topic === TOPICS.approvalForAll && t1 && t2 && log.topics.length === 3 && dataWords(log.data) === 1) {
    // only a grant is a permission; approved = false withdraws one
    if (BigInt(log.data) !== 0n)
      out.grants.push({
        kind: 'approvalForAll',
        asset,
        owner: addressOf(t1),
        spender: addressOf(t2),
        amount: null,
        tokenId: null,
      });
    return;
  }
  if (topic === TOPICS.transferSingle && t2 && t3 && log.topics.length === 4 && dataWords(log.data) === 2) {
    const [tokenId, value] = coder.decode(['uint256', 'uint256'], log.data) as unknown as [bigint, bigint];
    out.moves.push({
      standard: 'erc1155',
      asset,
      from: addressOf(t2),
      to: addressOf(t3),
      amount: value,
      tokenId,
    });
    return;
  }
  if (topic === TOPICS.transferBatch && t2 && t3 && log.topics.length === 4) {
    let ids: bigint[];
    let values: bigint[];
    try {
      [ids, values] = coder.decode(['uint256[]', 'uint256[]'], log.data) as unknown as [bigint[], bigint[]];
    } catch {
      return;
    }
    if (ids.length !== values.length) return;
    ids.forEach((tokenId, i) =>
      out.moves.push({
        standard: 'erc1155',
        asset,
        from: addressOf(t2),
        to: addressOf(t3),
        amount: values[i]!,
        tokenId,
      }),
    );
  }
}

/** Every move and grant the logs (and a tracer's value moves) record, in order. */
export function decodeLogs(logs: readonly RawLog[], native: readonly NativeMove[] = []): Decoded {
  const out: Decoded = { moves: [], grants: [] };
  for (const m of native)
    out.moves.push({
      standard: 'native',
      asset: 'native',
      from: getAddress(m.from),
      to: getAddress(m.to),
      amount: m.value,
      tokenId: null,
    });
  for (const log of logs) decodeOne(log, out);
  return out;
}

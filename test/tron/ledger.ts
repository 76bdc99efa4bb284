/**
 * The fixture node's state: accounts (TRX, Stake 2.0 freezes and unfreezes, votes, rewards,
 * bandwidth and energy usage), TRC-20 balances, witnesses, blocks and the transactions that
 * landed. Amounts are bigint sun / token base units; addresses are 41-prefixed hex.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import {
  BLOCK_MS,
  DEFAULT_APR,
  PARAMS,
  TOTAL_ENERGY_WEIGHT,
  TOTAL_NET_WEIGHT,
  WINDOW_MS,
} from './chainParams';
import type { TxJson } from './proto';

export type Resource = 'BANDWIDTH' | 'ENERGY';

export interface Account {
  address: string;
  balance: bigint;
  createTime: number;
  frozen: Record<Resource, bigint>;
  unfreezing: { resource: Resource; amount: bigint; expireTime: number }[];
  votes: { address: string; count: bigint }[];
  /** voter reward not yet claimed (sun) */
  reward: bigint;
  latestWithdrawTime: number;
  freeNetUsed: number;
  freeNetTime: number;
  netUsed: number;
  netTime: number;
  energyUsed: number;
  energyTime: number;
  latestOperationTime: number;
}

export interface Token {
  address: string;
  symbol: string;
  name: string;
  decimals: number;
  balances: Map<string, bigint>;
}

export interface Witness {
  address: string;
  name: string;
  url: string;
  /** votes from before the fixture started (other voters) */
  baseVotes: bigint;
  /** annualized voter reward in percent, as Tronscan prints it; absent: none published */
  apr?: string;
}

export interface Receipt {
  net_usage: number;
  net_fee: number;
  energy_usage: number;
  energy_fee: number;
  energy_usage_total: number;
  result?: string;
}

export interface Trc20Transfer {
  contract: string;
  from: string;
  to: string;
  value: bigint;
}

/** A TRC-20 Approval event (41-hex addresses): what TronGrid lists beside transfers. */
export interface ApprovalEvent {
  txID: string;
  contract: string;
  owner: string;
  spender: string;
  value: bigint;
  blockTimestamp: number;
}

export interface TxRecord {
  tx: TxJson & { signature: string[] };
  blockNumber: number;
  blockTimestamp: number;
  /** the contract result: SUCCESS, REVERT, OUT_OF_ENERGY */
  contractRet: string;
  receipt: Receipt;
  /** everything burnt: bandwidth, energy, memo and account-creation fees */
  fee: number;
  /** addresses the transaction touches (owner, recipient, contract) */
  involves: string[];
  trc20?: Trc20Transfer;
  /** approve(spender, value) that ran: the allowance it set */
  approval?: Omit<ApprovalEvent, 'txID' | 'blockTimestamp'>;
  /** WithdrawBalance / WithdrawExpireUnfreeze: the amount credited */
  withdrawAmount?: number;
  unfreezeAmount?: number;
  resMessage?: string;
}

export interface Block {
  number: number;
  id: string;
  timestamp: number;
  parentHash: string;
  txIDs: string[];
}

const YEAR_MS = 365 * 24 * 3600 * 1000;

export class Ledger {
  accounts = new Map<string, Account>();
  tokens = new Map<string, Token>();
  witnesses: Witness[] = [];
  txs = new Map<string, TxRecord>();
  /** txIDs in landing order */
  order: string[] = [];
  blocks: Block[] = [];

  constructor(private readonly realNow: () => number) {
    const t = this.now() - BLOCK_MS;
    this.pushBlock(t - (t % BLOCK_MS), []);
  }

  /** The chain's clock is the real one, so transactions the node builds expire when a signer expects. */
  now(): number {
    return this.realNow();
  }

  /**
   * Time passes for the ledger without moving the clock: every stored time moves `ms` into the
   * past (unfreeze expiries, the last claim, resource usage, account creation, blocks and
   * landed transactions) and rewards accrue for `ms`. The clock itself stays real so a signer
   * in another process and the node agree on what "expired" means.
   */
  advanceTime(ms: number): void {
    const hours = ms / 3_600_000;
    for (const a of this.accounts.values()) {
      for (const v of a.votes) {
        const w = this.witnesses.find((x) => x.address === v.address);
        const apr = Number(w?.apr ?? DEFAULT_APR);
        // votes are whole TRX; reward in sun for the time passed
        a.reward += BigInt(Math.floor(Number(v.count) * 1e6 * (apr / 100) * ((hours * 3_600_000) / YEAR_MS)));
      }
    }
    const back = (t: number) => (t > 0 ? t - ms : t);
    for (const a of this.accounts.values()) {
      a.createTime = back(a.createTime);
      a.latestWithdrawTime = back(a.latestWithdrawTime);
      a.latestOperationTime = back(a.latestOperationTime);
      a.freeNetTime = back(a.freeNetTime);
      a.netTime = back(a.netTime);
      a.energyTime = back(a.energyTime);
      for (const u of a.unfreezing) u.expireTime -= ms;
    }
    for (const r of this.txs.values()) r.blockTimestamp -= ms;
    for (const b of this.blocks) b.timestamp -= ms;
  }

  head(): Block {
    // blocks every 3 s while the clock runs; a long jump produces one block at the current slot
    let head = this.blocks[this.blocks.length - 1]!;
    const now = this.now();
    const gap = now - head.timestamp;
    if (gap >= BLOCK_MS) {
      const slots = Math.floor(gap / BLOCK_MS);
      const count = Math.min(slots, 20);
      for (let i = count; i >= 1; i--) head = this.pushBlock(now - (now % BLOCK_MS) - (i - 1) * BLOCK_MS, []);
    }
    return head;
  }

  pushBlock(timestamp: number, txIDs: string[]): Block {
    const prev = this.blocks[this.blocks.length - 1];
    const number = prev ? prev.number + 1 : 1;
    const parentHash = prev ? prev.id : '0'.repeat(64);
    const digest = hex.encode(
      sha256(new TextEncoder().encode(`${number}:${parentHash}:${timestamp}:${txIDs.join()}`)),
    );
    const id = number.toString(16).padStart(16, '0') + digest.slice(16);
    const block = {
      number,
      id,
      timestamp: Math.max(timestamp, (prev?.timestamp ?? 0) + 1),
      parentHash,
      txIDs,
    };
    this.blocks.push(block);
    return block;
  }

  account(address: string): Account | undefined {
    return this.accounts.get(address);
  }

  /** A fresh account that is not on the ledger (what a never-funded address reads as). */
  blank(address = ''): Account {
    return {
      address,
      balance: 0n,
      createTime: this.now(),
      frozen: { BANDWIDTH: 0n, ENERGY: 0n },
      unfreezing: [],
      votes: [],
      reward: 0n,
      latestWithdrawTime: 0,
      freeNetUsed: 0,
      freeNetTime: 0,
      netUsed: 0,
      netTime: 0,
      energyUsed: 0,
      energyTime: 0,
      latestOperationTime: 0,
    };
  }

  ensureAccount(address: string): Account {
    let a = this.accounts.get(address);
    if (!a) {
      a = this.blank(address);
      this.accounts.set(address, a);
    }
    return a;
  }

  /** Usage left of `used` at `at` after linear recovery over the 24 h window. */
  recovered(used: number, at: number): number {
    const elapsed = this.now() - at;
    if (elapsed >= WINDOW_MS) return 0;
    return Math.ceil((used * (WINDOW_MS - elapsed)) / WINDOW_MS);
  }

  resources(a: Account) {
    const netLimit =
      Number((a.frozen.BANDWIDTH / 1_000_000n) * BigInt(PARAMS.getTotalNetLimit)) / TOTAL_NET_WEIGHT;
    const energyLimit =
      Number((a.frozen.ENERGY / 1_000_000n) * BigInt(PARAMS.getTotalEnergyCurrentLimit)) /
      TOTAL_ENERGY_WEIGHT;
    return {
      freeNetLimit: PARAMS.getFreeNetLimit,
      freeNetUsed: this.recovered(a.freeNetUsed, a.freeNetTime),
      netLimit: Math.floor(netLimit),
      netUsed: this.recovered(a.netUsed, a.netTime),
      energyLimit: Math.floor(energyLimit),
      energyUsed: this.recovered(a.energyUsed, a.energyTime),
      tronPowerLimit: Number((a.frozen.BANDWIDTH + a.frozen.ENERGY) / 1_000_000n),
      tronPowerUsed: Number(a.votes.reduce((s, v) => s + v.count, 0n)),
    };
  }

  witnessVotes(w: Witness): bigint {
    let total = w.baseVotes;
    for (const a of this.accounts.values())
      for (const v of a.votes) if (v.address === w.address) total += v.count;
    return total;
  }

  tokenBalance(contract: string, holder: string): bigint {
    return this.tokens.get(contract)?.balances.get(holder) ?? 0n;
  }

  /** TRC-20 allowances by contract|owner|spender (41-hex) */
  readonly allowances = new Map<string, bigint>();
  /** every Approval event, oldest first */
  readonly approvals: ApprovalEvent[] = [];

  allowance(contract: string, owner: string, spender: string): bigint {
    return this.allowances.get(`${contract}|${owner}|${spender}`) ?? 0n;
  }

  /**
   * approve(spender, value) by `owner` on `contract`: the allowance is set (not added to) and an
   * Approval event is emitted. Tests grant this way what a dapp had the owner sign elsewhere.
   */
  approve(contract: string, owner: string, spender: string, value: bigint, txID?: string): void {
    this.allowances.set(`${contract}|${owner}|${spender}`, value);
    this.approvals.push({
      txID: txID ?? hex.encode(crypto.getRandomValues(new Uint8Array(32))),
      contract,
      owner,
      spender,
      value,
      blockTimestamp: this.now(),
    });
  }
}

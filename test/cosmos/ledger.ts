/**
 * The fixture chain's state: accounts (number, sequence, public key once they sent, balances
 * in the native denom), the transactions included, one per block, and what accounts hold in
 * staking (delegations, unbonding entries, rewards), set by the tests: no staking message is
 * executed. Besides the native denom, a ledger per bank denom (tokens: IBC vouchers with the
 * trace their hash stands for, factory denoms) and the denom metadata x/bank keeps for some.
 * What it does not model: mempool ordering, fee grants, multisig.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import type { MidgardActionJson } from './midgardJson';
export interface ChainSpec {
  chain: 'cosmos' | 'thorchain';
  chainId: string;
  denom: string;
  prefix: string;
  /** the one send message type the chain takes */
  msgType: string;
  /** Cosmos Hub: the minimum gas price (fee ≥ gas limit × price), as numerator / denominator */
  minGasPrice: { num: bigint; den: bigint };
  /** THORChain: the native fee taken from the sender of every transaction, whatever its fee field */
  nativeFee: bigint;
}

export interface Account {
  address: string;
  accountNumber: bigint;
  sequence: bigint;
  /** compressed secp256k1, once the account signed */
  publicKey: Uint8Array | null;
  balance: bigint;
  /** every other bank denom it holds, base units */
  tokens: Map<string, bigint>;
}

/** x/bank's denom metadata (cosmos.bank.v1beta1.Metadata) as the fixture keeps it */
export interface DenomMeta {
  base: string;
  display: string;
  name: string;
  symbol: string;
  /** the display unit's exponent */
  exponent: number;
}

/** an IBC voucher's trace: the base denom and the port/channel hops it came through */
export interface IbcDenom {
  base: string;
  trace: { portId: string; channelId: string }[];
}

export interface Attribute {
  key: string;
  value: string;
}
export interface Event {
  type: string;
  attributes: Attribute[];
}

export interface IncludedTx {
  hash: string;
  height: number;
  /** unix ms of its block */
  time: number;
  raw: Uint8Array;
  code: number;
  codespace: string;
  log: string;
  gasWanted: bigint;
  gasUsed: bigint;
  events: Event[];
  from: string;
  to: string;
  amount: bigint;
  /** the denom the message moved */
  denom: string;
  fee: bigint;
  memo: string;
  /** THORChain's MsgDeposit (`to` is Asgard, `memo` the message's); absent: the chain's send */
  message?: 'deposit';
}

/** one delegation of an account, base units; `rewards` in sdk.Dec atomics (18 implied decimals) */
export interface StakeEntry {
  validator: string;
  delegated: bigint;
  /** each an unbonding entry's balance */
  unbonding: bigint[];
  rewardsDec: bigint;
}

export class Ledger {
  readonly accounts = new Map<string, Account>();
  /** THORChain: Midgard's actions of the included transactions, oldest first (test/cosmos/midgard.ts) */
  readonly actions: MidgardActionJson[] = [];
  /** by delegator address */
  readonly stakes = new Map<string, StakeEntry[]>();
  readonly txs: IncludedTx[] = [];
  /** IBC vouchers by their hash (upper-case hex, the part after `ibc/`) */
  readonly ibc = new Map<string, IbcDenom>();
  /** x/bank's metadata, by base denom */
  readonly metadata = new Map<string, DenomMeta>();
  height = 1;
  private nextNumber = 5n;

  constructor(
    readonly spec: ChainSpec,
    readonly now: () => number,
  ) {}

  account(address: string): Account | undefined {
    return this.accounts.get(address);
  }

  /** credits an address, creating its account (a genesis grant or a faucet) */
  fund(address: string, amount: bigint): Account {
    const a = this.accounts.get(address) ?? this.create(address);
    a.balance += amount;
    return a;
  }

  /** credits an address with a bank denom other than the native one */
  fundToken(address: string, denom: string, amount: bigint): Account {
    const a = this.accounts.get(address) ?? this.create(address);
    a.tokens.set(denom, (a.tokens.get(denom) ?? 0n) + amount);
    return a;
  }

  /** what `address` holds of `denom`, native or not */
  balanceOf(address: string, denom: string): bigint {
    const a = this.accounts.get(address);
    if (!a) return 0n;
    return denom === this.spec.denom ? a.balance : (a.tokens.get(denom) ?? 0n);
  }

  /** the total of `denom` every account holds (x/bank's SupplyOf) */
  supplyOf(denom: string): bigint {
    let sum = 0n;
    for (const a of this.accounts.values()) sum += this.balanceOf(a.address, denom);
    return sum;
  }

  /**
   * Registers the IBC voucher of `base` that came through `path` ('transfer/channel-141') and
   * returns its denom, `ibc/` + the upper-case hex sha256 of the full trace as ibc-go names it.
   */
  registerIbc(path: string, base: string): string {
    const parts = path.split('/');
    const trace: IbcDenom['trace'] = [];
    for (let i = 0; i + 1 < parts.length; i += 2) trace.push({ portId: parts[i]!, channelId: parts[i + 1]! });
    const hash = hex.encode(sha256(new TextEncoder().encode(`${path}/${base}`))).toUpperCase();
    this.ibc.set(hash, { base, trace });
    return `ibc/${hash}`;
  }

  create(address: string): Account {
    const a: Account = {
      address,
      accountNumber: this.nextNumber++,
      sequence: 0n,
      publicKey: null,
      balance: 0n,
      tokens: new Map(),
    };
    this.accounts.set(address, a);
    return a;
  }

  include(tx: Omit<IncludedTx, 'height' | 'time'>): IncludedTx {
    this.height += 1;
    const full = { ...tx, height: this.height, time: this.now() };
    this.txs.push(full);
    return full;
  }
}

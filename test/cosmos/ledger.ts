/**
 * The fixture chain's state: accounts (number, sequence, public key once they sent, balances
 * in the native denom), the transactions included, one per block, and what accounts hold in
 * staking (delegations, unbonding entries, rewards), set by the tests: no staking message is
 * executed. What it does not model: other denoms, mempool ordering, fee grants, multisig.
 */
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
  fee: bigint;
  memo: string;
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

  create(address: string): Account {
    const a: Account = {
      address,
      accountNumber: this.nextNumber++,
      sequence: 0n,
      publicKey: null,
      balance: 0n,
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

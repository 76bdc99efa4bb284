/**
 * The fixture Aptos node's state: accounts (sequence number, authentication key, APT in octas),
 * the committed transactions in version order, the mempool, and each account's APT deposit
 * events (its CoinStore<AptosCoin>'s deposit_events handle). Amounts are bigint octas.
 * Tokens (issue 37) keep a ledger each: fungible assets by their metadata object's address
 * (0x and 64 hex digits), legacy coins by their coin type, each with its balances by owner
 * and, for coins, each owner's CoinStore<T> deposit events.
 */
import { sha3_256 } from '@noble/hashes/sha3.js';
import { hex } from '@scure/base';
import { faTransferEvents } from './faEvents';

/** the faucet that mints (the localnet's core resources account) */
export const FAUCET = `0x${'0'.repeat(57)}a550c18`;

/** a 0x1::coin::DepositEvent on an account's deposit_events handle */
export interface DepositEvent {
  version: bigint;
  sequenceNumber: bigint;
  amount: bigint;
}

export interface AptosAccount {
  sequenceNumber: bigint;
  /** 0x and 64 hex digits: the address itself until the key is rotated */
  authKey: string;
  balance: bigint;
}

/** A user transaction as the REST API writes it (JSON, u64 values as decimal strings). */
export type TxJson = Record<string, unknown> & { hash: string; sender: string; type: string };

export interface GasSettings {
  /** GET /estimate_gas_price */
  gasEstimate: bigint;
  prioritizedGasEstimate: bigint;
  deprioritizedGasEstimate: bigint;
  /** the node's lower bound on gas_unit_price (mainnet: 100) */
  minGasUnitPrice: bigint;
  /** gas an aptos_account::transfer uses to an existing account, and to one it creates (storage fee) */
  transferGas: bigint;
  createAccountGas: bigint;
}

export const DEFAULT_GAS: GasSettings = {
  gasEstimate: 100n,
  prioritizedGasEstimate: 150n,
  deprioritizedGasEstimate: 100n,
  minGasUnitPrice: 100n,
  transferGas: 9n,
  createAccountGas: 504n,
};

/** A token the chain knows: what its Metadata (FA) or CoinInfo<T> (coin) resource says. */
export interface TokenInfo {
  standard: 'fa' | 'coin';
  name: string;
  symbol: string;
  decimals: number;
  /** owner (long form) → base units */
  balances: Map<string, bigint>;
  /**
   * owner → what reached it, oldest first: a coin's CoinStore<T> deposit events, a fungible
   * asset's Deposits into its primary store (what the indexer lists)
   */
  deposits: Map<string, DepositEvent[]>;
}

export class AptosLedger {
  /** by metadata address (FA) or coin type (coin) */
  readonly tokens = new Map<string, TokenInfo>();
  readonly accounts = new Map<string, AptosAccount>();
  /** committed transactions, version order */
  readonly txs: TxJson[] = [];
  readonly pending = new Map<string, { json: TxJson; apply: () => TxJson }>();
  /** APT deposit events by account, oldest first */
  readonly deposits = new Map<string, DepositEvent[]>();
  version = 1000n;
  gas: GasSettings;

  constructor(
    gas: Partial<GasSettings> = {},
    readonly chainId = 4,
  ) {
    this.gas = { ...DEFAULT_GAS, ...gas };
  }

  account(address: string): AptosAccount | undefined {
    return this.accounts.get(address);
  }

  /** creates the account as aptos_account::transfer does: sequence number 0, its address as auth key */
  ensure(address: string): AptosAccount {
    let a = this.accounts.get(address);
    if (!a) {
      a = { sequenceNumber: 0n, authKey: address, balance: 0n };
      this.accounts.set(address, a);
    }
    return a;
  }

  /**
   * a faucet mint: creates the account and credits it, as a committed 0x1::aptos_coin::mint
   * transaction of the faucet (so the deposit event points at a transaction the node has)
   */
  mint(address: string, octas: bigint, timestampUs: bigint = BigInt(Date.now()) * 1000n): void {
    this.ensure(address).balance += octas;
    this.faucetTx('0x1::aptos_coin::mint', [], [address, octas.toString()], timestampUs);
    this.deposit(address, octas);
  }

  /** a mint of token `id` to `address`, as a committed faucet transaction (its deposit event points at it) */
  mintToken(
    address: string,
    id: string,
    amount: bigint,
    timestampUs: bigint = BigInt(Date.now()) * 1000n,
  ): void {
    const t = this.tokens.get(id);
    if (!t) throw new Error(`unknown token ${id}`);
    this.ensure(address);
    const [fn, typeArgs, args] =
      t.standard === 'fa'
        ? ['0x1::primary_fungible_store::mint', [], [id, address, amount.toString()]]
        : ['0x1::managed_coin::mint', [id], [address, amount.toString()]];
    this.faucetTx(
      fn,
      typeArgs,
      args,
      timestampUs,
      t.standard === 'fa' ? faTransferEvents(id, null, address, amount) : [],
    );
    this.moveToken(id, null, address, amount);
  }

  /** a committed transaction of the faucet at the next version */
  private faucetTx(
    fn: string,
    typeArgs: string[],
    args: string[],
    timestampUs: bigint,
    events: unknown[] = [],
  ): void {
    this.version += 1n;
    const faucet = this.ensure(FAUCET);
    const hash = `0x${hex.encode(sha3_256(new TextEncoder().encode(`mint:${this.version}:${fn}:${args.join(',')}`)))}`;
    this.txs.push({
      type: 'user_transaction',
      version: this.version.toString(),
      hash,
      state_change_hash: `0x${'00'.repeat(32)}`,
      event_root_hash: `0x${'00'.repeat(32)}`,
      accumulator_root_hash: `0x${'00'.repeat(32)}`,
      gas_used: '0',
      success: true,
      vm_status: 'Executed successfully',
      changes: [],
      sender: FAUCET,
      sequence_number: (faucet.sequenceNumber++).toString(),
      max_gas_amount: '2000',
      gas_unit_price: '100',
      expiration_timestamp_secs: String(timestampUs / 1_000_000n + 60n),
      payload: { type: 'entry_function_payload', function: fn, type_arguments: typeArgs, arguments: args },
      events,
      timestamp: timestampUs.toString(),
    });
  }

  /** records a DepositEvent of `octas` to `address` at the current version */
  deposit(address: string, octas: bigint): void {
    const list = this.deposits.get(address) ?? [];
    list.push({ version: this.version, sequenceNumber: BigInt(list.length), amount: octas });
    this.deposits.set(address, list);
  }

  /** a fungible asset (`id` its metadata address, long) or a coin (`id` its coin type) */
  registerToken(id: string, standard: 'fa' | 'coin', name: string, symbol: string, decimals: number): void {
    this.tokens.set(id, { standard, name, symbol, decimals, balances: new Map(), deposits: new Map() });
  }

  tokenBalance(owner: string, id: string): bigint {
    return this.tokens.get(id)?.balances.get(owner) ?? 0n;
  }

  /** moves `amount` of token `id` into `owner`'s store (a mint when `from` is null) */
  moveToken(id: string, from: string | null, to: string, amount: bigint): void {
    const t = this.tokens.get(id);
    if (!t) throw new Error(`unknown token ${id}`);
    if (from !== null) t.balances.set(from, (t.balances.get(from) ?? 0n) - amount);
    t.balances.set(to, (t.balances.get(to) ?? 0n) + amount);
    const list = t.deposits.get(to) ?? [];
    list.push({ version: this.version, sequenceNumber: BigInt(list.length), amount });
    t.deposits.set(to, list);
  }

  balance(address: string): bigint {
    return this.accounts.get(address)?.balance ?? 0n;
  }

  /** commits every pending transaction, in the order they came */
  commit(): void {
    for (const [hash, p] of this.pending) {
      this.pending.delete(hash);
      this.txs.push(p.apply());
    }
  }

  byHash(hash: string): TxJson | undefined {
    return this.txs.find((t) => t.hash === hash) ?? this.pending.get(hash)?.json;
  }
}

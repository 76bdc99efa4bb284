/**
 * The fixture Aptos node's state: accounts (sequence number, authentication key, APT in octas),
 * the committed transactions in version order, and the mempool. Amounts are bigint octas.
 */

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

export class AptosLedger {
  readonly accounts = new Map<string, AptosAccount>();
  /** committed transactions, version order */
  readonly txs: TxJson[] = [];
  readonly pending = new Map<string, { json: TxJson; apply: () => TxJson }>();
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

  /** a faucet mint: creates the account and credits it */
  mint(address: string, octas: bigint): void {
    this.ensure(address).balance += octas;
    this.version += 1n;
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

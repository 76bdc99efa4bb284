/**
 * The fixture chain's state: free balances and nonces by account id (hex), a block height
 * that moves one block per included extrinsic, and what the scan service lists.
 */
import { blake2b } from '@noble/hashes/blake2.js';
import { hex } from '@scure/base';
import { POLKADOT_GENESIS } from '../../signer/chains/polkadot/runtime';

/** Polkadot's existential deposit: 1 DOT (10 decimals). */
export const EXISTENTIAL_DEPOSIT = 10_000_000_000n;
/** the fee model: a base per extrinsic and a price per encoded byte, planck */
export const BASE_FEE = 150_000_000n;
export const BYTE_FEE = 100_000n;
export const feeOf = (length: number): bigint => BASE_FEE + BYTE_FEE * BigInt(length);

export interface ScanTransfer {
  hash: string;
  from: string;
  to: string;
  amount: bigint;
  fee: bigint;
  success: boolean;
  blockNum: number;
  /** unix seconds */
  timestamp: number;
  nonce: number;
}

export class Ledger {
  readonly genesisHash = POLKADOT_GENESIS.regtest!;
  height = 1000;
  readonly free = new Map<string, bigint>();
  readonly reserved = new Map<string, bigint>();
  readonly nonces = new Map<string, number>();
  readonly transfers: ScanTransfer[] = [];
  /** extrinsic hash → its outcome, as the scan service reports it */
  readonly extrinsics = new Map<string, { success: boolean; blockNum: number }>();

  blockHash(height: number): string {
    const label = new TextEncoder().encode(`${this.genesisHash}:${height}`);
    return `0x${hex.encode(blake2b(label, { dkLen: 32 }))}`;
  }

  freeOf(id: string): bigint {
    return this.free.get(id) ?? 0n;
  }

  nonceOf(id: string): number {
    return this.nonces.get(id) ?? 0;
  }

  /** sets the balance; one under the existential deposit reaps the account (balance and nonce gone) */
  setFree(id: string, value: bigint): void {
    if (value < EXISTENTIAL_DEPOSIT && (this.reserved.get(id) ?? 0n) === 0n) {
      this.free.delete(id);
      this.nonces.delete(id);
    } else this.free.set(id, value);
  }
}

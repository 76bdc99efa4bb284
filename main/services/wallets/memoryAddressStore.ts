import type { AddressStore } from './coinService';

/**
 * Addresses derived during this unlocked session, so a refresh does not ask the signer again.
 * The encrypted cache keeps them across sessions; this keeps them within one.
 */
export class MemoryAddressStore implements AddressStore {
  private readonly map = new Map<string, string>();
  get(walletId: string, chainName: string, index: number): string | undefined {
    return this.map.get(`${walletId}|${chainName}|${index}`);
  }
  put(walletId: string, rows: { chainName: string; index: number; address: string }[]): void {
    for (const r of rows) this.map.set(`${walletId}|${r.chainName}|${r.index}`, r.address);
  }
  clear(): void {
    this.map.clear();
  }
}

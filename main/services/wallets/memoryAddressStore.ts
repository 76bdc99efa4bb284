import type { AddressStore } from './addressService';

/**
 * Addresses derived during this unlocked session, so a refresh does not ask the signer again.
 * Cleared at lock; the encrypted cache keeps them across sessions.
 */
export class MemoryAddressStore implements AddressStore {
  private readonly map = new Map<string, string>();
  get(walletId: string, chainName: string, path: string): string | undefined {
    return this.map.get(`${walletId}|${chainName}|${path}`);
  }
  put(walletId: string, rows: readonly { chainName: string; path: string; address: string }[]): void {
    for (const r of rows) this.map.set(`${walletId}|${r.chainName}|${r.path}`, r.address);
  }
  clear(): void {
    this.map.clear();
  }
}

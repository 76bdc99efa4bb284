/**
 * Test support for the own-node checks (nodeChecks*.test.ts): each family's slot check run as
 * its lazy WalletFamily runs it, against fixture servers closed after the file.
 */
import { afterAll } from 'vitest';
import { createHttp } from '../main/net/http';
import type { AppNetwork, NodeSlotRuntime } from '../main/chains/descriptor';

const http = createHttp({ retries: 0, timeoutMs: 10_000 });
const closers: (() => Promise<unknown>)[] = [];
afterAll(() => Promise.all(closers.splice(0).map((c) => c())));

/** The fixture server `p` starts, closed once the test file is done. */
export async function started<T extends { close(): Promise<unknown> }>(p: Promise<T>): Promise<T> {
  const s = await p;
  closers.push(() => s.close());
  return s;
}

/** One slot's check, as the family's lazy WalletFamily runs it. */
export function checker<L>(slot: NodeSlotRuntime<L> | undefined, chain: string, local?: L) {
  if (!slot) throw new Error('no such slot');
  return (network: AppNetwork, url: string) =>
    slot.check({ http, url, chain, network, ...(local !== undefined ? { local } : {}) });
}

import type { Anvil } from './anvil';

export interface MinedReceipt {
  status: string;
  blockNumber: string;
}

/**
 * The receipt of `hash` once anvil has mined it. anvil answers eth_sendRawTransaction before
 * the block is there (a loaded machine shows it: the receipt read right after is null), so it
 * is asked until it is, up to `ms`.
 */
export async function minedReceipt(anvil: Anvil, hash: string, ms = 10_000): Promise<MinedReceipt> {
  const until = Date.now() + ms;
  for (;;) {
    const r = await anvil.rpc<MinedReceipt | null>('eth_getTransactionReceipt', [hash]);
    if (r) return r;
    if (Date.now() > until) throw new Error(`${hash} was not mined within ${ms} ms`);
    await new Promise((res) => setTimeout(res, 25));
  }
}

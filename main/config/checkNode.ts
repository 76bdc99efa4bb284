/**
 * Asks the user's server for a chain's provider slot which network it serves and how far it
 * is, before it is saved and for the health line (Settings → Networks). The question is the
 * chain's family's (NodeCheckingFamily.checkNode); this only times it and words the health line.
 * Over main's own HTTP client, so through the user's proxy too, and without the user's saved
 * servers routed in: a default asked for comparison is the default.
 */
import { AppError } from '../../shared/errors';
import type { NodeHealth } from '../../shared/net/customNode';
import { nodeSlotsOf } from '../../shared/net/nodeSlots';
import type { Family } from '../../shared/chains/families';
import type { NodeCheckingFamily } from '../chains/nodeChecking';
import { createHttp, type Http } from '../net/http';

const defaultHttp = createHttp({ retries: 0, timeoutMs: 15_000 });

/** A server's answer as the check reads it: its height, and how long the check took. */
export interface NodeProbe {
  height: bigint;
  latencyMs: number;
}

export type FamiliesOf = () => Partial<Record<Family, NodeCheckingFamily>>;

/**
 * The server's height if it serves `chain` for `slot` (the chain's first slot when absent);
 * otherwise a BAD_INPUT AppError whose message says exactly why.
 */
export async function probeNode(
  families: FamiliesOf,
  chain: string,
  slot: string | undefined,
  url: string,
  http: Http = defaultHttp,
): Promise<NodeProbe> {
  const c = nodeSlotsOf(chain);
  const check = c && families()[c.family]?.checkNode;
  const s = slot ?? c?.slots[0]?.slot;
  if (!c || !check || s === undefined || !c.slots.some((x) => x.slot === s))
    throw new AppError('BAD_INPUT', `Custom nodes are not supported for ${chain}${slot ? ` (${slot})` : ''}`);
  const started = performance.now();
  const height = await check(chain, s, url, http);
  return { height, latencyMs: Math.round(performance.now() - started) };
}

/** The health line of one saved server: asked now. */
export async function nodeHealth(
  families: FamiliesOf,
  key: { key: string; chain: string; slot?: string },
  url: string,
  now: () => number = Date.now,
  http: Http = defaultHttp,
): Promise<NodeHealth> {
  const checkedAt = now();
  const slot = key.slot ?? nodeSlotsOf(key.chain)?.slots[0]?.slot ?? '';
  const base = { chain: key.chain, key: key.key, slot, url, checkedAt };
  try {
    const p = await probeNode(families, key.chain, key.slot, url, http);
    return { ...base, ok: true, latencyMs: p.latencyMs, height: String(p.height), error: null };
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    return { ...base, ok: false, latencyMs: null, height: null, error };
  }
}

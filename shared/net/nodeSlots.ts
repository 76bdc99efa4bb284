/**
 * Every chain's provider slots that take the user's own server (Settings → Networks), derived
 * from the families' own declarations (shared/chains/<f>/index.ts `nodeSlots`): nothing here
 * names a family.
 */
import { FAMILY_MODULES, type Family } from '../chains/families';
import type { NodeSlot } from '../chains/sharedFamily';
import { nodeKey } from './customNode';

export interface ChainNodeSlots {
  chain: string;
  displayName: string;
  family: Family;
  /** the first is the chain's node */
  slots: readonly NodeSlot[];
}

export const CHAIN_NODE_SLOTS: readonly ChainNodeSlots[] = FAMILY_MODULES.flatMap((m) => {
  const slots: readonly NodeSlot[] = 'nodeSlots' in m && m.nodeSlots ? m.nodeSlots : [];
  return slots.length === 0
    ? []
    : m.chains.map((c) => ({
        chain: c.name,
        displayName: c.displayName,
        family: m.family,
        // a slot of one chain's own provider (THORChain's Midgard) is not offered for the others
        slots: slots.filter((s) => !s.chains || s.chains.includes(c.name)),
      }));
});

/** The slots of a chain, or none. */
export function nodeSlotsOf(chain: string): ChainNodeSlots | undefined {
  return CHAIN_NODE_SLOTS.find((c) => c.chain === chain);
}

/** The settings.nodes key of a chain's slot; undefined when the chain has no such slot. */
export function nodeKeyOf(chain: string, slot?: string): string | undefined {
  const c = nodeSlotsOf(chain);
  const first = c?.slots[0]?.slot;
  if (!c || first === undefined) return undefined;
  if (slot !== undefined && !c.slots.some((s) => s.slot === slot)) return undefined;
  return nodeKey(chain, slot, first);
}

/**
 * The Hedera family's own-node slot (Settings → Networks): a mirror node's REST API. A mirror
 * names no network, so it is held to the profile's own mirror: the block 20 below its tip
 * must have the same hash on both (another network's block of that number differs). Main
 * routes the profile's mirror requests to it; sends still go to the consensus nodes over gRPC.
 */
import type { NodeRoute, NodeSlotRuntime } from '../descriptor';
import { baseOf, checkServes, field, heightOf, textOf } from '../nodeCheck';
import { hederaConfig } from './config';
import type { HederaLocalEndpoints } from './localEndpoints';

/** Far enough below the tip that the default mirror, a few seconds behind, has it too. */
const BELOW_TIP = 20n;

export const hederaNodeSlots: Readonly<Record<string, NodeSlotRuntime<HederaLocalEndpoints>>> = {
  mirror: {
    check: async ({ http, url, chain, network, local }) => {
      const latest = await http.json<unknown>(`${baseOf(url)}/api/v1/blocks?limit=1&order=desc`);
      const tip = heightOf(field(latest, ['blocks', 0, 'number'], 'latest block'));
      const n = tip > BELOW_TIP ? tip - BELOW_TIP : 0n;
      const own = hederaConfig(network, local)?.mirrorUrl;
      await checkServes({
        url,
        chain,
        what: `block ${n}`,
        defaults: own ? [own] : [],
        ask: async (u) => {
          const block = await http.json<unknown>(`${baseOf(u)}/api/v1/blocks/${n}`);
          return { id: textOf(field(block, ['hash'], 'block hash'), 'block hash'), height: tip };
        },
      });
      return tip;
    },
    routes: (network, local): Readonly<Record<string, NodeRoute>> => {
      const c = hederaConfig(network, local);
      return c ? { hedera: { bases: [c.mirrorUrl] } } : {};
    },
  },
};

import type { settingsCalls } from '../../../shared/contract/settingsCalls';
import { AppError } from '../../../shared/errors';
import { nodeHealth, probeNode } from '../../config/checkNode';
import { nodeIdentityOf } from '../../config/nodeIdentity';
import type { AreaHandlers, HandlerContext } from './context';

const NETWORK_KIND = { mainnet: 'mainnet', testnet: 'testnet', local: 'regtest' } as const;

export function settingsHandlers(c: HandlerContext): AreaHandlers<typeof settingsCalls> {
  const identity = (chain: string) => {
    const id = nodeIdentityOf(chain, NETWORK_KIND[c.deps.network]);
    if ('refused' in id) throw new AppError('BAD_INPUT', id.refused);
    return id;
  };
  return {
    'settings.get': () => c.settings.get(),
    'settings.update': (patch) => c.settings.update(patch),
    'nodes.set': async ({ chain, node }) => {
      if (node) await probeNode(identity(chain), node.url);
      return c.settings.setNode(chain, node);
    },
    'nodes.health': async () => ({
      nodes: await Promise.all(
        Object.entries(c.settings.get().nodes).map(([chain, n]) => nodeHealth(identity(chain), n.url)),
      ),
    }),
  };
}

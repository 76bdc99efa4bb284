import type { settingsCalls } from '../../../shared/contract/settingsCalls';
import { AppError } from '../../../shared/errors';
import { parseNodeKey } from '../../../shared/net/customNode';
import { splitProxyUrl } from '../../../shared/net/proxyUrl';
import { nodeKeyOf } from '../../../shared/net/nodeSlots';
import { nodeHealth, probeNode } from '../../config/checkNode';
import type { AreaHandlers, HandlerContext } from './context';

export function settingsHandlers(c: HandlerContext): AreaHandlers<typeof settingsCalls> {
  return {
    'settings.get': () => c.settings.get(),
    'settings.update': (patch) => {
      const { proxy, ...rest } = patch;
      if (proxy === undefined) return c.settings.update(patch);
      // the login goes to the encrypted cache only: the settings file keeps host and port
      const { url, login } = splitProxyUrl(proxy);
      if (login && !c.proxyLogins.save(login))
        throw new AppError('LOCKED', 'Unlock the wallet to save a proxy login: it is kept only encrypted');
      if (!login) c.proxyLogins.save(null);
      if (Object.keys(rest).length > 0) c.settings.update(rest);
      return c.settings.setProxy(url, login !== null);
    },
    'nodes.set': async ({ chain, slot, node }) => {
      const key = nodeKeyOf(chain, slot);
      if (key === undefined)
        throw new AppError(
          'BAD_INPUT',
          `Custom nodes are not supported for ${chain}${slot ? ` (${slot})` : ''}`,
        );
      if (node) await probeNode(c.families, chain, slot, node.url);
      return c.settings.setNode(key, node);
    },
    'nodes.health': async () => ({
      nodes: await Promise.all(
        Object.entries(c.settings.get().nodes).map(([key, n]) =>
          nodeHealth(c.families, { key, ...parseNodeKey(key) }, n.url),
        ),
      ),
    }),
  };
}

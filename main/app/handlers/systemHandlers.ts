import { explorerUrl } from '../../../shared/chains/explorer';
import type { systemCalls } from '../../../shared/contract/system';
import { AppError } from '../../../shared/errors';
import { PRODUCT_NAME } from '../product';
import type { AreaHandlers, HandlerContext } from './context';

export function systemHandlers(c: HandlerContext): AreaHandlers<typeof systemCalls> {
  const s = c.session;
  return {
    'app.info': () => ({
      productName: PRODUCT_NAME,
      version: c.deps.version,
      host: c.deps.host,
      network: c.deps.network,
      biometrics: c.biometricsOn(),
    }),
    'signer.status': async () => {
      if (c.signer.state !== 'ready')
        return { state: c.signer.state, restarts: c.signer.restarts, locked: true, hasVault: false };
      const st = await c.signer.call('status', {});
      return { state: c.signer.state, restarts: c.signer.restarts, locked: st.locked, hasVault: st.hasVault };
    },
    'diag.ping': async ({ nonce }) => {
      const r = await c.signer.call('ping', { nonce });
      return { nonce: r.nonce, signerUptimeMs: r.uptimeMs };
    },
    'explorer.open': async ({ chain, kind, value }) => {
      let url: string;
      try {
        url = explorerUrl(chain, kind, value);
      } catch {
        throw new AppError('BAD_INPUT', 'Not a valid transaction hash or address');
      }
      if (!c.deps.openExternal) return { url, opened: false };
      await c.deps.openExternal(url);
      return { url, opened: true };
    },
    'clipboard.holds': async ({ text }) => {
      const read = c.deps.clipboardText;
      // only the comparison leaves main: never the clipboard's text
      return read ? { supported: true, holds: (await read()) === text } : { supported: false, holds: false };
    },
    'session.lock': async () => {
      await s.lock();
      return { locked: true as const };
    },
  };
}

import type { addressCalls } from '../../../shared/contract/addresses';
import { ok, unlockedIn, type AreaHandlers, type HandlerContext } from './context';

/** Derived addresses of the current wallet (spec §4 "Derived addresses") and address types. */
export function addressHandlers(c: HandlerContext): AreaHandlers<typeof addressCalls> {
  const unlocked = unlockedIn(c);
  const a = c.addresses;
  return {
    'addresses.list': ({ chainName }) => unlocked(() => a.list(chainName)),
    'addresses.enable': async () => (await a.enable(), ok),
    'addresses.disable': async () => (await a.disable(), ok),
    'addresses.addMore': async ({ chainName }) => ({ added: await a.addMore(chainName) }),
    'addresses.addCustom': async ({ chainName, path }) => ({ address: await a.addCustom(chainName, path) }),
    'addresses.delete': async ({ chainName, address }) => (await a.remove(chainName, address), ok),
    'addresses.select': async ({ chainName, address }) => (await a.select(chainName, address), ok),
    'addresses.types': ({ chainName }) => unlocked(() => a.types(chainName)),
    'addresses.setType': async ({ chainName, scheme }) => (await a.setType(chainName, scheme), ok),
  };
}

import type { walletCalls } from '../../../shared/contract/wallets';
import { parseWatchKey } from '../../../shared/watch/parseWatchKey';
import { ok, unlockedIn, type AreaHandlers, type HandlerContext } from './context';

/** Unlocking, the wallets and their coins. */
export function walletHandlers(c: HandlerContext): AreaHandlers<typeof walletCalls> {
  const unlocked = unlockedIn(c);
  const { wallets, coins } = c;
  const add = async (p: Parameters<typeof wallets.add>[0]) => ({
    walletId: await wallets.add(p, await c.hasVault()),
  });
  const secretOptions = (password?: string, replace?: boolean) => ({
    ...(password ? { password } : {}),
    ...(replace ? { replace } : {}),
  });
  return {
    'session.unlock': async ({ password }) => {
      const report = await c.session.unlock(password);
      return { locked: false as const, ...(report ? { report } : {}) };
    },
    'session.touch': () => {
      c.session.autoLock.touch();
      return ok;
    },
    'session.changePassword': async ({ oldPassword, newPassword }) => {
      await c.session.changePassword(oldPassword, newPassword);
      return ok;
    },
    'wallets.list': () => unlocked(() => wallets.list()),
    'wallets.create': ({ words, password, name, replace }) =>
      add({
        draft: { kind: 'phrase', origin: 'created', ...(name ? { name } : {}) },
        source: { kind: 'generate', words },
        ...secretOptions(password, replace),
      }),
    'wallets.importPhrase': ({ phrase, passphrase, password, name, replace }) =>
      add({
        draft: { kind: 'phrase', origin: 'imported', ...(name ? { name } : {}) },
        source: { kind: 'phrase', phrase, ...(passphrase ? { passphrase } : {}) },
        ...secretOptions(password, replace),
      }),
    'wallets.importKey': ({ chainName, privateKey, password, name, replace }) =>
      add({
        draft: { kind: 'privateKey', chainName, ...(name ? { name } : {}) },
        source: { kind: 'privateKey', chainName, privateKey },
        ...secretOptions(password, replace),
      }),
    'wallets.addWatch': ({ chainName, key, password, name, replace }) => {
      // refused here with the reason before the signer is asked (it checks again)
      parseWatchKey(chainName, key, c.deps.network === 'local' ? 'regtest' : c.deps.network);
      return add({
        draft: { kind: 'watch', chainName, ...(name ? { name } : {}) },
        source: { kind: 'watch', chainName, key },
        ...secretOptions(password, replace),
      });
    },
    'wallets.reveal': ({ walletId, password }) =>
      unlocked(() => c.signer.call('revealSecret', { walletId, password })),
    'wallets.confirmBackup': async ({ walletId }) => (await wallets.confirmBackup(walletId), ok),
    'wallets.rename': async ({ index, name }) => (await wallets.rename(index, name), ok),
    'wallets.move': async ({ index, direction }) => (await wallets.move(index, direction), ok),
    'wallets.delete': async ({ index, password }) => (await wallets.remove(index, password), ok),
    'wallets.select': async ({ index }) => (await wallets.select(index), ok),
    'wallets.setPrivacy': async ({ index, on }) => (await wallets.setPrivacy(index, on), ok),
    'coins.list': () => unlocked(() => coins.list()),
    'coins.catalogue': ({ query, page }) => unlocked(() => coins.catalogue(query, page)),
    'coins.tokenInfo': ({ chainName, contractAddress }) =>
      unlocked(() => coins.tokenInfo(chainName, contractAddress)),
    'coins.searchTokens': ({ chainName, query, start, limit }) =>
      unlocked(() => coins.searchTokens(chainName, query, start, limit)),
    'coins.addToken': ({ chainName, contractAddress }) =>
      unlocked(() => coins.addToken(chainName, contractAddress)),
    'coins.toggle': async ({ id }) => (await coins.toggle(id), ok),
    'coins.move': async ({ id, direction }) => (await coins.move(id, direction), ok),
    'coins.select': async ({ id }) => (await coins.select(id), ok),
  };
}

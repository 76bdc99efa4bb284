import { isExplorerUrl } from '../../shared/chains/explorer';
import { CHAIN_NAMES } from '../../shared/chains/registry';
import { AppError } from '../../shared/errors';

/**
 * True for an https explorer URL that a chain of the registry could have built, and that
 * survives URL parsing unchanged (a value like `..` would otherwise be resolved into another
 * page of the explorer's site).
 */
export function isOpenableExternal(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return false;
  if (parsed.href !== url) return false;
  return isExplorerUrl(url, CHAIN_NAMES);
}

/**
 * The only way the app hands a URL to the OS: explorer links, over https, else FORBIDDEN.
 * `open` is `shell.openExternal` in Electron.
 */
export async function safeOpenExternal(url: string, open: (u: string) => Promise<void>): Promise<void> {
  if (!isOpenableExternal(url)) throw new AppError('FORBIDDEN', 'Only block explorer links can be opened');
  await open(url);
}

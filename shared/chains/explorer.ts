import { getChain } from './registry';

/**
 * Hashes, addresses and Hedera ids only ever contain these characters. Anything else is
 * refused rather than escaped, so an explorer URL can never be steered to another path
 * or host by a crafted value.
 */
const SAFE_VALUE = /^[A-Za-z0-9._@:-]{1,200}$/;

export type ExplorerKind = 'tx' | 'address';

/** The explorer URL for a transaction or address; the only URLs the app opens externally. */
export function explorerUrl(chainName: string, kind: ExplorerKind, value: string): string {
  if (!SAFE_VALUE.test(value)) throw new Error('invalid explorer value');
  const template = getChain(chainName).explorer[kind];
  return template.replace(kind === 'tx' ? '{hash}' : '{address}', value);
}

/** True when `url` is exactly an explorer URL some chain of the registry could have built. */
export function isExplorerUrl(url: string, chainNames: readonly string[]): boolean {
  for (const name of chainNames) {
    const { explorer } = getChain(name);
    for (const template of [explorer.tx, explorer.address]) {
      const [prefix, suffix] = template.split(/\{hash\}|\{address\}/) as [string, string];
      if (url.startsWith(prefix) && url.endsWith(suffix)) {
        const value = url.slice(prefix.length, url.length - suffix.length);
        if (SAFE_VALUE.test(value)) return true;
      }
    }
  }
  return false;
}

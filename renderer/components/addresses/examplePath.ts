import type { ChainInfo } from '../../../shared/chains/registry';

/**
 * A path to suggest in the custom-path field: the chain's own scheme at the second account,
 * so the example is a real, different address rather than one already in the list.
 */
export function examplePath(chain: Pick<ChainInfo, 'defaultPath'>): string {
  const template = chain.defaultPath;
  // Account-per-index schemes (Solana, Stellar, …) put the index in a hardened level.
  if (template.includes("{i}'")) return template.replaceAll('{i}', '1');
  return template.replace("/0'/", "/1'/").replaceAll('{i}', '0');
}

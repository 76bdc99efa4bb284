import { familyModule, type Family } from '../../shared/chains/families';
import { CHAINS, getChain, pathFor, type ChainInfo, type NetworkKind } from '../../shared/chains/registry';
import { AppError } from '../../shared/errors';
import type { DappSignRequest } from '../../shared/signer/dapp';
import { setKeyOf } from '../../shared/wallets/derived/derivedRules';
import type { WalletMeta } from '../../shared/wallets/types';
import type { DappNamespace } from '../../shared/chains/sharedFamily';

export type { DappNamespace } from '../../shared/chains/sharedFamily';

/** The namespace of each request kind: what chain's rules its bytes follow. */
const NAMESPACE_OF: Record<DappSignRequest['kind'], DappNamespace> = {
  personalSign: 'eip155',
  typedData: 'eip155',
  transaction: 'eip155',
  solanaMessage: 'solana',
  solanaTransaction: 'solana',
};

/** An address index no other component of a default path holds: it marks where `{i}` sits. */
const MARK = 2 ** 31 - 1;

/** Whether `path` is `chain`'s default path at some address index on `network`. */
function isDefaultPath(chain: ChainInfo, path: string, network: NetworkKind): boolean {
  const template = pathFor(chain, MARK, network);
  const at = template.indexOf(String(MARK));
  const tail = template.length - at - String(MARK).length;
  const index = Number(path.slice(at, path.length - tail));
  // rebuilt from the index read, so "05", "1e3" or another prefix never match
  return Number.isInteger(index) && index >= 0 && index < 2 ** 31 && pathFor(chain, index, network) === path;
}

/**
 * The families whose key sits at `path`, by the signer's own records: an imported key's chain;
 * for a phrase wallet, each chain whose default path it is, or in whose derived-address set
 * of the vault's state it is. None when the path is no chain's.
 */
export function keyFamilies(
  wallet: WalletMeta | undefined,
  importedFor: string | null,
  path: string,
  network: NetworkKind,
): Set<Family> {
  if (importedFor !== null) return new Set([getChain(importedFor).family]);
  const out = new Set<Family>();
  for (const chain of CHAINS.values()) {
    const inSet = wallet?.derived[setKeyOf(chain.name)]?.entries.some((e) => e.path === path) ?? false;
    if (inSet || isDefaultPath(chain, path, network)) out.add(chain.family);
  }
  return out;
}

/**
 * Refuses a dapp request whose namespace the key's family does not declare, before any key is
 * read: a Tron key does not answer personal_sign, a Stellar key does not answer solana_signMessage.
 */
export function checkDappNamespace(p: {
  request: DappSignRequest;
  wallet: WalletMeta | undefined;
  importedFor: string | null;
  activePath: string;
  network: NetworkKind;
}): void {
  const namespace = NAMESPACE_OF[p.request.kind];
  const families = keyFamilies(p.wallet, p.importedFor, p.activePath, p.network);
  // each family's module declares the namespaces its keys sign in (shared/chains/<f>/index.ts)
  if (![...families].some((f) => familyModule(f).dappNamespaces?.includes(namespace)))
    throw new AppError(
      'INTENT_MISMATCH',
      `This key is not one of a ${namespace} account: it signs no ${namespace} requests`,
    );
}

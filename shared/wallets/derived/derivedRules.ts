import { capabilitiesOf } from '../../chains/capabilities';
import { getChain, pathFor } from '../../chains/registry';
import { ruleError } from '../messages';
import type { WalletMeta } from '../types';
import { MAX_DERIVED_PER_SET, type DerivedEntry, type DerivedSet } from './types';

/** spec §9: 'Add 50 more'. */
export const DERIVED_BATCH = 50;

/** The chains whose extra addresses the spec names ("Adding EVM, Tron and Solana addresses"). */
export const DERIVED_SET_KEYS = ['evm', 'tron', 'solana'] as const;

export const DERIVED_MESSAGES = {
  phraseOnly: 'Derived addresses need a recovery-phrase wallet',
  notEnabled: 'Add the EVM, Tron and Solana addresses first',
  onlyOne: 'You cannot delete the only address',
  notFound: 'Address not found',
  duplicate: 'This address is already in the list',
  badPath: "Invalid derivation path: use the form m/44'/60'/0'/0/0",
  full: `At most ${MAX_DERIVED_PER_SET} addresses per chain`,
} as const;

/** All EVM chains share one set of addresses; other chains have their own. */
export function setKeyOf(chainName: string): string {
  const chain = getChain(chainName);
  return capabilitiesOf(chainName).sharedAddressSet ? chain.family : chainName;
}

/** The chain whose registry path a set uses (the EVM set derives with Ethereum's path). */
export function templateChainOf(setKey: string): string {
  return setKey === 'evm' ? 'ethereum' : setKey;
}

const PATH = /^m(\/(0|[1-9]\d{0,9})'?){1,10}$/;

/** A BIP32-style path with 1–10 components, each below 2^31. */
export function isDerivationPath(path: string): boolean {
  if (!PATH.test(path)) return false;
  return path
    .split('/')
    .slice(1)
    .every((c) => Number(c.replace("'", '')) < 2 ** 31);
}

function phraseWallet(w: WalletMeta): void {
  if (w.kind !== 'phrase') throw ruleError(DERIVED_MESSAGES.phraseOnly);
}

function setOf(w: WalletMeta, chainName: string): DerivedSet {
  const set = w.derived[setKeyOf(chainName)];
  if (!set) throw ruleError(DERIVED_MESSAGES.notEnabled);
  return set;
}

function withSet(w: WalletMeta, chainName: string, set: DerivedSet): WalletMeta {
  return { ...w, derived: { ...w.derived, [setKeyOf(chainName)]: set } };
}

const first = (setKey: string): DerivedEntry => ({
  path: pathFor(getChain(templateChainOf(setKey)), 0),
  isCustom: false,
  index: 0,
});

/** Adds the EVM, Tron and Solana address sets (index 0 each) and sets isEVMAddressesAdded. */
export function enableDerivedAddresses(w: WalletMeta): WalletMeta {
  phraseWallet(w);
  const derived = { ...w.derived };
  for (const key of DERIVED_SET_KEYS) derived[key] ??= { entries: [first(key)], active: first(key).path };
  return { ...w, derived, isEVMAddressesAdded: true };
}

/** 'Add 50 more': the next 50 default-path indexes after the highest one in the set. */
export function addMoreAddresses(w: WalletMeta, chainName: string): WalletMeta {
  phraseWallet(w);
  const key = setKeyOf(chainName);
  const set = w.derived[key] ?? { entries: [first(key)], active: first(key).path };
  if (set.entries.length + DERIVED_BATCH > MAX_DERIVED_PER_SET) throw ruleError(DERIVED_MESSAGES.full);
  const start = Math.max(-1, ...set.entries.map((e) => e.index ?? -1)) + 1;
  const chain = getChain(templateChainOf(key));
  const added: DerivedEntry[] = Array.from({ length: DERIVED_BATCH }, (_, k) => ({
    path: pathFor(chain, start + k),
    isCustom: false,
    index: start + k,
  }));
  const known = new Set(set.entries.map((e) => e.path));
  return withSet(w, chainName, {
    ...set,
    entries: [...set.entries, ...added.filter((e) => !known.has(e.path))],
  });
}

/** A user-chosen derivation path, flagged isCustom; the signer derives its key and keeps it. */
export function addCustomPath(w: WalletMeta, chainName: string, path: string): WalletMeta {
  phraseWallet(w);
  if (!isDerivationPath(path)) throw ruleError(DERIVED_MESSAGES.badPath);
  const key = setKeyOf(chainName);
  const set = w.derived[key] ?? { entries: [first(key)], active: first(key).path };
  if (set.entries.some((e) => e.path === path)) throw ruleError(DERIVED_MESSAGES.duplicate);
  if (set.entries.length >= MAX_DERIVED_PER_SET) throw ruleError(DERIVED_MESSAGES.full);
  return withSet(w, chainName, { ...set, entries: [...set.entries, { path, isCustom: true, index: null }] });
}

/** Refused when it is the only address or not in the set; deleting the active one activates the first. */
export function deleteDerivedAddress(w: WalletMeta, chainName: string, path: string): WalletMeta {
  const set = setOf(w, chainName);
  if (!set.entries.some((e) => e.path === path)) throw ruleError(DERIVED_MESSAGES.notFound);
  if (set.entries.length === 1) throw ruleError(DERIVED_MESSAGES.onlyOne);
  const entries = set.entries.filter((e) => e.path !== path);
  return withSet(w, chainName, { entries, active: set.active === path ? entries[0]!.path : set.active });
}

/** Keeps only the first and the custom addresses of the EVM, Tron and Solana sets; the flag resets. */
export function disableDerivedAddresses(w: WalletMeta): WalletMeta {
  const derived = { ...w.derived };
  for (const key of DERIVED_SET_KEYS) {
    const set = derived[key];
    if (!set) continue;
    const entries = set.entries.filter((e, i) => i === 0 || e.isCustom);
    derived[key] = {
      entries,
      active: entries.some((e) => e.path === set.active) ? set.active : entries[0]!.path,
    };
  }
  return { ...w, derived, isEVMAddressesAdded: false };
}

/** Makes an address of the set the coin's active address. */
export function selectDerivedAddress(w: WalletMeta, chainName: string, path: string): WalletMeta {
  const set = setOf(w, chainName);
  if (!set.entries.some((e) => e.path === path)) throw ruleError(DERIVED_MESSAGES.notFound);
  return withSet(w, chainName, { ...set, active: path });
}

/** Makes `path` the chain's active address, adding it first (an address-type choice). */
export function useAddressPath(w: WalletMeta, chainName: string, path: string): WalletMeta {
  phraseWallet(w);
  if (!isDerivationPath(path)) throw ruleError(DERIVED_MESSAGES.badPath);
  const key = setKeyOf(chainName);
  const set = w.derived[key] ?? { entries: [first(key)], active: first(key).path };
  const entries = set.entries.some((e) => e.path === path)
    ? set.entries
    : [...set.entries, { path, isCustom: false, index: null }];
  return withSet(w, chainName, { entries, active: path });
}

/** In privacy-mode wallets, a reset puts the first derived address back as the active one. */
export function resetPrivacyAddresses(w: WalletMeta): WalletMeta {
  if (!w.privacyMode) return w;
  let changed = false;
  const derived: Record<string, DerivedSet> = {};
  for (const [key, set] of Object.entries(w.derived)) {
    const firstPath = set.entries[0]!.path;
    changed ||= set.active !== firstPath;
    derived[key] = { ...set, active: firstPath };
  }
  return changed ? { ...w, derived } : w;
}

/** The active path of a chain's set, or null when the wallet uses the chain's index-0 path. */
export function activePathOf(w: WalletMeta, chainName: string): string | null {
  return w.derived[setKeyOf(chainName)]?.active ?? null;
}

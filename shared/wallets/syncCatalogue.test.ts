import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/catalogue';
import type { CatalogueEntry } from '../catalogue/types';
import { addWallet } from './addWallet';
import { syncCatalogue } from './syncCatalogue';
import { toggleCoin } from './toggleCoin';
import { emptyWalletsState } from './types';

const phrase = addWallet(emptyWalletsState(), { kind: 'phrase', origin: 'created' }).wallet;
const tronKey = addWallet(emptyWalletsState(), { kind: 'privateKey', chainName: 'tron' }).wallet;
// A later catalogue that makes Stellar a default chain.
const updated: CatalogueEntry[] = CATALOGUE.map((e) =>
  e.id === 'stellar:native' ? { ...e, isDefault: true } : e,
);

describe('syncCatalogue', () => {
  it('adds default coins the wallet lacks', () => {
    const w = syncCatalogue(phrase, updated);
    expect(w.coins.map((c) => c.id)).toEqual([...phrase.coins.map((c) => c.id), 'stellar:native']);
    expect(w.coins.at(-1)!.isInWallet).toBe(true);
  });

  it('returns the same wallet when nothing is missing', () => {
    expect(syncCatalogue(phrase, CATALOGUE)).toBe(phrase);
  });

  it('keeps coins the user hid hidden', () => {
    const hidden = toggleCoin(
      phrase,
      CATALOGUE.find((e) => e.id === 'dogecoin:native')!,
    );
    expect(syncCatalogue(hidden, CATALOGUE)).toBe(hidden);
  });

  it('leaves private-key wallets alone', () => {
    expect(syncCatalogue(tronKey, updated)).toBe(tronKey);
  });
});

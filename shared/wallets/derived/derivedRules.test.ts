import { describe, expect, it } from 'vitest';
import { addWallet } from '../addWallet';
import { emptyWalletsState, WalletMetaSchema, type WalletMeta } from '../types';
import {
  addCustomPath,
  addMoreAddresses,
  activePathOf,
  DERIVED_MESSAGES,
  deleteDerivedAddress,
  enableDerivedAddresses,
  isDerivationPath,
  disableDerivedAddresses,
  resetPrivacyAddresses,
  selectDerivedAddress,
  setKeyOf,
} from './derivedRules';

const phraseWallet = (): WalletMeta =>
  addWallet(emptyWalletsState(), { kind: 'phrase', origin: 'created' }).wallet;
const keyWallet = (): WalletMeta =>
  addWallet(emptyWalletsState(), { kind: 'privateKey', chainName: 'ethereum' }).wallet;
const paths = (w: WalletMeta, chain: string) => w.derived[setKeyOf(chain)]!.entries.map((e) => e.path);

describe('derived addresses (spec §4)', () => {
  it('adding EVM, Tron and Solana addresses sets isEVMAddressesAdded, with index 0 each', () => {
    const w = enableDerivedAddresses(phraseWallet());
    expect(w.isEVMAddressesAdded).toBe(true);
    expect(Object.keys(w.derived).sort()).toEqual(['evm', 'solana', 'tron']);
    expect(paths(w, 'polygon')).toEqual(["m/44'/60'/0'/0/0"]);
    expect(paths(w, 'solana')).toEqual(["m/44'/501'/0'/0'"]);
    expect(WalletMetaSchema.safeParse(w).success).toBe(true);
  });

  it('private-key wallets have no derived addresses', () => {
    expect(() => enableDerivedAddresses(keyWallet())).toThrow(DERIVED_MESSAGES.phraseOnly);
  });

  it("'Add 50 more' adds the next 50 indexes, and all EVM chains share one set", () => {
    let w = enableDerivedAddresses(phraseWallet());
    w = addMoreAddresses(w, 'base');
    expect(paths(w, 'ethereum')).toHaveLength(51);
    expect(paths(w, 'arbitrum').at(-1)).toBe("m/44'/60'/0'/0/50");
    w = addMoreAddresses(w, 'tron');
    expect(paths(w, 'tron')).toHaveLength(51);
    expect(paths(w, 'tron')[1]).toBe("m/44'/195'/0'/0/1");
    w = addMoreAddresses(w, 'ethereum');
    expect(paths(w, 'polygon').at(-1)).toBe("m/44'/60'/0'/0/100");
  });

  it('a custom path is flagged isCustom; duplicates and malformed paths are refused', () => {
    let w = enableDerivedAddresses(phraseWallet());
    w = addCustomPath(w, 'ethereum', "m/44'/60'/1'/0/7");
    expect(w.derived.evm!.entries.at(-1)).toEqual({ path: "m/44'/60'/1'/0/7", isCustom: true, index: null });
    expect(() => addCustomPath(w, 'ethereum', "m/44'/60'/1'/0/7")).toThrow(DERIVED_MESSAGES.duplicate);
    for (const bad of ['44/60', "m/44''/0", 'm/2147483648', "m/44'/x", 'm', `m${'/0'.repeat(11)}`])
      expect(() => addCustomPath(w, 'ethereum', bad), bad).toThrow(DERIVED_MESSAGES.badPath);
    expect(isDerivationPath("m/2147483647'")).toBe(true);
  });

  it('delete is refused for the only address or one not found; deleting the active one activates the first', () => {
    let w = enableDerivedAddresses(phraseWallet());
    expect(() => deleteDerivedAddress(w, 'tron', "m/44'/195'/0'/0/0")).toThrow(DERIVED_MESSAGES.onlyOne);
    w = addMoreAddresses(w, 'tron');
    expect(() => deleteDerivedAddress(w, 'tron', "m/44'/195'/0'/0/99")).toThrow(DERIVED_MESSAGES.notFound);
    w = selectDerivedAddress(w, 'tron', "m/44'/195'/0'/0/3");
    w = deleteDerivedAddress(w, 'tron', "m/44'/195'/0'/0/3");
    expect(activePathOf(w, 'tron')).toBe("m/44'/195'/0'/0/0");
    expect(paths(w, 'tron')).toHaveLength(50);
  });

  it('selecting makes the address active; selecting an unknown one is refused', () => {
    let w = addMoreAddresses(enableDerivedAddresses(phraseWallet()), 'ethereum');
    w = selectDerivedAddress(w, 'optimism', "m/44'/60'/0'/0/5");
    expect(activePathOf(w, 'ethereum')).toBe("m/44'/60'/0'/0/5");
    expect(() => selectDerivedAddress(w, 'ethereum', "m/44'/60'/0'/0/500")).toThrow(
      DERIVED_MESSAGES.notFound,
    );
  });

  it('removing the EVM addresses keeps the first and the custom ones and resets the flag', () => {
    let w = addMoreAddresses(enableDerivedAddresses(phraseWallet()), 'ethereum');
    w = addCustomPath(w, 'ethereum', "m/44'/60'/9'/0/0");
    w = selectDerivedAddress(w, 'ethereum', "m/44'/60'/0'/0/7");
    w = disableDerivedAddresses(w);
    expect(w.isEVMAddressesAdded).toBe(false);
    expect(paths(w, 'ethereum')).toEqual(["m/44'/60'/0'/0/0", "m/44'/60'/9'/0/0"]);
    expect(activePathOf(w, 'ethereum')).toBe("m/44'/60'/0'/0/0");
  });

  it('a privacy-mode reset puts the first address back; other wallets are untouched', () => {
    let w = addMoreAddresses(enableDerivedAddresses(phraseWallet()), 'solana');
    w = selectDerivedAddress(w, 'solana', "m/44'/501'/4'/0'");
    expect(resetPrivacyAddresses(w)).toBe(w);
    const reset = resetPrivacyAddresses({ ...w, privacyMode: true });
    expect(activePathOf(reset, 'solana')).toBe("m/44'/501'/0'/0'");
  });
});

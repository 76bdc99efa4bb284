import { describe, expect, it, vi } from 'vitest';
import { FAMILIES } from '../../shared/chains/families';
import { CHAIN_SIGNERS, loadAllSigning, missingFamilies, signerFor } from './registry';

describe('the signer registry', () => {
  // a fresh registry: the test setup (test/loadSigners.ts) loaded every family into this one
  const fresh = async () => {
    vi.resetModules();
    return import('./registry');
  };

  it('derives on every family before any signing half is loaded, and refuses to sign unloaded', async () => {
    const { signerFor } = await fresh();
    const tron = signerFor('tron');
    expect(tron.defaultPath('tron', 3)).toBe("m/44'/195'/0'/0/3");
    expect(() => tron.sign).toThrow(/tron signer is not loaded/);
    expect(() => signerFor('bitcoin').accountKey).toThrow(/utxo signer is not loaded/);
    expect(() => signerFor('stellar').importedKey).toThrow(/stellar signer is not loaded/);
  });

  it('loads one family on demand', async () => {
    const { loadSigning, signerFor } = await fresh();
    await loadSigning('tron');
    expect(typeof signerFor('tron').sign).toBe('function');
    expect(typeof signerFor('tron').importedKey).toBe('function');
    expect(() => signerFor('polkadot').sign).toThrow(/not loaded/);
  });

  it('has one signer per family, each once', () => {
    expect(missingFamilies()).toEqual([]);
    expect(CHAIN_SIGNERS.map((s) => s.family).sort()).toEqual([...FAMILIES].sort());
  });

  it('finds a chain’s signer by its family; every family signs transfers', async () => {
    await loadAllSigning();
    expect(signerFor('polygon').family).toBe('evm');
    expect(signerFor('litecoin').family).toBe('utxo');
    expect(CHAIN_SIGNERS.filter((s) => !s.sign).map((s) => s.family)).toEqual([]);
    expect(typeof signerFor('bitcoin').accountKey).toBe('function');
  });
});

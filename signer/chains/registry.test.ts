import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../shared/chains/families';
import { CHAIN_SIGNERS, missingFamilies, signerFor } from './registry';

describe('the signer registry', () => {
  it('has one signer per family, each once', () => {
    expect(missingFamilies()).toEqual([]);
    expect(CHAIN_SIGNERS.map((s) => s.family).sort()).toEqual([...FAMILIES].sort());
  });

  it('finds a chain’s signer by its family; every family signs transfers', () => {
    expect(signerFor('polygon').family).toBe('evm');
    expect(signerFor('litecoin').family).toBe('utxo');
    expect(CHAIN_SIGNERS.filter((s) => !s.sign).map((s) => s.family)).toEqual([]);
  });
});

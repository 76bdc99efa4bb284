import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../shared/chains/families';
import { JournalDetailSchema } from '../journal/journalEntry';
import { SIGNER_FAMILIES } from './families';

describe('the journal detail union, built from SIGNER_FAMILIES', () => {
  it('holds every family once, under its own name, and the dapp detail', () => {
    const families = JournalDetailSchema.options.map((o) => o.shape.family.value);
    expect([...families].sort()).toEqual([...FAMILIES, 'dapp'].sort());
    for (const f of FAMILIES) expect(SIGNER_FAMILIES[f].journalDetail.shape.family.value).toBe(f);
  });

  it("refuses a family's name carrying another family's fields", () => {
    const evm = { family: 'evm', from: '0x', to: '0x' };
    expect(JournalDetailSchema.safeParse({ ...evm, family: 'aptos' }).success).toBe(false);
  });
});

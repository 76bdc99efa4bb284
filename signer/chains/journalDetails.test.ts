import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../shared/chains/families';
import { JournalDetailSchema } from '../journal/journalEntry';
import { FAMILY_DETAILS } from './journalDetails';

describe('the journal detail union, built from FAMILY_DETAILS', () => {
  it('holds every family once, under its own name, and the dapp detail', () => {
    const families = JournalDetailSchema.options.map((o) => o.shape.family.value);
    expect([...families].sort()).toEqual([...FAMILIES, 'dapp'].sort());
    for (const f of FAMILIES) expect(FAMILY_DETAILS[f].shape.family.value).toBe(f);
  });

  it("refuses a family's name carrying another family's fields", () => {
    const evm = { family: 'evm', from: '0x', to: '0x' };
    expect(JournalDetailSchema.safeParse({ ...evm, family: 'aptos' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { customFeeNote } from './customFeeNote';
import { EMPTY_DRAFT } from './sendForm';

const options = [
  { title: 'Recommended' as const, price: '13', unit: 'gwei' },
  { title: 'Normal' as const, price: '10', unit: 'gwei' },
];
const custom = (customFee: string) => ({ ...EMPTY_DRAFT, feeOption: 'Custom' as const, customFee });

describe('customFeeNote', () => {
  it('warns below Normal and above twice Recommended, and says nothing in between', () => {
    expect(customFeeNote(custom('9.999999999'), options)).toMatch(/^Below the Normal rate \(10 gwei\)/);
    expect(customFeeNote(custom('10'), options)).toBeNull();
    expect(customFeeNote(custom('26'), options)).toBeNull();
    expect(customFeeNote(custom('26.000000001'), options)).toMatch(/twice the Recommended/);
  });
  it('is silent for other options and unreadable input', () => {
    expect(customFeeNote({ ...EMPTY_DRAFT, customFee: '1' }, options)).toBeNull();
    expect(customFeeNote(custom('abc'), options)).toBeNull();
    expect(customFeeNote(custom('5'), [])).toBeNull();
  });
});

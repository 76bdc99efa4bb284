import { describe, expect, it } from 'vitest';
import { isToastRefusal } from './errorDisplay';

describe('isToastRefusal', () => {
  it('sends the wallet limit to a toast, in main’s exact words', () => {
    expect(
      isToastRefusal('You have reached the maximum wallet limit, For more details ask contact support'),
    ).toBe(true);
  });
  it('keeps other refusals (checksum, bad key) under the form', () => {
    expect(isToastRefusal('This recovery phrase is not valid: a word is misspelled')).toBe(false);
    expect(isToastRefusal('You have reached the maximum wallet limit')).toBe(false);
  });
});

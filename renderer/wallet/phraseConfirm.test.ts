import { describe, expect, it } from 'vitest';
import { isComplete, pick, startConfirm, undo } from './phraseConfirm';

const words = ['zoo', 'abandon', 'zoo'];
// buttons show: words[1], words[2], words[0] = abandon, zoo, zoo
const order = [1, 2, 0];

describe('phrase confirmation by picking', () => {
  it('accepts the words in phrase order, either occurrence of a repeated word', () => {
    let s = startConfirm(words, order);
    s = pick(s, 2); // zoo (its second occurrence) as word 1: right, the text matches
    s = pick(s, 0); // abandon
    expect(isComplete(s)).toBe(false);
    s = pick(s, 1); // zoo
    expect(isComplete(s)).toBe(true);
    expect(s.picked).toEqual([2, 0, 1]);
  });

  it('refuses a wrong pick, remembers it for the message, and lets the next right pick through', () => {
    let s = startConfirm(words, order);
    s = pick(s, 0); // abandon is not word 1
    expect(s.picked).toEqual([]);
    expect(s.wrong).toBe(0);
    s = pick(s, 1);
    expect(s.picked).toEqual([1]);
    expect(s.wrong).toBeNull();
  });

  it('ignores a button already used or out of range, and undoes the last pick', () => {
    let s = startConfirm(words, order);
    s = pick(s, 1);
    expect(pick(s, 1)).toBe(s);
    expect(pick(s, 7)).toBe(s);
    s = undo(s);
    expect(s.picked).toEqual([]);
  });
});

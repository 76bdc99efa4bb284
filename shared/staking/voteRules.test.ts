import { describe, expect, it } from 'vitest';
import {
  addVote,
  MAX_VOTE_ENTRIES,
  removeVote,
  setVote,
  totalVotes,
  voteEntries,
  VOTE_STEP,
  votesToCast,
  votingPower,
} from './voteRules';

describe('votes (spec/app.md §5, §9)', () => {
  it('the power is the staking balance floored to whole coins; the step is 5; 30 entries at most', () => {
    expect(votingPower(12_999_999n, 1_000_000n)).toBe(12);
    expect(votingPower(0n, 1_000_000n)).toBe(0);
    expect(VOTE_STEP).toBe(5);
    expect(MAX_VOTE_ENTRIES).toBe(30);
  });

  it('entries list every validator with its count', () => {
    expect(voteEntries({ a: 5, b: 0 })).toEqual([
      { validator: 'a', count: 5 },
      { validator: 'b', count: 0 },
    ]);
  });

  it('the total is derived: every validator summed', () => {
    expect(totalVotes({ a: 5, b: 7 })).toBe(12);
    expect(totalVotes({})).toBe(0);
  });

  it('+5 raises one validator, but the total never passes the power', () => {
    expect(addVote({}, 'a', 12)).toEqual({ a: 5 });
    expect(addVote({ a: 5, b: 5 }, 'a', 12)).toEqual({ a: 7, b: 5 });
    const full = { a: 12 };
    expect(addVote(full, 'b', 12)).toBe(full);
  });

  it('−5 lowers, never below 0', () => {
    expect(removeVote({ a: 12 }, 'a')).toEqual({ a: 7 });
    expect(removeVote({ a: 3 }, 'a')).toEqual({ a: 0 });
    expect(removeVote({}, 'a')).toEqual({ a: 0 });
  });

  it('direct entry: empty or negative sets 0, over the power is ignored, else the number', () => {
    expect(setVote({ a: 5 }, 'a', '', 10)).toEqual({ a: 0 });
    expect(setVote({ a: 5 }, 'a', '-3', 10)).toEqual({ a: 0 });
    const before = { a: 5, b: 3 };
    expect(setVote(before, 'a', '8', 10)).toBe(before);
    expect(setVote(before, 'a', '7', 10)).toEqual({ a: 7, b: 3 });
    expect(setVote(before, 'c', '2', 10)).toEqual({ a: 5, b: 3, c: 2 });
  });

  it('what is cast: zeros dropped, at least one, each validator once, at most 30, within the power', () => {
    expect(
      votesToCast(
        [
          { validator: 'a', count: 4 },
          { validator: 'b', count: 0 },
        ],
        4,
      ),
    ).toEqual([{ address: 'a', count: 4 }]);
    expect(() => votesToCast([{ validator: 'a', count: 0 }], 4)).toThrow(/at least one/);
    expect(() => votesToCast([{ validator: 'a', count: 5 }], 4)).toThrow(/TRON Power \(4\)/);
    expect(() =>
      votesToCast(
        [
          { validator: 'a', count: 1 },
          { validator: 'a', count: 1 },
        ],
        4,
      ),
    ).toThrow(/once/);
    const many = Array.from({ length: 31 }, (_, i) => ({ validator: `v${i}`, count: 1 }));
    expect(() => votesToCast(many, 100)).toThrow(/at most 30/);
    expect(votesToCast(many.slice(0, 30), 30)).toHaveLength(30);
  });
});

import { describe, expect, it } from 'vitest';
import { undeclaredFields } from './typedDataFields';

const types = {
  Mail: [
    { name: 'from', type: 'Person' },
    { name: 'to', type: 'Person[]' },
    { name: 'grid', type: 'Person[2][]' },
    { name: 'contents', type: 'string' },
  ],
  Person: [
    { name: 'name', type: 'string' },
    { name: 'wallet', type: 'address' },
  ],
};
const person = { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' };

describe('undeclaredFields', () => {
  it('none when every field is declared', () =>
    expect(
      undeclaredFields(types, 'Mail', {
        from: person,
        to: [person],
        grid: [[person, person]],
        contents: 'hi',
      }),
    ).toEqual([]));
  it('at the top, in a struct, in an array and in a nested array, with their paths', () =>
    expect(
      undeclaredFields(types, 'Mail', {
        from: { ...person, title: 'CEO' },
        to: [person, { ...person, x: 1 }],
        grid: [[person, { ...person, y: 2 }]],
        contents: 'hi',
        note: 'not signed',
      }),
    ).toEqual(['message.from.title', 'message.to[1].x', 'message.grid[0][1].y', 'message.note']));
  it('a type that names itself: too deep to check counts as undeclared, never as passed', () => {
    const loop = { Node: [{ name: 'next', type: 'Node' }] };
    let v: Record<string, unknown> = { extra: 1 };
    for (let i = 0; i < 100; i++) v = { next: v };
    const found = undeclaredFields(loop, 'Node', v);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/\(nested too deep to check\)$/);
  });
});

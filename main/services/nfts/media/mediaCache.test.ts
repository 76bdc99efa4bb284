import { describe, expect, it } from 'vitest';
import { MediaCache } from './mediaCache';

describe('MediaCache', () => {
  it('drops the least recently used entries once past its byte cap', () => {
    const c = new MediaCache<string>(10, (v) => v.length);
    c.set('a', 'aaaa');
    c.set('b', 'bbbb');
    expect(c.get('a')).toBe('aaaa'); // a is now the most recent
    c.set('c', 'cccc');
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBe('aaaa');
    expect(c.get('c')).toBe('cccc');
    expect(c.bytes).toBe(8);
  });

  it('keeps nothing larger than the whole cap, and replaces an entry in place', () => {
    const c = new MediaCache<string>(10, (v) => v.length);
    c.set('a', 'x'.repeat(11));
    expect(c.get('a')).toBeUndefined();
    c.set('a', 'xx');
    c.set('a', 'xxx');
    expect(c.bytes).toBe(3);
  });
});

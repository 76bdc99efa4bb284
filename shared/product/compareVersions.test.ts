import { describe, expect, it } from 'vitest';
import { compareVersions, isVersion } from './compareVersions';

describe('compareVersions', () => {
  it('orders as semver.org §11 does', () => {
    // the spec's own example chain, each lower than the next
    const chain = [
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
      '1.0.1',
      '1.2.0',
      '1.10.0',
      '2.0.0',
    ];
    for (let i = 0; i + 1 < chain.length; i++) {
      expect(compareVersions(chain[i]!, chain[i + 1]!)).toBeLessThan(0);
      expect(compareVersions(chain[i + 1]!, chain[i]!)).toBeGreaterThan(0);
    }
    expect(compareVersions('v1.2.3', '1.2.3+build.7')).toBe(0);
  });

  it('refuses what is not a version rather than guessing', () => {
    expect(() => compareVersions('1.2', '1.2.0')).toThrow('Not a version: 1.2');
    expect(() => compareVersions('1.2.0', 'latest')).toThrow('Not a version: latest');
    expect(isVersion('0.1.0')).toBe(true);
    expect(isVersion('1.0.0-')).toBe(false);
  });
});

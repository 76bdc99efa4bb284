import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_CONTACTED, OUTSIDE_SERVICES, serviceOfHost } from '../../shared/privacy/outsideHosts';

/** Every host of an https/wss URL written as a string in main's source (tests and fixtures aside). */
function hostsInMain(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) {
        if (name !== 'fixtures' && name !== 'node_modules') walk(p);
      } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        for (const m of readFileSync(p, 'utf8').matchAll(/['"`](?:https|wss):\/\/([a-zA-Z0-9.-]+)/g))
          if (!found.has(m[1]!)) found.set(m[1]!, path.relative(process.cwd(), p));
      }
    }
  };
  walk(path.resolve(__dirname, '..'));
  return found;
}

describe('the Privacy page table of outside hosts', () => {
  it('covers every host main has a URL for', () => {
    const hosts = hostsInMain();
    expect(hosts.size).toBeGreaterThan(50);
    const missing = [...hosts]
      .filter(([h]) => !serviceOfHost(h) && !NOT_CONTACTED.some((n) => h === n))
      .map(([h, file]) => `${h} (${file})`);
    expect(missing).toEqual([]);
  });

  it('names each domain once, and every listed domain is still used', () => {
    const all = OUTSIDE_SERVICES.flatMap((s) => s.domains);
    expect(new Set(all).size).toBe(all.length);
    const hosts = [...hostsInMain().keys()];
    const unused = all.filter((d) => !hosts.some((h) => h === d || h.endsWith(`.${d}`)));
    expect(unused).toEqual([]);
  });
});

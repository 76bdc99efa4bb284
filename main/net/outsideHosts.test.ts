import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_CONTACTED, OUTSIDE_SERVICES, serviceOfHost } from '../../shared/privacy/outsideHosts';

/** main's source files (tests and fixtures aside), path and text. */
function sourcesOfMain(): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) {
        if (name !== 'fixtures' && name !== 'node_modules') walk(p);
      } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        out.push({ file: path.relative(process.cwd(), p), text: readFileSync(p, 'utf8') });
      }
    }
  };
  walk(path.resolve(__dirname, '..'));
  return out;
}

/** Every host of an https/wss URL written as a string in main's source. */
function hostsInMain(): Map<string, string> {
  const found = new Map<string, string>();
  for (const { file, text } of sourcesOfMain())
    for (const m of text.matchAll(/['"`](?:https|wss):\/\/([a-zA-Z0-9.-]+)/g))
      if (!found.has(m[1]!)) found.set(m[1]!, file);
  return found;
}

/**
 * Every path main requests under the product backend: in the files that talk to it, the
 * `url('/…')` / `post('/…')` arguments and the `${backendUrl…}/…` templates.
 */
function backendPathsInMain(): Map<string, string> {
  const found = new Map<string, string>();
  for (const { file, text } of sourcesOfMain()) {
    if (!/WALLET_BACKEND_URL|backendUrl|ProductBackend/.test(text)) continue;
    for (const m of text.matchAll(/\b(?:url|post)\(\s*'(\/[a-z][a-z/-]*)'/g)) found.set(m[1]!, file);
    for (const line of text.split('\n').filter((l) => /backendUrl/.test(l) && !/^\s*(\*|\/\/)/.test(l)))
      for (const m of line.matchAll(/\}(\/[a-z][a-z/-]*)`/g)) found.set(m[1]!, file);
  }
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

  it('lists every product-backend request main makes, with what it sends', () => {
    const backend = OUTSIDE_SERVICES.find((s) => s.id === 'backend');
    const listed = new Set((backend?.calls ?? []).flatMap((c) => c.call.split(/[ ,]+/)));
    const paths = backendPathsInMain();
    // the scan finds the backend's clients (catalogue, fees-info, exchange, sell, Hedera accounts)
    expect(paths.size).toBeGreaterThanOrEqual(14);
    expect([...paths].filter(([p]) => !listed.has(p)).map(([p, file]) => `${p} (${file})`)).toEqual([]);
    expect([...listed].filter((t) => t.startsWith('/') && !paths.has(t))).toEqual([]);
  });

  it('the Hedera account creation: only on the user’s click, with the operator id and the public key', () => {
    const call = OUTSIDE_SERVICES.find((s) => s.id === 'backend')?.calls?.find(
      (c) => c.call === 'POST /hedera/accounts',
    );
    expect(call?.when).toMatch(/Only when you click “Create account”/);
    expect(call?.sends).toMatch(/operator account id/);
    expect(call?.sends).toMatch(/public key/);
  });
});

/**
 * What the renderer loads before it can draw the lock screen: the entry script and the chunks
 * index.html preloads, from the build `npm run bench` just made. Routes past the lock are lazy
 * (renderer/App.tsx), so this is the first-paint cost; the rest loads per screen.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const DIST = path.resolve(import.meta.dirname, '../dist/renderer');
/** One vendor chunk and the app chunk, all loaded at start, before issue 20. */
const BEFORE_KB = 718;

export function benchBundle(): Record<string, string> {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const kb = (f: string) => statSync(path.join(DIST, f)).size / 1024;
  const all = readdirSync(path.join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
  const initialKb = initial.reduce((s, f) => s + kb(f), 0);
  const totalKb = all.reduce((s, f) => s + kb(`assets/${f}`), 0);
  const largest = all.map((f) => ({ f, k: kb(`assets/${f}`) })).sort((a, b) => b.k - a.k)[0];
  return {
    'initial JS before the lock screen draws': `${initialKb.toFixed(0)} kB in ${initial.length} files (before issue 20: ${BEFORE_KB} kB in 2)`,
    'all renderer JS': `${totalKb.toFixed(0)} kB in ${all.length} chunks`,
    'largest chunk': largest ? `${largest.f.replace(/-[\w-]+\.js$/, '')} ${largest.k.toFixed(0)} kB` : '—',
  };
}

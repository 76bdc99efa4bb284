/**
 * `npm run bench`: every figure from one run on this machine, as medians/percentiles and
 * ratios against a baseline measured in the same run (absolute times on shared machines
 * drift; ratios hold). Sections register here as the features that they measure land.
 */
import { benchIpc } from './ipcBench';

type Section = { name: string; run: () => Promise<Record<string, string | number>> };

const sections: Section[] = [{ name: 'IPC round trip (browser host)', run: () => benchIpc() }];

const only = process.argv[2];
for (const s of sections) {
  if (only && !s.name.toLowerCase().includes(only.toLowerCase())) continue;
  console.log(`\n## ${s.name}`);
  const started = performance.now();
  const rows = await s.run();
  for (const [k, v] of Object.entries(rows)) console.log(`  ${k.padEnd(52)} ${v}`);
  console.log(`  (section took ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

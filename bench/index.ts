/**
 * `npm run bench`: every figure from one run on this machine, as medians/percentiles and
 * ratios against a baseline measured in the same run (absolute times on shared machines
 * drift; ratios hold). Sections register here as the features that they measure land.
 */
import { benchCache } from './cacheBench';
import { benchEvm } from './evmBench';
import { benchIpc } from './ipcBench';
import { benchJournal } from './journalBench';
import { benchKeys } from './keysBench';
import { benchSolana } from './solanaBench';
import { benchUnlock } from './unlockBench';
import { benchUtxo } from './utxoBench';
import { benchBundle } from './bundleBench';
import { benchTron } from './tronBench';
import { benchHomePaint } from './homePaintBench';
import { benchMemory } from './memoryBench';
import { benchRefresh } from './refreshBench';

type Section = { name: string; run: () => Promise<Record<string, string | number>> };

const sections: Section[] = [
  { name: 'IPC round trip (browser host)', run: () => benchIpc() },
  { name: 'Renderer bundle (first paint)', run: async () => benchBundle() },
  { name: 'Keys: derivation', run: () => benchKeys() },
  { name: 'Vault unlock', run: () => benchUnlock() },
  { name: 'Home paint after unlock (Chromium, 10 wallets × 30 coins)', run: () => benchHomePaint() },
  {
    name: 'Cache (encrypted SQLite)',
    run: async () => {
      const r = await benchCache();
      return {
        'open (key check + migrations), median': `${r.openMs.toFixed(2)} ms`,
        'insert 1000 transactions, median': `${r.insert1000TxMs.toFixed(1)} ms`,
        'query 20 newest, median': `${r.query20Ms.toFixed(3)} ms`,
      };
    },
  },
  { name: 'Home refresh across every family (parallel reads)', run: () => benchRefresh() },
  { name: 'Memory (RSS of main and signer)', run: () => benchMemory() },
  { name: 'EVM refresh round trips and signing (anvil)', run: () => benchEvm() },
  { name: 'UTXO discovery and signing (litecoind)', run: () => benchUtxo() },
  { name: 'Signing journal (EVM, 100-input UTXO)', run: () => benchJournal() },
  { name: 'Solana refresh round trips and signing (litesvm facade)', run: () => benchSolana() },
  { name: 'Tron quote and refresh round trips (fixture node)', run: () => benchTron() },
];

const only = process.argv[2];
for (const s of sections) {
  if (only && !s.name.toLowerCase().includes(only.toLowerCase())) continue;
  console.log(`\n## ${s.name}`);
  const started = performance.now();
  const rows = await s.run();
  for (const [k, v] of Object.entries(rows)) console.log(`  ${k.padEnd(52)} ${v}`);
  console.log(`  (section took ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * `npm run bench`: every figure from one run on this machine, as medians/percentiles and
 * ratios against a baseline measured in the same run (absolute times on shared machines
 * drift; ratios hold). Sections register here as the features that they measure land; each
 * loads its own libraries only when it runs, so `npm run bench -- keys` loads no chain SDK.
 */
// bigint-buffer (under @solana/web3.js) warns on stderr when its optional native addon is not
// built and then uses its JS code, which every figure here already includes: not a figure.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('bigint: Failed to load bindings')) return;
  warn(...args);
};

export {}; // a module, for the top-level await below

type Section = { name: string; run: () => Promise<Record<string, string | number>> };

const sections: Section[] = [
  { name: 'IPC round trip (browser host)', run: async () => (await import('./ipcBench')).benchIpc() },
  { name: 'Renderer bundle (first paint)', run: async () => (await import('./bundleBench')).benchBundle() },
  { name: 'Keys: derivation', run: async () => (await import('./keysBench')).benchKeys() },
  { name: 'Vault unlock', run: async () => (await import('./unlockBench')).benchUnlock() },
  {
    name: 'Home paint after unlock (Chromium, 10 wallets × 30 coins)',
    run: async () => (await import('./homePaintBench')).benchHomePaint(),
  },
  {
    name: 'Cache (encrypted SQLite)',
    run: async () => {
      const r = await (await import('./cacheBench')).benchCache();
      return {
        'open (key check + migrations), median': `${r.openMs.toFixed(2)} ms`,
        'insert 1000 transactions, median': `${r.insert1000TxMs.toFixed(1)} ms`,
        'query 20 newest, median': `${r.query20Ms.toFixed(3)} ms`,
      };
    },
  },
  {
    name: 'Home refresh across every family (parallel reads)',
    run: async () => (await import('./refreshBench')).benchRefresh(),
  },
  { name: 'Memory (RSS of main and signer)', run: async () => (await import('./memoryBench')).benchMemory() },
  {
    name: 'EVM refresh round trips and signing (anvil)',
    run: async () => (await import('./evmBench')).benchEvm(),
  },
  {
    name: 'Transaction preview beside the send quote (EVM, anvil, 50 ms proxy)',
    run: async () => (await import('./previewBench')).benchPreview(),
  },
  {
    name: 'Swap-deposit preview beside its fee quote (EVM router, anvil, 50 ms proxy)',
    run: async () => (await import('./swapPreviewBench')).benchSwapPreview(),
  },
  {
    name: 'Solana transaction preview, round trips (litesvm facade, 50 ms)',
    run: async () => (await import('./solanaPreviewBench')).benchSolanaPreview(),
  },
  {
    name: 'Exchange: two providers quoted in parallel (THORChain and exchange create, 50 ms proxy)',
    run: async () => (await import('./exchangeBench')).benchExchange(),
  },
  {
    name: 'UTXO discovery and signing (litecoind)',
    run: async () => (await import('./utxoBench')).benchUtxo(),
  },
  {
    name: 'Signing journal (EVM, 100-input UTXO)',
    run: async () => (await import('./journalBench')).benchJournal(),
  },
  {
    name: 'Solana refresh round trips and signing (litesvm facade)',
    run: async () => (await import('./solanaBench')).benchSolana(),
  },
  {
    name: 'Solana NFT list, first page (litesvm facade, 50 ms)',
    run: async () => (await import('./solanaNftBench')).benchSolanaNfts(),
  },
  {
    name: 'EVM NFT list, first page (anvil, 50 ms list and node)',
    run: async () => (await import('./evmNftBench')).benchEvmNfts(),
  },
  {
    name: 'Tron quote and refresh round trips (fixture node)',
    run: async () => (await import('./tronBench')).benchTron(),
  },
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

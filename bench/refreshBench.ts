/**
 * Home refresh across every family: the real app (createApp, the real signer process, the real
 * coins.balances path) with each family replaced by one that answers after its own latency,
 * 60 to 420 ms. Families are read side by side, so the wall time should sit near the slowest
 * family, not near the sum of all of them; both are printed. Those latencies are the bench's own
 * (60 + (i·97 mod 361) ms for the i-th family: Cardano's 405 ms is that, not Cardano's code);
 * each real family's round trips are counted beside them against its fixture server
 * (familyRoundTrips.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FAMILIES, type Family } from '../shared/chains/families';
import { getChain } from '../shared/chains/registry';
import type { CallInput, CallName, CallOutput } from '../shared/contract';
import { createApp } from '../main/app/createApp';
import type { CoinRef, WalletFamily } from '../main/chains/family';
import { forkTransportFactory } from '../main/signer/forkTransport';
import { familyRoundTrips } from './familyRoundTrips';
import { summarize } from './stats';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A family that reads every coin in one request of `latencyMs`, and says what it spent. */
function slowFamily(latencyMs: number, spent: number[]): WalletFamily {
  const unsupported = () => Promise.reject(new Error('the refresh bench only reads balances'));
  return {
    network: 'mainnet',
    snapshot: unsupported,
    async balances(coins: readonly CoinRef[]) {
      const t0 = performance.now();
      await sleep(latencyMs);
      spent.push(performance.now() - t0);
      return new Map(coins.map((c) => [c, 10n ** BigInt(c.decimals)]));
    },
    quote: unsupported,
    prepare: unsupported,
    broadcast: unsupported,
    status: unsupported,
  };
}

export async function benchRefresh(rounds = 5): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-refresh-'));
  const latency = new Map<Family, number>(FAMILIES.map((f, i) => [f, 60 + ((i * 97) % 361)]));
  const spent = new Map<Family, number[]>(FAMILIES.map((f) => [f, []]));
  const families = Object.fromEntries(
    FAMILIES.map((f) => [f, slowFamily(latency.get(f)!, spent.get(f)!)]),
  ) as Record<Family, WalletFamily>;
  const app = await createApp({
    dataDir,
    host: 'web',
    network: 'mainnet',
    version: 'bench',
    // the built signer, as `npm run bench` builds it first
    signerFactory: (vaultDir, network) =>
      forkTransportFactory({
        entry: path.resolve(import.meta.dirname, '../dist/signer/main.cjs'),
        vaultDir,
        network,
      }),
    families,
    notify: () => undefined,
  });
  const call = async <N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> => {
    const r = await app.dispatch(name, input);
    if (!r.ok) throw new Error(`${name}: ${r.error.message}`);
    return r.value as CallOutput<N>;
  };
  try {
    await call('wallets.importPhrase', { phrase: PHRASE, name: 'Bench', password: 'bench password 1234' });
    // one native coin of every chain visible, tokens hidden
    const { entries } = await call('coins.catalogue', { query: '' });
    for (const e of entries) if (e.inWallet !== (e.type === 'coin')) await call('coins.toggle', { id: e.id });
    const visible = (await call('coins.list', {})).coins;
    const used = new Set(visible.map((c) => getChain(c.chainName).family));
    await call('coins.balances', {}); // warm: addresses and refs
    for (const s of spent.values()) s.length = 0;
    const walls: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const t0 = performance.now();
      const { balances } = await call('coins.balances', {});
      walls.push(performance.now() - t0);
      if (balances.some((b) => b.balance === null)) throw new Error('a balance was not read');
    }
    const perFamily = [...used].map((f) => ({ f, ms: summarize(spent.get(f)!).p50 }));
    const slowest = perFamily.reduce((a, b) => (b.ms > a.ms ? b : a));
    const sum = perFamily.reduce((a, b) => a + b.ms, 0);
    const wall = summarize(walls).p50;
    return {
      'coins read': `${visible.length} on ${used.size} families`,
      'refresh wall time, median': `${wall.toFixed(0)} ms`,
      'slowest family alone': `${slowest.f} ${slowest.ms.toFixed(0)} ms (the latency this bench gives it)`,
      'sum of every family (one after another)': `${sum.toFixed(0)} ms (aim: the wall time close to the slowest, not to this)`,
      'wall / slowest (aim: close to 1)': `${(wall / slowest.ms).toFixed(2)}×`,
      'wall / sum': `${(wall / sum).toFixed(2)}×`,
      rounds: String(rounds),
      ...(await familyRoundTrips()),
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { summarize } from './stats';

/**
 * The contract round trip in the browser host, over the same socket protocol the renderer
 * uses: `app.info` stops in main; `diag.ping` goes on to the signer process and back. Their
 * ratio is the cost of the signer hop, measured in the same run.
 */
export async function benchIpc(rounds = 2000): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-ipc-'));
  const proc = spawn(process.execPath, ['dist/web/host.cjs', '--port', '0', '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise<URL>((resolve, reject) => {
      let out = '';
      proc.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /(http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+)/.exec(out);
        if (m) resolve(new URL(m[1]!));
      });
      proc.once('exit', (c) => reject(new Error(`host exited ${c}`)));
    });
    const ws = new WebSocket(`ws://${url.host}/ipc?token=${url.searchParams.get('token')}`, {
      origin: url.origin,
    });
    await new Promise((r, j) => (ws.once('open', r), ws.once('error', j)));
    let id = 0;
    const call = (name: string, input: unknown) =>
      new Promise<void>((resolve) => {
        const my = ++id;
        const onMsg = (d: WebSocket.RawData) => {
          const f = JSON.parse(d.toString()) as { id?: number };
          if (f.id === my) {
            ws.off('message', onMsg);
            resolve();
          }
        };
        ws.on('message', onMsg);
        ws.send(JSON.stringify({ kind: 'invoke', id: my, name, input }));
      });
    const measure = async (name: string, input: unknown) => {
      for (let i = 0; i < 200; i++) await call(name, input); // warm-up
      const samples: number[] = [];
      for (let i = 0; i < rounds; i++) {
        const t0 = performance.now();
        await call(name, input);
        samples.push(performance.now() - t0);
      }
      return summarize(samples);
    };
    // Interleave so machine noise hits both alike.
    const mainOnly = await measure('app.info', {});
    const viaSigner = await measure('diag.ping', { nonce: 'bench' });
    ws.close();
    return {
      'ipc renderer→main (app.info) p50': `${mainOnly.p50.toFixed(3)} ms`,
      'ipc renderer→main (app.info) p99': `${mainOnly.p99.toFixed(3)} ms`,
      'ipc renderer→main→signer→back (diag.ping) p50': `${viaSigner.p50.toFixed(3)} ms`,
      'ipc renderer→main→signer→back (diag.ping) p99': `${viaSigner.p99.toFixed(3)} ms`,
      'signer hop cost (ping p50 / info p50)': `${(viaSigner.p50 / mainOnly.p50).toFixed(2)}×`,
      rounds: String(rounds),
    };
  } finally {
    proc.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Starts the local XMTP stand-in once per machine and reuses it while it is up: the client's
// env 'local' is fixed to localhost:5556, so there can be only one (random wallets keep the
// tests' data apart). The node runs in its own detached process (serve.ts) and exits when idle.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { XMTP_LOCAL_PORT } from './xmtpNode';

const here = path.dirname(fileURLToPath(import.meta.url));

function isUp(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The node's URL (http://localhost:5556) once it answers; spawns it when nothing listens. */
export async function ensureXmtpNode(port = XMTP_LOCAL_PORT): Promise<string> {
  const url = `http://localhost:${port}`;
  if (await isUp(port)) return url;
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const child = spawn(process.execPath, [tsx, path.join(here, 'serve.ts')], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, XMTP_NODE_PORT: String(port) },
  });
  child.unref();
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (await isUp(port)) return url;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the local XMTP node did not come up on port ${port}`);
}

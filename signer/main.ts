/**
 * Entry of the signer process. It picks its transport (Electron's parentPort in a
 * utilityProcess, Node's IPC channel under fork), then hands it to the controller.
 */
import { startController } from './controller';
import { derivation } from './chains';
import { createHandlers } from './handlers';
import { WalletSession } from './wallets/session';
import { signerStartConfig } from './startConfig';
import type { SignerPort } from './port';

interface ParentPort {
  on(event: 'message', cb: (e: { data: unknown }) => void): void;
  postMessage(msg: unknown): void;
}

function pickPort(): SignerPort {
  const parentPort = (process as unknown as { parentPort?: ParentPort }).parentPort;
  if (parentPort) {
    return {
      send: (m) => parentPort.postMessage(m),
      onMessage: (cb) => parentPort.on('message', (e) => cb(e.data)),
    };
  }
  if (process.send) {
    const send = process.send.bind(process);
    return {
      send: (m) => send(m),
      onMessage: (cb) => process.on('message', cb),
    };
  }
  throw new Error('the signer must be started by the wallet (no IPC channel)');
}

const { vaultDir, network } = signerStartConfig(process.env);

const port = pickPort();
// Losing the parent means nobody can ask us to lock: exit rather than linger with secrets.
process.on('disconnect', () => process.exit(0));
const session = new WalletSession({ dir: vaultDir }, derivation, network);
startController(port, createHandlers({ startedAt: Date.now(), session }));
port.send({ type: 'ready', pid: process.pid });

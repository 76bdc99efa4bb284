import type { ForkOptions } from 'electron';
import type { NetworkKind } from '../../shared/chains/validate/result';
import type { SignerTransport, SignerTransportFactory } from '../signer/transport';
import { signerEnv } from '../signer/transport';

/** What the transport uses of Electron's UtilityProcess. */
export interface UtilityChild {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  kill(): boolean;
}

/** `utilityProcess.fork` in the app; injected so the mapping can be tested without Electron. */
export type UtilityFork = (modulePath: string, args: string[], options: ForkOptions) => UtilityChild;

export interface UtilityTransportOptions {
  /** the bundled signer entry, dist/signer/main.cjs */
  entry: string;
  vaultDir: string;
  /** the only network the signer will sign on */
  network: NetworkKind;
  fork: UtilityFork;
}

/**
 * The app's signer transport: a utilityProcess, because the RunAsNode fuse is off and
 * `child_process.fork` of the Electron binary would not start Node. The child gets the
 * minimal signer environment, never the user's.
 */
export function utilityTransportFactory(opts: UtilityTransportOptions): SignerTransportFactory {
  return (): SignerTransport => {
    const child = opts.fork(opts.entry, [], {
      env: signerEnv(opts.vaultDir, opts.network),
      serviceName: 'Wallet Signer',
      stdio: 'inherit',
    });
    let exited = false;
    child.on('exit', () => {
      exited = true;
    });
    return {
      send: (msg) => {
        if (!exited) child.postMessage(msg);
      },
      onMessage: (cb) => child.on('message', cb),
      // A utility process reports an exit code only; a kill by signal shows up as a code too.
      onExit: (cb) => child.on('exit', (code) => cb({ code, signal: null })),
      kill: () => {
        if (!exited) child.kill();
      },
    };
  };
}

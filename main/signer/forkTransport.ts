import { fork } from 'node:child_process';
import type { NetworkKind } from '../../shared/chains/validate/result';
import type { SignerTransport, SignerTransportFactory } from './transport';
import { signerEnv } from './transport';

export interface ForkOptions {
  /** the signer entry: dist/signer/main.cjs, or signer/main.ts with execArgv ['--import', 'tsx'] */
  entry: string;
  vaultDir: string;
  /** the only network the signer will sign on */
  network: NetworkKind;
  execArgv?: string[];
}

/** The browser host's transport: the signer as a Node child process over its IPC channel. */
export function forkTransportFactory(opts: ForkOptions): SignerTransportFactory {
  return (): SignerTransport => {
    const child = fork(opts.entry, [], {
      env: signerEnv(opts.vaultDir, opts.network),
      execArgv: opts.execArgv ?? [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'json',
    });
    return {
      send: (msg) => {
        if (child.connected) child.send(msg);
      },
      onMessage: (cb) => child.on('message', cb),
      onExit: (cb) => child.on('exit', (code, signal) => cb({ code, signal })),
      kill: () => {
        child.kill('SIGKILL');
      },
    };
  };
}

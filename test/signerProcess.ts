// Starts the real signer from source (tsx) for integration tests, so they need no build step.
import path from 'node:path';
import type { NetworkKind } from '../shared/chains/validate/result';
import { forkTransportFactory } from '../main/signer/forkTransport';
import type { SignerTransportFactory } from '../main/signer/transport';

export const SIGNER_SOURCE_ENTRY = path.resolve(__dirname, '../signer/main.ts');

export function sourceSignerFactory(vaultDir: string, network: NetworkKind): SignerTransportFactory {
  return forkTransportFactory({
    entry: SIGNER_SOURCE_ENTRY,
    vaultDir,
    network,
    execArgv: ['--import', 'tsx'],
  });
}

import type { NetworkKind } from '../../shared/chains/validate/result';
import type { SignerRequest } from '../../shared/signer/protocol';

/**
 * How main reaches the signer process: a `child_process.fork` in the browser host and tests,
 * an Electron `utilityProcess` in the app. The client above it does not know which.
 */
export interface SignerTransport {
  send(msg: SignerRequest): void;
  onMessage(cb: (msg: unknown) => void): void;
  onExit(cb: (info: { code: number | null; signal: string | null }) => void): void;
  kill(): void;
}

export type SignerTransportFactory = () => SignerTransport;

/**
 * The signer gets a minimal environment: the vault folder and the network it signs on, and
 * nothing else of the user's, so no proxy, NODE_OPTIONS or debugger setting leaks into the
 * key-holding process. The network is set here once, not per request, so that what main says
 * later cannot move a testnet approval onto mainnet (signer/wallets/ownNetwork.ts).
 */
export function signerEnv(vaultDir: string, network: NetworkKind): Record<string, string> {
  return { WALLET_VAULT_DIR: vaultDir, WALLET_SIGNER_NETWORK: network };
}

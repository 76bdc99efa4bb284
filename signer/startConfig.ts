import type { NetworkKind } from '../shared/chains/validate/result';
import { NetworkSchema } from '../shared/signer/protocol';

/** What the signer is started with: main sets these in its environment (main/signer/transport.ts). */
export interface SignerStartConfig {
  vaultDir: string;
  /** the only network it signs on; a request naming another is refused (wallets/ownNetwork.ts) */
  network: NetworkKind;
}

/**
 * Reads the start configuration, or stops the signer: it never falls back to a network, since
 * signing testnet approvals as mainnet (or the reverse) is what fixing it at start prevents.
 */
export function signerStartConfig(env: Readonly<Record<string, string | undefined>>): SignerStartConfig {
  const vaultDir = env.WALLET_VAULT_DIR;
  if (!vaultDir) throw new Error('WALLET_VAULT_DIR is not set');
  const raw = env.WALLET_SIGNER_NETWORK;
  if (!raw) throw new Error('WALLET_SIGNER_NETWORK is not set');
  const network = NetworkSchema.safeParse(raw);
  if (!network.success)
    throw new Error(`WALLET_SIGNER_NETWORK must be one of ${NetworkSchema.options.join(', ')}, not "${raw}"`);
  return { vaultDir, network: network.data };
}

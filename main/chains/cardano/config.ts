/**
 * Where the Cardano family reads and sends, per app profile. The spec's backend client is not
 * available, so every call goes to Blockfrost's REST API (docs.blockfrost.io), which needs a
 * project id on its public hosts.
 */
import type { AppNetwork } from '../descriptor';
import type { CardanoLocalEndpoints } from './localEndpoints';

export interface CardanoConfig {
  /** Blockfrost's API root, ending in /api/v0 on the public hosts */
  blockfrostUrl: string;
  /** the `project_id` header */
  projectId?: string;
}

const MAINNET: CardanoConfig = { blockfrostUrl: 'https://cardano-mainnet.blockfrost.io/api/v0' };
/** preprod: the long-lived test network; its addresses are addr_test1 */
const TESTNET: CardanoConfig = { blockfrostUrl: 'https://cardano-preprod.blockfrost.io/api/v0' };

/** The config of a profile; null on `local` without a Blockfrost stand-in, so calls can say so. */
export function cardanoConfig(
  network: AppNetwork,
  local?: CardanoLocalEndpoints,
  projectId?: string,
): CardanoConfig | null {
  const key = projectId ? { projectId } : {};
  if (network === 'mainnet') return { ...MAINNET, ...key };
  if (network === 'testnet') return { ...TESTNET, ...key };
  if (!local) return null;
  return { blockfrostUrl: local.blockfrostUrl, ...key };
}

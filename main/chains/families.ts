import type { Family } from '../../shared/chains/families';
import type { LocalEndpoints } from '../config/localEndpoints';
import type { Http } from '../net/http';
import { createEvmWalletFamily } from './evm/walletFamily';
import type { WalletFamily } from './family';
import { createUtxoWalletFamily } from './utxo/walletFamily';

export interface FamiliesConfig {
  network: 'mainnet' | 'testnet' | 'local';
  local: LocalEndpoints;
  http: Http;
  now?: () => number;
  /** the user's keyed tiers (settings.apiKeys) */
  keys?: {
    etherscan?: string[];
    oklink?: string[];
    blockcypherToken?: string;
    blockchairKey?: string;
    blockdaemonKey?: string;
  };
}

/**
 * The families that can show balances and send, for the chosen profile. Families not here
 * yet still receive (their addresses come from the signer) and say so in the UI.
 */
export function buildFamilies(c: FamiliesConfig): Partial<Record<Family, WalletFamily>> {
  return {
    evm: createEvmWalletFamily(c),
    utxo: createUtxoWalletFamily(c),
  };
}

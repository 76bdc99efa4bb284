/**
 * Where the Stellar family reads and sends, per app profile, and the network passphrase main
 * builds with (the signer signs under its own table, never this one).
 */
import type { AppNetwork } from '../descriptor';
import type { StellarLocalEndpoints } from './localEndpoints';

export interface StellarConfig {
  horizonUrl: string;
  passphrase: string;
}

const MAINNET: StellarConfig = {
  horizonUrl: 'https://horizon.stellar.org',
  passphrase: 'Public Global Stellar Network ; September 2015',
};
const TESTNET: StellarConfig = {
  horizonUrl: 'https://horizon-testnet.stellar.org',
  passphrase: 'Test SDF Network ; September 2015',
};
/** stellar/quickstart's standalone network */
const LOCAL_PASSPHRASE = 'Standalone Network ; February 2017';

/** The config of a profile; null on `local` without a Horizon, so calls can say so. */
export function stellarConfig(network: AppNetwork, local?: StellarLocalEndpoints): StellarConfig | null {
  if (network === 'mainnet') return MAINNET;
  if (network === 'testnet') return TESTNET;
  return local ? { horizonUrl: local.horizonUrl, passphrase: LOCAL_PASSPHRASE } : null;
}

import type { NetworkKind } from '../../../shared/chains/validate/result';

/**
 * The network passphrase a signature commits to, from the signer's own table: main never
 * names it, so a transaction built for another network cannot be signed as this one's.
 * regtest is the `local` profile's standalone network (stellar/quickstart's passphrase).
 */
export const STELLAR_PASSPHRASES: Readonly<Record<NetworkKind, string>> = {
  mainnet: 'Public Global Stellar Network ; September 2015',
  testnet: 'Test SDF Network ; September 2015',
  regtest: 'Standalone Network ; February 2017',
};

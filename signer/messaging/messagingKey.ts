import { hkdfSync } from 'node:crypto';
import type { WalletSecret } from '../wallets/payload';

/** HKDF-SHA256 info: this key is for the messaging database and nothing else */
const INFO = 'vault-wallet/messaging-db-key/v1';

/**
 * The key of a wallet's messaging database (the XMTP client's SQLCipher file in main's data
 * folder): HKDF-SHA256 over the wallet's secret (the BIP39 seed, or the imported key's text),
 * salted with the address, under a domain of its own. Same wallet and address → same key at every
 * unlock, so main never stores it; it reveals nothing about the secret.
 */
export function messagingKeyOf(
  secret: Exclude<WalletSecret, { kind: 'watch' }>,
  seed: Uint8Array | null,
  address: string,
): string {
  const ikm =
    secret.kind === 'phrase' ? seed! : Buffer.from(`${secret.chainName}:${secret.privateKey}`, 'utf8');
  return Buffer.from(hkdfSync('sha256', ikm, Buffer.from(address.toLowerCase(), 'utf8'), INFO, 32)).toString(
    'hex',
  );
}

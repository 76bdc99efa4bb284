import { HDKey } from '@scure/bip32';
import { createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import type { NetworkKind } from '../../shared/chains/validate';
import { utxoAddressFromPublicKey } from '../../shared/chains/utxo/utxoAddress';
import { AppError } from '../../shared/errors';
import type { SignerResult } from '../../shared/signer/protocol';
import type { WalletSecret } from './payload';

export type WatchSecret = Extract<WalletSecret, { kind: 'watch' }>;

/** Every signing path says this for a watch-only wallet, before any family code runs. */
export const WATCH_ONLY_REFUSAL = 'This is a watch-only wallet: it holds no key and cannot sign';

export const watchOnlyRefusal = (): AppError => new AppError('RULE', WATCH_ONLY_REFUSAL);

const TYPE_OF_SCHEME = { native: 'p2wpkh', nested: 'p2sh-p2wpkh', legacy: 'p2pkh' } as const;
const b58 = createBase58check(sha256);

/** The account node of an extended public key, whatever SLIP-132 version it is written with. */
function accountNode(xpub: string): HDKey {
  const raw = b58.decode(xpub);
  const version = ((raw[0]! << 24) | (raw[1]! << 16) | (raw[2]! << 8) | raw[3]!) >>> 0;
  return HDKey.fromExtendedKey(xpub, { public: version, private: 0 });
}

/** The account key main discovers a watched xpub's addresses from, as for a phrase wallet. */
export function watchAccountKey(secret: WatchSecret, chainName: string): SignerResult<'accountKey'> {
  if (secret.key.kind !== 'xpub' || chainName !== secret.chainName)
    throw new AppError('BAD_INPUT', 'This watch-only wallet has no account key on this chain');
  return { xpub: secret.key.xpub, type: TYPE_OF_SCHEME[secret.key.scheme], path: secret.key.path };
}

/**
 * A watch-only wallet's one address the wallet list shows: the watched address, or the first
 * receive address (…/0/0) of the watched account, derived publicly.
 */
export function watchAddress(
  secret: WatchSecret,
  network: NetworkKind,
): { address: string; publicKey: string; path: string } {
  if (secret.key.kind === 'address') return { address: secret.key.address, publicKey: '', path: '' };
  const node = accountNode(secret.key.xpub).deriveChild(0).deriveChild(0);
  const publicKey = node.publicKey!;
  return {
    address: utxoAddressFromPublicKey(secret.chainName, network, secret.key.scheme, publicKey),
    publicKey: Buffer.from(publicKey).toString('hex'),
    path: `${secret.key.path}/0/0`,
  };
}

import { hex } from '@scure/base';
import { decodeHederaPrivateKey, hederaPublicKeyDer } from '../../../shared/chains/hedera/validate';
import { makeEdSigner } from '../slip10/makeEdSigner';

/**
 * Hedera: SLIP-10 ed25519 at m/44'/3030'/0'/0'/i' (the SDK's toStandardEd25519PrivateKey).
 * An account id (0.0.n) exists only once the network created one for the key, so the
 * "address" given here is the public key in Hedera's DER hex form (302a3005…), which the
 * mirror node resolves to the account id; `publicKey` is the raw 32-byte key in hex.
 */
export const hederaSigner = makeEdSigner({
  family: 'hedera',
  account: (publicKey) => ({ address: hederaPublicKeyDer(publicKey), publicKey: hex.encode(publicKey) }),
  decodePrivateKey: decodeHederaPrivateKey,
});

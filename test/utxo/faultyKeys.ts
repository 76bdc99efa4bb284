import type { SecpKeys } from '../../signer/chains/keys/types';

const flip = (sig: Uint8Array): Uint8Array => {
  const bad = sig.slice();
  bad[63] = bad[63]! ^ 1;
  return bad;
};

/**
 * Test keys with a fault while signing: every ECDSA and Schnorr signature comes out one bit
 * off, as a glitched signature would. The signer must refuse to hand out such a transaction.
 */
export function faultyKeys(keys: SecpKeys): SecpKeys {
  const self: SecpKeys = {
    publicKey: (path) => keys.publicKey(path),
    sign: (path, digest) => {
      const r = keys.sign(path, digest);
      return { ...r, signature: flip(r.signature) };
    },
    signSchnorrTaproot: (path, hash) => flip(keys.signSchnorrTaproot(path, hash)),
    extendedPublicKey: (path) => keys.extendedPublicKey(path),
    underAccount: (_account, use) => use(self),
  };
  return self;
}

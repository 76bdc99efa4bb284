import { hex } from '@scure/base';
import { decodeTezosSecretKey, tezosAddress } from '../../../shared/chains/tezos/validate';
import { makeEdSigner } from '../slip10/makeEdSigner';

/** Tezos: SLIP-10 ed25519 at m/44'/1729'/i'/0' (Ledger, Temple, Kukai); tz1 address. */
export const tezosSigner = makeEdSigner({
  family: 'tezos',
  account: (publicKey) => ({ address: tezosAddress(publicKey), publicKey: hex.encode(publicKey) }),
  decodePrivateKey: decodeTezosSecretKey,
});

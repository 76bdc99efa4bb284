import { hex } from '@scure/base';
import { decodeStellarSecret, stellarAddress } from '../../../shared/chains/stellar/validate';
import { makeEdSigner } from '../slip10/makeEdSigner';

/** Stellar (SEP-0005): SLIP-10 ed25519 at m/44'/148'/i'; the address is the G… StrKey. */
export const stellarSigner = makeEdSigner({
  family: 'stellar',
  account: (publicKey) => ({ address: stellarAddress(publicKey), publicKey: hex.encode(publicKey) }),
  decodePrivateKey: decodeStellarSecret,
});

import { hex } from '@scure/base';
import { decodeTonSeed } from '../../../shared/chains/ton/validate';
import { makeEdSigner } from '../slip10/makeEdSigner';
import { tonWalletAddress } from './tonAddress';

/** TON: SLIP-10 ed25519 at m/44'/607'/i' (Ledger, Trust Wallet); wallet v4r2, non-bounceable. */
export const tonBip39Signer = makeEdSigner({
  family: 'ton',
  account: (publicKey, options) => ({
    address: tonWalletAddress(publicKey, options.network),
    publicKey: hex.encode(publicKey),
  }),
  decodePrivateKey: decodeTonSeed,
});

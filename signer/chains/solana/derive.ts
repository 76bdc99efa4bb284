import { hex } from '@scure/base';
import { decodeSolanaSecretKey, solanaAddress } from '../../../shared/chains/solana/validate';
import { makeEdSigner } from '../slip10/makeEdSigner';

/** The shorter path some wallets (Sollet, older Solflare) used; import with deriveFromSeed. */
export const SOLANA_SHORT_PATH = "m/44'/501'/{i}'";

/** Solana: SLIP-10 ed25519 at m/44'/501'/i'/0'; the address is base58 of the public key. */
export const solanaSigner = makeEdSigner({
  family: 'solana',
  account: (publicKey) => ({ address: solanaAddress(publicKey), publicKey: hex.encode(publicKey) }),
  decodePrivateKey: decodeSolanaSecretKey,
});

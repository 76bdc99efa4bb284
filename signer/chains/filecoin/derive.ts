import { getChain } from '../../../shared/chains/registry';
import {
  decodeFilecoinPrivateKey,
  filecoinAddressFromPublicKey,
} from '../../../shared/chains/filecoin/validate';
import { makeSecpSigner } from '../bip32/makeSecpSigner';
import { compressedPublicKey, toHex } from '../bip32/secpKeys';

/** SLIP-44 gives every testnet coin type 1; Filecoin wallets (Glif, Ledger) follow it. */
const TESTNET_COIN_TYPE = 1;

/** Filecoin f1 (secp256k1) addresses; t1… on testnet, where the path uses coin type 1. */
export const filecoinSigner = makeSecpSigner({
  family: 'filecoin',
  defaultChain: 'filecoin',
  pathTemplate: (chain, { network }) => {
    const info = getChain(chain);
    if (!network || network === 'mainnet') return info.defaultPath;
    return info.defaultPath.replace(`/${info.coinType}'/`, `/${TESTNET_COIN_TYPE}'/`);
  },
  account: (key, _chain, _path, { network }) => ({
    address: filecoinAddressFromPublicKey(key.uncompressed, network),
    publicKey: toHex(key.compressed),
  }),
  fromPrivateKey(privateKey, _chain, { network }) {
    const publicKey = compressedPublicKey(decodeFilecoinPrivateKey(privateKey));
    return { address: filecoinAddressFromPublicKey(publicKey, network), publicKey: toHex(publicKey) };
  },
});

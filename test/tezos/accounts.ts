/**
 * Accounts of the abandon phrase at m/44'/1729'/i'/0' (what Temple and Kukai show), derived by
 * the signer's own code, for tests on main's side (which may not import signer/).
 */
import { hex } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { tezosSecretKey } from '../../shared/chains/tezos/validate';
import { withSlip10Key } from '../../signer/chains/slip10/slip10';
import { tezosSigner } from '../../signer/chains/tezos/derive';

export const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(ABANDON);

export const tezosPathOf = (i: number) => `m/44'/1729'/${i}'/0'`;

export interface TezosTestAccount {
  address: string;
  /** 32-byte ed25519 public key, hex */
  publicKey: string;
  path: string;
}

export function tezosAccount(i: number): TezosTestAccount {
  const a = tezosSigner.deriveFromSeed(seed, tezosPathOf(i));
  return { address: a.address, publicKey: a.publicKey, path: a.path };
}

/** the account's key as an edsk (its 32-byte seed), for a private-key wallet */
export function tezosEdsk(i: number): string {
  return withSlip10Key(seed, tezosPathOf(i), (key) => tezosSecretKey(key));
}

export const publicKeyBytes = (i: number) => hex.decode(tezosAccount(i).publicKey);

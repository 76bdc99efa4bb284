import { hex, utf8 } from '@scure/base';
import { mnemonicToEntropy } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { decodeCardanoPrivateKey } from '../../../shared/chains/cardano/validate';
import type { NetworkKind } from '../../../shared/chains/validate/result';
import { chainOf, templateOf } from '../slip10/makeEdSigner';
import { checkIndexRange, fillPath } from '../slip10/slip10';
import type { EdChainSigner, EdDeriveOptions } from '../slip10/types';
import type { DerivedAccount } from '../derivation';
import { CSL, withFree } from './csl';

const HARDENED = 0x80000000;
/** CIP-1852: m/1852'/1815'/account'/role/index; role 0 external, 1 change, 2 staking. */
const PAYMENT_PATH = /^m\/1852'\/1815'\/(\d+)'\/([01])\/(\d+)$/;
const NETWORK_ID: Record<NetworkKind, number> = { mainnet: 1, testnet: 0, regtest: 0 };

type Keep = <O extends { free(): void }>(o: O) => O;
type Xprv = CSL.Bip32PrivateKey;

function parsePaymentPath(path: string): { account: number; role: number; index: number } {
  const m = PAYMENT_PATH.exec(path);
  const [account, role, index] = [Number(m?.[1]), Number(m?.[2]), Number(m?.[3])];
  if (!m || account >= HARDENED || index >= HARDENED)
    throw new Error("Cardano paths must look like m/1852'/1815'/0'/0/0");
  return { account, role, index };
}

/** The Icarus master key (CIP-3): PBKDF2 over the phrase's entropy with the passphrase, as 96 bytes. */
function icarusBytes(options: EdDeriveOptions): Uint8Array {
  if (!options.mnemonic) throw new Error('Cardano derivation needs the recovery phrase');
  const entropy = mnemonicToEntropy(options.mnemonic.trim(), wordlist);
  try {
    return withFree((keep) =>
      keep(CSL.Bip32PrivateKey.from_bip39_entropy(entropy, utf8.decode(options.passphrase ?? ''))).as_bytes(),
    );
  } finally {
    entropy.fill(0);
  }
}

/**
 * The master key as a CSL object. Its 4096 PBKDF2 rounds cost ~20 ms, so a wallet session
 * computes the bytes once (options.roots) and each address starts from them.
 */
function icarusRoot(keep: Keep, options: EdDeriveOptions): Xprv {
  if (!options.roots) {
    const bytes = icarusBytes(options);
    try {
      return keep(CSL.Bip32PrivateKey.from_bytes(bytes));
    } finally {
      bytes.fill(0);
    }
  }
  // the cache owns these bytes: CSL copies them into its own memory
  return keep(
    CSL.Bip32PrivateKey.from_bytes(options.roots.get('cardano:icarus', () => icarusBytes(options))),
  );
}

/** Shelley base address: payment key at …/role/index and stake key at …/2/0 of an account node. */
function baseAccount(keep: Keep, accountKey: Xprv, role: number, index: number, network: NetworkKind) {
  const payment = keep(keep(keep(accountKey.derive(role)).derive(index)).to_public());
  const stake = keep(keep(keep(accountKey.derive(2)).derive(0)).to_public());
  const paymentRaw = keep(payment.to_raw_key());
  const paymentCred = keep(CSL.Credential.from_keyhash(keep(paymentRaw.hash())));
  const stakeCred = keep(CSL.Credential.from_keyhash(keep(keep(stake.to_raw_key()).hash())));
  const address = keep(keep(CSL.BaseAddress.new(NETWORK_ID[network], paymentCred, stakeCred)).to_address());
  return { address: address.to_bech32(undefined), publicKey: hex.encode(paymentRaw.as_bytes()) };
}

/**
 * Runs `use` with the payment key at `path` (CIP-1852) and the base address it belongs to,
 * derived here from the phrase: the sender and change address a transfer is checked against.
 * The CSL objects are freed when `use` returns.
 */
export function withPaymentKey<T>(
  options: EdDeriveOptions,
  path: string,
  use: (key: CSL.PrivateKey, address: string) => T,
): T {
  const { account, role, index } = parsePaymentPath(path);
  const network = options.network ?? 'mainnet';
  return withFree((keep) => {
    const coin = keep(keep(icarusRoot(keep, options).derive(HARDENED + 1852)).derive(HARDENED + 1815));
    const accountKey = keep(coin.derive(HARDENED + account));
    const { address } = baseAccount(keep, accountKey, role, index, network);
    return use(keep(keep(keep(accountKey.derive(role)).derive(index)).to_raw_key()), address);
  });
}

/** CIP-19 network id of a profile: 1 mainnet, 0 every test network. */
export const networkIdOf = (network: NetworkKind): number => NETWORK_ID[network];

function enterpriseAccount(keep: Keep, key: CSL.PrivateKey, network: NetworkKind) {
  const publicKey = keep(key.to_public());
  const cred = keep(CSL.Credential.from_keyhash(keep(publicKey.hash())));
  const address = keep(keep(CSL.EnterpriseAddress.new(NETWORK_ID[network], cred)).to_address());
  return { address: address.to_bech32(undefined), publicKey: hex.encode(publicKey.as_bytes()) };
}

function accountsOf(
  seedOptions: EdDeriveOptions,
  accounts: number[],
  role: number,
  index: number,
): DerivedAccount[] {
  const network = seedOptions.network ?? 'mainnet';
  return withFree((keep) => {
    const coin = keep(keep(icarusRoot(keep, seedOptions).derive(HARDENED + 1852)).derive(HARDENED + 1815));
    return accounts.map((account) => ({
      ...baseAccount(keep, keep(coin.derive(HARDENED + account)), role, index, network),
      path: `m/1852'/1815'/${account}'/${role}/${index}`,
    }));
  });
}

/**
 * Cardano through @emurgo/cardano-serialization-lib: Icarus master key from the phrase
 * (so it needs options.mnemonic; the BIP39 seed is not used), CIP-1852 paths, Shelley base
 * address addr1… with the stake key at …/2/0. `publicKey` is the payment key in hex.
 */
export const cardanoSigner: EdChainSigner = {
  deriveFromSeed(_seed, path, options = {}) {
    chainOf('cardano', options);
    const { account, role, index } = parsePaymentPath(path);
    const [out] = accountsOf(options, [account], role, index);
    if (!out) throw new Error('Derivation failed');
    return out;
  },
  /**
   * acct_xsk (an account key): the base address of …/0/0 with the stake key …/2/0, as the
   * wallet shows it. addr_xsk, ed25519e_sk, ed25519_sk (a single key): the enterprise
   * address addr1v…, which has no stake part.
   */
  addressFromPrivateKey(privateKey, options = {}) {
    chainOf('cardano', options);
    const network = options.network ?? 'mainnet';
    const { prefix, bytes } = decodeCardanoPrivateKey(privateKey);
    try {
      return withFree((keep) => {
        if (prefix === 'acct_xsk')
          return baseAccount(keep, keep(CSL.Bip32PrivateKey.from_bytes(bytes)), 0, 0, network);
        const key =
          prefix === 'addr_xsk'
            ? keep(keep(CSL.Bip32PrivateKey.from_bytes(bytes)).to_raw_key())
            : prefix === 'ed25519e_sk'
              ? keep(CSL.PrivateKey.from_extended_bytes(bytes))
              : keep(CSL.PrivateKey.from_normal_bytes(bytes));
        return enterpriseAccount(keep, key, network);
      });
    } finally {
      bytes.fill(0);
    }
  },
  defaultPath(chain, index, options = {}) {
    return fillPath(templateOf('cardano', chain, options), index);
  },
  deriveBatch(_seed, chain, startIndex, count, options = {}) {
    chainOf('cardano', { ...options, chain });
    checkIndexRange(startIndex, count);
    const accounts = Array.from({ length: count }, (_, k) => startIndex + k);
    return accountsOf(options, accounts, 0, 0);
  },
};

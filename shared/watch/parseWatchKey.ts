import { createBase58check } from '@scure/base';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { capabilitiesOf } from '../chains/capabilities';
import { getChain } from '../chains/registry';
import { validateAddress, validatePrivateKey, type NetworkKind } from '../chains/validate';
import { AppError } from '../errors';
import type { WatchKey, WatchScheme } from './types';
import { PRIVATE_VERSIONS, PUBLIC_VERSIONS, versionNetOf, WATCH_PURPOSE } from '../chains/utxo/watchVersions';

const b58 = createBase58check(sha256);
const HARDENED = 0x80000000;
const NOTHING_SAVED = 'Nothing was saved.';

const refuse = (message: string): never => {
  throw new AppError('BAD_INPUT', `${message} ${NOTHING_SAVED}`);
};

/** Words of letters separated by spaces: a recovery phrase, which must never go in as public data. */
const looksLikePhrase = (s: string): boolean => /^[a-z]+(\s+[a-z]+){5,}$/i.test(s);

const isPrivateKey = (chainName: string, s: string): boolean =>
  (['mainnet', 'testnet', 'regtest'] as const).some((n) => {
    try {
      return validatePrivateKey(chainName, s, n).valid;
    } catch {
      return false;
    }
  });

/**
 * Checks what the user pasted to follow a wallet without its keys. Bitcoin-family chains take
 * an account-level extended public key (depth 3, m/purpose'/coin'/account') whose version is
 * one of the chain's for this network: the version says the address type (xpub legacy, ypub
 * nested segwit, zpub native segwit, and the chain's own SLIP-132 prefixes). Account chains
 * take one valid address. A private key, an extended private key or a recovery phrase is
 * refused by name, so the user knows the secret was not kept.
 */
export function parseWatchKey(chainName: string, input: string, network: NetworkKind): WatchKey {
  const s = input.trim();
  const chain = getChain(chainName);
  if (s === '') return refuse('Paste an extended public key or an address.');
  if (looksLikePhrase(s))
    return refuse(
      'This looks like a recovery phrase. A watch-only wallet needs public data only: an extended public key or an address.',
    );
  if (!capabilitiesOf(chainName).watchByAccountKey) {
    if (s.length <= 512 && validateAddress(chainName, s, network).valid)
      return { kind: 'address', address: s };
    if (s.length <= 512 && isPrivateKey(chainName, s))
      return refuse('This is a private key. A watch-only wallet needs only the address.');
    return refuse(`This is not a valid ${chain.displayName} address.`);
  }
  return { kind: 'xpub', ...parseExtendedPublicKey(chainName, s, network) };
}

function parseExtendedPublicKey(
  chainName: string,
  s: string,
  network: NetworkKind,
): { xpub: string; scheme: WatchScheme; path: string } {
  const chain = getChain(chainName);
  const table = PUBLIC_VERSIONS[chainName];
  if (!table) return refuse(`Watch-only wallets are not available on ${chain.displayName}.`);
  let raw: Uint8Array | null = null;
  try {
    raw = b58.decode(s);
  } catch {
    // not base58check: said below what it is instead
  }
  if (raw?.length !== 78) {
    if (s.length <= 512 && isPrivateKey(chainName, s))
      return refuse('This is a private key. Paste the account’s extended public key (xpub, ypub or zpub).');
    if (s.length <= 512 && validateAddress(chainName, s, network).valid)
      return refuse(
        'This is one address. Paste the account’s extended public key (xpub, ypub or zpub) so every address of the account is found.',
      );
    return refuse('This is not a valid extended public key.');
  }
  const version = ((raw[0]! << 24) | (raw[1]! << 16) | (raw[2]! << 8) | raw[3]!) >>> 0;
  if (PRIVATE_VERSIONS.has(version))
    return refuse(
      'This is an extended PRIVATE key. Paste the extended public key (xpub, ypub or zpub) instead.',
    );
  const net = versionNetOf(network);
  const known = table[net][version];
  if (!known) {
    const other = table[net === 'main' ? 'test' : 'main'][version];
    if (other)
      return refuse(
        `This ${other.prefix} is for ${net === 'main' ? 'a test network' : 'mainnet'}; this wallet runs on ${network}.`,
      );
    return refuse(`This is not an extended public key for ${chain.displayName}.`);
  }
  const depth = raw[4]!;
  const childNumber = ((raw[9]! << 24) | (raw[10]! << 16) | (raw[11]! << 8) | raw[12]!) >>> 0;
  if (depth !== 3 || childNumber < HARDENED)
    return refuse(
      "Paste the account's extended public key (m/purpose'/coin'/account', as wallets export it), not a key above or below it.",
    );
  try {
    secp256k1.Point.fromBytes(raw.slice(45, 78));
  } catch {
    return refuse('This extended public key does not hold a valid public key.');
  }
  const coin = network === 'mainnet' ? chain.coinType : 1;
  return {
    xpub: s,
    scheme: known.scheme,
    path: `m/${WATCH_PURPOSE[known.scheme]}'/${coin}'/${childNumber - HARDENED}'`,
  };
}

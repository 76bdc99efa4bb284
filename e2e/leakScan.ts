import { HDKey } from '@scure/bip32';
import { mnemonicToEntropy, mnemonicToSeedSync } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { getChain, pathFor } from '../shared/chains/registry';

/** One secret and the forms it could leak in. */
export interface Secret {
  label: string;
  needles: RegExp[];
}

/** One recorded message, and which secrets it may legitimately carry. */
export interface Recorded {
  where: string;
  text: string;
  /** labels of secrets allowed in this message (a reveal answer, an import the user typed) */
  allows: ReadonlySet<string>;
}

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (s: string) => new RegExp(escape(s), 'i');

/**
 * A phrase leaks as its words in order (any separators: a string, an array, a grid), as its
 * entropy, as its BIP39 seed (hex or base64), or as the private keys it derives.
 */
export function phraseSecret(label: string, phrase: string): Secret {
  const words = phrase.trim().split(/\s+/);
  const seed = mnemonicToSeedSync(phrase);
  const root = HDKey.fromMasterSeed(seed);
  const derived = ['ethereum', 'bitcoin'].map((c) => hex(root.derive(pathFor(getChain(c), 0)).privateKey!));
  return {
    label,
    needles: [
      new RegExp(words.map(escape).join('[^a-z]{1,8}'), 'i'),
      exactly(hex(mnemonicToEntropy(phrase, wordlist))),
      exactly(hex(seed)),
      exactly(Buffer.from(seed).toString('base64')),
      ...derived.map(exactly),
    ],
  };
}

/** A private key leaks as its hex, with or without 0x, in either case. */
export function keySecret(label: string, key: string): Secret {
  const bare = key.replace(/^0x/i, '');
  return { label, needles: [exactly(bare), exactly(Buffer.from(bare, 'hex').toString('base64'))] };
}

/** Every place a secret appears where it is not allowed; empty when the traffic is clean. */
export function findLeaks(traffic: readonly Recorded[], secrets: readonly Secret[]): string[] {
  const leaks: string[] = [];
  for (const m of traffic)
    for (const s of secrets)
      if (!m.allows.has(s.label) && s.needles.some((n) => n.test(m.text)))
        leaks.push(`${s.label} in ${m.where}`);
  return leaks;
}

/** How many messages carry the secret at all (a check that the scan can see it). */
export function countHits(traffic: readonly Recorded[], secret: Secret): number {
  return traffic.filter((m) => secret.needles.some((n) => n.test(m.text))).length;
}

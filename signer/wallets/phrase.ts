import { generateMnemonic, mnemonicToSeedSync, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { AppError } from '../../shared/errors';

/**
 * Phrases as users type them: any whitespace, any case, composed or decomposed Unicode. The
 * stored form is NFKD, lower case, single spaces, which is what BIP39 hashes.
 */
export function normalizePhrase(input: string): string {
  return input.normalize('NFKD').trim().toLowerCase().split(/\s+/).join(' ');
}

export function checkPhrase(input: string): string {
  const phrase = normalizePhrase(input);
  const words = phrase.split(' ').length;
  if (![12, 15, 18, 21, 24].includes(words))
    throw new AppError('BAD_INPUT', 'A recovery phrase has 12, 15, 18, 21 or 24 words');
  if (!validateMnemonic(phrase, wordlist))
    throw new AppError(
      'BAD_INPUT',
      'This recovery phrase is not valid: a word is misspelled or the checksum does not match',
    );
  return phrase;
}

/** 12 words = 128 bits of entropy, 24 words = 256 bits, from the OS CSPRNG via @scure/bip39. */
export function newPhrase(words: 12 | 24): string {
  return generateMnemonic(wordlist, words === 12 ? 128 : 256);
}

export function phraseToSeed(phrase: string, passphrase: string): Uint8Array {
  return mnemonicToSeedSync(phrase, passphrase.normalize('NFKD'));
}

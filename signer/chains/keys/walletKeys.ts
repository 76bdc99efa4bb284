import { AppError } from '../../../shared/errors';
import { publicKeyOf, withNode } from '../bip32/hdNodes';
import { withSlip10Key } from '../slip10/slip10';
import { edKeysOver, importedEdLender } from './ed';
import { importedSecpLender, secpKeysOver } from './secp';
import { importedSrKeys, NO_SR_KEY } from './sr';
import type { ImportedKey, Keys, PhraseText } from './types';

/**
 * The keys of a phrase wallet: every use derives the key at its path from the seed (BIP32
 * for secp256k1, SLIP-10 for ed25519), and the master, each intermediate node and the key
 * are wiped before the call returns; a secp256k1 account lent for a call (underAccount) is
 * wiped when that call returns. The seed stays in this closure.
 */
export function phraseKeys(seed: Uint8Array, text: PhraseText | null = null): Keys {
  return {
    importedFor: null,
    secp: secpKeysOver(
      (path, use) =>
        withNode(seed, path, (node) => {
          const privateKey = node.privateKey; // @scure/bip32 hands out a copy: wiped here
          if (!privateKey) throw new AppError('INTERNAL', 'no key at path');
          try {
            return use(privateKey, publicKeyOf(node));
          } finally {
            privateKey.fill(0);
          }
        }),
      (path, use) => withNode(seed, path, use),
    ),
    ed: edKeysOver((path, use) => withSlip10Key(seed, path, use)),
    phraseText: () => text,
    sr: NO_SR_KEY,
  };
}

/**
 * The keys of a private-key wallet: its one key at path '', decoded from the vault's text by
 * `decode` (the family's own format: hex, WIF…) for each use and wiped after it.
 */
export function importedKeys(chainName: string, decode: () => ImportedKey): Keys {
  const onCurve = <C extends ImportedKey['curve']>(curve: C) => {
    const key = decode();
    if (key.curve === curve) return key as Extract<ImportedKey, { curve: C }>;
    key.privateKey.fill(0);
    throw new AppError('BAD_INPUT', `This wallet's key is not on ${curve}`);
  };
  return {
    importedFor: chainName,
    secp: secpKeysOver(importedSecpLender(() => onCurve('secp256k1'))),
    ed: edKeysOver(importedEdLender(() => onCurve('ed25519').privateKey)),
    phraseText: () => null,
    sr: importedSrKeys(decode, () => onCurve('sr25519').privateKey),
  };
}

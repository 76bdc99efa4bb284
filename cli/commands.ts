import { z } from 'zod';
import { CHAINS } from '../shared/chains/registry';
import { validateAddress } from '../shared/chains/validate';
import { signerFor } from '../signer/chains';
import { checkPhrase, phraseToSeed } from '../signer/wallets/phrase';

const Chain = z.string().refine((c) => CHAINS.has(c), 'Unsupported chain');

const DeriveLine = z.strictObject({
  chain: Chain,
  mnemonic: z.string().min(1).max(1000),
  passphrase: z.string().max(1024).optional(),
  path: z.string().max(128).optional(),
  index: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
  scheme: z.string().max(32).optional(),
});
const KeyLine = z.strictObject({ chain: Chain, privateKey: z.string().min(1).max(4096) });
const AddressLine = z.strictObject({ chain: Chain, address: z.string().max(512) });

export type Command = 'derive' | 'address-from-key' | 'validate-address';
export const COMMANDS: readonly Command[] = ['derive', 'address-from-key', 'validate-address'];

/** The message of a failed line: the schema's first issue, or the error's own text. */
function reason(e: unknown): string {
  if (e instanceof z.ZodError) {
    const i = e.issues[0]!;
    return `${i.path.join('.') || 'line'}: ${i.message}`;
  }
  return e instanceof Error ? e.message : 'failed';
}

/** One NDJSON request line in, one JSON object out; a bad line answers `{error}`, never throws. */
export function runLine(command: Command, line: string, seeds = new Map<string, Uint8Array>()): object {
  try {
    const json: unknown = JSON.parse(line);
    switch (command) {
      case 'derive': {
        const r = DeriveLine.parse(json);
        const phrase = checkPhrase(r.mnemonic);
        const passphrase = r.passphrase ?? '';
        // PBKDF2 per phrase is the slow part of a batch: reuse the seed for repeated phrases.
        const memo = `${phrase}\u0000${passphrase}`;
        let seed = seeds.get(memo);
        if (!seed) seeds.set(memo, (seed = phraseToSeed(phrase, passphrase)));
        const s = signerFor(r.chain);
        const options = {
          chain: r.chain,
          mnemonic: phrase,
          passphrase,
          ...(r.scheme ? { scheme: r.scheme } : {}),
        };
        const path = r.path ?? s.defaultPath(r.chain, r.index ?? 0, options);
        const a = s.deriveFromSeed(seed, path, options);
        return { chain: r.chain, path: a.path, address: a.address, publicKey: a.publicKey };
      }
      case 'address-from-key': {
        const r = KeyLine.parse(json);
        const a = signerFor(r.chain).addressFromPrivateKey(r.privateKey.trim(), { chain: r.chain });
        return { address: a.address };
      }
      case 'validate-address': {
        const r = AddressLine.parse(json);
        const v = validateAddress(r.chain, r.address);
        return v.valid ? { valid: true } : { valid: false, reason: v.reason };
      }
    }
  } catch (e) {
    return { error: e instanceof SyntaxError ? 'not a JSON line' : reason(e) };
  }
}

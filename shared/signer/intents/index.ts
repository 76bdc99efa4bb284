import { z } from 'zod';
import { FAMILY_MODULES } from '../../chains/families';
import { CHAINS } from '../../chains/registry';

/**
 * Every family's intent, from its module (shared/chains/<f>/intents.ts): `defineSharedFamily`
 * holds each schema to its own family, so a row naming another does not compile. Each schema's
 * `kind` is the list of kinds that family signs, so an intent of a kind its family does not
 * declare fails the signer's protocol schema before any key is touched.
 */
const FAMILY_INTENTS = FAMILY_MODULES.map((m) => m.intent);

/** The list's values as a non-empty tuple, which a discriminated union asks for. */
function nonEmpty<T>(xs: T[]): [T, ...T[]] {
  const [head, ...tail] = xs;
  if (head === undefined) throw new Error('no family has an intent');
  return [head, ...tail];
}

/** The signer refuses an intent whose family is not the chain's (signer/chains/signing.ts). */
export const SignIntentSchema = z
  .discriminatedUnion('family', nonEmpty(FAMILY_INTENTS))
  // the family modules cannot read the registry built from them, so the chain is checked here
  .refine((i) => CHAINS.has(i.chainName), { message: 'Unsupported chain', path: ['chainName'] });
export type SignIntent = z.infer<typeof SignIntentSchema>;
/** The intent of one family, e.g. `SignIntentOf<'evm'>`. */
export type SignIntentOf<F extends SignIntent['family']> = Extract<SignIntent, { family: F }>;

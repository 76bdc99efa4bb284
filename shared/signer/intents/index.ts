import { z } from 'zod';
import type { Family } from '../../chains/families';
import type { TxKind } from '../../contract/txKinds';
import { AptosIntentSchema } from './aptos';
import { CardanoIntentSchema } from './cardano';
import { CosmosIntentSchema } from './cosmos';
import { EvmIntentSchema } from './evm';
import { FilecoinIntentSchema } from './filecoin';
import { HederaIntentSchema } from './hedera';
import { PolkadotIntentSchema } from './polkadot';
import { RippleIntentSchema } from './ripple';
import { SolanaIntentSchema } from './solana';
import { StellarIntentSchema } from './stellar';
import { TezosIntentSchema } from './tezos';
import { TonIntentSchema } from './ton';
import { TronIntentSchema } from './tron';
import { UtxoIntentSchema } from './utxo';

/**
 * Every family's intent, one file each, keyed by family and checked against it: a family
 * without its row, or a row naming another family, does not compile. Each schema's `kind` is
 * the list of kinds that family signs, so an intent of a kind its family does not declare fails
 * the signer's protocol schema before any key is touched.
 */
const FAMILY_INTENTS = {
  evm: EvmIntentSchema,
  utxo: UtxoIntentSchema,
  solana: SolanaIntentSchema,
  tron: TronIntentSchema,
  ripple: RippleIntentSchema,
  stellar: StellarIntentSchema,
  cosmos: CosmosIntentSchema,
  ton: TonIntentSchema,
  polkadot: PolkadotIntentSchema,
  tezos: TezosIntentSchema,
  hedera: HederaIntentSchema,
  cardano: CardanoIntentSchema,
  filecoin: FilecoinIntentSchema,
  aptos: AptosIntentSchema,
} as const satisfies { [F in Family]: z.ZodType<{ family: F; kind: TxKind }> };

/** The list's values as a non-empty tuple, which a discriminated union asks for. */
function nonEmpty<T>(xs: T[]): [T, ...T[]] {
  const [head, ...tail] = xs;
  if (head === undefined) throw new Error('no family has an intent');
  return [head, ...tail];
}

/** The signer refuses an intent whose family is not the chain's (signer/chains/signing.ts). */
export const SignIntentSchema = z.discriminatedUnion('family', nonEmpty(Object.values(FAMILY_INTENTS)));
export type SignIntent = z.infer<typeof SignIntentSchema>;
/** The intent of one family, e.g. `SignIntentOf<'evm'>`. */
export type SignIntentOf<F extends SignIntent['family']> = Extract<SignIntent, { family: F }>;

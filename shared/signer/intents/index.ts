import { z } from 'zod';
import { CosmosIntentSchema } from './cosmos';
import { EvmIntentSchema } from './evm';
import { PolkadotIntentSchema } from './polkadot';
import { RippleIntentSchema } from './ripple';
import { SolanaIntentSchema } from './solana';
import { StellarIntentSchema } from './stellar';
import { TezosIntentSchema } from './tezos';
import { TonIntentSchema } from './ton';
import { TronIntentSchema } from './tron';
import { AptosIntentSchema } from './aptos';
import { FilecoinIntentSchema } from './filecoin';
import { CardanoIntentSchema } from './cardano';
import { HederaIntentSchema } from './hedera';
import { UtxoIntentSchema } from './utxo';

/** Every family's intent, one file each; the signer refuses one whose family is not the chain's. */
// prettier-ignore
export const SignIntentSchema = z.discriminatedUnion('family', [
  EvmIntentSchema,
  UtxoIntentSchema,
  SolanaIntentSchema,
  TronIntentSchema,
  RippleIntentSchema,
  StellarIntentSchema,
  CosmosIntentSchema,
  TonIntentSchema,
  PolkadotIntentSchema,
  TezosIntentSchema,
  HederaIntentSchema,
  CardanoIntentSchema,
  FilecoinIntentSchema,
  AptosIntentSchema,
]);
export type SignIntent = z.infer<typeof SignIntentSchema>;
/** The intent of one family, e.g. `SignIntentOf<'evm'>`. */
export type SignIntentOf<F extends SignIntent['family']> = Extract<SignIntent, { family: F }>;

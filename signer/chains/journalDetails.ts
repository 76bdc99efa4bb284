import type { z } from 'zod';
import type { Family } from '../../shared/chains/families';
import { EvmDetailSchema } from './evm/journalDetail';
import { UtxoDetailSchema } from './utxo/journalDetail';
import { SolanaDetailSchema } from './solana/journalDetail';
import { TronDetailSchema } from './tron/journalDetail';
import { StellarDetailSchema } from './stellar/journalDetail';
import { RippleDetailSchema } from './ripple/journalDetail';
import { CosmosDetailSchema } from './cosmos/journalDetail';
import { TezosDetailSchema } from './tezos/journalDetail';
import { PolkadotDetailSchema } from './polkadot/journalDetail';
import { TonDetailSchema } from './ton/journalDetail';
import { HederaDetailSchema } from './hedera/journalDetail';
import { CardanoDetailSchema } from './cardano/journalDetail';
import { FilecoinDetailSchema } from './filecoin/journalDetail';
import { AptosDetailSchema } from './aptos/journalDetail';

/**
 * What the signer reads from the bytes it signs, one schema per family (signer/chains/<family>/
 * journalDetail.ts), one line each. Keyed by the family and checked against it, so a family
 * without its row, or a row naming another family, does not compile; the journal's union
 * (journal/journalEntry.ts) is built from these values and lists no family itself.
 */
export const FAMILY_DETAILS = {
  evm: EvmDetailSchema,
  utxo: UtxoDetailSchema,
  solana: SolanaDetailSchema,
  tron: TronDetailSchema,
  stellar: StellarDetailSchema,
  ripple: RippleDetailSchema,
  cosmos: CosmosDetailSchema,
  tezos: TezosDetailSchema,
  polkadot: PolkadotDetailSchema,
  ton: TonDetailSchema,
  hedera: HederaDetailSchema,
  cardano: CardanoDetailSchema,
  filecoin: FilecoinDetailSchema,
  aptos: AptosDetailSchema,
} as const satisfies { [F in Family]: z.ZodType<{ family: F }> };

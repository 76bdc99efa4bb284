import type { z } from 'zod';
import type { Family } from '../../shared/chains/families';
import { aptosSigner } from './aptos/derive';
import { AptosDetailSchema } from './aptos/journalDetail';
import { cardanoSigner } from './cardano/derive';
import { CardanoDetailSchema } from './cardano/journalDetail';
import { cosmosSigner } from './cosmos/derive';
import { CosmosDetailSchema } from './cosmos/journalDetail';
import { evmSigner } from './evm/derive';
import { EvmDetailSchema } from './evm/journalDetail';
import { filecoinSigner } from './filecoin/derive';
import { FilecoinDetailSchema } from './filecoin/journalDetail';
import { hederaSigner } from './hedera/derive';
import { HederaDetailSchema } from './hedera/journalDetail';
import { polkadotSigner } from './polkadot/derive';
import { PolkadotDetailSchema } from './polkadot/journalDetail';
import { rippleSigner } from './ripple/derive';
import { RippleDetailSchema } from './ripple/journalDetail';
import { solanaSigner } from './solana/derive';
import { SolanaDetailSchema } from './solana/journalDetail';
import { stellarSigner } from './stellar/derive';
import { StellarDetailSchema } from './stellar/journalDetail';
import { tezosSigner } from './tezos/derive';
import { TezosDetailSchema } from './tezos/journalDetail';
import { tonBip39Signer } from './ton/derive';
import { TonDetailSchema } from './ton/journalDetail';
import { tronSigner } from './tron/derive';
import { TronDetailSchema } from './tron/journalDetail';
import { utxoSigner } from './utxo/derive';
import { UtxoDetailSchema } from './utxo/journalDetail';
import type { FamilyDerivation } from './derivation';

/** One family on the signer side, as its row in SIGNER_FAMILIES names it. */
export interface SignerFamilyRow<F extends Family> {
  /** addresses: made for every chain a wallet shows, so they load with the signer */
  readonly derivation: FamilyDerivation;
  /** what the journal keeps of a signature (the journal's union is built from these) */
  readonly journalDetail: z.ZodType<{ family: F }>;
  /**
   * The whole signer (index.ts: transfer signing, imported keys, account keys). It pulls in
   * the chain's transaction libraries (tronweb, @hashgraph/sdk, @polkadot, cosmjs, …), most of
   * the signer's memory, so it loads on the first request that signs on the family
   * (registry.ts checks what it exports): a wallet that never sends on a chain never loads it.
   */
  readonly signing: () => Promise<unknown>;
}

/**
 * Every family on the signer side, one line each (with its imports): its derivation, its
 * journal detail and its lazily loaded signer. Keyed by family and checked against it, so a
 * family without its row, or a row naming another family, does not compile. The registry
 * (registry.ts) and the journal's union (journal/journalEntry.ts) are built from this list.
 */
// prettier-ignore
export const SIGNER_FAMILIES = {
  evm: { derivation: evmSigner, journalDetail: EvmDetailSchema, signing: () => import('./evm') },
  tron: { derivation: tronSigner, journalDetail: TronDetailSchema, signing: () => import('./tron') },
  utxo: { derivation: utxoSigner, journalDetail: UtxoDetailSchema, signing: () => import('./utxo') },
  solana: { derivation: solanaSigner, journalDetail: SolanaDetailSchema, signing: () => import('./solana') },
  stellar: {
    derivation: stellarSigner,
    journalDetail: StellarDetailSchema,
    signing: () => import('./stellar'),
  },
  ripple: { derivation: rippleSigner, journalDetail: RippleDetailSchema, signing: () => import('./ripple') },
  cosmos: { derivation: cosmosSigner, journalDetail: CosmosDetailSchema, signing: () => import('./cosmos') },
  tezos: { derivation: tezosSigner, journalDetail: TezosDetailSchema, signing: () => import('./tezos') },
  polkadot: {
    derivation: polkadotSigner,
    journalDetail: PolkadotDetailSchema,
    signing: () => import('./polkadot'),
  },
  ton: { derivation: tonBip39Signer, journalDetail: TonDetailSchema, signing: () => import('./ton') },
  hedera: { derivation: hederaSigner, journalDetail: HederaDetailSchema, signing: () => import('./hedera') },
  cardano: {
    derivation: cardanoSigner,
    journalDetail: CardanoDetailSchema,
    signing: () => import('./cardano'),
  },
  filecoin: {
    derivation: filecoinSigner,
    journalDetail: FilecoinDetailSchema,
    signing: () => import('./filecoin'),
  },
  aptos: { derivation: aptosSigner, journalDetail: AptosDetailSchema, signing: () => import('./aptos') },
} as const satisfies { [F in Family]: SignerFamilyRow<F> };

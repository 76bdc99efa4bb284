/**
 * The interface every chain family fills on the signer side, and the types its transfer
 * signer is called with. A leaf: it imports no family, so families import it and the
 * registry (registry.ts) imports the families without a cycle. Keys reach a family as
 * capabilities (keys/types.ts); what goes back is an address, a public key or a signed
 * transaction.
 */
import type { Family } from '../../shared/chains/families';
import type { NetworkKind } from '../../shared/chains/validate/result';
import type { SignerResult, SignIntent } from '../../shared/signer/protocol';
import type { JournalDetail, JournalEntry } from '../journal/journalEntry';
import type { FamilyDerivation } from './derivation';
import type { ImportedKey, Keys } from './keys/types';

export type { DerivedAccount, FamilyDerivation, FamilyOptions, RootCache } from './derivation';

export interface TransferSignParams {
  chainName: string;
  network: NetworkKind;
  unsigned: string;
  intent: SignIntent;
  /** the sending address's path (account chains, phrase wallets) */
  activePath?: string;
  /** the wallet's keys as capabilities; no private key bytes */
  keys: Keys;
  /** the journal's record of the transaction `intent.replaces` names (same wallet and chain) */
  replacing: JournalEntry | null;
  /** this wallet's earlier records on this chain, oldest first */
  history: () => readonly JournalEntry[];
}

/** What a family returns: the signed bytes and what the journal keeps of them. */
export interface SignedTransfer {
  signed: string;
  /** the chain's transaction id */
  hash: string;
  /** what it pays in fees (UTXO) or can pay at most (EVM: gas limit × max price), base units */
  fee: bigint;
  detail: JournalDetail;
}

/**
 * A family's transfer signer. It is called after the generic checks (chain, family, imported
 * key's chain, `replaces`) with an intent of its own family.
 */
export type TransferSigner = (p: TransferSignParams) => SignedTransfer;

/** One family on the signer side: its derivation, and how it signs when it can send. */
export interface ChainSigner extends FamilyDerivation {
  family: Family;
  /** absent: the family cannot be signed for yet */
  sign?: TransferSigner;
  /**
   * Decodes an imported private key of the chain's own format into fresh bytes (the key
   * capability wipes them after each use); absent: imported keys of this family cannot sign.
   */
  importedKey?: (privateKey: string, chain: string, network: NetworkKind) => ImportedKey;
  /**
   * The public account key main discovers the wallet's addresses from, for families whose
   * wallet is a tree of addresses (UTXO's xpub); `receivePath` is the coin's active path.
   * Absent: the family's wallet is its addresses.
   */
  accountKey?: (
    keys: Keys,
    chain: string,
    network: NetworkKind,
    receivePath?: string,
  ) => SignerResult<'accountKey'>;
}

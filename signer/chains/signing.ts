import type { Family } from '../../shared/chains/families';
import { getChain } from '../../shared/chains/registry';
import { AppError } from '../../shared/errors';
import type { SignIntent } from '../../shared/signer/protocol';
import type { JournalDetail, JournalEntry } from '../journal/journalEntry';
import { signEvm } from './evm/transferSigner';
import { signUtxoTransfer } from './utxo/transferSigner';

/**
 * How a family signer reaches keys: bytes at a BIP32 path of a phrase wallet, or the key of
 * a private-key wallet. Every returned buffer belongs to the caller, who wipes it.
 */
export interface KeyAccess {
  /** secp256k1 private key at `path` (phrase wallets); throws for private-key wallets */
  secpAt(path: string): Uint8Array;
  /** the imported key text of a private-key wallet, or null for phrase wallets */
  imported: string | null;
  /** the chain a private key was imported for (null for phrase wallets) */
  importedFor: string | null;
  /** the wallet's phrase and passphrase (families that derive from entropy) */
  material: { seed: Uint8Array; phrase: string; passphrase: string } | null;
}

export interface TransferSignParams {
  chainName: string;
  network: 'mainnet' | 'testnet' | 'regtest';
  unsigned: string;
  intent: SignIntent;
  /** the sending address's path (account chains) */
  activePath?: string;
  keys: KeyAccess;
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

export type TransferSigner = (p: TransferSignParams) => SignedTransfer;

/** One entry per family that can send; a family without one cannot be signed for yet. */
const SIGNERS: Partial<Record<Family, TransferSigner>> = {
  evm: signEvm,
  utxo: signUtxoTransfer,
};

const mismatch = (why: string) => new AppError('INTENT_MISMATCH', why);

export function signTransfer(p: TransferSignParams): SignedTransfer {
  if (p.intent.chainName !== p.chainName) throw mismatch('chain');
  const family = getChain(p.chainName).family;
  // An imported key is one chain's key: a Tron key must not sign an Ethereum transaction.
  if (p.keys.importedFor !== null && getChain(p.keys.importedFor).family !== family)
    throw mismatch('This key was imported for another chain');
  if (p.intent.kind === 'transfer' && p.intent.replaces !== undefined) throw mismatch('replaces');
  if (p.intent.kind !== 'transfer' && p.replacing === null)
    throw mismatch('The transaction to replace was not signed by this wallet');
  const signer = SIGNERS[family];
  if (!signer)
    throw new AppError('BAD_INPUT', `Sending on ${getChain(p.chainName).displayName} is not available yet`);
  return signer(p);
}

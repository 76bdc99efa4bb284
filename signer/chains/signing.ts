import type { Family } from '../../shared/chains/families';
import { getChain } from '../../shared/chains/registry';
import { AppError } from '../../shared/errors';
import type { SignIntent } from '../../shared/signer/protocol';
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
}

export type TransferSigner = (p: TransferSignParams) => string;

/** One entry per family that can send; a family without one cannot be signed for yet. */
const SIGNERS: Partial<Record<Family, TransferSigner>> = {
  evm: signEvm,
  utxo: signUtxoTransfer,
};

export function signTransfer(p: TransferSignParams): string {
  if (p.intent.chainName !== p.chainName) throw new AppError('INTENT_MISMATCH', 'chain');
  const signer = SIGNERS[getChain(p.chainName).family];
  if (!signer)
    throw new AppError('BAD_INPUT', `Sending on ${getChain(p.chainName).displayName} is not available yet`);
  return signer(p);
}

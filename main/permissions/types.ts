/**
 * What a chain family offers the permissions page (issue 33): the grants that let someone else
 * move the wallet's assets on one chain, and the transactions that revoke them. The service
 * holds one per family (WalletFamily.permissions) and never asks which chain it is.
 */
import type { PermissionKind, RevokeTarget } from '../../shared/contract/permissions';
import type { CoinRef, Prepared } from '../chains/family';

/** One grant as the family confirmed it on chain just now. */
export interface PermissionGrant {
  kind: PermissionKind;
  /** the token, collection, token account (or, for a delegation, the account itself); canonical form */
  asset: string;
  /** where `asset` is an account holding a token (Solana), the token's mint: what the catalogue names */
  token?: string;
  /** as the asset's own contract says, where it could be read */
  symbol?: string;
  decimals?: number;
  /** whom it lets move the asset (canonical form) */
  spender: string;
  /** base units still allowed; null: everything (an operator, a delegation) */
  amount: bigint | null;
  /** block time of the grant, ms; null when unknown */
  since: number | null;
  /** false where the family cannot build its revoke */
  revocable: boolean;
}

export interface FamilyPermissions {
  /**
   * the grants of `coin`'s address on its chain (coin: the native coin); null when the
   * profile's node for the chain is another chain (a local profile serves every chain of a
   * family from one node): listing it would repeat another chain's grants under this name
   */
  list(coin: CoinRef): Promise<PermissionGrant[] | null>;
  /**
   * One revoke transaction per target on `coin`'s chain, in order; where the chain numbers
   * transactions (EVM nonces) they are consecutive so all can be signed before any is sent.
   */
  prepareRevokes(coin: CoinRef, targets: readonly RevokeTarget[]): Promise<Prepared[]>;
}

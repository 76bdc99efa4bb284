import { z } from 'zod';

/**
 * What a signed transaction does, for every family: a send, a replacement of one, or a staking
 * action. The pending list, the toasts, the cache and the signer's journal all speak these.
 * Staking actions are generic so Tron's freeze/unfreeze/vote/claim and Solana's
 * create/deactivate/withdraw share one flow: `stake` puts coins to work (Solana: create and
 * delegate a stake account; Tron: freeze), `unstake` stops them (deactivate; unfreeze),
 * `withdraw` takes unstaked coins back, `vote` spreads votes over validators, `claim` collects
 * rewards.
 */
export const STAKING_ACTIONS = ['stake', 'unstake', 'withdraw', 'vote', 'claim'] as const;
export const StakingActionSchema = z.enum(STAKING_ACTIONS);
export type StakingAction = z.infer<typeof StakingActionSchema>;

/** Open (`trust`) or close (`untrust`) a trustline to a token: Stellar's changeTrust. */
export const TRUST_ACTIONS = ['trust', 'untrust'] as const;
export type TrustAction = (typeof TRUST_ACTIONS)[number];

/** Send an NFT (EVM: an ERC-721 or ERC-1155 `safeTransferFrom`); its own kind because the signer checks another call. */
export const NFT_KINDS = ['nftTransfer'] as const;

/**
 * Pay a swap provider's deposit (THORChain: to its inbound address with the swap memo); the
 * signer reads the memo. `tokenApprove`: an ERC-20 deposit first lets the router take exactly
 * the amount (EVM `approve`).
 */
export const EXCHANGE_KINDS = ['swapDeposit', 'tokenApprove'] as const;

/**
 * Take back what lets someone else move the wallet's assets (issue 33): an ERC-20 allowance set
 * to 0, an NFT operator unset, a Solana token account's delegate removed, the account's EIP-7702
 * delegation cleared. Nothing moves.
 */
/**
 * Pay a sell provider's deposit (issue 30): a transfer to the provider's deposit address,
 * labelled with the provider, that the signer holds to the chain's own rules for a deposit: an
 * address valid for the chain, and the memo on chains that take one (signer/chains/saleDeposit.ts).
 */
export const SELL_KINDS = ['sellDeposit'] as const;

export const REVOKE_KINDS = [
  'revokeAllowance',
  'revokeOperator',
  'revokeDelegate',
  'revokeDelegation',
] as const;

export const TX_KINDS = [
  'transfer',
  'speedUp',
  'cancel',
  ...STAKING_ACTIONS,
  ...TRUST_ACTIONS,
  ...NFT_KINDS,
  ...EXCHANGE_KINDS,
  ...SELL_KINDS,
  ...REVOKE_KINDS,
] as const;
export const TxKindSchema = z.enum(TX_KINDS);
export type TxKind = z.infer<typeof TxKindSchema>;

/** Kinds that replace an earlier transaction (they name it in `replaces`). */
export const isReplacementKind = (k: TxKind): k is 'speedUp' | 'cancel' => k === 'speedUp' || k === 'cancel';
/** A send or a replacement of one: all EVM and UTXO sign. */
export const isSendKind = (k: TxKind): k is 'transfer' | 'speedUp' | 'cancel' =>
  k === 'transfer' || isReplacementKind(k);

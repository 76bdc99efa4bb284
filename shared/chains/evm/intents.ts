import type { TxKind } from '../../contract/txKinds';
import { z } from 'zod';
import { SwapTermsSchema } from '../../exchange/swapTerms';
import { BaseUnits, From, SignIntentCommon } from '../../signer/intents/common';

/** What evm signs; the signer refuses any other kind before a key is touched (shared/signer/intents/index.ts). */
export const EVM_KINDS = [
  'transfer',
  'speedUp',
  'cancel',
  'nftTransfer',
  'swapDeposit',
  'tokenApprove',
  // issue 33: `approve(spender, 0)` on the token, `setApprovalForAll(operator, false)` on the collection
  'revokeAllowance',
  'revokeOperator',
  // the account's EIP-7702 delegation cleared: a type-4 transaction to itself authorizing address 0
  'revokeDelegation',
  // a sell provider's deposit (issue 30): a transfer, after signer/chains/saleDeposit.ts
  'sellDeposit',
] as const satisfies readonly TxKind[];

export const NFT_STANDARDS = ['erc721', 'erc1155'] as const;
export type NftStandard = (typeof NFT_STANDARDS)[number];

/**
 * The NFT an `nftTransfer` moves: `contractAddress` is its collection, `to` the recipient and
 * `amount` the units (1 for ERC-721). The signer decodes the calldata and holds it to these.
 */
export const EvmNftIntentSchema = z.strictObject({
  standard: z.enum(NFT_STANDARDS),
  /** the token id, a decimal uint256 */
  tokenId: BaseUnits,
});

export const EvmIntentSchema = z.strictObject({
  family: z.literal('evm'),
  ...SignIntentCommon,
  kind: z.enum(EVM_KINDS),
  from: From,
  /**
   * a token transfer: the token contract, and the calldata must be transfer(to, amount); a
   * revoke: the token or collection, `to` the spender or operator and `amount` 0
   */
  contractAddress: z.string().max(200).optional(),
  /** an `nftTransfer` only: which NFT, of which standard */
  nft: EvmNftIntentSchema.optional(),
  /**
   * a `swapDeposit` only: the THORChain router called with `depositWithExpiry(to, asset, amount,
   * memo, swap.expiry)`, `to` being the vault, `contractAddress` the ERC-20 deposited (absent:
   * the native coin) and `memo` the swap memo (signer/chains/evm/checkSwapDeposit.ts). A
   * `tokenApprove` is `approve(to, amount)` on `contractAddress`: exactly the amount, never
   * unlimited (signer/chains/evm/checkTokenApprove.ts).
   */
  router: z.string().max(200).optional(),
  swap: SwapTermsSchema.optional(),
  /** the nonce (replacements name the one they replace) */
  nonce: z.number().int().min(0).optional(),
});

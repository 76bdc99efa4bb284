/** The calls and events the EVM permissions read and the revokes they build (issue 33). */
import { Interface, id, zeroPadValue } from 'ethers';

/** ERC-20 and ERC-721 share it; ERC-20's has 3 topics (value in data), ERC-721's 4 (token id indexed). */
export const APPROVAL_TOPIC = id('Approval(address,address,uint256)');
export const APPROVAL_FOR_ALL_TOPIC = id('ApprovalForAll(address,address,bool)');

export const ALLOWANCE_ABI = new Interface([
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
]);

export const OPERATOR_ABI = new Interface([
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
  'function setApprovalForAll(address operator, bool approved)',
  'function symbol() view returns (string)',
]);

/**
 * Uniswap's Permit2 at its canonical address (CREATE2, the same on most EVM chains; a chain
 * where it is elsewhere simply has no code here and lists no Permit2 allowances). It keeps its
 * own allowances per (owner, token, spender) with an expiry; `lockdown` zeroes them.
 */
export const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3';
export const PERMIT2_APPROVAL_TOPIC = id('Approval(address,address,address,uint160,uint48)');
export const PERMIT2_PERMIT_TOPIC = id('Permit(address,address,address,uint160,uint48,uint48)');
export const PERMIT2_ABI = new Interface([
  'function allowance(address owner, address token, address spender) view returns (uint160 amount, uint48 expiration, uint48 nonce)',
  'function lockdown((address token, address spender)[] approvals)',
]);

/** An address as a 32-byte log topic. */
export const addressTopic = (address: string): string => zeroPadValue(address, 32).toLowerCase();

/** The address in a 32-byte topic. */
export const topicAddress = (topic: string): string => `0x${topic.slice(26)}`;

/** An EIP-7702 delegated account's code: this prefix, then the 20-byte address it runs. */
export const DELEGATION_PREFIX = '0xef0100';

/** At or above this an allowance is unlimited in practice: spending never brings it down to zero. */
export const UNLIMITED_FROM = 2n ** 255n;

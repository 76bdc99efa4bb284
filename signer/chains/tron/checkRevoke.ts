import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { tronAddressOfWord, type TronContract } from './decodeRaw';

/** named here, not imported from checkIntent.ts, which imports this file */
type TronIntent = SignIntentOf<'tron'>;
type TriggerContract = Extract<TronContract, { type: 'TriggerSmartContract' }>;

/** approve(address,uint256): keccak256's first four bytes */
export const APPROVE_SELECTOR = '095ea7b3';
const ZERO_WORD = '0'.repeat(64);

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

/**
 * A TRC-20 allowance revoke the user approved on the permissions page (issue 33): a call to
 * exactly the approved token contract, moving no TRX nor TRC-10, whose call data is exactly
 * `approve(spender, 0)` for the approved spender (`to`), nothing after it. Another function
 * (transfer, transferFrom, increaseAllowance), another spender, any amount but 0, or trailing
 * bytes would let main turn "revoke" into a grant or a payment.
 */
export function checkTronRevoke(c: TriggerContract, intent: TronIntent): void {
  if (intent.amount !== '0') throw mismatch('amount');
  if (c.contractAddress !== intent.contractAddress) throw mismatch('contractAddress');
  if (c.callValue !== 0n || c.callTokenValue !== 0n || c.tokenId !== 0n) throw mismatch('call_value');
  if (c.data.length !== 8 + 128 || !c.data.startsWith(APPROVE_SELECTOR)) throw mismatch('data');
  if (tronAddressOfWord(c.data.slice(8, 72)) !== intent.to) throw mismatch('to');
  if (c.data.slice(72) !== ZERO_WORD) throw mismatch('amount');
}

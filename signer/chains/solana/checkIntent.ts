import type { PublicKey } from '@solana/web3.js';
import type { TxKind } from '../../../shared/contract/txKinds';
import { expectAccountFlags } from './canonical';
import { checkRevokeDelegate } from './checkRevokeDelegate';
import { checkNftTransfer } from './checkNftTransfer';
import { checkSolTransfer } from './checkSolTransfer';
import { checkStake, checkUnstake, checkWithdraw } from './checkStaking';
import { checkTokenTransfer } from './checkTokenTransfer';
import { maxFeeOf, readComputeBudget, type ComputeBudget } from './computeBudget';
import type { DecodedSolanaMessage } from './decodeMessage';
import { mismatch, type BodyCheck, type BodyChecker, type SolanaIntent } from './intentParts';

export type { SolanaIntent } from './intentParts';

/** What the check read from the message, for the fee and the journal. */
export interface SolanaChecked extends BodyCheck {
  budget: ComputeBudget;
  /** the most the transaction can cost, lamports */
  fee: bigint;
}

/** The kinds Solana signs. It has no speed-up or cancel (a stuck transaction expires), no votes or claims. */
const CHECKERS: Partial<Record<TxKind, BodyChecker>> = {
  stake: checkStake,
  unstake: checkUnstake,
  withdraw: checkWithdraw,
  revokeDelegate: checkRevokeDelegate,
  nftTransfer: checkNftTransfer,
};

/** The fields that only some shapes carry: an intent naming one elsewhere is not what the user saw. */
function checkIntentFields(intent: SolanaIntent) {
  // an NFT transfer is a token transfer of one unit of a 0-decimal mint
  const token = (intent.kind === 'transfer' && intent.mint !== undefined) || intent.kind === 'nftTransfer';
  // a revoke names the mint its token account is derived from
  if (!token && intent.kind !== 'revokeDelegate' && intent.mint !== undefined)
    throw mismatch('Only a token transfer names a mint');
  if (!token && intent.decimals !== undefined) throw mismatch('Only a token transfer names decimals');
  if (!token && intent.createsAccount !== undefined)
    throw mismatch('Only a token transfer creates a token account');
  if (intent.kind !== 'stake' && intent.stakeSeed !== undefined)
    throw mismatch('Only a stake names a stake account seed');
}

/**
 * Throws INTENT_MISMATCH saying why, or returns what was checked: one signature, the
 * wallet's, which also pays the fee; ComputeBudget instructions first, within the fee cap;
 * then exactly the approved kind's instructions, each equal to what web3.js or spl-token build
 * from the approved values; and every account flagged as those instructions need, no more.
 */
export function checkSolanaIntent(
  msg: DecodedSolanaMessage,
  intent: SolanaIntent,
  wallet: PublicKey,
): SolanaChecked {
  if (intent.from !== wallet.toBase58()) throw mismatch("The approved sender is not this key's address");
  const checker =
    intent.kind === 'transfer'
      ? intent.mint
        ? checkTokenTransfer
        : checkSolTransfer
      : CHECKERS[intent.kind];
  if (!checker) throw mismatch(`Solana does not sign a ${intent.kind}`);
  checkIntentFields(intent);
  const header = msg.message.header;
  if (header.numRequiredSignatures !== 1)
    throw mismatch('The message asks for other signers than this wallet');
  if (header.numReadonlySignedAccounts !== 0) throw mismatch('The fee payer is marked read-only');
  if (!msg.accountKeys[0]!.equals(wallet)) throw mismatch('The fee payer is not this wallet');
  const budget = readComputeBudget(msg.instructions);
  const fee = maxFeeOf(budget);
  if (fee > BigInt(intent.feeCap)) throw mismatch('The fee can exceed the approved fee cap');
  const body = checker(budget.rest, intent, wallet);
  expectAccountFlags(msg, wallet, [...budget.canonical, ...body.canonical]);
  return { ...body, budget, fee };
}

import { isReplacementKind } from '../../shared/contract/txKinds';
import { getChain } from '../../shared/chains/registry';
import { AppError } from '../../shared/errors';
import { signerFor } from './registry';
import { checkSaleDeposit } from './saleDeposit';
import type { SignedTransfer, TransferSignParams } from './types';

export type { SignedTransfer, TransferSigner, TransferSignParams } from './types';
export type { Keys } from './keys/types';

const mismatch = (why: string) => new AppError('INTENT_MISMATCH', why);

/**
 * The checks every family shares, then the family's own signer: the intent is for this
 * chain and of this chain's family, an imported key signs only for its own chain's family,
 * `replaces` comes with a speed-up or cancel (required) and with nothing else, and a sell
 * deposit keeps a deposit's rules (saleDeposit.ts).
 */
export function signTransfer(p: TransferSignParams): SignedTransfer {
  if (p.intent.chainName !== p.chainName) throw mismatch('chain');
  const chain = getChain(p.chainName);
  if (p.intent.family !== chain.family) throw mismatch('family');
  // An imported key is one chain's key: a Tron key must not sign an Ethereum transaction.
  if (p.keys.importedFor !== null && getChain(p.keys.importedFor).family !== chain.family)
    throw mismatch('This key was imported for another chain');
  const replacing = isReplacementKind(p.intent.kind);
  if (!replacing && p.intent.replaces !== undefined) throw mismatch('replaces');
  if (replacing && p.replacing === null)
    throw mismatch('The transaction to replace was not signed by this wallet');
  // a sell deposit is held to a deposit's rules here, then signed by the family as the transfer it is
  const intent = checkSaleDeposit(p.intent, p.network);
  const sign = signerFor(p.chainName).sign;
  // Stryker disable next-line ConditionalExpression,StringLiteral: no test reaches it, every family has a sign today; it refuses a family added without one
  if (!sign) throw new AppError('BAD_INPUT', `Sending on ${chain.displayName} is not available yet`);
  return sign(intent === p.intent ? p : { ...p, intent });
}

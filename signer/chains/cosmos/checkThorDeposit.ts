/**
 * A RUNE swap deposit: THORChain's MsgDeposit, the one message of the document, signed by the
 * wallet's own account, of exactly the approved amount of THOR.RUNE (the native coin: not a
 * synth, trade or secured asset, no decimals override), with the approved swap memo in the
 * message (THORChain reads that one; the body's memo stays empty). A failed swap is refunded to
 * the signer: the wallet. The memo itself, and the intent's denom, are held to the approved swap
 * first (checkSwapDeposit.ts); the envelope (chain, key, sequence, fee) as every document's
 * (checkIntent.ts).
 */
import type { NetworkKind } from '../../../shared/chains/validate/result';
import { AppError } from '../../../shared/errors';
import type { CosmosChainRow } from './chainTable';
import { checkEnvelope, type CosmosIntent } from './checkIntent';
import type { DecodedDeposit, DecodedSignDoc } from './decodeSignDoc';

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

/** Throws INTENT_MISMATCH naming the first field that differs; returns the deposit when exact. */
export function checkThorDeposit(
  row: CosmosChainRow,
  doc: DecodedSignDoc,
  intent: CosmosIntent,
  network: NetworkKind,
  signer: string,
  publicKey: Uint8Array,
): DecodedDeposit {
  if (doc.messages.length !== 1) throw mismatch('message count');
  const d = doc.deposit;
  if (!d) throw mismatch('message type');
  if (intent.from !== signer) throw mismatch('from');
  if (d.signer !== signer) throw mismatch('signer');
  if (d.coins.length !== 1) throw mismatch('coins');
  const { asset, amount, decimals } = d.coins[0]!;
  // THOR.RUNE as THORNode spells it; a synth, trade or secured asset is another coin
  if (asset.chain !== 'THOR' || asset.symbol !== 'RUNE' || asset.ticker !== 'RUNE') throw mismatch('asset');
  if (asset.synth || asset.trade || asset.secured) throw mismatch('asset');
  if (decimals !== 0n) throw mismatch('decimals');
  if (amount !== intent.amount) throw mismatch('amount');
  // checkSwapDeposit.ts required the approved memo as text before this runs
  if (d.memo !== intent.memo!.value) throw mismatch('memo');
  // a second memo in the body would be one THORChain does not read, and the review did not show
  if (doc.memo !== '') throw mismatch('memo');
  checkEnvelope(row, doc, intent, network, publicKey);
  return d;
}

import { cardanoUnit, type CardanoToken } from '../../../shared/chains/cardano/tokens';
import { AppError } from '../../../shared/errors';
import type { CardanoOutput } from './decodeBody';

/**
 * The most lovelace a token's output may carry along (issue 37). The ledger makes every output
 * hold a min-ADA for its size: about 1.2 ADA for one asset at today's 4,310 lovelace per byte,
 * under 2 ADA for the longest policy id and asset name. The user approves the exact amount main
 * computed, but a main that inflates it turns a token send into an ADA payment the user read as
 * a formality; above this bound it is refused whatever the intent says.
 */
export const MAX_SENT_ALONG_LOVELACE = 3_000_000n;

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

/**
 * Holds the recipient's output of a native asset transfer to what the user approved: exactly
 * the approved lovelace (the min-ADA sent along, within MAX_SENT_ALONG_LOVELACE), and exactly
 * one asset, the approved token, in exactly the approved amount. Throws INTENT_MISMATCH naming
 * the field that differs.
 */
export function checkTokenPayment(
  pay: CardanoOutput,
  approved: { token: CardanoToken; amount: string; lovelace: string | undefined },
): void {
  if (approved.lovelace === undefined) throw mismatch('lovelace');
  const lovelace = BigInt(approved.lovelace);
  if (lovelace > MAX_SENT_ALONG_LOVELACE) throw mismatch('lovelace');
  if (pay.lovelace !== lovelace) throw mismatch('lovelace');
  if (pay.assets.length !== 1) throw mismatch('assets');
  const [asset] = pay.assets;
  if (asset!.unit !== cardanoUnit(approved.token)) throw mismatch('token');
  if (asset!.quantity !== BigInt(approved.amount)) throw mismatch('amount');
}

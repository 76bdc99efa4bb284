import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { checkTokenPayment } from './checkToken';
import type { CardanoOutput, DecodedCardanoBody } from './decodeBody';

export type CardanoIntent = SignIntentOf<'cardano'>;

/** The signing key's own base address, which is also where change must go, and its network id. */
export interface CardanoSignerAccount {
  address: string;
  networkId: number;
}

export interface CheckedCardanoBody {
  /** lovelace the body returns to the wallet's own address */
  change: bigint;
  ttl: bigint;
}

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

/**
 * Throws INTENT_MISMATCH naming the first field where the decoded body differs from what the
 * user approved; returns what it keeps when the body is exactly that: at least one input, the
 * recipient's output first with exactly the approved lovelace and no tokens (for a native asset
 * transfer: exactly the approved token and amount, and the approved lovelace sent along,
 * checkToken.ts), then at most one change output to the signing key's own base address, a fee within
 * the cap, a TTL, and nothing else a body can carry.
 *
 * Inputs are not checked against values: a body that spends outputs the key does not own, or
 * claims values they do not hold, is refused by the ledger, and the fee (the one amount not
 * paid to an output) is explicit in the body and held to the cap.
 */
export function checkCardanoIntent(
  body: DecodedCardanoBody,
  intent: CardanoIntent,
  me: CardanoSignerAccount,
): CheckedCardanoBody {
  if (intent.kind !== 'transfer') throw mismatch('kind');
  if (intent.memo !== undefined) throw mismatch('memo');
  if (intent.from !== me.address) throw mismatch('from');
  // (an input listed twice never gets here: CSL reads the inputs as a set, and the shorter
  // re-encoding is refused as 'encoding')
  if (body.inputs.length === 0) throw mismatch('inputs');
  const extra = body.extras[0];
  if (extra) throw mismatch(extra);
  if (body.networkId !== null && body.networkId !== me.networkId) throw mismatch('network');

  const [pay, ...rest] = body.outputs;
  if (!pay || rest.length > 1) throw mismatch('outputs');
  const plain = (o: CardanoOutput) => !o.hasScriptParts;
  if (!body.outputs.every(plain)) throw mismatch('output datum');
  if (pay.address !== intent.to) throw mismatch('to');
  if (intent.token)
    checkTokenPayment(pay, {
      token: intent.token,
      amount: intent.amount,
      lovelace: intent.lovelace,
    });
  else {
    // an ADA transfer: no lovelace besides the amount is approved, and no asset leaves
    if (intent.lovelace !== undefined) throw mismatch('lovelace');
    if (pay.lovelace !== BigInt(intent.amount)) throw mismatch('amount');
    if (pay.assets.length > 0) throw mismatch('assets');
  }
  // change may carry tokens the inputs held: they stay the wallet's, and no output but the
  // recipient's goes anywhere else, so no asset leaves to anyone else
  const change = rest[0];
  if (change && change.address !== me.address) throw mismatch('change');

  if (body.fee > BigInt(intent.feeCap)) throw mismatch('feeCap');
  if (body.ttl === null) throw mismatch('ttl');
  return { change: change?.lovelace ?? 0n, ttl: body.ttl };
}

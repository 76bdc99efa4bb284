import { AppError } from '../../../shared/errors';
import { MAX_LEDGERS_AHEAD, type RippleIntent } from './checkIntent';
import type { DecodedTrustSet } from './decodeTrustSet';

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

/**
 * Throws INTENT_MISMATCH naming the first field where the decoded TrustSet differs from the
 * approved trust or untrust: the wallet's own account, the approved token's line (currency and
 * issuer), the approved limit (0 to remove the line), the fee and the ledger window. The
 * caller (transferSigner.ts) sends only trust and untrust intents here.
 */
export function checkRippleTrust(
  tx: DecodedTrustSet,
  intent: RippleIntent,
  signer: string,
  publicKey: string,
): void {
  if (intent.from !== signer) throw mismatch('from');
  if (tx.account !== signer) throw mismatch('Account');
  if (tx.signingPubKey !== undefined && tx.signingPubKey !== '' && tx.signingPubKey !== publicKey)
    throw mismatch('SigningPubKey');
  const token = intent.token;
  if (!token) throw mismatch('token');
  if (tx.limit.currency !== token.currency) throw mismatch('LimitAmount currency');
  if (tx.limit.issuer !== token.issuer) throw mismatch('LimitAmount issuer');
  // removing is a limit of 0; trusting is the approved limit, never 0 (that removes the line)
  const limit = intent.kind === 'untrust' ? 0n : BigInt(intent.limit ?? 0);
  if (intent.kind === 'trust' && limit === 0n) throw mismatch('limit');
  if (tx.limit.units !== limit) throw mismatch('LimitAmount');
  if (tx.fee > BigInt(intent.feeCap)) throw mismatch('Fee');
  if (tx.sequence === 0) throw mismatch('Sequence');
  const last = tx.lastLedgerSequence;
  if (last <= intent.currentLedger || last > intent.currentLedger + MAX_LEDGERS_AHEAD)
    throw mismatch('LastLedgerSequence');
}

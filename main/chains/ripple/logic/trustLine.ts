/**
 * Opening and removing a trust line (TrustSet), the `trustlines` call Stellar's trustlines
 * also answer: the line's state from account_lines, and the TrustSet the signer checks, with
 * NoRipple set so the ledger never ripples the user's balances through the line. A line is one
 * more owned object: it locks the owner reserve while open, shown before it is signed.
 */
import { encode } from 'ripple-binary-codec';
import { formatUnits } from '../../../../shared/amount';
import { currencySymbol, issuedUnitsFloor, issuedValue } from '../../../../shared/chains/ripple/issued';
import { AppError } from '../../../../shared/errors';
import type { SignIntentOf } from '../../../../shared/signer/protocol';
import type { CoinRef, Prepared } from '../../family';
import { LAST_LEDGER_OFFSET, RIPPLE_ERRORS, TF_SET_NO_RIPPLE, TRUST_LIMIT } from '../constants';
import type { RippleCtx } from '../ctx';
import { withRippled } from '../network';
import { accountState } from './accountState';
import { lineOf, tokenOf, transferRateOf } from './issuedToken';
import { networkFees } from './networkFees';

const xrp = (drops: bigint) => formatUnits(drops, 6);

export async function trustLineState(ctx: RippleCtx, address: string, contractAddress: string) {
  const line = await lineOf(ctx, address, tokenOf(contractAddress), 'validated');
  return {
    exists: line !== null,
    // an issuer that requires authorization says so on the line; otherwise an open line can hold
    authorized: line !== null && line.peer_authorized !== false,
    balance: line ? issuedUnitsFloor(line.balance) : 0n,
  };
}

export async function prepareTrustLine(
  ctx: RippleCtx,
  coin: CoinRef,
  contractAddress: string,
  action: 'trust' | 'untrust',
): Promise<Prepared & { reserve: bigint }> {
  const token = tokenOf(contractAddress);
  const symbol = currencySymbol(token.currency);
  const fees = await networkFees(ctx);
  const [sender, line, openLedger] = await Promise.all([
    accountState(ctx, coin.address, fees, 'current'),
    lineOf(ctx, coin.address, token, 'current'),
    withRippled(ctx, (api) => api.ledgerCurrent()),
    // the issuer must exist: a line to nobody is refused by the ledger (tecNO_ISSUER)
    transferRateOf(ctx, token.issuer),
  ]);
  if (!sender.exists) throw new AppError('RULE', RIPPLE_ERRORS.noAccountForLine);
  const limit = action === 'trust' ? TRUST_LIMIT : 0n;
  if (action === 'trust') {
    if (line && issuedUnitsFloor(line.limit) > 0n) throw new AppError('RULE', RIPPLE_ERRORS.lineOpen(symbol));
    // the line is one more owned object: the reserve grows by the owner reserve
    if (sender.spendable < fees.reserveInc + fees.fee)
      throw new AppError(
        'RULE',
        RIPPLE_ERRORS.lineReserve(symbol, xrp(fees.reserveInc), xrp(sender.spendable)),
      );
  } else {
    if (!line) throw new AppError('RULE', RIPPLE_ERRORS.noLine(symbol));
    if (line.balance !== '0' && !/^0(\.0+)?$/.test(line.balance))
      throw new AppError('RULE', RIPPLE_ERRORS.lineNotEmpty(symbol, line.balance));
    if (sender.balance < fees.fee) throw new AppError('RULE', RIPPLE_ERRORS.noFee);
  }
  const lastLedgerSequence = openLedger + LAST_LEDGER_OFFSET;
  const unsigned = encode({
    TransactionType: 'TrustSet',
    Flags: TF_SET_NO_RIPPLE,
    Account: coin.address,
    LimitAmount: { currency: token.currency, issuer: token.issuer, value: issuedValue(limit) },
    Fee: fees.fee.toString(10),
    Sequence: sender.sequence,
    LastLedgerSequence: lastLedgerSequence,
    SigningPubKey: '',
  });
  const intent: SignIntentOf<'ripple'> = {
    family: 'ripple',
    kind: action,
    chainName: coin.chainName,
    from: coin.address,
    to: coin.address,
    amount: '0',
    feeCap: fees.fee.toString(10),
    currentLedger: openLedger,
    token,
    limit: limit.toString(10),
  };
  return {
    quote: { amount: 0n, fee: fees.fee, isMax: false, feeOptions: [], feeUnit: 'XRP', feeUnitDecimals: 6 },
    unsigned,
    intent,
    reserve: fees.reserveInc,
  };
}

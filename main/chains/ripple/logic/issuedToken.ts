/**
 * Issued currencies (issue 37): a token coin's contractAddress is CURRENCY:ISSUER; its balance
 * is the holder's trust line to the issuer (account_lines), its details the decoded currency
 * code, and it exists when the issuer's account does.
 */
import {
  currencySymbol,
  ISSUED_DECIMALS,
  issuedTokenId,
  issuedUnitsFloor,
  parseIssuedToken,
  type IssuedToken,
} from '../../../../shared/chains/ripple/issued';
import { AppError } from '../../../../shared/errors';
import type { TokenDetails } from '../../family';
import { RIPPLE_ERRORS } from '../constants';
import type { RippleCtx } from '../ctx';
import { withRippled, type AccountLine } from '../network';

/** TransferRate 1e9: the issuer takes nothing */
export const PAR_RATE = 1_000_000_000n;

export function tokenOf(contractAddress: string): IssuedToken {
  const t = parseIssuedToken(contractAddress);
  if (!t) throw new AppError('BAD_INPUT', RIPPLE_ERRORS.badToken);
  return t;
}

/** The holder's line of the token, or null when it has none (or no account). */
export async function lineOf(
  ctx: RippleCtx,
  holder: string,
  token: IssuedToken,
  ledger: 'current' | 'validated',
): Promise<AccountLine | null> {
  const lines = await withRippled(ctx, (api) => api.accountLines(holder, ledger, token.issuer));
  return lines?.find((l) => l.account === token.issuer && l.currency === token.currency) ?? null;
}

/** What the holder holds of the token, base units (dust below them and a debt count as 0). */
export async function tokenBalance(ctx: RippleCtx, holder: string, token: IssuedToken): Promise<bigint> {
  const line = await lineOf(ctx, holder, token, 'validated');
  return line ? issuedUnitsFloor(line.balance) : 0n;
}

/** The issuer's TransferRate (PAR_RATE when it sets none); throws when the issuer has no account. */
export async function transferRateOf(ctx: RippleCtx, issuer: string): Promise<bigint> {
  const a = await withRippled(ctx, (api) => api.accountInfo(issuer, 'validated'));
  if (!a) throw new AppError('BAD_INPUT', RIPPLE_ERRORS.noIssuer(issuer));
  const rate = a.TransferRate;
  return rate && rate > 0 ? BigInt(rate) : PAR_RATE;
}

/** A token's details, checked on the ledger: the issuer's account must exist. */
export async function tokenInfo(ctx: RippleCtx, contractAddress: string): Promise<TokenDetails> {
  const token = tokenOf(contractAddress);
  const rate = await transferRateOf(ctx, token.issuer);
  const symbol = currencySymbol(token.currency);
  const fee = rate > PAR_RATE ? `, ${transferFeeText(rate)} transfer fee` : '';
  return {
    contractAddress: issuedTokenId(token),
    name: `${symbol} issued by ${token.issuer.slice(0, 8)}…${fee}`,
    symbol,
    decimals: ISSUED_DECIMALS,
  };
}

/** 1_002_000_000 → '0.2 %' */
export function transferFeeText(rate: bigint): string {
  const milli = ((rate - PAR_RATE) * 100_000n) / PAR_RATE; // thousandths of a percent
  const whole = milli / 1000n;
  const frac = (milli % 1000n).toString(10).padStart(3, '0').replace(/0+$/, '');
  return `${whole}${frac ? `.${frac}` : ''} %`;
}

import type { PermissionKind } from '../../shared/contract/permissions';

/**
 * The risk of a grant in plain words (issue 33): what the spender can take, and whether the
 * app knows who it is. The page shows it beside the row; it decides nothing.
 */
export function riskInWords(p: {
  kind: PermissionKind;
  unlimited: boolean;
  known: string | undefined;
  symbol: string;
  unreadable?: boolean;
}): string {
  if (p.unreadable)
    return `The ${p.symbol} contract did not answer when asked, so this grant may still be live: revoke it to be sure.`;
  const who = p.known ?? (p.kind === 'delegate' ? 'An unknown account' : 'An unknown contract');
  switch (p.kind) {
    case 'allowance':
      return p.unlimited
        ? `${who} can take all of your ${p.symbol}, now and whatever you receive later.`
        : `${who} can take up to this amount of your ${p.symbol}.`;
    case 'operator':
      return `${who} can move every item of this collection you hold, now and later.`;
    case 'delegation':
      return `Your account runs ${p.known ?? 'unknown'} code: it can do anything your key can.`;
    case 'permit2':
      return p.unlimited
        ? `${who} can take all of your ${p.symbol} through Permit2 until the grant expires.`
        : `${who} can take up to this amount of your ${p.symbol} through Permit2 until the grant expires.`;
    case 'delegate':
      return `${who} can move up to this amount of your ${p.symbol} from this token account.`;
  }
}

import type { CoinView } from '../../../shared/contract/wallets';
import { CHAINS } from '../../../shared/chains/registry';
import { parsePaymentUri } from '../../../shared/payments/parsePaymentUri';

export type LinkTarget = { ok: true; coinId: string } | { ok: false; error: string };

/**
 * The coin of the current wallet whose send form a payment link opens: the chain's coin, or
 * for an EIP-681 token link the token with that contract. The form itself checks the link
 * again and fills it; this only picks where to go.
 */
export function paymentLinkTarget(uri: string, coins: readonly CoinView[]): LinkTarget {
  const parsed = parsePaymentUri(uri);
  if (!parsed.ok) return parsed;
  const { chainName, token } = parsed.request;
  const match = coins.find((c) =>
    c.chainName !== chainName
      ? false
      : token
        ? c.type === 'token' && c.contractAddress?.toLowerCase() === token.toLowerCase()
        : c.type === 'coin',
  );
  if (match) return { ok: true, coinId: match.id };
  const chain = CHAINS.get(chainName)?.displayName ?? chainName;
  return {
    ok: false,
    error: token
      ? `This wallet has no ${chain} token at ${token}. Add it, then open the link again.`
      : `This wallet has no ${chain} coin. Add it, then open the link again.`,
  };
}

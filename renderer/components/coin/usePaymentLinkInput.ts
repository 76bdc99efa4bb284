import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CallOutput } from '../../../shared/contract';
import { looksLikePaymentUri } from '../../../shared/payments/parsePaymentUri';
import { useCoins } from '../../hooks/useCoins';
import { applyPaymentLink, type LinkNote } from './paymentLinkDraft';
import type { SendDraft } from './sendForm';

/** The send route's state when the OS opened the app with a payment link (usePaymentLinks). */
export interface SendRouteState {
  paymentLink?: string;
}

/**
 * Payment links in the send form: one pasted into the recipient field, or handed over by the
 * OS through the route's state, fills the draft (applyPaymentLink). The coin's token contract
 * comes from the coin list, and nothing is applied before it is known, so a plain-coin link
 * can never fill a token's form.
 */
export function usePaymentLinkInput(
  overview: CallOutput<'coin.overview'>,
  draft: SendDraft,
  setDraft: (d: SendDraft) => void,
) {
  const coins = useCoins();
  const location = useLocation();
  const navigate = useNavigate();
  const [note, setNote] = useState<LinkNote | null>(null);
  const view = coins.data?.coins.find((c) => c.id === overview.coinId);
  const coin = coins.data
    ? {
        chainName: overview.chainName,
        symbol: overview.symbol,
        decimals: overview.decimals,
        ...(view?.type === 'token' && view.contractAddress ? { contractAddress: view.contractAddress } : {}),
      }
    : null;

  const apply = (base: SendDraft, uri: string) => {
    if (!coin) {
      setNote({ kind: 'refused', text: 'The coin is still loading; paste the link again in a moment.' });
      setDraft({ ...base, to: '' });
      return;
    }
    const r = applyPaymentLink(base, uri, coin);
    setNote(r.note);
    setDraft(r.draft);
  };

  const incoming = (location.state as SendRouteState | null)?.paymentLink;
  useEffect(() => {
    if (typeof incoming !== 'string' || !coin) return;
    apply(draft, incoming);
    // Taken once: a reload or going back must not fill the form again.
    void navigate(location.pathname, { replace: true, state: null });
  }, [incoming, coin === null]); // eslint-disable-line react-hooks/exhaustive-deps

  const onChange = (next: SendDraft) => {
    if (next.to !== draft.to && looksLikePaymentUri(next.to)) return apply(next, next.to.trim());
    if (next.to !== draft.to) setNote(null);
    setDraft(next);
  };
  return { onChange, note };
}

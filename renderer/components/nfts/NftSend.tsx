import { useState } from 'react';
import type { CallOutput } from '../../../shared/contract';
import type { NftView } from '../../../shared/contract/nfts';
import { useCallMutation } from '../../hooks/useCall';
import { hasUnits } from './nftStandard';
import { progressTitle, rememberTxToast } from '../coin/txToasts';
import { invoke } from '../../ipc/client';
import { PreviewCard } from '../preview/PreviewCard';
import { usePrivacy } from '../../hooks/usePrivacy';
import { useToast } from '../../state/toasts';
import { Amount } from '../amounts/Amount';
import { useCoinPrice } from '../../hooks/useCoinPrice';
import { fiatOf } from '../../wallet/fiatOf';
import { useRecipient } from '../../hooks/useRecipient';

type Quote = CallOutput<'nft.quote'>;

/**
 * Sending one NFT: the recipient (an address, or a name main resolves), the units for ERC-1155 (up to what is held), then a review
 * with the fee in the chain's coin and its value in the local currency; the signer holds the transaction to what was reviewed.
 */
export function NftSend({
  coinId,
  chainName,
  nft,
  onSent,
}: {
  coinId: string;
  chainName: string;
  nft: NftView;
  onSent: () => void;
}) {
  const toast = useToast();
  const [to, setTo] = useState('');
  // an address as typed, or a name (ENS, .bnb) main resolves, as in a coin's send form
  const recipient = useRecipient(coinId, chainName, to);
  const [amount, setAmount] = useState('1');
  const [quote, setQuote] = useState<Quote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useCallMutation('nft.send', ['nft.list', 'coin.overview', 'coins.balances']);
  const privacy = usePrivacy();
  // the fee is paid in the chain's coin (spec §3: selectedNft carries it)
  const price = useCoinPrice(quote?.feeSymbol ?? '');
  const fiatFee = quote === null || privacy ? null : fiatOf(quote.fee, price);
  // issue 32: a simulation that disagrees with this send blocks it (main refuses it too)
  const mismatch = quote?.preview?.status === 'ok' && quote.preview.mismatch !== null;
  const form = {
    coinId,
    contractAddress: nft.contractAddress,
    standard: nft.standard,
    tokenId: nft.tokenId,
    amount: hasUnits(nft.standard) ? amount.trim() : '1',
    to: recipient.address ?? '',
    feeOption: 'Recommended' as const,
  };

  const review = async () => {
    setError(null);
    try {
      setQuote(await invoke('nft.quote', form));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <section className="card nft-send" aria-labelledby="nft-send-title">
      <h2 id="nft-send-title">Send</h2>
      {quote === null ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void review();
          }}
        >
          <label className="field">
            Recipient address
            <input value={to} spellCheck={false} onChange={(e) => setTo(e.target.value)} />
          </label>
          {recipient.name && recipient.address && (
            <p className="hint">
              {recipient.name} is <span className="mono break">{recipient.address}</span>
            </p>
          )}
          {recipient.resolving && <p className="hint">Looking up {recipient.name}…</p>}
          {recipient.problem && (
            <p className="error" role="alert">
              {recipient.problem}
            </p>
          )}
          {hasUnits(nft.standard) && (
            <label className="field">
              Amount (of {nft.amount})
              <input inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />
            </label>
          )}
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" disabled={recipient.address === null}>
            Review
          </button>
        </form>
      ) : (
        <div role="region" aria-label="Review">
          <dl className="nft-review">
            <dt>NFT</dt>
            <dd>{nft.name}</dd>
            <dt>Units</dt>
            <dd>{form.amount}</dd>
            <dt>To</dt>
            <dd>
              {recipient.name && <strong className="review-name">{recipient.name}</strong>}{' '}
              <span className="mono break">{form.to}</span>
            </dd>
            <dt>Network fee</dt>
            <dd>
              <Amount value={quote.fee} symbol={quote.feeSymbol} full privacy={privacy} />
              {fiatFee && <span className="hint"> ≈ {fiatFee}</span>}
            </dd>
            {quote.costs.map((c) => (
              <div key={c.label}>
                <dt>{c.label}</dt>
                <dd>
                  {c.kind === 'usage' ? (
                    c.text
                  ) : (
                    <Amount value={c.amount} symbol={quote.feeSymbol} full privacy={privacy} />
                  )}
                  {c.kind !== 'usage' && c.note ? <small> ({c.note})</small> : null}
                </dd>
              </div>
            ))}
          </dl>
          {quote.preview && <PreviewCard preview={quote.preview} privacy={privacy} />}
          {send.error && (
            <p className="error" role="alert">
              {send.error.message}
            </p>
          )}
          <button className="secondary" onClick={() => setQuote(null)}>
            Back
          </button>
          <button
            disabled={send.isPending || mismatch}
            onClick={() =>
              send.mutate(
                { ...form, approvedFee: quote.fee, ...(quote.quoteId ? { quoteId: quote.quoteId } : {}) },
                {
                  onSuccess: ({ hash }) => {
                    // the confirmation turns this progress toast into its outcome (AppEvents)
                    rememberTxToast(
                      hash,
                      toast.show('progress', progressTitle('nftTransfer', '0', ''), undefined, {
                        keep: true,
                      }),
                    );
                    onSent();
                  },
                },
              )
            }
          >
            Send
          </button>
        </div>
      )}
    </section>
  );
}

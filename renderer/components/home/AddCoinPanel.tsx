import { useState } from 'react';
import { useCoinCatalogue } from '../../hooks/useCoinCatalogue';
import { useDebounced } from '../../hooks/useDebounced';
import { useToggleCoin } from '../../hooks/useToggleCoin';
import { invoke } from '../../ipc/client';
import { CoinLogo } from '../logos/CoinLogo';
import { CoinGroups } from '../product/CoinGroups';
import { CustomTokenForm } from './CustomTokenForm';
import { TrustlineOffer } from './TrustlineOffer';
import { useRuleToast } from './useRuleToast';

/**
 * The coins the user can add (the product backend's currency list when configured, else the
 * catalogue shipped with the app), searched once typing settles; each button adds or hides one
 * in the current wallet.
 */
export function AddCoinPanel({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('');
  const settled = useDebounced(query.trim());
  const pages = useCoinCatalogue(settled);
  const { isFetching, error } = pages;
  const entries = pages.data?.pages.flatMap((p) => p.entries);
  const total = pages.data?.pages.at(-1)?.total ?? 0;
  const toggle = useToggleCoin();
  const refused = useRuleToast();
  // tokens on chains with trustlines (Stellar): opened once added, offered closed before removal
  const [offer, setOffer] = useState<{ id: string; action: 'trust' | 'untrust' } | null>(null);
  const hide = (id: string) => toggle.mutate({ id }, { onError: refused, onSuccess: () => setOffer(null) });
  const onToggle = async (e: { id: string; type: string; inWallet: boolean }) => {
    if (e.type === 'token' && e.inWallet) {
      const q = await invoke('tokens.trustQuote', { coinId: e.id, action: 'untrust' }).catch(() => null);
      if (q?.supported && q.exists) return setOffer({ id: e.id, action: 'untrust' });
      return hide(e.id);
    }
    toggle.mutate(
      { id: e.id },
      {
        onError: refused,
        onSuccess: () => setOffer(e.type === 'token' && !e.inWallet ? { id: e.id, action: 'trust' } : null),
      },
    );
  };

  return (
    <section className="card add-coin" aria-labelledby="add-coin-title">
      <div className="row spread">
        <h2 id="add-coin-title">Add coin</h2>
        <button type="button" className="secondary small" onClick={onClose}>
          Close
        </button>
      </div>
      <label className="field">
        <span className="visually-hidden">Search the coin catalogue</span>
        <input
          type="search"
          autoFocus
          placeholder="Symbol, name, chain:symbol or contract address"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </label>
      <CoinGroups />
      {error && <p className="error-text">{error.message}</p>}
      {isFetching && !entries && <div className="spinner" aria-label="Searching" />}
      {entries && entries.length === 0 && <p className="hint">Nothing in the catalogue matches.</p>}
      {entries && entries.length > 0 && (
        <ul className="catalogue-list" aria-label="Catalogue">
          {entries.map((e) => [
            <li key={e.id} className="catalogue-row">
              <CoinLogo coinId={e.id} chainName={e.chainName} symbol={e.symbol} type={e.type} />
              <span className="coin-main">
                <span className="coin-symbol">{e.symbol}</span>
                {e.name !== e.chainDisplayName && <span className="coin-name">{e.name}</span>}
                <small>
                  {e.chainDisplayName}
                  {e.type === 'token' ? ' · token' : ''}
                </small>
              </span>
              <button
                type="button"
                className={e.inWallet ? 'secondary small' : 'small'}
                aria-pressed={e.inWallet}
                aria-label={`${e.inWallet ? 'Remove' : 'Add'} ${e.symbol} on ${e.chainDisplayName}`}
                disabled={toggle.isPending}
                onClick={() => void onToggle(e)}
              >
                {e.inWallet ? 'Added ✓' : 'Add'}
              </button>
            </li>,
            offer?.id === e.id && (
              <li key={`${e.id}-trustline`}>
                <div>
                  <TrustlineOffer
                    coinId={e.id}
                    action={offer.action}
                    onDone={() => offer.action === 'untrust' && hide(e.id)}
                  />
                  {offer.action === 'untrust' && (
                    <button type="button" className="secondary small" onClick={() => hide(e.id)}>
                      Hide {e.symbol} without removing its trustline
                    </button>
                  )}
                </div>
              </li>
            ),
          ])}
        </ul>
      )}
      {pages.hasNextPage && (
        <button
          type="button"
          className="secondary small catalogue-more"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {pages.isFetchingNextPage ? 'Loading…' : `Show more (${entries?.length ?? 0} of ${total})`}
        </button>
      )}
      <CustomTokenForm />
    </section>
  );
}

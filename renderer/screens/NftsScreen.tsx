import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { NftView } from '../../shared/contract/nfts';
import { NftDetail } from '../components/nfts/NftDetail';
import { NftGrid, nftKey } from '../components/nfts/NftGrid';
import { NftSend } from '../components/nfts/NftSend';
import { useCallQuery } from '../hooks/useCall';
import { useCoins } from '../hooks/useCoins';
import { useSettings } from '../hooks/useSettings';
import { invoke } from '../ipc/client';
import { useToast } from '../state/toasts';

type Choice = 'shown' | 'hidden';

/** An item with the user's move of this session applied (pages already loaded are not re-asked). */
const withMove = (n: NftView, moved: ReadonlyMap<string, Choice>): NftView => {
  const choice = moved.get(nftKey(n));
  return choice ? { ...n, choice, spam: choice === 'hidden' } : n;
};

/**
 * The wallet's NFTs on one chain (spec §3: Ethereum by default), 20 a page with "Load more" by
 * the provider's cursor, a detail view and Send. Spam (the provider's flag or main's rules, or
 * the user's choice) sits in a collapsed "Hidden (N)" section. Names and descriptions are plain
 * text; images come only from main as data: URLs (issue 28).
 */
export function NftsScreen() {
  const coins = useCoins();
  const settings = useSettings();
  const toast = useToast();
  const queryClient = useQueryClient();
  const hideMedia = settings.data?.hideNftMedia ?? true;
  const natives = (coins.data?.coins ?? []).filter(
    (c) => c.type === 'coin' && !c.watchOnly && !c.receiveOnly,
  );
  const [chain, setChain] = useState('ethereum');
  const coin = natives.find((c) => c.chainName === chain) ?? natives[0];
  const first = useCallQuery('nft.list', { coinId: coin?.id ?? '', cursor: null }, coin !== undefined);
  const [more, setMore] = useState<{ coinId: string; items: NftView[]; cursor: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const [showHidden, setShowHidden] = useState(false);
  const [moved, setMoved] = useState<Map<string, Choice>>(new Map());
  const [moving, setMoving] = useState(false);

  const extra = more && more.coinId === coin?.id ? more : null;
  const items = [...(first.data?.items ?? []), ...(extra?.items ?? [])].map((n) => withMove(n, moved));
  const shown = items.filter((n) => !n.spam);
  const hidden = items.filter((n) => n.spam);
  const cursor = extra ? extra.cursor : (first.data?.cursor ?? null);
  const selected = items.find((n) => nftKey(n) === open);

  const loadMore = async () => {
    if (!coin || cursor === null) return;
    setLoadingMore(true);
    try {
      const page = await invoke('nft.list', { coinId: coin.id, cursor });
      setMore({ coinId: coin.id, items: [...(extra?.items ?? []), ...page.items], cursor: page.cursor });
    } finally {
      setLoadingMore(false);
    }
  };

  const move = async (n: NftView, choice: Choice) => {
    if (!coin) return;
    setMoving(true);
    try {
      await invoke('nft.setSpam', {
        coinId: coin.id,
        contractAddress: n.contractAddress,
        tokenId: n.tokenId,
        choice,
      });
      setMoved(new Map(moved).set(nftKey(n), choice));
      // the first page as main now lists it, when the screen is opened again
      void queryClient.invalidateQueries({ queryKey: ['nft.list'] });
      toast.show('success', choice === 'hidden' ? 'Moved to Hidden' : 'Moved to the gallery');
    } catch (e) {
      toast.show('error', 'Not moved', e instanceof Error ? e.message : String(e));
    } finally {
      setMoving(false);
    }
  };

  return (
    <div className="screen nfts">
      <h1>NFTs</h1>
      <label className="field">
        Network
        <select
          value={coin?.chainName ?? ''}
          onChange={(e) => {
            setChain(e.target.value);
            setOpen(null);
          }}
        >
          {natives.map((c) => (
            <option key={c.id} value={c.chainName}>
              {c.chainDisplayName}
            </option>
          ))}
        </select>
      </label>
      {first.isLoading && <p aria-busy="true">Loading NFTs…</p>}
      {first.error && (
        <p className="error" role="alert">
          {first.error.message}
        </p>
      )}
      {first.data && !first.data.supported && <p>NFTs are not listed on this network.</p>}
      {first.data?.supported && items.length === 0 && <p>No NFTs on this network yet.</p>}
      {selected && coin ? (
        <section className="card nft-detail" aria-labelledby="nft-detail-title">
          <button className="secondary" onClick={() => setOpen(null)}>
            Back to the gallery
          </button>
          <NftDetail
            coinId={coin.id}
            nft={selected}
            hideMedia={hideMedia}
            moving={moving}
            onMove={(choice) => void move(selected, choice)}
          />
          <NftSend
            coinId={coin.id}
            chainName={coin.chainName}
            nft={selected}
            onSent={() => {
              setOpen(null);
              setMore(null);
            }}
          />
        </section>
      ) : (
        <>
          {coin && (
            <NftGrid label="NFTs" items={shown} coinId={coin.id} hideMedia={hideMedia} onOpen={setOpen} />
          )}
          {cursor !== null && (
            <button className="secondary" disabled={loadingMore} onClick={() => void loadMore()}>
              {loadingMore ? 'Loading…' : 'Load more'}
            </button>
          )}
          {coin && hidden.length > 0 && (
            <section className="nft-hidden" aria-label="Hidden NFTs">
              <button
                type="button"
                className="link"
                aria-expanded={showHidden}
                onClick={() => setShowHidden(!showHidden)}
              >
                Hidden ({hidden.length})
              </button>
              {showHidden && (
                <NftGrid
                  label="Hidden"
                  items={hidden}
                  coinId={coin.id}
                  hideMedia={hideMedia}
                  onOpen={setOpen}
                />
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}

import { useState } from 'react';
import type { NftView } from '../../shared/contract/nfts';
import { NftSend } from '../components/nfts/NftSend';
import { useCallQuery } from '../hooks/useCall';
import { useCoins } from '../hooks/useCoins';
import { invoke } from '../ipc/client';

const keyOf = (n: NftView) => `${n.contractAddress}:${n.tokenId}`;

/**
 * The wallet's NFTs on one chain (spec §3: Ethereum by default), 20 a page with "Load more" by
 * the provider's cursor, a detail view and Send. Names and descriptions are plain text; media is
 * not shown here (main alone may fetch it, issue 28).
 */
export function NftsScreen() {
  const coins = useCoins();
  const natives = (coins.data?.coins ?? []).filter(
    (c) => c.type === 'coin' && !c.watchOnly && !c.receiveOnly,
  );
  const [chain, setChain] = useState('ethereum');
  const coin = natives.find((c) => c.chainName === chain) ?? natives[0];
  const first = useCallQuery('nft.list', { coinId: coin?.id ?? '', cursor: null }, coin !== undefined);
  const [more, setMore] = useState<{ coinId: string; items: NftView[]; cursor: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [open, setOpen] = useState<string | null>(null);

  const extra = more && more.coinId === coin?.id ? more : null;
  const items = [...(first.data?.items ?? []), ...(extra?.items ?? [])];
  const cursor = extra ? extra.cursor : (first.data?.cursor ?? null);
  const selected = items.find((n) => keyOf(n) === open);

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
          <h2 id="nft-detail-title">{selected.name}</h2>
          <p>{selected.collection}</p>
          {selected.description && <p className="nft-description">{selected.description}</p>}
          <dl>
            <dt>Standard</dt>
            <dd>{selected.standard === 'erc721' ? 'ERC-721' : 'ERC-1155'}</dd>
            <dt>Contract</dt>
            <dd className="mono">{selected.contractAddress}</dd>
            <dt>Token id</dt>
            <dd className="mono">{selected.tokenId}</dd>
            {selected.standard === 'erc1155' && (
              <>
                <dt>Held</dt>
                <dd>{selected.amount}</dd>
              </>
            )}
            {selected.attributes.map((a) => (
              <div key={`${a.trait}:${a.value}`}>
                <dt>{a.trait}</dt>
                <dd>{a.value}</dd>
              </div>
            ))}
          </dl>
          <NftSend
            coinId={coin.id}
            nft={selected}
            onSent={() => {
              setOpen(null);
              setMore(null);
            }}
          />
        </section>
      ) : (
        <>
          <ul className="nft-grid" aria-label="NFTs">
            {items.map((n) => (
              <li key={keyOf(n)}>
                <button className="nft-card" aria-label={n.name} onClick={() => setOpen(keyOf(n))}>
                  <span className="nft-name">{n.name}</span>
                  <small>{n.collection}</small>
                  {n.standard === 'erc1155' && <small> × {n.amount}</small>}
                </button>
              </li>
            ))}
          </ul>
          {cursor !== null && (
            <button className="secondary" disabled={loadingMore} onClick={() => void loadMore()}>
              {loadingMore ? 'Loading…' : 'Load more'}
            </button>
          )}
        </>
      )}
    </div>
  );
}

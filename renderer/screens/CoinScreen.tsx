import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { CHAINS } from '../../shared/chains/registry';
import { coinPath, stakingPath } from '../components/coin/coinPath';
import { CoinPriceChart } from '../components/charts/CoinPriceChart';
import { BalanceCard } from '../components/coin/BalanceCard';
import { HistoryList } from '../components/coin/HistoryList';
import { PendingList } from '../components/coin/PendingList';
import { ReceiveCard } from '../components/coin/ReceiveCard';
import { SendPanel } from '../components/coin/SendPanel';
import { SyncProgress } from '../components/coin/SyncProgress';
import { useCoinOverview } from '../hooks/useCoinOverview';
import { useCoinPrice } from '../hooks/useCoinPrice';
import { useSyncProgress } from '../hooks/useSyncProgress';
import { fiatOf } from '../wallet/fiatOf';
import { useWallets } from '../hooks/useWallets';

/** One coin: balance, receive (address and QR), pending, history; or its send form. */
export function CoinScreen({ send = false }: { send?: boolean }) {
  const { coinId = '' } = useParams();
  const client = useQueryClient();
  const overview = useCoinOverview(coinId, coinId !== '');
  const progress = useSyncProgress(overview.data ? undefined : coinId);
  const wallets = useWallets();
  const privacy = wallets.data?.wallets[wallets.data.currentWalletIndex]?.privacyMode ?? false;
  const price = useCoinPrice(overview.data?.symbol ?? '');

  if (overview.error)
    return (
      <section className="screen">
        <Link className="back-link" to="/home">
          ← Home
        </Link>
        <p className="error-text">{overview.error.message}</p>
      </section>
    );
  const o = overview.data;
  if (!o)
    return (
      <section className="screen coin-screen">
        <Link className="back-link" to="/home">
          ← Home
        </Link>
        <div className="card coin-loading">
          <div className="spinner" aria-label="Loading coin" />
          {progress && <SyncProgress progress={progress} />}
        </div>
      </section>
    );
  const chain = CHAINS.get(o.chainName);
  const chainDisplayName = chain?.displayName ?? o.chainName;
  // Nothing runs in the background yet: Refresh asks main to read the chain again.
  const refresh = () => {
    for (const key of [
      'coin.overview',
      'coins.balances',
      'coin.utxos',
      'addresses.types',
      'staking.overview',
    ])
      void client.invalidateQueries({ queryKey: [key] });
  };

  return (
    <section className="screen coin-screen">
      <Link className="back-link" to={send ? coinPath(coinId) : '/home'}>
        {send ? `← ${o.symbol}` : '← Home'}
      </Link>
      <h1>
        {o.symbol} <small>{chainDisplayName}</small>
      </h1>
      <BalanceCard
        overview={o}
        chainDisplayName={chainDisplayName}
        privacy={privacy}
        refreshing={overview.isFetching}
        onRefresh={refresh}
        sendHref={send || o.watchOnly ? false : o.canSend ? coinPath(coinId, true) : null}
        fiat={fiatOf(o.balance, price)}
        stakeHref={!send && o.capabilities.staking ? stakingPath(coinId) : null}
      />
      {/* no send form where nothing can sign (a watch-only wallet) */}
      {send && !o.watchOnly ? (
        <SendPanel overview={o} chainDisplayName={chainDisplayName} />
      ) : (
        <>
          <ReceiveCard
            coinId={coinId}
            decimals={o.decimals}
            chainName={o.chainName}
            symbol={o.symbol}
            address={o.receiveAddress}
            addressTypes={o.capabilities.addressTypes}
            notices={o.notices}
          />
          <CoinPriceChart symbol={o.symbol} />
          {o.pending.length > 0 && <PendingList coinId={coinId} chainName={o.chainName} items={o.pending} />}
          <HistoryList
            chainName={o.chainName}
            symbol={o.symbol}
            items={o.history}
            skipped={o.historySkipped}
            notice={o.historyNotice}
          />
        </>
      )}
    </section>
  );
}

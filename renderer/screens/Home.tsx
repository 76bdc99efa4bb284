import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { AddCoinPanel } from '../components/home/AddCoinPanel';
import { CoinList } from '../components/home/CoinList';
import { useBackupReminder } from '../components/home/useBackupReminder';
import { useRuleToast } from '../components/home/useRuleToast';
import { PortfolioChart } from '../components/charts/PortfolioChart';
import { PortfolioSummary } from '../components/prices/PortfolioSummary';
import { usePortfolio } from '../components/prices/usePortfolio';
import { useWalletTotals } from '../components/prices/useWalletTotals';
import { useCoinBalances } from '../hooks/useCoinBalances';
import { useCoins } from '../hooks/useCoins';
import { useSetPrivacy } from '../hooks/useSetPrivacy';
import { useSettings } from '../hooks/useSettings';
import { useWallets } from '../hooks/useWallets';

/**
 * The portfolio of the current wallet: its total and the day's change, the chart, then the table
 * of its assets by value; the catalogue to add more. The wallet's switcher is in the sidebar.
 */
export function Home() {
  const wallets = useWallets();
  const coins = useCoins();
  const { data: settings } = useSettings();
  const [adding, setAdding] = useState(false);
  const setPrivacy = useSetPrivacy();
  const refused = useRuleToast();
  const balanceQuery = useCoinBalances(!!coins.data);
  const balanceList = balanceQuery.data?.balances;
  const failed = balanceQuery.isError;
  // A failed read shows every balance as not available rather than loading forever.
  const balances = useMemo(
    () =>
      balanceList
        ? new Map(balanceList.map((b) => [b.coinId, b.balance]))
        : failed
          ? new Map<string, string | null>()
          : undefined,
    [balanceList, failed],
  );
  // where a chain pays to something other than the derived key (Hedera's account id)
  const displayAddresses = useMemo(
    () =>
      new Map(
        (balanceList ?? []).flatMap((b) =>
          b.displayAddress !== undefined ? [[b.coinId, b.displayAddress] as const] : [],
        ),
      ),
    [balanceList],
  );
  const fiat = usePortfolio(coins.data?.coins, balances);
  const totals = useWalletTotals((wallets.data?.wallets.length ?? 0) > 1);
  const current = wallets.data?.wallets[wallets.data.currentWalletIndex];
  useBackupReminder(current);

  const error = wallets.error ?? coins.error;
  if (error) return <p className="error-text">{error.message}</p>;
  if (!current || !coins.data) return <div className="spinner" aria-label="Loading wallet" />;

  const list = coins.data.coins;
  return (
    <section className="screen home">
      <header className="home-header">
        <div>
          <small>Portfolio</small>
          <h1 className="wallet-title">{current.name}</h1>
          {!current.isBackedup && (
            <p className="warning-line">
              Not backed up. <Link to={`/backup/${current.id}`}>Back up now</Link>
            </p>
          )}
        </div>
        <button
          type="button"
          className="secondary small privacy-toggle"
          aria-pressed={current.privacyMode}
          title="Privacy mode: hide every amount of this wallet on every screen"
          onClick={() =>
            setPrivacy.mutate({ index: current.index, on: !current.privacyMode }, { onError: refused })
          }
        >
          <span aria-hidden="true">{current.privacyMode ? '◉ ' : '○ '}</span>
          Hide amounts
        </button>
      </header>
      <PortfolioSummary
        portfolio={fiat.portfolio}
        currency={fiat.currency}
        privacy={current.privacyMode}
        loading={fiat.loading}
        change={fiat.change}
        allWallets={wallets.data && wallets.data.wallets.length > 1 ? totals : null}
      />
      <PortfolioChart
        coins={list}
        balances={balances}
        multiWallet={(wallets.data?.wallets.length ?? 0) > 1}
        privacy={current.privacyMode}
      />
      <section className="card" aria-labelledby="coins-title">
        <div className="row spread asset-card-head">
          <h2 id="coins-title">Assets</h2>
          <button type="button" className="small" aria-expanded={adding} onClick={() => setAdding((a) => !a)}>
            {adding ? 'Done adding' : 'Add coin'}
          </button>
        </div>
        <CoinList
          coins={list}
          searchable={settings?.searchInHomeScreen ?? false}
          privacy={current.privacyMode}
          balances={balances}
          fiats={fiat.fiats}
          currency={fiat.currency}
          changes={fiat.changes}
          prices={fiat.prices}
          displayAddresses={displayAddresses}
          balancesError={
            failed
              ? { message: balanceQuery.errorMessage ?? 'no answer', retry: balanceQuery.retry }
              : undefined
          }
        />
      </section>
      {adding && <AddCoinPanel onClose={() => setAdding(false)} />}
    </section>
  );
}

import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { AddCoinPanel } from '../components/home/AddCoinPanel';
import { CoinList } from '../components/home/CoinList';
import { SelectedCoinCard } from '../components/home/SelectedCoinCard';
import { useBackupReminder } from '../components/home/useBackupReminder';
import { WalletSwitcher } from '../components/home/WalletSwitcher';
import { PortfolioChart } from '../components/charts/PortfolioChart';
import { PortfolioSummary } from '../components/prices/PortfolioSummary';
import { usePortfolio } from '../components/prices/usePortfolio';
import { useWalletTotals } from '../components/prices/useWalletTotals';
import { useCoinBalances } from '../hooks/useCoinBalances';
import { useCoins } from '../hooks/useCoins';
import { useSettings } from '../hooks/useSettings';
import { useWallets } from '../hooks/useWallets';

/** The current wallet: its name and switcher, its coins, and the catalogue to add more. */
export function Home() {
  const wallets = useWallets();
  const coins = useCoins();
  const { data: settings } = useSettings();
  const [adding, setAdding] = useState(false);
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
  const rowAddresses = useMemo(
    () =>
      new Map(
        (balanceList ?? []).flatMap((b) =>
          b.rowAddress !== undefined ? [[b.coinId, b.rowAddress] as const] : [],
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
  const focus = list.find((c) => c.selected) ?? list[0];
  return (
    <section className="screen home">
      <header className="home-header">
        <div>
          <small>Current wallet</small>
          <h1 className="wallet-title">{current.name}</h1>
          {!current.isBackedup && (
            <p className="warning-line">
              Not backed up. <Link to={`/backup/${current.id}`}>Back up now</Link>
            </p>
          )}
        </div>
        <WalletSwitcher />
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
      {focus && (
        <SelectedCoinCard
          coin={focus}
          privacy={current.privacyMode}
          balance={balances ? (balances.get(focus.id) ?? null) : undefined}
          fiat={fiat.fiats ? (fiat.fiats.get(focus.id) ?? null) : undefined}
          currency={fiat.currency}
          rowAddress={rowAddresses.get(focus.id)}
        />
      )}
      <section className="card" aria-labelledby="coins-title">
        <div className="row spread">
          <h2 id="coins-title">Coins</h2>
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
          rowAddresses={rowAddresses}
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

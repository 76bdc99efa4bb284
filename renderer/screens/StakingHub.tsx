import { Link } from 'react-router';
import { stakingPath } from '../components/coin/coinPath';
import { CoinLogo } from '../components/logos/CoinLogo';
import { stakeableCoins } from '../components/nav/sections';
import { useCoins } from '../hooks/useCoins';

/** The sidebar's Staking: the wallet's coins that can be staked, each opening its staking screen. */
export function StakingHub() {
  const coins = useCoins();
  if (coins.error) return <p className="error-text">{coins.error.message}</p>;
  if (!coins.data) return <div className="spinner" aria-label="Loading coins" />;
  const list = stakeableCoins(coins.data.coins);
  return (
    <section className="screen" aria-labelledby="staking-hub-title">
      <h1 id="staking-hub-title">Staking</h1>
      <section className="card">
        <p className="hint">
          Stake a coin of this wallet to earn rewards; each opens its own staking screen.
        </p>
        {list.length === 0 ? (
          <p className="hint">No coin of this wallet can be staked yet.</p>
        ) : (
          <ul className="stake-coin-list" aria-label="Coins to stake">
            {list.map((c) => (
              <li key={c.id}>
                <Link className="stake-coin" to={stakingPath(c.id)}>
                  <CoinLogo coinId={c.id} chainName={c.chainName} symbol={c.symbol} type={c.type} />
                  <span className="coin-ident" aria-hidden="true">
                    <span className="coin-title">{c.chainDisplayName}</span>
                    <small className="coin-sub">{c.symbol}</small>
                  </span>
                  <span className="visually-hidden">{`Stake ${c.symbol} on ${c.chainDisplayName}`}</span>
                  <span aria-hidden="true" className="stake-coin-go">
                    Stake →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

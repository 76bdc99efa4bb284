import type { CoinView, WalletSummary } from '../../../shared/contract/wallets';
import type { SellUnit } from './sellAmount';

interface SellFormProps {
  wallets: readonly WalletSummary[];
  walletId: string;
  onWallet: (walletId: string) => void;
  coins: readonly CoinView[];
  coinId: string;
  onCoin: (coinId: string) => void;
  amount: string;
  onAmount: (amount: string) => void;
  unit: SellUnit;
  onUnit: (unit: SellUnit) => void;
  symbol: string;
  currency: string;
  /** why the amount cannot be quoted; null when fine */
  problem: string | null;
  /** the other unit's figure for what was typed (≈ 40 EUR, ≈ 0.5 LTC) */
  equivalent: string | null;
}

/** What to sell: from which wallet, which coin, and how much (in the coin or the local currency). */
export function SellForm(p: SellFormProps) {
  return (
    <form className="card sell-form" onSubmit={(e) => e.preventDefault()} aria-label="What to sell">
      <label className="field">
        Wallet
        <select value={p.walletId} onChange={(e) => p.onWallet(e.target.value)}>
          {p.wallets.map((w) => (
            <option key={w.id} value={w.id} disabled={w.kind === 'watch'}>
              {w.name}
              {w.kind === 'watch' ? ' (watch-only)' : ''}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        Asset
        <select value={p.coinId} onChange={(e) => p.onCoin(e.target.value)}>
          {p.coins.map((c) => (
            <option key={c.id} value={c.id}>
              {c.symbol} · {c.chainDisplayName}
            </option>
          ))}
        </select>
      </label>
      <div className="field">
        <label htmlFor="sell-amount">Amount</label>
        <div className="row">
          <input
            id="sell-amount"
            inputMode="decimal"
            autoComplete="off"
            value={p.amount}
            placeholder="0.0"
            aria-invalid={p.problem !== null}
            aria-describedby="sell-amount-note"
            onChange={(e) => p.onAmount(e.target.value)}
          />
          <select
            className="sell-unit"
            aria-label="Amount in"
            value={p.unit}
            onChange={(e) => p.onUnit(e.target.value === 'fiat' ? 'fiat' : 'coin')}
          >
            <option value="coin">{p.symbol}</option>
            <option value="fiat">{p.currency}</option>
          </select>
        </div>
        <p id="sell-amount-note" className={p.problem ? 'error-text' : 'hint'}>
          {p.problem ?? p.equivalent ?? ' '}
        </p>
      </div>
    </form>
  );
}

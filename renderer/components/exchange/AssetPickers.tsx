import type { CallOutput } from '../../../shared/contract';

type Assets = CallOutput<'exchange.assets'>;

/** The from coin with its wallet (`selectedFromAsset`, `selectedFromWallet`) and the to asset (`selectedToAsset`). */
export function AssetPickers(props: {
  assets: Assets;
  fromCoinId: string;
  toAsset: string;
  onFrom: (coinId: string) => void;
  onTo: (asset: string) => void;
}) {
  const from = props.assets.from.find((f) => f.coinId === props.fromCoinId);
  return (
    <div className="exchange-pickers">
      <label className="field">
        From
        <select aria-label="From" value={props.fromCoinId} onChange={(e) => props.onFrom(e.target.value)}>
          {props.assets.from.map((f) => (
            <option key={f.coinId} value={f.coinId}>
              {f.symbol} on {f.chainDisplayName} · {f.walletName}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        To
        <select aria-label="To" value={props.toAsset} onChange={(e) => props.onTo(e.target.value)}>
          {props.assets.to
            .filter((t) => t.chainName !== from?.chainName)
            .map((t) => (
              <option key={t.id} value={t.id}>
                {t.symbol} on {t.chainDisplayName}
              </option>
            ))}
        </select>
      </label>
    </div>
  );
}

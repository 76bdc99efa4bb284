import { useCoinUtxos } from '../../hooks/useCoinUtxos';
import { sumUtxos } from './sendForm';
import { Amount } from '../amounts/Amount';

interface UtxoPickerProps {
  coinId: string;
  symbol: string;
  decimals: number;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}

/** Manual coin selection: the wallet's unspent outputs, to spend only the ones ticked. */
export function UtxoPicker({ coinId, symbol, decimals, selected, onChange }: UtxoPickerProps) {
  const utxos = useCoinUtxos(coinId);
  if (utxos.error) return <p className="error-text">{utxos.error.message}</p>;
  if (!utxos.data) return <div className="spinner" aria-label="Loading coins to spend" />;
  const list = utxos.data.utxos;
  const chosen = list.filter((u) => selected.includes(u.id));
  const toggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  return (
    <fieldset className="choice utxo-picker">
      <legend>Coins to spend</legend>
      {list.length === 0 && <p className="hint">Nothing to spend yet.</p>}
      {list.map((u) => (
        <label key={u.id} className="check-row small">
          <input type="checkbox" checked={selected.includes(u.id)} onChange={() => toggle(u.id)} />
          <span className="mono clip" title={u.address}>
            {u.id.slice(0, 10)}…:{u.id.split(':')[1]}
          </span>
          <Amount value={u.value} symbol={symbol} full />
          {!u.confirmed && <span className="badge badge-warning">unconfirmed</span>}
        </label>
      ))}
      <small>
        Selected:{' '}
        <Amount
          value={sumUtxos(
            chosen.map((u) => u.value),
            decimals,
          )}
          symbol={symbol}
          full
        />
      </small>
    </fieldset>
  );
}

import type { CallOutput } from '../../../shared/contract';
import { useCoinUtxos } from '../../hooks/useCoinUtxos';
import { sumUtxos } from './sendForm';

/** What send-all sends: the chosen outputs when picked by hand, else the whole balance. */
export function useSpendable(
  overview: CallOutput<'coin.overview'>,
  selected: readonly string[] | null,
): string | null {
  const utxos = useCoinUtxos(overview.coinId, selected !== null);
  if (selected === null) return overview.balance;
  if (!utxos.data) return null;
  const values = utxos.data.utxos.filter((u) => selected.includes(u.id)).map((u) => u.value);
  return sumUtxos(values, overview.decimals);
}

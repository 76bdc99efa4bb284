import { useId } from 'react';
import type { CallOutput } from '../../../shared/contract';
import type { FeeOption, SendDraft } from './sendForm';
import { UtxoPicker } from './UtxoPicker';

interface SendFieldsProps {
  overview: CallOutput<'coin.overview'>;
  draft: SendDraft;
  spendable: string | null;
  showFeeOptions: boolean;
  onChange: (d: SendDraft) => void;
}

const FEE_OPTIONS: FeeOption[] = ['Recommended', 'Normal'];

/** The inputs of the send form; the quote and the checks are main's. */
export function SendFields({ overview, draft, spendable, showFeeOptions, onChange }: SendFieldsProps) {
  const feeId = useId();
  const set = (patch: Partial<SendDraft>) => onChange({ ...draft, ...patch });
  const { symbol } = overview;
  return (
    <>
      <label className="field">
        Recipient address
        <input
          className="mono-input"
          value={draft.to}
          onChange={(e) => set({ to: e.target.value })}
          autoComplete="off"
          spellCheck={false}
          placeholder={`${symbol} address`}
        />
      </label>
      <label className="field">
        Amount ({symbol})
        <input
          inputMode="decimal"
          value={draft.sendAll ? (spendable ?? '') : draft.amount}
          disabled={draft.sendAll}
          onChange={(e) => set({ amount: e.target.value })}
          autoComplete="off"
          placeholder="0.0"
        />
      </label>
      <label className="check-row">
        <input type="checkbox" checked={draft.sendAll} onChange={(e) => set({ sendAll: e.target.checked })} />
        Send all
      </label>
      {showFeeOptions && (
        <div className="field">
          <label htmlFor={feeId}>Fee</label>
          <select
            id={feeId}
            value={draft.feeOption}
            onChange={(e) => set({ feeOption: e.target.value as FeeOption })}
          >
            {FEE_OPTIONS.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </div>
      )}
      {overview.coinSelection && (
        <>
          <label className="check-row">
            <input
              type="checkbox"
              checked={draft.selected !== null}
              onChange={(e) => set({ selected: e.target.checked ? [] : null })}
            />
            Choose coins to spend
          </label>
          {draft.selected !== null && (
            <UtxoPicker
              coinId={overview.coinId}
              symbol={symbol}
              decimals={overview.decimals}
              selected={draft.selected}
              onChange={(ids) => set({ selected: ids })}
            />
          )}
        </>
      )}
    </>
  );
}

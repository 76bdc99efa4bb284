import { useId, useState } from 'react';
import { ContactPicker } from '../recipients/ContactPicker';
import { pasteChecker } from '../recipients/PasteCheck';
import type { CallOutput } from '../../../shared/contract';
import { formatFiat } from '../../format/formatFiat';
import type { Recipient } from '../../hooks/useRecipient';
import type { CoinPrice } from '../../hooks/useCoinPrice';
import { counterValue, memoProblem, switchUnit, type FeeOption, type SendDraft } from './sendForm';
import { UtxoPicker } from './UtxoPicker';

interface SendFieldsProps {
  overview: CallOutput<'coin.overview'>;
  draft: SendDraft;
  spendable: string | null;
  showFeeOptions: boolean;
  recipient: Recipient;
  price: CoinPrice;
  /** the last quote's fee options (unit and Normal's rate), for the custom fee field */
  feeRates: { unit: string; normal: string | null } | null;
  /** the recipient takes deposits only with a memo or tag (main said so for this address) */
  memoRequired?: boolean;
  onChange: (d: SendDraft) => void;
}

const FEE_OPTIONS: FeeOption[] = ['Recommended', 'Normal', 'Custom'];

/** The inputs of the send form; the quote and the checks are main's. */
export function SendFields({
  overview,
  draft,
  spendable,
  showFeeOptions,
  recipient,
  price,
  feeRates,
  memoRequired = false,
  onChange,
}: SendFieldsProps) {
  const feeId = useId();
  const [pasteWarning, setPasteWarning] = useState<string | null>(null);
  const set = (patch: Partial<SendDraft>) => onChange({ ...draft, ...patch });
  const { symbol, decimals } = overview;
  const currency = price.currency ?? 'USD';
  const canFiat = typeof price.price === 'string' && !draft.sendAll;
  const counter = counterValue(draft, price.price, decimals, currency);
  const unitLabel = draft.amountUnit === 'coin' ? symbol : currency;
  return (
    <>
      <label className="field">
        Recipient address or name
        <input
          className="mono-input"
          value={draft.to}
          onChange={(e) => set({ to: e.target.value })}
          onPaste={pasteChecker(setPasteWarning)}
          autoComplete="off"
          spellCheck={false}
          placeholder={`${symbol} address or name.eth`}
          aria-invalid={recipient.problem !== null}
        />
      </label>
      {pasteWarning && (
        <p className="paste-warning" role="alert">
          {pasteWarning}
        </p>
      )}
      <ContactPicker
        chainName={overview.chainName}
        onPick={(address) => {
          setPasteWarning(null);
          set({ to: address });
        }}
      />
      {recipient.resolving && <p className="hint">Looking up {recipient.name}…</p>}
      {recipient.name && recipient.address && (
        <p className="hint" data-testid="resolved-name">
          {recipient.name} → <span className="mono break">{recipient.address}</span>
        </p>
      )}
      {recipient.problem && <p className="error-text">{recipient.problem}</p>}
      <div className="field">
        <label htmlFor={`${feeId}-amount`}>Amount ({unitLabel})</label>
        <div className="row amount-row">
          <input
            id={`${feeId}-amount`}
            inputMode="decimal"
            value={draft.sendAll ? (spendable ?? '') : draft.amount}
            disabled={draft.sendAll}
            onChange={(e) => set({ amount: e.target.value })}
            autoComplete="off"
            placeholder="0.0"
          />
          <button
            type="button"
            className="secondary unit-toggle"
            disabled={!canFiat && draft.amountUnit === 'coin'}
            title={
              canFiat ? `Enter the amount in ${draft.amountUnit === 'coin' ? currency : symbol}` : 'No price'
            }
            onClick={() => onChange(switchUnit(draft, price.price, decimals, currency))}
          >
            {draft.amountUnit === 'coin' ? currency : symbol}
          </button>
        </div>
        {!draft.sendAll && counter !== null && (
          <small className="hint" data-testid="amount-counter">
            ≈ {draft.amountUnit === 'coin' ? formatFiat(counter, currency) : `${counter} ${symbol}`}
          </small>
        )}
      </div>
      {overview.capabilities.memo !== 'none' && (
        <label className="field">
          {overview.capabilities.memo === 'tag' ? 'Destination tag' : 'Memo'}
          {memoRequired
            ? ' (required by this recipient)'
            : overview.capabilities.memo === 'tag'
              ? ' (if the recipient asks for one)'
              : ' (optional)'}
          <input
            value={draft.memo}
            onChange={(e) => set({ memo: e.target.value })}
            autoComplete="off"
            spellCheck={false}
            inputMode={overview.capabilities.memo === 'tag' ? 'numeric' : 'text'}
            required={memoRequired}
            aria-invalid={
              memoProblem(draft, overview.capabilities.memo) !== null ||
              (memoRequired && draft.memo.trim() === '')
            }
          />
          {memoProblem(draft, overview.capabilities.memo) && (
            <small className="error-text">{memoProblem(draft, overview.capabilities.memo)}</small>
          )}
        </label>
      )}
      <label className="check-row">
        <input
          type="checkbox"
          checked={draft.sendAll}
          onChange={(e) =>
            set({ sendAll: e.target.checked, ...(e.target.checked ? { amountUnit: 'coin' } : {}) })
          }
        />
        Send all
      </label>
      {showFeeOptions && (
        <div className="field">
          <label htmlFor={feeId}>Fee</label>
          <select
            id={feeId}
            value={draft.feeOption}
            onChange={(e) => {
              const feeOption = e.target.value as FeeOption;
              // Custom starts from today's Normal rate, so the user edits a sensible number.
              const prefill =
                feeOption === 'Custom' && draft.customFee === '' ? (feeRates?.normal ?? '') : null;
              set({ feeOption, ...(prefill !== null ? { customFee: prefill } : {}) });
            }}
          >
            {FEE_OPTIONS.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
          {draft.feeOption === 'Custom' && (
            <label className="field">
              Fee rate ({feeRates?.unit ?? 'per unit'})
              <input
                inputMode="decimal"
                value={draft.customFee}
                onChange={(e) => set({ customFee: e.target.value })}
                autoComplete="off"
                placeholder={feeRates?.normal ?? ''}
              />
            </label>
          )}
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

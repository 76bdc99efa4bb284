/**
 * "Send to another address" (spec §3 `customOption`, `customAddress`): off, the swap pays the
 * wallet's own address on the to chain; on, the address or name typed here, checked by main.
 */
export function CustomDestination(props: {
  on: boolean;
  address: string;
  error: string | null;
  onToggle: (on: boolean) => void;
  onAddress: (address: string) => void;
}) {
  return (
    <fieldset className="exchange-destination">
      <legend className="visually-hidden">Destination</legend>
      <label className="check-row">
        <input type="checkbox" checked={props.on} onChange={(e) => props.onToggle(e.target.checked)} />
        Send to another address
      </label>
      {props.on && (
        <label className="field">
          Destination address or name
          <input
            value={props.address}
            spellCheck={false}
            aria-invalid={props.error !== null}
            aria-describedby={props.error ? 'custom-address-error' : undefined}
            onChange={(e) => props.onAddress(e.target.value)}
          />
          {props.error && (
            <span id="custom-address-error" className="error" role="alert">
              {props.error}
            </span>
          )}
        </label>
      )}
    </fieldset>
  );
}

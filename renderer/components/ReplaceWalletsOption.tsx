import { SecretInput } from './SecretInput';

interface ReplaceWalletsOptionProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** the current password, typed again: the signer erases the other wallets only with it */
  password: string;
  onPassword: (password: string) => void;
}

/** "Replace all wallets": the one option that deletes wallets, so its warning is always visible when on. */
export function ReplaceWalletsOption({ checked, onChange, password, onPassword }: ReplaceWalletsOptionProps) {
  return (
    <div className="replace-option">
      <label className="check-row">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => {
            // A password typed for a replace the user then called off is not kept around.
            if (!e.target.checked) onPassword('');
            onChange(e.target.checked);
          }}
        />
        Replace all wallets
      </label>
      {checked && (
        <>
          <p className="warning-box" role="alert">
            Every wallet now on this computer will be removed and only the new one kept. Funds in a removed
            wallet can only be recovered with its own recovery phrase or key. Make sure you have them.
          </p>
          <SecretInput
            label="Current password"
            value={password}
            onChange={onPassword}
            autoComplete="current-password"
            hint="Type your password to confirm the removal."
          />
        </>
      )}
    </div>
  );
}

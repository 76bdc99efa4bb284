interface ReplaceWalletsOptionProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** "Replace all wallets": the one option that deletes wallets, so its warning is always visible when on. */
export function ReplaceWalletsOption({ checked, onChange }: ReplaceWalletsOptionProps) {
  return (
    <div className="replace-option">
      <label className="check-row">
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        Replace all wallets
      </label>
      {checked && (
        <p className="warning-box" role="alert">
          Every wallet now on this computer will be removed and only the new one kept. Funds in a removed
          wallet can only be recovered with its own recovery phrase or key. Make sure you have them.
        </p>
      )}
    </div>
  );
}

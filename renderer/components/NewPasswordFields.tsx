import { checkNewPassword, passwordStrength } from '../wallet/passwordStrength';

interface NewPasswordFieldsProps {
  password: string;
  repeat: string;
  onChange: (password: string, repeat: string) => void;
  /** 'Password' for the first wallet, 'New password' when changing it */
  label?: string;
}

/** A new password typed twice, with a strength hint; only the length is enforced. */
export function NewPasswordFields({
  password,
  repeat,
  onChange,
  label = 'Password',
}: NewPasswordFieldsProps) {
  const strength = passwordStrength(password);
  const { problem } = checkNewPassword(password, repeat);
  const level = { 'too short': 0, weak: 1, fair: 2, strong: 3 }[strength];
  return (
    <>
      <label className="field">
        {label}
        <input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => onChange(e.target.value, repeat)}
        />
      </label>
      {password && (
        <div className="strength" data-level={level} aria-live="polite">
          <span className="strength-bar" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <small>Strength: {strength}</small>
        </div>
      )}
      <label className="field">
        Repeat {label.toLowerCase()}
        <input
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => onChange(password, e.target.value)}
        />
      </label>
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
      <p className="hint">
        This password encrypts your wallet on this computer. It cannot be recovered: if you forget it, you
        will need your recovery phrase.
      </p>
    </>
  );
}

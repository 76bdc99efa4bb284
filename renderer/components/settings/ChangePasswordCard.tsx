import { useState } from 'react';
import { useChangePassword } from '../../hooks/useChangePassword';
import { useToast } from '../../state/toasts';
import { checkNewPassword } from '../../wallet/passwordStrength';
import { NewPasswordFields } from '../NewPasswordFields';

/** Re-encrypts the vault under a new password; main's text on failure (wrong old password). */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const toast = useToast();
  const [oldPassword, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ready = oldPassword !== '' && checkNewPassword(password, repeat).ok;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!ready || change.isPending) return;
    setError(null);
    change.mutate(
      { oldPassword, newPassword: password },
      {
        onSuccess: () => {
          setOld('');
          setPassword('');
          setRepeat('');
          toast.show('success', 'Password changed', 'Use the new password from now on.');
        },
        onError: (err) => setError(err.message),
      },
    );
  };

  return (
    <form className="card" onSubmit={submit} aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change password</h2>
      <label className="field">
        Current password
        <input
          type="password"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(e) => setOld(e.target.value)}
        />
      </label>
      <NewPasswordFields
        label="New password"
        password={password}
        repeat={repeat}
        onChange={(p, r) => {
          setPassword(p);
          setRepeat(r);
        }}
      />
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <button type="submit" disabled={!ready || change.isPending}>
        {change.isPending ? 'Changing…' : 'Change password'}
      </button>
    </form>
  );
}

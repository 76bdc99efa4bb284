import { NewPasswordFields } from '../../components/NewPasswordFields';
import { ReplaceWalletsOption } from '../../components/ReplaceWalletsOption';

interface WalletFormFooterProps {
  /** no vault yet: this wallet sets the password */
  first: boolean;
  /** the new password (first wallet), or the current one typed again to replace all wallets */
  password: string;
  repeat: string;
  onPasswords: (password: string, repeat: string) => void;
  replace: boolean;
  onReplace: (replace: boolean) => void;
  error: string | null;
  ready: boolean;
  pending: boolean;
  label: string;
  pendingLabel: string;
}

/** The end of every add-wallet form: the password (first wallet) or the replace option, the error, submit. */
export function WalletFormFooter(p: WalletFormFooterProps) {
  return (
    <>
      {p.first && <NewPasswordFields password={p.password} repeat={p.repeat} onChange={p.onPasswords} />}
      {!p.first && (
        <ReplaceWalletsOption
          checked={p.replace}
          onChange={p.onReplace}
          password={p.password}
          onPassword={(password) => p.onPasswords(password, '')}
        />
      )}
      {p.error && (
        <p className="error-text" role="alert">
          {p.error}
        </p>
      )}
      <button type="submit" disabled={!p.ready || p.pending}>
        {p.pending ? p.pendingLabel : p.label}
      </button>
    </>
  );
}

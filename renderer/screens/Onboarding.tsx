import { CHAIN_NAMES } from '../../shared/chains/registry';
import { Link } from 'react-router';

/** First run: no vault yet. Every path ends with a password and a wallet. */
export function Onboarding() {
  return (
    <div className="centered">
      <div className="card onboarding">
        <div className="brand large">
          <span className="brand-mark" aria-hidden="true" />
          Vault Wallet
        </div>
        <h1>Your keys, your coins</h1>
        <p className="lead">
          A self-custody wallet for Bitcoin, Ethereum and {CHAIN_NAMES.length - 2} more chains. Your recovery
          phrase is encrypted on this computer and never leaves it.
        </p>
        <div className="stack">
          <Link className="button" to="/onboarding/create">
            Create a new wallet
          </Link>
          <Link className="button secondary" to="/onboarding/import-phrase">
            Import a recovery phrase
          </Link>
          <Link className="button secondary" to="/onboarding/import-key">
            Import a private key
          </Link>
        </div>
      </div>
    </div>
  );
}

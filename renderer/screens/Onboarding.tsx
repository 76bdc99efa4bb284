import { Link } from 'react-router';
import { CHAIN_NAMES } from '../../shared/chains/registry';
import { OnboardingFrame } from './onboarding/OnboardingFrame';
import { useOnboardingMode } from './onboarding/useOnboardingMode';

/** First run (no vault), or "Add wallet" from the switcher: the same four ways in. */
export function Onboarding() {
  const mode = useOnboardingMode();
  const adding = mode.kind === 'add';
  return (
    <OnboardingFrame>
      <h1>{adding ? 'Add a wallet' : 'Your keys, your coins'}</h1>
      <p className="lead">
        {adding
          ? 'Create a new recovery phrase, or bring in a wallet you already have. Your other wallets stay as they are unless you choose to replace them.'
          : `A self-custody wallet for Bitcoin, Ethereum and ${CHAIN_NAMES.length - 2} more chains. Your recovery phrase is encrypted on this computer and never leaves it.`}
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
        <Link className="button secondary" to="/onboarding/watch">
          Watch a wallet (no keys)
        </Link>
      </div>
    </OnboardingFrame>
  );
}

import type { DappView, VerifyStatus } from '../../../shared/contract/walletconnect';

const VERIFY_TEXT: Record<VerifyStatus, string> = {
  valid: 'Verified: the request comes from the site it names.',
  unknown: 'Not verified: the origin of this request could not be checked.',
  invalid: 'Mismatch: this request does not come from the site it names.',
  threat: 'Known threat: this site is flagged as malicious. Reject unless you are sure.',
};

/** A dapp as main proxied it: the icon is a data: URL main fetched, never loaded from the dapp's host. */
export function DappHeader({ dapp, verify }: { dapp: DappView; verify: VerifyStatus }) {
  return (
    <div className="wc-dapp">
      {dapp.icon ? (
        <img className="wc-icon" src={dapp.icon} alt="" width={40} height={40} />
      ) : (
        <span className="wc-icon wc-icon-empty" aria-hidden="true" />
      )}
      <div>
        <strong>{dapp.name}</strong>
        <div className="mono">{dapp.url}</div>
      </div>
      <p
        className={`wc-verify wc-verify-${verify}`}
        role={verify === 'threat' || verify === 'invalid' ? 'alert' : undefined}
      >
        {VERIFY_TEXT[verify]}
      </p>
    </div>
  );
}

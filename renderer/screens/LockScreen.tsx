export function LockScreen() {
  return (
    <div className="centered">
      <div className="card onboarding">
        <div className="brand large">
          <span className="brand-mark" aria-hidden="true" />
          Vault Wallet
        </div>
        <h1>Locked</h1>
      </div>
    </div>
  );
}

import type { Settings } from '../../../shared/contract/settings';
import { useUpdateSettings } from '../../hooks/useSettings';
import { useToast } from '../../state/toasts';

const NETWORKS = [
  { id: 'mainnet', label: 'Mainnet' },
  { id: 'testnet', label: 'Testnet' },
] as const;

/**
 * Settings → Networks, Hedera: the product backend's operator account per network (an account id
 * on one network is another account on the other). It pays to create a Hedera account for a
 * fresh key of this wallet; its key stays on the backend. Empty: the wallet asks for none.
 */
export function HederaOperatorCard({ operators }: { operators: Settings['hederaOperators'] }) {
  const update = useUpdateSettings();
  const toast = useToast();
  return (
    <div className="card" aria-labelledby="hedera-operator-title">
      <h2 id="hedera-operator-title">Hedera operator account</h2>
      <p className="hint">
        A new Hedera key has no account until one is created on the network. The product backend&apos;s
        operator account named here pays for it: the wallet sends it only the key&apos;s public key, and uses
        the account once the mirror node shows it is held by that key. Leave empty to create none.
      </p>
      {NETWORKS.map((n) => (
        <label className="setting-row" key={n.id}>
          <span>{n.label}</span>
          <input
            className="mono"
            defaultValue={operators[n.id]}
            key={operators[n.id]}
            placeholder="0.0.12345"
            aria-label={`Hedera operator account (${n.label})`}
            autoComplete="off"
            spellCheck={false}
            onBlur={(e) => {
              const value = e.target.value.trim();
              if (value === operators[n.id]) return;
              update.mutate(
                { hederaOperators: { [n.id]: value } },
                { onError: (err) => toast.show('error', 'Operator account not saved', err.message) },
              );
            }}
          />
        </label>
      ))}
    </div>
  );
}

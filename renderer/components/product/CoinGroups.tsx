import { useCallMutation, useCallQuery } from '../../hooks/useCall';
import { useToast } from '../../state/toasts';

/**
 * The product backend's coin groups (spec app.md §5): each adds its coins to the current
 * wallet at once. Hidden when the build has no backend. A refusal is the spec's toast,
 * 'Group not added' with the reason.
 */
export function CoinGroups() {
  const { data } = useCallQuery('coins.groups', {});
  const fresh = useCallQuery('coins.newCoins', {});
  const add = useCallMutation('coins.addGroup', ['coins.list', 'coins.catalogue', 'coins.balances']);
  const toast = useToast();
  const groups = data?.groups ?? [];
  const newCoins = fresh.data?.coins ?? [];
  if (groups.length === 0 && newCoins.length === 0) return null;
  return (
    <div className="coin-groups">
      {newCoins.length > 0 && (
        <p className="hint">
          New in the catalogue: {newCoins.map((c) => `${c.name} (${c.symbol})`).join(', ')}
        </p>
      )}
      {groups.length > 0 && (
        <ul className="plain-list" aria-label="Coin groups">
          {groups.map((g) => (
            <li key={g.name} className="row spread">
              <span>
                <strong>{g.name}</strong>{' '}
                <small>{g.coins.map((c) => `${c.symbol} · ${c.chainDisplayName}`).join(', ')}</small>
              </span>
              <button
                type="button"
                className="secondary small"
                disabled={add.isPending}
                onClick={() =>
                  add.mutate(
                    { name: g.name },
                    {
                      onSuccess: () => toast.show('success', `${g.name} added`),
                      onError: (e) =>
                        toast.show('error', 'Group not added', e.message.replace(/^Group not added: /, '')),
                    },
                  )
                }
              >
                Add group
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

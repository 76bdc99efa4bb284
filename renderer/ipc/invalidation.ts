import type { QueryClient } from '@tanstack/react-query';
import type { CallName, EventName } from '../../shared/contract';

/**
 * Events say what changed; this table says which queries to refetch. `'*'` refetches
 * everything (locking, reconnecting: nothing cached may outlive them).
 */
export const INVALIDATES: Record<EventName | 'transport.connected', readonly CallName[] | '*'> = {
  'settings.changed': ['settings.get'],
  'signer.state': ['signer.status'],
  'wallets.changed': [
    'wallets.list',
    'coins.list',
    'coins.catalogue',
    'coins.balances',
    'coins.cachedBalances',
    'addresses.list',
    'history.all',
    // a coin id names the same coin in every wallet: its page must be read again for the wallet now current
    // (else a watch-only wallet's page, without Send, shows for a phrase wallet's coin, or the reverse)
    'coin.overview',
    'coin.utxos',
    'staking.overview',
  ],
  'coin.changed': ['coin.overview', 'coins.balances', 'coin.utxos', 'staking.overview', 'history.all'],
  'tx.status': ['coin.overview', 'coins.balances', 'staking.overview', 'history.all'],
  'updates.changed': ['updates.state'],
  // a failed catalogue sync changed nothing: AppEvents shows its toast
  'catalogue.syncFailed': [],
  // progress only: the screens show it as it comes; the read itself answers when done
  'coin.sync': [],
  // the link is taken by AppEvents' own listener, not by a query
  'paymentLink.received': [],
  'wc.changed': ['wc.pending', 'wc.sessions'],
  'messaging.changed': ['messaging.status', 'messaging.listConversations', 'messaging.listMessages'],
  'lock.changed': '*',
  'transport.connected': '*',
};

export function invalidateFor(client: QueryClient, event: string): void {
  const targets = (INVALIDATES as Record<string, readonly CallName[] | '*' | undefined>)[event];
  if (!targets) return;
  if (targets === '*') {
    void client.invalidateQueries();
    return;
  }
  for (const name of targets) void client.invalidateQueries({ queryKey: [name] });
}

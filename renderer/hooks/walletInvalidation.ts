import type { CallName } from '../../shared/contract';

/**
 * What a change of the wallet list makes stale: the list itself, and the coins and catalogue
 * of whichever wallet is now current. Main's 'wallets.changed' event says the same; the
 * mutation invalidates too so the screen that acted never waits on the event.
 */
export const WALLET_QUERIES: readonly CallName[] = ['wallets.list', 'coins.list', 'coins.catalogue'];

/** A new wallet may also have created the vault and opened the session. */
export const NEW_WALLET_QUERIES: readonly CallName[] = [...WALLET_QUERIES, 'signer.status'];

export const COIN_QUERIES: readonly CallName[] = ['coins.list', 'coins.catalogue'];

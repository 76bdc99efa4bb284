import { AppError } from '../../shared/errors';
import type { Connection } from './connection';
import { assertPermutation, fromBool, toBool } from './rowValues';

export type WalletKind = 'phrase' | 'privateKey' | 'watch';

/** Wallet metadata; the secrets themselves live only in the signer's vault. */
export interface Wallet {
  id: string;
  position: number;
  name: string;
  kind: WalletKind;
  /** the one chain of a private-key or watch-only wallet; null for phrase wallets */
  chainName: string | null;
  isBackedUp: boolean;
  isEvmAddressesAdded: boolean;
  privacyMode: boolean;
  selectedCoinId: string | null;
  createdAt: number;
  updatedAt: number;
}

export type NewWallet = Pick<Wallet, 'id' | 'name' | 'kind' | 'chainName'> &
  Partial<Pick<Wallet, 'isBackedUp' | 'isEvmAddressesAdded' | 'privacyMode' | 'selectedCoinId'>>;

export type WalletPatch = Partial<
  Pick<Wallet, 'name' | 'isBackedUp' | 'isEvmAddressesAdded' | 'privacyMode' | 'selectedCoinId'>
>;

interface WalletRow {
  id: string;
  position: number;
  name: string;
  kind: WalletKind;
  chain_name: string | null;
  is_backed_up: number;
  is_evm_addresses_added: number;
  privacy_mode: number;
  selected_coin_id: string | null;
  created_at: number;
  updated_at: number;
}

const fromRow = (r: WalletRow): Wallet => ({
  id: r.id,
  position: r.position,
  name: r.name,
  kind: r.kind,
  chainName: r.chain_name,
  isBackedUp: toBool(r.is_backed_up),
  isEvmAddressesAdded: toBool(r.is_evm_addresses_added),
  privacyMode: toBool(r.privacy_mode),
  selectedCoinId: r.selected_coin_id,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const WRITE_COLUMNS = `name = @name, is_backed_up = @isBackedUp, is_evm_addresses_added = @evm,
  privacy_mode = @privacy, selected_coin_id = @selectedCoinId, updated_at = @now`;

export interface WalletsRepo {
  /** every wallet, in the user's order */
  list(): Wallet[];
  get(id: string): Wallet | undefined;
  count(): number;
  /** appends the wallet after the last one */
  insert(w: NewWallet): Wallet;
  /** changes the given fields; NOT_FOUND when the id is unknown */
  update(id: string, patch: WalletPatch): Wallet;
  /** removes the wallet with its coins and derived addresses; false when it did not exist */
  remove(id: string): boolean;
  /** removes every wallet (the "replace" import keeps only the new one) */
  removeAll(): void;
  /** stores a new order; `ids` must list every wallet exactly once */
  reorder(ids: readonly string[]): void;
}

export function walletsRepo(conn: Connection, now: () => number): WalletsRepo {
  const get = (id: string): Wallet | undefined => {
    const r = conn.stmt<WalletRow>('SELECT * FROM wallets WHERE id = ?').get(id);
    return r && fromRow(r);
  };
  const list = (): Wallet[] =>
    conn.stmt<WalletRow>('SELECT * FROM wallets ORDER BY position, id').all().map(fromRow);

  return {
    list,
    get,
    count: () => conn.stmt<number>('SELECT count(*) FROM wallets').pluck().get() ?? 0,
    insert: (w) =>
      conn.tx(() => {
        const t = now();
        conn
          .stmt(
            `INSERT INTO wallets (id, position, name, kind, chain_name, is_backed_up,
               is_evm_addresses_added, privacy_mode, selected_coin_id, created_at, updated_at)
             VALUES (@id, (SELECT coalesce(max(position) + 1, 0) FROM wallets), @name, @kind,
               @chainName, @isBackedUp, @evm, @privacy, @selectedCoinId, @now, @now)`,
          )
          .run({
            id: w.id,
            name: w.name,
            kind: w.kind,
            chainName: w.chainName,
            isBackedUp: fromBool(w.isBackedUp ?? false),
            evm: fromBool(w.isEvmAddressesAdded ?? false),
            privacy: fromBool(w.privacyMode ?? false),
            selectedCoinId: w.selectedCoinId ?? null,
            now: t,
          });
        return get(w.id)!;
      }),
    update: (id, patch) =>
      conn.tx(() => {
        const cur = get(id);
        if (!cur) throw new AppError('NOT_FOUND', 'Wallet not found');
        const next = { ...cur, ...patch };
        conn.stmt(`UPDATE wallets SET ${WRITE_COLUMNS} WHERE id = @id`).run({
          id,
          name: next.name,
          isBackedUp: fromBool(next.isBackedUp),
          evm: fromBool(next.isEvmAddressesAdded),
          privacy: fromBool(next.privacyMode),
          selectedCoinId: next.selectedCoinId,
          now: now(),
        });
        return get(id)!;
      }),
    remove: (id) => conn.stmt('DELETE FROM wallets WHERE id = ?').run(id).changes > 0,
    removeAll: () => {
      conn.stmt('DELETE FROM wallets').run();
    },
    reorder: (ids) =>
      conn.tx(() => {
        assertPermutation(
          ids,
          list().map((w) => w.id),
          'wallet',
        );
        const set = conn.stmt('UPDATE wallets SET position = ?, updated_at = ? WHERE id = ?');
        const t = now();
        ids.forEach((id, i) => set.run(i, t, id));
      }),
  };
}

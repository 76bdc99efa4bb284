import { AppError } from '../../shared/errors';
import type { Connection } from './connection';
import { assertPermutation, fromBool, toBool } from './rowValues';

/** A coin or token of one wallet, with its active address and public parts only. */
export interface Coin {
  walletId: string;
  /** the catalogue id (spec `_id`) */
  id: string;
  chainName: string;
  symbol: string;
  name: string;
  type: 'coin' | 'token';
  decimals: number;
  /** set for tokens only */
  contractAddress: string | null;
  isInWallet: boolean;
  position: number;
  /** the active receive address */
  address: string | null;
  publicKey: string | null;
  xpub: string | null;
}

export type NewCoin = Omit<Coin, 'walletId' | 'position' | 'isInWallet' | 'address' | 'publicKey' | 'xpub'> &
  Partial<Pick<Coin, 'isInWallet' | 'address' | 'publicKey' | 'xpub'>>;

export type CoinPatch = Partial<Pick<Coin, 'isInWallet' | 'address' | 'publicKey' | 'xpub'>>;

interface CoinRow {
  wallet_id: string;
  id: string;
  chain_name: string;
  symbol: string;
  name: string;
  type: 'coin' | 'token';
  decimals: number;
  contract_address: string | null;
  is_in_wallet: number;
  position: number;
  address: string | null;
  public_key: string | null;
  xpub: string | null;
}

const fromRow = (r: CoinRow): Coin => ({
  walletId: r.wallet_id,
  id: r.id,
  chainName: r.chain_name,
  symbol: r.symbol,
  name: r.name,
  type: r.type,
  decimals: r.decimals,
  contractAddress: r.contract_address,
  isInWallet: toBool(r.is_in_wallet),
  position: r.position,
  address: r.address,
  publicKey: r.public_key,
  xpub: r.xpub,
});

export interface CoinsRepo {
  /** the wallet's coins in the user's order */
  list(walletId: string): Coin[];
  get(walletId: string, id: string): Coin | undefined;
  /** appends the coins the wallet does not have yet, in the given order; returns how many */
  addMany(walletId: string, coins: readonly NewCoin[]): number;
  /** NOT_FOUND when the wallet has no such coin */
  update(walletId: string, id: string, patch: CoinPatch): Coin;
  remove(walletId: string, id: string): boolean;
  /** stores a new order; `ids` must list every coin of the wallet exactly once */
  reorder(walletId: string, ids: readonly string[]): void;
}

export function coinsRepo(conn: Connection): CoinsRepo {
  const get = (walletId: string, id: string): Coin | undefined => {
    const r = conn.stmt<CoinRow>('SELECT * FROM coins WHERE wallet_id = ? AND id = ?').get(walletId, id);
    return r && fromRow(r);
  };
  const list = (walletId: string): Coin[] =>
    conn
      .stmt<CoinRow>('SELECT * FROM coins WHERE wallet_id = ? ORDER BY position, id')
      .all(walletId)
      .map(fromRow);

  return {
    list,
    get,
    addMany: (walletId, coins) =>
      conn.tx(() => {
        const insert = conn.stmt(
          `INSERT INTO coins (wallet_id, id, chain_name, symbol, name, type, decimals, contract_address,
             is_in_wallet, position, address, public_key, xpub)
           VALUES (@walletId, @id, @chainName, @symbol, @name, @type, @decimals, @contractAddress,
             @isInWallet, (SELECT coalesce(max(position) + 1, 0) FROM coins WHERE wallet_id = @walletId),
             @address, @publicKey, @xpub)
           ON CONFLICT (wallet_id, id) DO NOTHING`,
        );
        let added = 0;
        for (const c of coins) {
          added += insert.run({
            walletId,
            id: c.id,
            chainName: c.chainName,
            symbol: c.symbol,
            name: c.name,
            type: c.type,
            decimals: c.decimals,
            contractAddress: c.contractAddress,
            isInWallet: fromBool(c.isInWallet ?? true),
            address: c.address ?? null,
            publicKey: c.publicKey ?? null,
            xpub: c.xpub ?? null,
          }).changes;
        }
        return added;
      }),
    update: (walletId, id, patch) =>
      conn.tx(() => {
        const cur = get(walletId, id);
        if (!cur) throw new AppError('NOT_FOUND', 'Coin id does not exist');
        const next = { ...cur, ...patch };
        conn
          .stmt(
            `UPDATE coins SET is_in_wallet = @isInWallet, address = @address, public_key = @publicKey,
               xpub = @xpub WHERE wallet_id = @walletId AND id = @id`,
          )
          .run({
            walletId,
            id,
            isInWallet: fromBool(next.isInWallet),
            address: next.address,
            publicKey: next.publicKey,
            xpub: next.xpub,
          });
        return get(walletId, id)!;
      }),
    remove: (walletId, id) =>
      conn.stmt('DELETE FROM coins WHERE wallet_id = ? AND id = ?').run(walletId, id).changes > 0,
    reorder: (walletId, ids) =>
      conn.tx(() => {
        assertPermutation(
          ids,
          list(walletId).map((c) => c.id),
          'coin',
        );
        const set = conn.stmt('UPDATE coins SET position = ? WHERE wallet_id = ? AND id = ?');
        ids.forEach((id, i) => set.run(i, walletId, id));
      }),
  };
}

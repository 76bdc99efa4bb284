import type { Connection } from './connection';
import { fromBool, toBool } from './rowValues';

/** The chain name under which all EVM chains keep their one shared set of addresses. */
export const EVM_SHARED_SET = 'evm';

/** A derived (public) address of a wallet; the key that signs for it stays in the signer. */
export interface DerivedAddress {
  walletId: string;
  /** a registry chain name, or `EVM_SHARED_SET` */
  chainName: string;
  address: string;
  derivePath: string;
  /** the `{i}` of the chain's default path; null for a custom path */
  addressIndex: number | null;
  publicKey: string | null;
  isCustom: boolean;
  position: number;
}

export type NewDerivedAddress = Omit<DerivedAddress, 'walletId' | 'chainName' | 'position'>;

interface DerivedRow {
  wallet_id: string;
  chain_name: string;
  address: string;
  derive_path: string;
  address_index: number | null;
  public_key: string | null;
  is_custom: number;
  position: number;
}

const fromRow = (r: DerivedRow): DerivedAddress => ({
  walletId: r.wallet_id,
  chainName: r.chain_name,
  address: r.address,
  derivePath: r.derive_path,
  addressIndex: r.address_index,
  publicKey: r.public_key,
  isCustom: toBool(r.is_custom),
  position: r.position,
});

export interface DerivedRepo {
  /** the addresses of one chain (or the EVM set) of a wallet, in the order they were added */
  list(walletId: string, chainName: string): DerivedAddress[];
  /** the address at `{i}` = `index` of the default path, if derived before */
  getByIndex(walletId: string, chainName: string, index: number): DerivedAddress | undefined;
  /**
   * Stores addresses, appended after the existing ones. A path already stored keeps its place
   * and gets the new address and public key (a re-derivation is the truth). Returns how many
   * rows were new.
   */
  addMany(walletId: string, chainName: string, rows: readonly NewDerivedAddress[]): number;
  /** removes these addresses; returns how many existed */
  removeMany(walletId: string, chainName: string, addresses: readonly string[]): number;
}

export function derivedRepo(conn: Connection): DerivedRepo {
  return {
    list: (walletId, chainName) =>
      conn
        .stmt<DerivedRow>(
          'SELECT * FROM derived_addresses WHERE wallet_id = ? AND chain_name = ? ORDER BY position',
        )
        .all(walletId, chainName)
        .map(fromRow),
    getByIndex: (walletId, chainName, index) => {
      const r = conn
        .stmt<DerivedRow>(
          `SELECT * FROM derived_addresses
           WHERE wallet_id = ? AND chain_name = ? AND address_index = ? AND is_custom = 0`,
        )
        .get(walletId, chainName, index);
      return r && fromRow(r);
    },
    addMany: (walletId, chainName, rows) =>
      conn.tx(() => {
        const exists = conn
          .stmt<number>(
            'SELECT 1 FROM derived_addresses WHERE wallet_id = ? AND chain_name = ? AND derive_path = ?',
          )
          .pluck();
        const upsert = conn.stmt(
          `INSERT INTO derived_addresses (wallet_id, chain_name, address, derive_path, address_index,
             public_key, is_custom, position)
           VALUES (@walletId, @chainName, @address, @derivePath, @addressIndex, @publicKey, @isCustom,
             (SELECT coalesce(max(position) + 1, 0) FROM derived_addresses
              WHERE wallet_id = @walletId AND chain_name = @chainName))
           ON CONFLICT (wallet_id, chain_name, derive_path) DO UPDATE SET
             address = excluded.address, public_key = excluded.public_key,
             address_index = excluded.address_index, is_custom = excluded.is_custom`,
        );
        let added = 0;
        for (const r of rows) {
          if (exists.get(walletId, chainName, r.derivePath) === undefined) added++;
          upsert.run({
            walletId,
            chainName,
            address: r.address,
            derivePath: r.derivePath,
            addressIndex: r.addressIndex,
            publicKey: r.publicKey,
            isCustom: fromBool(r.isCustom),
          });
        }
        return added;
      }),
    removeMany: (walletId, chainName, addresses) =>
      conn.tx(() => {
        const del = conn.stmt(
          'DELETE FROM derived_addresses WHERE wallet_id = ? AND chain_name = ? AND address = ?',
        );
        return addresses.reduce((n, a) => n + del.run(walletId, chainName, a).changes, 0);
      }),
  };
}

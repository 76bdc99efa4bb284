/**
 * The cache schema, one step per version. `PRAGMA user_version` records the last step applied;
 * steps are append-only: never edit a shipped step, add the next one.
 *
 * Rules every step keeps:
 * - money is TEXT holding a decimal string (base units for amounts, decimals for prices),
 *   never REAL, and CHECKs keep floats out;
 * - no column for a phrase, a private key or an extended private key, ever: the cache holds
 *   public parts only, and can be deleted and rebuilt from the vault and the chains;
 * - tables are STRICT, so SQLite refuses a value of the wrong type instead of coercing it;
 * - times are INTEGER milliseconds since the epoch.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

const BOOL = (col: string): string => `${col} INTEGER NOT NULL DEFAULT 0 CHECK (${col} IN (0, 1))`;
const BASE_UNITS = (col: string): string => `(${col} <> '' AND ${col} NOT GLOB '*[^0-9]*')`;

const v1 = `
CREATE TABLE wallets (
  id TEXT PRIMARY KEY,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('phrase', 'privateKey')),
  chain_name TEXT CHECK (kind = 'privateKey' OR chain_name IS NULL),
  ${BOOL('is_backed_up')},
  ${BOOL('is_evm_addresses_added')},
  ${BOOL('privacy_mode')},
  selected_coin_id TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;
CREATE INDEX wallets_by_position ON wallets (position);

CREATE TABLE coins (
  wallet_id TEXT NOT NULL REFERENCES wallets (id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  chain_name TEXT NOT NULL,
  symbol TEXT NOT NULL,
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('coin', 'token')),
  decimals INTEGER NOT NULL CHECK (decimals BETWEEN 0 AND 255),
  contract_address TEXT CHECK ((type = 'token') = (contract_address IS NOT NULL)),
  ${BOOL('is_in_wallet')},
  position INTEGER NOT NULL,
  address TEXT,
  public_key TEXT,
  xpub TEXT,
  PRIMARY KEY (wallet_id, id)
) STRICT;
CREATE INDEX coins_by_position ON coins (wallet_id, position);

-- chain_name is a registry chain name, or 'evm' for the one set every EVM chain shares.
CREATE TABLE derived_addresses (
  wallet_id TEXT NOT NULL REFERENCES wallets (id) ON DELETE CASCADE,
  chain_name TEXT NOT NULL,
  address TEXT NOT NULL,
  derive_path TEXT NOT NULL,
  address_index INTEGER CHECK (address_index >= 0),
  public_key TEXT,
  ${BOOL('is_custom')},
  position INTEGER NOT NULL,
  PRIMARY KEY (wallet_id, chain_name, address),
  UNIQUE (wallet_id, chain_name, derive_path)
) STRICT;
CREATE INDEX derived_by_index ON derived_addresses (wallet_id, chain_name, address_index);

CREATE TABLE app_state (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL CHECK (json_valid(value))
) STRICT;

-- contract_address is '' for the chain's own coin so that it can be part of the key
-- (NULLs never collide in a UNIQUE key); the repository maps '' to null.
CREATE TABLE transactions (
  chain_name TEXT NOT NULL,
  address TEXT NOT NULL,
  contract_address TEXT NOT NULL DEFAULT '',
  hash TEXT NOT NULL,
  amount TEXT NOT NULL CHECK ${BASE_UNITS('amount')},
  fee TEXT CHECK (fee IS NULL OR ${BASE_UNITS('fee')}),
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'failed')),
  date INTEGER NOT NULL,
  from_address TEXT NOT NULL,
  to_address TEXT NOT NULL,
  raw TEXT CHECK (raw IS NULL OR json_valid(raw)),
  PRIMARY KEY (chain_name, address, contract_address, hash)
) STRICT;
CREATE INDEX transactions_by_date ON transactions (chain_name, address, contract_address, date DESC);

-- key is 'chain:symbol:address' (spec: pendingTransactions); several hashes per key while
-- a speed-up or cancel races the original.
CREATE TABLE pending_transactions (
  key TEXT NOT NULL,
  hash TEXT NOT NULL,
  date INTEGER NOT NULL,
  nonce INTEGER CHECK (nonce IS NULL OR nonce >= 0),
  data TEXT,
  value TEXT CHECK (value IS NULL OR ${BASE_UNITS('value')}),
  from_address TEXT,
  to_address TEXT,
  PRIMARY KEY (key, hash)
) STRICT;

CREATE TABLE prices (
  symbol TEXT NOT NULL,
  currency TEXT NOT NULL,
  price TEXT NOT NULL CHECK (price GLOB '[0-9]*' AND price NOT GLOB '*[^0-9.]*'),
  fetched_at INTEGER NOT NULL,
  PRIMARY KEY (symbol, currency)
) STRICT;
`;

// What a pending entry is (a speed-up reports "sped up", a cancel sends nothing) and the amount
// the user sent in the coin's base units: a token transfer's tx value is 0, so `value` cannot say.
const v2 = `
ALTER TABLE pending_transactions ADD COLUMN kind TEXT NOT NULL DEFAULT 'transfer'
  CHECK (kind IN ('transfer', 'speedUp', 'cancel'));
ALTER TABLE pending_transactions ADD COLUMN amount TEXT CHECK (amount IS NULL OR ${BASE_UNITS('amount')});
`;

// The transaction as the wallet signed it (hex or the family's raw form): speed-up and cancel are
// rebuilt from this copy, never from what a node or an explorer says the transaction was.
const v3 = `
ALTER TABLE pending_transactions ADD COLUMN signed TEXT CHECK (signed IS NULL OR length(signed) <= 4000000);
`;

// Pending entries stop knowing any family: what a family needs to list or follow its entry
// (EVM: nonce, data, value, from, to) becomes one JSON payload the family validates when it
// reads it. json_patch drops the NULL members. An entry from before v2 keeps its value as amount.
const v4 = `
ALTER TABLE pending_transactions ADD COLUMN payload TEXT CHECK (payload IS NULL OR json_valid(payload));
UPDATE pending_transactions SET amount = value WHERE amount IS NULL AND value IS NOT NULL;
UPDATE pending_transactions SET payload = json_patch('{}', json_object(
  'nonce', nonce, 'data', data, 'value', value, 'from', from_address, 'to', to_address))
  WHERE nonce IS NOT NULL OR data IS NOT NULL OR value IS NOT NULL OR from_address IS NOT NULL
    OR to_address IS NOT NULL;
ALTER TABLE pending_transactions DROP COLUMN nonce;
ALTER TABLE pending_transactions DROP COLUMN data;
ALTER TABLE pending_transactions DROP COLUMN value;
ALTER TABLE pending_transactions DROP COLUMN from_address;
ALTER TABLE pending_transactions DROP COLUMN to_address;
`;

// Staking operations wait in the pending list like sends (shared/contract/txKinds.ts). SQLite
// cannot alter a CHECK, so the table is rebuilt with the wider one and its rows copied over.
// The kinds are written out, not taken from TX_KINDS: a shipped step must never change.
const v5 = `
CREATE TABLE pending_transactions_v5 (
  key TEXT NOT NULL,
  hash TEXT NOT NULL,
  date INTEGER NOT NULL,
  kind TEXT NOT NULL DEFAULT 'transfer'
    CHECK (kind IN ('transfer', 'speedUp', 'cancel', 'stake', 'unstake', 'withdraw', 'vote', 'claim')),
  amount TEXT CHECK (amount IS NULL OR ${BASE_UNITS('amount')}),
  signed TEXT CHECK (signed IS NULL OR length(signed) <= 4000000),
  payload TEXT CHECK (payload IS NULL OR json_valid(payload)),
  PRIMARY KEY (key, hash)
) STRICT;
INSERT INTO pending_transactions_v5 (key, hash, date, kind, amount, signed, payload)
  SELECT key, hash, date, kind, amount, signed, payload FROM pending_transactions;
DROP TABLE pending_transactions;
ALTER TABLE pending_transactions_v5 RENAME TO pending_transactions;
`;

// Stellar's trustlines (and XRP's, later) open and close through the pending list too. Same
// rebuild as v5, with the two trust kinds added.
const v6 = `
CREATE TABLE pending_transactions_v6 (
  key TEXT NOT NULL,
  hash TEXT NOT NULL,
  date INTEGER NOT NULL,
  kind TEXT NOT NULL DEFAULT 'transfer'
    CHECK (kind IN ('transfer', 'speedUp', 'cancel', 'stake', 'unstake', 'withdraw', 'vote', 'claim',
                    'trust', 'untrust')),
  amount TEXT CHECK (amount IS NULL OR ${BASE_UNITS('amount')}),
  signed TEXT CHECK (signed IS NULL OR length(signed) <= 4000000),
  payload TEXT CHECK (payload IS NULL OR json_valid(payload)),
  PRIMARY KEY (key, hash)
) STRICT;
INSERT INTO pending_transactions_v6 (key, hash, date, kind, amount, signed, payload)
  SELECT key, hash, date, kind, amount, signed, payload FROM pending_transactions;
DROP TABLE pending_transactions;
ALTER TABLE pending_transactions_v6 RENAME TO pending_transactions;
`;

// The last balance each coin was read at, so unlock paints the home list at once from the
// cache while the chains are asked again. A coin's row goes with its coin.
const v7 = `
CREATE TABLE balances (
  wallet_id TEXT NOT NULL,
  coin_id TEXT NOT NULL,
  balance TEXT NOT NULL CHECK (${BASE_UNITS('balance')}),
  fetched_at INTEGER NOT NULL,
  PRIMARY KEY (wallet_id, coin_id),
  FOREIGN KEY (wallet_id, coin_id) REFERENCES coins (wallet_id, id) ON DELETE CASCADE
) STRICT;
`;

// Watch-only wallets (no secret, one chain like a private-key wallet) join the wallets table's
// kinds. A CHECK cannot be altered, and dropping the parent table would cascade into its
// children, so the wallet tables are rebuilt children-last and renamed into place (a rename
// rewrites the foreign keys that name the renamed table). Columns are as v1 and v7 made them.
const v8 = `
CREATE TABLE wallets_v8 (
  id TEXT PRIMARY KEY,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('phrase', 'privateKey', 'watch')),
  chain_name TEXT CHECK (kind <> 'phrase' OR chain_name IS NULL),
  ${BOOL('is_backed_up')},
  ${BOOL('is_evm_addresses_added')},
  ${BOOL('privacy_mode')},
  selected_coin_id TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;
INSERT INTO wallets_v8 (id, position, name, kind, chain_name, is_backed_up, is_evm_addresses_added,
                        privacy_mode, selected_coin_id, created_at, updated_at)
  SELECT id, position, name, kind, chain_name, is_backed_up, is_evm_addresses_added,
         privacy_mode, selected_coin_id, created_at, updated_at FROM wallets;

CREATE TABLE coins_v8 (
  wallet_id TEXT NOT NULL REFERENCES wallets_v8 (id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  chain_name TEXT NOT NULL,
  symbol TEXT NOT NULL,
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('coin', 'token')),
  decimals INTEGER NOT NULL CHECK (decimals BETWEEN 0 AND 255),
  contract_address TEXT CHECK ((type = 'token') = (contract_address IS NOT NULL)),
  ${BOOL('is_in_wallet')},
  position INTEGER NOT NULL,
  address TEXT,
  public_key TEXT,
  xpub TEXT,
  PRIMARY KEY (wallet_id, id)
) STRICT;
INSERT INTO coins_v8 (wallet_id, id, chain_name, symbol, name, type, decimals, contract_address,
                      is_in_wallet, position, address, public_key, xpub)
  SELECT wallet_id, id, chain_name, symbol, name, type, decimals, contract_address,
         is_in_wallet, position, address, public_key, xpub FROM coins;

CREATE TABLE derived_addresses_v8 (
  wallet_id TEXT NOT NULL REFERENCES wallets_v8 (id) ON DELETE CASCADE,
  chain_name TEXT NOT NULL,
  address TEXT NOT NULL,
  derive_path TEXT NOT NULL,
  address_index INTEGER CHECK (address_index >= 0),
  public_key TEXT,
  ${BOOL('is_custom')},
  position INTEGER NOT NULL,
  PRIMARY KEY (wallet_id, chain_name, address),
  UNIQUE (wallet_id, chain_name, derive_path)
) STRICT;
INSERT INTO derived_addresses_v8 (wallet_id, chain_name, address, derive_path, address_index,
                                  public_key, is_custom, position)
  SELECT wallet_id, chain_name, address, derive_path, address_index, public_key, is_custom, position
  FROM derived_addresses;

CREATE TABLE balances_v8 (
  wallet_id TEXT NOT NULL,
  coin_id TEXT NOT NULL,
  balance TEXT NOT NULL CHECK (${BASE_UNITS('balance')}),
  fetched_at INTEGER NOT NULL,
  PRIMARY KEY (wallet_id, coin_id),
  FOREIGN KEY (wallet_id, coin_id) REFERENCES coins_v8 (wallet_id, id) ON DELETE CASCADE
) STRICT;
INSERT INTO balances_v8 (wallet_id, coin_id, balance, fetched_at)
  SELECT wallet_id, coin_id, balance, fetched_at FROM balances;

DROP TABLE balances;
DROP TABLE coins;
DROP TABLE derived_addresses;
DROP TABLE wallets;
ALTER TABLE wallets_v8 RENAME TO wallets;
ALTER TABLE coins_v8 RENAME TO coins;
ALTER TABLE derived_addresses_v8 RENAME TO derived_addresses;
ALTER TABLE balances_v8 RENAME TO balances;
CREATE INDEX wallets_by_position ON wallets (position);
CREATE INDEX coins_by_position ON coins (wallet_id, position);
CREATE INDEX derived_by_index ON derived_addresses (wallet_id, chain_name, address_index);
`;

// NFT transfers (EVM) wait in the pending list of the coin that paid their fee. Same rebuild as
// v6, with the NFT kind added.
const v9 = `
CREATE TABLE pending_transactions_v9 (
  key TEXT NOT NULL,
  hash TEXT NOT NULL,
  date INTEGER NOT NULL,
  kind TEXT NOT NULL DEFAULT 'transfer'
    CHECK (kind IN ('transfer', 'speedUp', 'cancel', 'stake', 'unstake', 'withdraw', 'vote', 'claim',
                    'trust', 'untrust', 'nftTransfer')),
  amount TEXT CHECK (amount IS NULL OR ${BASE_UNITS('amount')}),
  signed TEXT CHECK (signed IS NULL OR length(signed) <= 4000000),
  payload TEXT CHECK (payload IS NULL OR json_valid(payload)),
  PRIMARY KEY (key, hash)
) STRICT;
INSERT INTO pending_transactions_v9 (key, hash, date, kind, amount, signed, payload)
  SELECT key, hash, date, kind, amount, signed, payload FROM pending_transactions;
DROP TABLE pending_transactions;
ALTER TABLE pending_transactions_v9 RENAME TO pending_transactions;
`;

// Swap deposits (issue 29) wait in the pending list of the coin that paid them. Same rebuild as
// v9, with the swap-deposit kind added.
const v10 = `
CREATE TABLE pending_transactions_v10 (
  key TEXT NOT NULL,
  hash TEXT NOT NULL,
  date INTEGER NOT NULL,
  kind TEXT NOT NULL DEFAULT 'transfer'
    CHECK (kind IN ('transfer', 'speedUp', 'cancel', 'stake', 'unstake', 'withdraw', 'vote', 'claim',
                    'trust', 'untrust', 'nftTransfer', 'swapDeposit')),
  amount TEXT CHECK (amount IS NULL OR ${BASE_UNITS('amount')}),
  signed TEXT CHECK (signed IS NULL OR length(signed) <= 4000000),
  payload TEXT CHECK (payload IS NULL OR json_valid(payload)),
  PRIMARY KEY (key, hash)
) STRICT;
INSERT INTO pending_transactions_v10 (key, hash, date, kind, amount, signed, payload)
  SELECT key, hash, date, kind, amount, signed, payload FROM pending_transactions;
DROP TABLE pending_transactions;
ALTER TABLE pending_transactions_v10 RENAME TO pending_transactions;
`;

// The swap's token approval and the revokes (issues 29, 33) wait in the pending list too, so
// every kind a transaction can have is now listed; migrateKinds.test.ts fails when a new kind
// ships without the migration that lets it in.
const v11 = `
CREATE TABLE pending_transactions_v11 (
  key TEXT NOT NULL,
  hash TEXT NOT NULL,
  date INTEGER NOT NULL,
  kind TEXT NOT NULL DEFAULT 'transfer'
    CHECK (kind IN ('transfer', 'speedUp', 'cancel', 'stake', 'unstake', 'withdraw', 'vote', 'claim',
                    'trust', 'untrust', 'nftTransfer', 'swapDeposit', 'tokenApprove',
                    'revokeAllowance', 'revokeOperator', 'revokeDelegate')),
  amount TEXT CHECK (amount IS NULL OR ${BASE_UNITS('amount')}),
  signed TEXT CHECK (signed IS NULL OR length(signed) <= 4000000),
  payload TEXT CHECK (payload IS NULL OR json_valid(payload)),
  PRIMARY KEY (key, hash)
) STRICT;
INSERT INTO pending_transactions_v11 (key, hash, date, kind, amount, signed, payload)
  SELECT key, hash, date, kind, amount, signed, payload FROM pending_transactions;
DROP TABLE pending_transactions;
ALTER TABLE pending_transactions_v11 RENAME TO pending_transactions;
`;

// A sell provider's deposit (issue 30) waits in the pending list as its own kind, named a sale
// deposit there; v11 with 'sellDeposit' added.
const v12 = `
CREATE TABLE pending_transactions_v12 (
  key TEXT NOT NULL,
  hash TEXT NOT NULL,
  date INTEGER NOT NULL,
  kind TEXT NOT NULL DEFAULT 'transfer'
    CHECK (kind IN ('transfer', 'speedUp', 'cancel', 'stake', 'unstake', 'withdraw', 'vote', 'claim',
                    'trust', 'untrust', 'nftTransfer', 'swapDeposit', 'tokenApprove',
                    'revokeAllowance', 'revokeOperator', 'revokeDelegate', 'sellDeposit')),
  amount TEXT CHECK (amount IS NULL OR ${BASE_UNITS('amount')}),
  signed TEXT CHECK (signed IS NULL OR length(signed) <= 4000000),
  payload TEXT CHECK (payload IS NULL OR json_valid(payload)),
  PRIMARY KEY (key, hash)
) STRICT;
INSERT INTO pending_transactions_v12 (key, hash, date, kind, amount, signed, payload)
  SELECT key, hash, date, kind, amount, signed, payload FROM pending_transactions;
DROP TABLE pending_transactions;
ALTER TABLE pending_transactions_v12 RENAME TO pending_transactions;
`;

// Clearing an EIP-7702 delegation (issue 33) waits in the pending list as its own revoke kind;
// v12 with 'revokeDelegation' added.
const v13 = `
CREATE TABLE pending_transactions_v13 (
  key TEXT NOT NULL,
  hash TEXT NOT NULL,
  date INTEGER NOT NULL,
  kind TEXT NOT NULL DEFAULT 'transfer'
    CHECK (kind IN ('transfer', 'speedUp', 'cancel', 'stake', 'unstake', 'withdraw', 'vote', 'claim',
                    'trust', 'untrust', 'nftTransfer', 'swapDeposit', 'tokenApprove',
                    'revokeAllowance', 'revokeOperator', 'revokeDelegate', 'sellDeposit',
                    'revokeDelegation')),
  amount TEXT CHECK (amount IS NULL OR ${BASE_UNITS('amount')}),
  signed TEXT CHECK (signed IS NULL OR length(signed) <= 4000000),
  payload TEXT CHECK (payload IS NULL OR json_valid(payload)),
  PRIMARY KEY (key, hash)
) STRICT;
INSERT INTO pending_transactions_v13 (key, hash, date, kind, amount, signed, payload)
  SELECT key, hash, date, kind, amount, signed, payload FROM pending_transactions;
DROP TABLE pending_transactions;
ALTER TABLE pending_transactions_v13 RENAME TO pending_transactions;
`;

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'initial schema', sql: v1 },
  { version: 2, name: 'pending kind and amount', sql: v2 },
  { version: 3, name: 'pending signed copy', sql: v3 },
  { version: 4, name: 'pending family payload', sql: v4 },
  { version: 5, name: 'pending staking kinds', sql: v5 },
  { version: 6, name: 'pending trustline kinds', sql: v6 },
  { version: 7, name: 'last-known balances', sql: v7 },
  { version: 8, name: 'watch-only wallets', sql: v8 },
  { version: 9, name: 'pending NFT transfers', sql: v9 },
  { version: 10, name: 'pending swap deposits', sql: v10 },
  { version: 11, name: 'pending approvals and revokes', sql: v11 },
  { version: 12, name: 'pending sell deposits', sql: v12 },
  { version: 13, name: 'pending delegation clearings', sql: v13 },
];

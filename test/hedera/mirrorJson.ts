/**
 * The ledger in the Hedera mirror node's REST shapes (mirror-node openapi.yml: AccountBalance
 * Transactions, Transaction, ExchangeRateSet). Amounts are JSON numbers there; the fixture's are
 * small enough to be exact.
 */
import type { Account, Association, Token, TxRecord } from './ledger';

const DER_PREFIX = '302a300506032b6570032100';
const b64 = (s: string | Uint8Array) =>
  Buffer.from(typeof s === 'string' ? new TextEncoder().encode(s) : s).toString('base64');

export function accountJson(a: Account, transactions?: TxRecord[], tokens: Association[] = []) {
  const num = BigInt(a.id.split('.')[2]!);
  return {
    account: a.id,
    alias: null,
    auto_renew_period: 7776000,
    balance: {
      balance: Number(a.balance),
      timestamp: a.createdAt,
      tokens: tokens.map((t) => ({ token_id: t.token, balance: Number(t.balance) })),
    },
    created_timestamp: a.createdAt,
    decline_reward: false,
    deleted: false,
    ethereum_nonce: 0,
    evm_address: `0x${num.toString(16).padStart(40, '0')}`,
    expiry_timestamp: null,
    key: a.key ? { _type: 'ED25519', key: a.key } : null,
    max_automatic_token_associations: a.maxAutoAssociations,
    memo: '',
    pending_reward: 0,
    receiver_sig_required: false,
    staked_account_id: null,
    staked_node_id: null,
    stake_period_start: null,
    ...(transactions ? { transactions: transactions.map(transactionJson) } : {}),
    links: { next: null },
  };
}

export function transactionJson(t: TxRecord) {
  return {
    bytes: null,
    charged_tx_fee: Number(t.chargedFee),
    consensus_timestamp: t.consensusTimestamp,
    entity_id: t.entityId,
    max_fee: t.maxFee.toString(10),
    memo_base64: b64(t.memo),
    name: t.name,
    nft_transfers: [],
    node: t.node,
    nonce: 0,
    parent_consensus_timestamp: null,
    result: t.result,
    scheduled: false,
    staking_reward_transfers: [],
    token_transfers: t.tokenTransfers.map((x) => ({
      token_id: x.token,
      account: x.account,
      amount: Number(x.amount),
      is_approval: false,
    })),
    transaction_hash: b64(t.hash),
    transaction_id: t.transactionId,
    transfers: t.transfers.map((x) => ({ account: x.account, amount: Number(x.amount), is_approval: false })),
    valid_duration_seconds: '120',
    valid_start_timestamp: t.validStart,
  };
}

/** mirror-node strips the DER prefix from account.publickey before it compares */
export const rawKeyOf = (q: string) => {
  const k = q.toLowerCase().replace(/^0x/, '');
  return k.startsWith(DER_PREFIX) ? k.slice(DER_PREFIX.length) : k;
};

export function exchangeRateJson(rate: { cent: number; hbar: number }) {
  const expiration = Math.floor(Date.now() / 3_600_000 + 1) * 3600;
  const one = { cent_equivalent: rate.cent, expiration_time: expiration, hbar_equivalent: rate.hbar };
  return {
    current_rate: one,
    next_rate: { ...one, expiration_time: expiration + 3600 },
    timestamp: `${Math.floor(Date.now() / 1000)}.000000000`,
  };
}

/** GET /api/v1/accounts/{id}/tokens: TokenRelationship rows (decimals and balance as numbers) */
export function tokenRelationshipJson(a: Association, token: Token) {
  return {
    automatic_association: a.automatic,
    balance: Number(a.balance),
    created_timestamp: a.createdAt,
    decimals: token.decimals,
    freeze_status: 'NOT_APPLICABLE',
    kyc_status: 'NOT_APPLICABLE',
    token_id: a.token,
  };
}

/** GET /api/v1/tokens/{id}: TokenInfo (its decimals and supplies are strings there) */
export function tokenInfoJson(t: Token) {
  return {
    admin_key: null,
    auto_renew_account: null,
    created_timestamp: t.createdAt,
    custom_fees: { created_timestamp: t.createdAt, fixed_fees: [], fractional_fees: [] },
    decimals: String(t.decimals),
    deleted: false,
    freeze_default: false,
    initial_supply: t.totalSupply.toString(10),
    max_supply: '0',
    memo: '',
    name: t.name,
    pause_status: 'NOT_APPLICABLE',
    supply_type: 'INFINITE',
    symbol: t.symbol,
    token_id: t.id,
    total_supply: t.totalSupply.toString(10),
    treasury_account_id: t.treasury,
    type: 'FUNGIBLE_COMMON',
  };
}

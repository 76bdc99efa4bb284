/**
 * Read views of the ledger in the documented wire formats: java-tron's getaccount,
 * getaccountresource, gettransactionbyid / gettransactioninfobyid and blocks (zero values left
 * out, as its JsonFormat does), TronGrid v1 accounts and history, Tronscan's pagewitness and
 * transaction-info. Addresses are 41-hex unless the caller asked for `visible`.
 */
import { utils } from 'tronweb';
import { MAX_UNFREEZES, PARAMS, TOTAL_ENERGY_WEIGHT, TOTAL_NET_WEIGHT, WINDOW_MS } from './chainParams';
import type { Account, ApprovalEvent, Block, Ledger, TxRecord } from './ledger';
import { toVisible } from './txJson';

const b58 = (h: string) => utils.address.fromHex(h);
/** java-tron leaves out fields whose value is the protobuf default. */
function compact<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(o).filter(
      ([, v]) => v !== 0 && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  ) as Partial<T>;
}

export function accountJson(ledger: Ledger, a: Account, visible: boolean): Record<string, unknown> {
  const now = ledger.now();
  const json = compact({
    address: a.address,
    balance: Number(a.balance),
    create_time: a.createTime,
    latest_opration_time: a.latestOperationTime,
    latest_withdraw_time: a.latestWithdrawTime,
    free_net_usage: ledger.recovered(a.freeNetUsed, a.freeNetTime),
    latest_consume_free_time: a.freeNetTime,
    net_usage: ledger.recovered(a.netUsed, a.netTime),
    latest_consume_time: a.netTime,
    net_window_size: WINDOW_MS / 3000,
    votes: a.votes.map((v) => ({ vote_address: v.address, vote_count: Number(v.count) })),
    frozenV2: [
      compact({ amount: Number(a.frozen.BANDWIDTH) }),
      compact({ type: 'ENERGY', amount: Number(a.frozen.ENERGY) }),
      { type: 'TRON_POWER' },
    ],
    unfrozenV2: a.unfreezing.map((u) =>
      compact({
        type: u.resource === 'ENERGY' ? 'ENERGY' : undefined,
        unfreeze_amount: Number(u.amount),
        unfreeze_expire_time: u.expireTime,
      }),
    ),
    account_resource: compact({
      energy_usage: ledger.recovered(a.energyUsed, a.energyTime),
      latest_consume_time_for_energy: a.energyTime,
      energy_window_size: WINDOW_MS / 3000,
    }),
  });
  void now;
  return visible ? toVisible(json) : json;
}

export function accountResourceJson(ledger: Ledger, a: Account): Record<string, unknown> {
  const r = ledger.resources(a);
  return compact({
    freeNetUsed: r.freeNetUsed,
    freeNetLimit: r.freeNetLimit,
    NetUsed: r.netUsed,
    NetLimit: r.netLimit,
    TotalNetLimit: PARAMS.getTotalNetLimit,
    TotalNetWeight: TOTAL_NET_WEIGHT,
    tronPowerUsed: r.tronPowerUsed,
    tronPowerLimit: r.tronPowerLimit,
    EnergyUsed: r.energyUsed,
    EnergyLimit: r.energyLimit,
    TotalEnergyLimit: PARAMS.getTotalEnergyCurrentLimit,
    TotalEnergyWeight: TOTAL_ENERGY_WEIGHT,
  });
}

export function availableUnfreezeCount(ledger: Ledger, a: Account): number {
  return MAX_UNFREEZES - a.unfreezing.filter((u) => u.expireTime > ledger.now()).length;
}

export function blockJson(b: Block, ledger: Ledger): Record<string, unknown> {
  const json: Record<string, unknown> = {
    blockID: b.id,
    block_header: {
      raw_data: compact({
        number: b.number,
        txTrieRoot: '0'.repeat(64),
        witness_address: ledger.witnesses[b.number % ledger.witnesses.length]?.address,
        parentHash: b.parentHash,
        version: 31,
        timestamp: b.timestamp,
      }),
      witness_signature: '00'.repeat(65),
    },
  };
  if (b.txIDs.length) json.transactions = b.txIDs.map((id) => txByIdJson(ledger.txs.get(id)!, false));
  return json;
}

export function txByIdJson(r: TxRecord, visible: boolean): Record<string, unknown> {
  const json = { ret: [{ contractRet: r.contractRet }], ...r.tx, visible };
  return visible ? toVisible(json) : json;
}

export function txInfoJson(r: TxRecord): Record<string, unknown> {
  const json: Record<string, unknown> = compact({
    id: r.tx.txID,
    fee: r.fee,
    blockNumber: r.blockNumber,
    blockTimeStamp: r.blockTimestamp,
    contractResult:
      r.tx.raw_data.contract[0]!.type === 'TriggerSmartContract'
        ? [r.contractRet === 'SUCCESS' ? '0'.repeat(63) + '1' : '']
        : [''],
    contract_address: r.trc20 ? r.trc20.contract : undefined,
    receipt: compact({ ...r.receipt }),
    withdraw_amount: r.withdrawAmount,
    unfreeze_amount: r.unfreezeAmount,
    withdraw_expire_amount:
      r.tx.raw_data.contract[0]!.type === 'WithdrawExpireUnfreezeContract' ? r.withdrawAmount : undefined,
  });
  if (r.contractRet !== 'SUCCESS') {
    json.result = 'FAILED';
    json.resMessage = Buffer.from(r.resMessage ?? r.contractRet).toString('hex');
  }
  if (r.trc20) {
    json.log = [
      {
        address: r.trc20.contract.slice(2),
        topics: [
          'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
          r.trc20.from.slice(2).padStart(64, '0'),
          r.trc20.to.slice(2).padStart(64, '0'),
        ],
        data: r.trc20.value.toString(16).padStart(64, '0'),
      },
    ];
  }
  return json;
}

/** TronGrid v1 /accounts/{address} data item (41-hex address, trc20 keyed by base58 contract). */
export function gridAccountJson(ledger: Ledger, a: Account): Record<string, unknown> {
  const trc20: Record<string, string>[] = [];
  for (const t of ledger.tokens.values()) {
    const bal = t.balances.get(a.address);
    if (bal !== undefined) trc20.push({ [b58(t.address)]: bal.toString() });
  }
  return { ...accountJson(ledger, a, false), trc20 };
}

/** TronGrid v1 /accounts/{address}/transactions item. */
export function gridTxJson(r: TxRecord): Record<string, unknown> {
  return {
    ret: [{ contractRet: r.contractRet, fee: r.fee }],
    signature: r.tx.signature,
    txID: r.tx.txID,
    net_usage: r.receipt.net_usage,
    raw_data_hex: r.tx.raw_data_hex,
    net_fee: r.receipt.net_fee,
    energy_usage: r.receipt.energy_usage,
    blockNumber: r.blockNumber,
    block_timestamp: r.blockTimestamp,
    energy_fee: r.receipt.energy_fee,
    energy_usage_total: r.receipt.energy_usage_total,
    raw_data: r.tx.raw_data,
    internal_transactions: [],
  };
}

/** TronGrid v1 /accounts/{address}/transactions/trc20 item (base58 addresses, value a string). */
export function gridTrc20Json(ledger: Ledger, r: TxRecord): Record<string, unknown> {
  const t = r.trc20!;
  const token = ledger.tokens.get(t.contract)!;
  return {
    transaction_id: r.tx.txID,
    token_info: {
      symbol: token.symbol,
      address: b58(token.address),
      decimals: token.decimals,
      name: token.name,
    },
    block_timestamp: r.blockTimestamp,
    from: b58(t.from),
    to: b58(t.to),
    type: 'Transfer',
    value: t.value.toString(),
  };
}

/** The same list's Approval item: `from` the owner, `to` the spender, `value` the allowance set. */
export function gridApprovalJson(ledger: Ledger, a: ApprovalEvent): Record<string, unknown> {
  const token = ledger.tokens.get(a.contract)!;
  return {
    transaction_id: a.txID,
    token_info: {
      symbol: token.symbol,
      address: b58(token.address),
      decimals: token.decimals,
      name: token.name,
    },
    block_timestamp: a.blockTimestamp,
    from: b58(a.owner),
    to: b58(a.spender),
    type: 'Approval',
    value: a.value.toString(),
  };
}

const CONTRACT_TYPE_NUMBERS: Record<string, number> = {
  TransferContract: 1,
  VoteWitnessContract: 4,
  WithdrawBalanceContract: 13,
  TriggerSmartContract: 31,
  FreezeBalanceV2Contract: 54,
  UnfreezeBalanceV2Contract: 55,
  WithdrawExpireUnfreezeContract: 56,
};

/** Tronscan GET /api/transaction-info?hash= (base58 addresses). */
export function scanTxInfoJson(ledger: Ledger, r: TxRecord): Record<string, unknown> {
  const c = r.tx.raw_data.contract[0]!;
  const value = c.parameter.value;
  const to = r.trc20?.to ?? (value.to_address as string | undefined);
  return {
    hash: r.tx.txID,
    block: r.blockNumber,
    timestamp: r.blockTimestamp,
    confirmed: true,
    revert: r.contractRet !== 'SUCCESS',
    contractRet: r.contractRet,
    contractType: CONTRACT_TYPE_NUMBERS[c.type],
    ownerAddress: b58(value.owner_address as string),
    toAddress: to ? b58(to) : '',
    cost: {
      net_fee: r.receipt.net_fee,
      energy_fee: r.receipt.energy_fee,
      energy_usage: r.receipt.energy_usage,
      energy_usage_total: r.receipt.energy_usage_total,
      net_usage: r.receipt.net_usage,
      fee: r.fee,
      memoFee: r.tx.raw_data.data ? PARAMS.getMemoFee : 0,
    },
    contractData: toVisible(value),
    data: r.tx.raw_data.data ?? '',
    trc20TransferInfo: r.trc20
      ? [
          {
            contract_address: b58(r.trc20.contract),
            from_address: b58(r.trc20.from),
            to_address: b58(r.trc20.to),
            amount_str: r.trc20.value.toString(),
            decimals: ledger.tokens.get(r.trc20.contract)!.decimals,
            symbol: ledger.tokens.get(r.trc20.contract)!.symbol,
            name: ledger.tokens.get(r.trc20.contract)!.name,
          },
        ]
      : [],
  };
}

/** Tronscan GET /api/pagewitness item. */
export function scanWitnessJson(ledger: Ledger, index: number): Record<string, unknown> {
  const w = ledger.witnesses[index]!;
  const votes = Number(ledger.witnessVotes(w));
  return {
    address: b58(w.address),
    name: w.name,
    url: w.url,
    producer: true,
    votes,
    realTimeVotes: votes,
    lastCycleVotes: votes,
    brokerage: 20,
    voterBrokerage: 80,
    ...(w.apr !== undefined ? { annualizedRate: w.apr } : {}),
    witnessType: 1,
    index,
    ranking: index + 1,
  };
}

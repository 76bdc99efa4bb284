/**
 * What the fixture node does with a broadcast transaction: java-tron's checks in its order
 * (one contract, duplicate, expiration, TAPOS, signature recovered to the owner, contract
 * validation) and then the state change with the resources and fees Tron charges. Refusals
 * come back as java-tron's GrpcAPI.Return codes with its messages.
 */
import { hex } from '@scure/base';
import { utils } from 'tronweb';
import {
  DAY_MS,
  MAX_EXPIRATION_MS,
  MAX_UNFREEZES,
  PARAMS,
  SIGNATURE_BYTES,
  TRC20_REVERT_ENERGY,
  TRC20_APPROVE_ENERGY,
  TRC20_TRANSFER_ENERGY,
  TRC20_TRANSFER_NEW_HOLDER_ENERGY,
} from './chainParams';
import type { Account, Ledger, Receipt, Resource, TxRecord } from './ledger';
import { RESOURCE_NAMES, proto, txIdOf, type TxJson } from './proto';
import { rawToJson } from './txJson';

export type ReturnCode =
  | 'SIGERROR'
  | 'CONTRACT_VALIDATE_ERROR'
  | 'CONTRACT_EXE_ERROR'
  | 'BANDWITH_ERROR'
  | 'DUP_TRANSACTION_ERROR'
  | 'TAPOS_ERROR'
  | 'TRANSACTION_EXPIRATION_ERROR'
  | 'OTHER_ERROR';

export type BroadcastResult =
  { ok: true; txid: string } | { ok: false; txid: string; code: ReturnCode; message: string };

class Refusal extends Error {
  constructor(
    readonly code: ReturnCode,
    message: string,
  ) {
    super(message);
  }
}

const TRANSFER_SELECTOR = 'a9059cbb';
/** approve(address,uint256): sets the allowance, emits Approval */
const APPROVE_SELECTOR = '095ea7b3';
const addr = (b: Uint8Array) => hex.encode(b);

/** Bandwidth a transaction takes: its raw bytes plus 67 per signature (the spec's formula). */
export function bandwidthBytes(rawLength: number, signatures: number): number {
  return rawLength + SIGNATURE_BYTES * signatures;
}

interface Charge {
  burn: bigint;
  apply: () => void;
  receipt: Receipt;
}

/**
 * Bandwidth: staked first, then the free 600 a day, else burnt at getTransactionFee a byte.
 * Creating an account: staked bandwidth if it covers the bytes, else getCreateAccountFee
 * burnt (free bandwidth cannot pay it), plus getCreateNewAccountFeeInSystemContract.
 */
function chargeBandwidth(ledger: Ledger, a: Account, bytes: number, createsAccount: boolean): Charge {
  const r = ledger.resources(a);
  const now = ledger.now();
  const receipt: Receipt = {
    net_usage: 0,
    net_fee: 0,
    energy_usage: 0,
    energy_fee: 0,
    energy_usage_total: 0,
  };
  if (r.netLimit - r.netUsed >= bytes) {
    receipt.net_usage = bytes;
    const burn = createsAccount ? BigInt(PARAMS.getCreateNewAccountFeeInSystemContract) : 0n;
    return {
      burn,
      receipt,
      apply: () => {
        a.netUsed = r.netUsed + bytes;
        a.netTime = now;
      },
    };
  }
  if (createsAccount) {
    const burn = BigInt(PARAMS.getCreateAccountFee + PARAMS.getCreateNewAccountFeeInSystemContract);
    receipt.net_fee = PARAMS.getCreateAccountFee;
    return { burn, receipt, apply: () => {} };
  }
  if (r.freeNetLimit - r.freeNetUsed >= bytes) {
    receipt.net_usage = bytes;
    return {
      burn: 0n,
      receipt,
      apply: () => {
        a.freeNetUsed = r.freeNetUsed + bytes;
        a.freeNetTime = now;
      },
    };
  }
  receipt.net_fee = bytes * PARAMS.getTransactionFee;
  return { burn: BigInt(receipt.net_fee), receipt, apply: () => {} };
}

function ownerOf(a: Uint8Array, ledger: Ledger): Account {
  const owner = ledger.account(addr(a));
  if (!owner)
    throw new Refusal(
      'CONTRACT_VALIDATE_ERROR',
      `Validate contract error: account [${addr(a)}] does not exist`,
    );
  return owner;
}

function resourceName(code: number): Resource {
  const name = RESOURCE_NAMES[code];
  if (name !== 'BANDWIDTH' && name !== 'ENERGY')
    throw new Refusal('CONTRACT_VALIDATE_ERROR', 'ResourceCode error, valid ResourceCode[BANDWIDTH、ENERGY]');
  return name;
}

/** Verifies and applies `rawBytes` signed by `signatures`; the ledger changes only on success. */
export function applyTransaction(
  ledger: Ledger,
  rawBytes: Uint8Array,
  signatures: string[],
): BroadcastResult {
  const txid = txIdOf(rawBytes);
  try {
    const record = validateAndApply(ledger, rawBytes, signatures, txid);
    const block = ledger.pushBlock(ledger.now(), [txid]);
    record.blockNumber = block.number;
    record.blockTimestamp = block.timestamp;
    ledger.txs.set(txid, record);
    ledger.order.push(txid);
    return { ok: true, txid };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, txid, code: e.code, message: e.message };
    throw e;
  }
}

function validateAndApply(
  ledger: Ledger,
  rawBytes: Uint8Array,
  signatures: string[],
  txid: string,
): TxRecord {
  let raw;
  try {
    raw = proto.Transaction.raw.deserializeBinary(rawBytes);
  } catch {
    throw new Refusal('OTHER_ERROR', 'raw_data does not parse');
  }
  const contracts = raw.getContractList();
  if (contracts.length !== 1)
    throw new Refusal('CONTRACT_VALIDATE_ERROR', 'act size should be exactly 1, this is extend feature');
  if (ledger.txs.has(txid)) throw new Refusal('DUP_TRANSACTION_ERROR', 'dup trans');
  ledger.head();
  // java-tron compares with the head block's time; blocks come every 3 s, so the clock stands in
  const headTime = ledger.now();
  const expiration = raw.getExpiration();
  if (expiration <= headTime)
    throw new Refusal(
      'TRANSACTION_EXPIRATION_ERROR',
      `Transaction expired, expiration: ${expiration}, head block time: ${headTime}`,
    );
  if (expiration > headTime + MAX_EXPIRATION_MS)
    throw new Refusal(
      'TRANSACTION_EXPIRATION_ERROR',
      `expiration time too long, expiration: ${expiration}, max: ${headTime + MAX_EXPIRATION_MS}`,
    );
  const refBytes = addr(raw.getRefBlockBytes_asU8());
  const refHash = addr(raw.getRefBlockHash_asU8());
  const tapos = ledger.blocks.some(
    (b) => (b.number & 0xffff).toString(16).padStart(4, '0') === refBytes && b.id.slice(16, 32) === refHash,
  );
  if (!tapos)
    throw new Refusal(
      'TAPOS_ERROR',
      `Tapos check error: ref block ${refBytes}/${refHash} is not on this chain`,
    );

  const contract = contracts[0]!;
  if (contract.getPermissionId() !== 0)
    throw new Refusal('SIGERROR', 'Validate signature error: permission_id is not the owner permission');
  const any = contract.getParameter();
  if (!any) throw new Refusal('CONTRACT_VALIDATE_ERROR', 'contract parameter is missing');
  const value = any.getValue_asU8();
  const type = contract.getType();
  const T = proto;
  const ownerBytes = (() => {
    switch (type) {
      case 1:
        return T.TransferContract.deserializeBinary(value).getOwnerAddress_asU8();
      case 31:
        return T.TriggerSmartContract.deserializeBinary(value).getOwnerAddress_asU8();
      case 54:
        return T.FreezeBalanceV2Contract.deserializeBinary(value).getOwnerAddress_asU8();
      case 55:
        return T.UnfreezeBalanceV2Contract.deserializeBinary(value).getOwnerAddress_asU8();
      case 4:
        return T.VoteWitnessContract.deserializeBinary(value).getOwnerAddress_asU8();
      case 56:
        return T.WithdrawExpireUnfreezeContract.deserializeBinary(value).getOwnerAddress_asU8();
      case 13:
        return T.WithdrawBalanceContract.deserializeBinary(value).getOwnerAddress_asU8();
      default:
        throw new Refusal(
          'CONTRACT_VALIDATE_ERROR',
          `contract type ${type} is not supported by this fixture node`,
        );
    }
  })();

  if (signatures.length !== 1)
    throw new Refusal(
      'SIGERROR',
      `Validate signature error: ${signatures.length} signatures, the owner permission needs 1`,
    );
  let signer: string;
  try {
    const sig = signatures[0]!.replace(/^0x/, '');
    if (!/^[0-9a-fA-F]{130}$/.test(sig)) throw new Error('signature is not 65 bytes');
    signer = utils.crypto.ecRecover(txid, sig).toLowerCase();
  } catch (e) {
    throw new Refusal('SIGERROR', `Validate signature error: ${(e as Error).message}`);
  }
  const owner = addr(ownerBytes);
  if (signer !== owner)
    throw new Refusal(
      'SIGERROR',
      `Validate signature error: ${signer} is signed by ${signer} but it is not contained of permission.`,
    );

  const ownerAccount = ownerOf(ownerBytes, ledger);
  const memo = raw.getData_asU8();
  const memoFee = memo.length > 0 ? BigInt(PARAMS.getMemoFee) : 0n;
  const bytes = bandwidthBytes(rawBytes.length, signatures.length);
  const now = ledger.now();
  const tx: TxRecord['tx'] = {
    ...rawToJson(rawBytes),
    signature: signatures.map((s) => s.replace(/^0x/, '')),
  };
  const record = (charge: Charge, extra: Partial<TxRecord>, involves: string[]): TxRecord => ({
    tx,
    blockNumber: 0,
    blockTimestamp: 0,
    contractRet: 'SUCCESS',
    receipt: charge.receipt,
    fee: Number(charge.burn + memoFee),
    involves: [owner, ...involves],
    ...extra,
  });
  const pay = (charge: Charge, spend: bigint, what: string) => {
    if (ownerAccount.balance < spend + charge.burn + memoFee)
      throw new Refusal('CONTRACT_VALIDATE_ERROR', `Validate ${what} error, balance is not sufficient.`);
    charge.apply();
    ownerAccount.balance -= spend + charge.burn + memoFee;
    ownerAccount.latestOperationTime = now;
  };

  switch (type) {
    case 1: {
      const c = T.TransferContract.deserializeBinary(value);
      const to = addr(c.getToAddress_asU8());
      const amount = BigInt(c.getAmount());
      if (amount <= 0n)
        throw new Refusal(
          'CONTRACT_VALIDATE_ERROR',
          'Validate TransferContract error, Amount must be greater than 0.',
        );
      if (to === owner)
        throw new Refusal(
          'CONTRACT_VALIDATE_ERROR',
          'Validate TransferContract error, Cannot transfer TRX to yourself.',
        );
      if (!/^41[0-9a-f]{40}$/.test(to))
        throw new Refusal('CONTRACT_VALIDATE_ERROR', 'Validate TransferContract error, Invalid toAddress!');
      const creates = !ledger.account(to);
      const charge = chargeBandwidth(ledger, ownerAccount, bytes, creates);
      pay(charge, amount, 'TransferContract');
      ledger.ensureAccount(to).balance += amount;
      return record(charge, {}, [to]);
    }
    case 31: {
      const c = T.TriggerSmartContract.deserializeBinary(value);
      const contractAddress = addr(c.getContractAddress_asU8());
      const token = ledger.tokens.get(contractAddress);
      if (!token) throw new Refusal('CONTRACT_VALIDATE_ERROR', 'No contract or not a smart contract');
      if (c.getCallValue() !== 0)
        throw new Refusal('CONTRACT_VALIDATE_ERROR', 'callValue must be 0 for a non-payable token');
      const feeLimit = raw.getFeeLimit();
      if (feeLimit < 0 || feeLimit > PARAMS.getMaxFeeLimit)
        throw new Refusal('CONTRACT_VALIDATE_ERROR', `feeLimit must be >= 0 and <= ${PARAMS.getMaxFeeLimit}`);
      const data = hex.encode(c.getData_asU8());
      const charge = chargeBandwidth(ledger, ownerAccount, bytes, false);
      const isTransfer = data.startsWith(TRANSFER_SELECTOR) && data.length === 8 + 128;
      const isApprove = data.startsWith(APPROVE_SELECTOR) && data.length === 8 + 128;
      const to = isTransfer || isApprove ? `41${data.slice(8 + 24, 8 + 64)}` : '';
      const amount = isTransfer || isApprove ? BigInt(`0x${data.slice(8 + 64)}`) : 0n;
      const enough = isApprove || (isTransfer && ledger.tokenBalance(contractAddress, owner) >= amount);
      const need = !enough
        ? TRC20_REVERT_ENERGY
        : isApprove
          ? TRC20_APPROVE_ENERGY
          : ledger.tokenBalance(contractAddress, to) > 0n
            ? TRC20_TRANSFER_ENERGY
            : TRC20_TRANSFER_NEW_HOLDER_ENERGY;
      const r = ledger.resources(ownerAccount);
      const fromStake = Math.max(0, Math.min(r.energyLimit - r.energyUsed, need));
      let burnEnergy = (need - fromStake) * PARAMS.getEnergyFee;
      let contractRet = enough ? 'SUCCESS' : 'REVERT';
      const affordable = Math.min(feeLimit, Number(ownerAccount.balance - charge.burn - memoFee));
      if (burnEnergy > affordable) {
        contractRet = 'OUT_OF_ENERGY';
        burnEnergy = Math.max(0, affordable);
      }
      const energyCharge: Charge = {
        burn: charge.burn + BigInt(burnEnergy),
        receipt: {
          ...charge.receipt,
          energy_usage: fromStake,
          energy_fee: burnEnergy,
          energy_usage_total: fromStake + Math.floor(burnEnergy / PARAMS.getEnergyFee),
          result: contractRet,
        },
        apply: () => {
          charge.apply();
          if (fromStake > 0) {
            ownerAccount.energyUsed = r.energyUsed + fromStake;
            ownerAccount.energyTime = now;
          }
        },
      };
      pay(energyCharge, 0n, 'TriggerSmartContract');
      if (contractRet !== 'SUCCESS')
        return record(
          energyCharge,
          {
            contractRet,
            resMessage: contractRet === 'REVERT' ? 'REVERT opcode executed' : 'Not enough energy',
          },
          [contractAddress],
        );
      if (isApprove) {
        ledger.approve(contractAddress, owner, to, amount, txid);
        return record(
          energyCharge,
          { approval: { contract: contractAddress, owner, spender: to, value: amount } },
          [contractAddress],
        );
      }
      token.balances.set(owner, ledger.tokenBalance(contractAddress, owner) - amount);
      token.balances.set(to, ledger.tokenBalance(contractAddress, to) + amount);
      return record(energyCharge, { trc20: { contract: contractAddress, from: owner, to, value: amount } }, [
        contractAddress,
        to,
      ]);
    }
    case 54: {
      const c = T.FreezeBalanceV2Contract.deserializeBinary(value);
      const amount = BigInt(c.getFrozenBalance());
      const resource = resourceName(c.getResource());
      if (amount < 1_000_000n)
        throw new Refusal('CONTRACT_VALIDATE_ERROR', 'frozenBalance must be greater than or equal to 1 TRX');
      if (amount > ownerAccount.balance)
        throw new Refusal(
          'CONTRACT_VALIDATE_ERROR',
          'frozenBalance must be less than or equal to accountBalance',
        );
      const charge = chargeBandwidth(ledger, ownerAccount, bytes, false);
      pay(charge, amount, 'FreezeBalanceV2Contract');
      ownerAccount.frozen[resource] += amount;
      return record(charge, {}, []);
    }
    case 55: {
      const c = T.UnfreezeBalanceV2Contract.deserializeBinary(value);
      const amount = BigInt(c.getUnfreezeBalance());
      const resource = resourceName(c.getResource());
      if (amount <= 0n || amount > ownerAccount.frozen[resource])
        throw new Refusal('CONTRACT_VALIDATE_ERROR', `Invalid unfreeze_balance, [${amount}] is invalid`);
      const pending = ownerAccount.unfreezing.filter((u) => u.expireTime > now);
      if (pending.length >= MAX_UNFREEZES)
        throw new Refusal(
          'CONTRACT_VALIDATE_ERROR',
          'Invalid unfreeze operation, unfreezing times is over limit',
        );
      const charge = chargeBandwidth(ledger, ownerAccount, bytes, false);
      pay(charge, 0n, 'UnfreezeBalanceV2Contract');
      // java-tron withdraws expired unfreezes on the way
      const expired = ownerAccount.unfreezing
        .filter((u) => u.expireTime <= now)
        .reduce((s, u) => s + u.amount, 0n);
      ownerAccount.balance += expired;
      ownerAccount.unfreezing = pending;
      ownerAccount.frozen[resource] -= amount;
      ownerAccount.unfreezing.push({
        resource,
        amount,
        expireTime: now + PARAMS.getUnfreezeDelayDays * DAY_MS,
      });
      const r = ledger.resources(ownerAccount);
      if (r.tronPowerUsed > r.tronPowerLimit) ownerAccount.votes = [];
      return record(charge, { unfreezeAmount: Number(amount) }, []);
    }
    case 4: {
      const c = T.VoteWitnessContract.deserializeBinary(value);
      const votes = c
        .getVotesList()
        .map((v) => ({ address: addr(v.getVoteAddress_asU8()), count: BigInt(v.getVoteCount()) }));
      if (votes.length === 0) throw new Refusal('CONTRACT_VALIDATE_ERROR', 'VoteNumber must more than 0');
      if (votes.length > 30)
        throw new Refusal('CONTRACT_VALIDATE_ERROR', 'VoteNumber more than maxVoteNumber 30');
      let total = 0n;
      for (const v of votes) {
        if (v.count <= 0n) throw new Refusal('CONTRACT_VALIDATE_ERROR', 'vote count must be greater than 0');
        if (!ledger.witnesses.some((w) => w.address === v.address))
          throw new Refusal('CONTRACT_VALIDATE_ERROR', `Witness[${v.address}] not exists`);
        total += v.count;
      }
      const power = BigInt(ledger.resources(ownerAccount).tronPowerLimit);
      if (total > power)
        throw new Refusal(
          'CONTRACT_VALIDATE_ERROR',
          `The total number of votes[${total}] is greater than the tronPower[${power}]`,
        );
      const charge = chargeBandwidth(ledger, ownerAccount, bytes, false);
      pay(charge, 0n, 'VoteWitnessContract');
      ownerAccount.votes = votes;
      return record(
        charge,
        {},
        votes.map((v) => v.address),
      );
    }
    case 56: {
      const expired = ownerAccount.unfreezing.filter((u) => u.expireTime <= now);
      const amount = expired.reduce((s, u) => s + u.amount, 0n);
      if (amount === 0n) throw new Refusal('CONTRACT_VALIDATE_ERROR', 'no unFreeze balance to withdraw ');
      const charge = chargeBandwidth(ledger, ownerAccount, bytes, false);
      pay(charge, 0n, 'WithdrawExpireUnfreezeContract');
      ownerAccount.unfreezing = ownerAccount.unfreezing.filter((u) => u.expireTime > now);
      ownerAccount.balance += amount;
      return record(charge, { withdrawAmount: Number(amount) }, []);
    }
    case 13: {
      if (ownerAccount.latestWithdrawTime > 0 && now - ownerAccount.latestWithdrawTime < DAY_MS)
        throw new Refusal(
          'CONTRACT_VALIDATE_ERROR',
          `The last withdraw time is ${ownerAccount.latestWithdrawTime}, less than 24 hours`,
        );
      if (ownerAccount.reward <= 0n)
        throw new Refusal('CONTRACT_VALIDATE_ERROR', 'witnessAccount does not have any reward');
      const charge = chargeBandwidth(ledger, ownerAccount, bytes, false);
      pay(charge, 0n, 'WithdrawBalanceContract');
      const amount = ownerAccount.reward;
      ownerAccount.balance += amount;
      ownerAccount.reward = 0n;
      ownerAccount.latestWithdrawTime = now;
      return record(charge, { withdrawAmount: Number(amount) }, []);
    }
    default:
      throw new Refusal(
        'CONTRACT_VALIDATE_ERROR',
        `contract type ${type} is not supported by this fixture node`,
      );
  }
}

/** Decodes a signed Transaction's protobuf hex (what /wallet/broadcasthex takes). */
export function decodeSignedHex(transactionHex: string): { rawBytes: Uint8Array; signatures: string[] } {
  const tx = proto.Transaction.deserializeBinary(hex.decode(transactionHex.replace(/^0x/, '').toLowerCase()));
  const raw = tx.getRawData();
  if (!raw) throw new Error('transaction has no raw_data');
  return {
    rawBytes: raw.serializeBinary(),
    signatures: tx.getSignatureList_asU8().map((s) => hex.encode(s)),
  };
}

export type { TxJson };

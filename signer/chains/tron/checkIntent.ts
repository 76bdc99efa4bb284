import { hex } from '@scure/base';
import type { TxKind } from '../../../shared/contract/txKinds';
import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { checkTronRevoke } from './checkRevoke';
import { tronAddressOfWord, type DecodedTronTx, type TronContractName } from './decodeRaw';

export type TronIntent = SignIntentOf<'tron'>;

/**
 * How far ahead a transaction may expire. java-tron builds head block + 60 s and accepts up
 * to 24 h; a signed transaction can be broadcast by whoever holds it until it expires, so a
 * long expiration lets a withheld "failed" send land hours after the user sent it again.
 * Ten minutes covers the time between building and signing and ordinary clock skew.
 */
export const MAX_EXPIRATION_AHEAD_MS = 10 * 60_000;

/** The contracts each kind may sign. Tron has no speed-up or cancel: a transaction expires. */
const KIND_CONTRACTS: Partial<Record<TxKind, readonly TronContractName[]>> = {
  transfer: ['TransferContract', 'TriggerSmartContract'],
  stake: ['FreezeBalanceV2Contract'],
  unstake: ['UnfreezeBalanceV2Contract'],
  vote: ['VoteWitnessContract'],
  withdraw: ['WithdrawExpireUnfreezeContract'],
  claim: ['WithdrawBalanceContract'],
  // a TRC-20 allowance revoke (issue 33): approve(spender, 0), checkRevoke.ts
  revokeAllowance: ['TriggerSmartContract'],
};

/**
 * The least the chain burns per bandwidth byte (getTransactionFee, spec §9's transaction fee of
 * 1000 sun), the memo fee (getMemoFee) and the bandwidth each signature adds. The signer cannot
 * ask the chain, so it holds the bytes to these; a node that quotes a lower price is caught here.
 */
export const BANDWIDTH_PRICE_SUN = 1_000n;
export const MEMO_FEE_SUN = 1_000_000n;
export const SIGNATURE_BYTES = 67n;

/**
 * What these exact bytes can burn besides a fee limit when no bandwidth covers them: every byte
 * (and the one signature) at the price, and the memo fee. Not included, because no byte tells
 * it: the account-creation fee of a TRX transfer to an address that is not an account yet.
 */
export const sizeBurn = (tx: DecodedTronTx): bigint =>
  (BigInt(tx.rawBytes.length) + SIGNATURE_BYTES) * BANDWIDTH_PRICE_SUN + (tx.data !== '' ? MEMO_FEE_SUN : 0n);

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

/** transfer(address,uint256): the selector and two words, nothing after them. */
const TRANSFER_SELECTOR = 'a9059cbb';

/**
 * Throws INTENT_MISMATCH naming the first field where the decoded transaction differs from
 * what the user approved; returns when it is exactly that. `signer` is the base58 address of
 * the key about to sign, `now` the signer's clock (unix ms).
 */
export function checkTronIntent(tx: DecodedTronTx, intent: TronIntent, signer: string, now: number): void {
  const c = tx.contract;
  if (intent.from !== signer) throw mismatch('from');
  if (c.owner !== signer) throw mismatch('owner');
  const allowed = KIND_CONTRACTS[intent.kind];
  if (!allowed) throw mismatch('kind');
  if (!allowed.includes(c.type)) throw mismatch('contract type');
  if (intent.contractAddress !== undefined && c.type !== 'TriggerSmartContract')
    throw mismatch('contractAddress');
  if (
    intent.resource !== undefined &&
    c.type !== 'FreezeBalanceV2Contract' &&
    c.type !== 'UnfreezeBalanceV2Contract'
  )
    throw mismatch('resource');
  if (intent.votes !== undefined && c.type !== 'VoteWitnessContract') throw mismatch('votes');
  // staking acts on the wallet's own account; a revoke names the spender whose allowance ends
  if (intent.kind !== 'transfer' && intent.kind !== 'revokeAllowance' && intent.to !== signer)
    throw mismatch('to');

  switch (c.type) {
    case 'TransferContract':
      if (c.to !== intent.to) throw mismatch('to');
      if (c.amount !== BigInt(intent.amount)) throw mismatch('amount');
      break;
    case 'TriggerSmartContract': {
      if (intent.kind === 'revokeAllowance') {
        checkTronRevoke(c, intent);
        break;
      }
      if (c.contractAddress !== intent.contractAddress) throw mismatch('contractAddress');
      if (c.callValue !== 0n || c.callTokenValue !== 0n || c.tokenId !== 0n) throw mismatch('call_value');
      // exactly transfer(to, amount): an approve, a transferFrom or trailing bytes are refused
      if (c.data.length !== 8 + 128 || !c.data.startsWith(TRANSFER_SELECTOR)) throw mismatch('data');
      const recipient = tronAddressOfWord(c.data.slice(8, 72));
      if (recipient === null) throw mismatch('data');
      if (recipient !== intent.to) throw mismatch('to');
      if (BigInt(`0x${c.data.slice(72)}`) !== BigInt(intent.amount)) throw mismatch('amount');
      break;
    }
    case 'FreezeBalanceV2Contract':
    case 'UnfreezeBalanceV2Contract':
      if (c.amount !== BigInt(intent.amount)) throw mismatch('amount');
      if (c.resource !== intent.resource) throw mismatch('resource');
      break;
    case 'VoteWitnessContract': {
      const votes = intent.votes;
      if (!votes || c.support || c.votes.length !== votes.length) throw mismatch('votes');
      c.votes.forEach((v, i) => {
        if (v.address !== votes[i]!.address || v.count !== BigInt(votes[i]!.count)) throw mismatch('votes');
      });
      if (intent.amount !== '0') throw mismatch('amount');
      break;
    }
    case 'WithdrawExpireUnfreezeContract':
    case 'WithdrawBalanceContract':
      if (intent.amount !== '0') throw mismatch('amount');
      break;
  }

  // only a TRC-20 call burns energy up to fee_limit; anywhere else a fee limit is not what was approved
  if (c.type !== 'TriggerSmartContract' && tx.feeLimit !== 0n) throw mismatch('feeLimit');
  const memo = intent.memo;
  if (memo && memo.kind !== 'text') throw mismatch('memo');
  if (tx.data !== (memo ? hex.encode(new TextEncoder().encode(memo.value)) : '')) throw mismatch('memo');
  if (tx.expiration <= now || tx.expiration > now + MAX_EXPIRATION_AHEAD_MS) throw mismatch('expiration');
  // No fee_limit bounds a bandwidth or memo burn: the cap the user approved must cover the most
  // these bytes can burn, the fee limit (TRC-20's energy) included.
  if (tx.feeLimit + sizeBurn(tx) > BigInt(intent.feeCap)) throw mismatch('feeCap');
}

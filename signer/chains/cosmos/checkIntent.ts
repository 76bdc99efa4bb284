import { hex } from '@scure/base';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import type { NetworkKind } from '../../../shared/chains/validate/result';
import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import type { CosmosChainRow } from './chainTable';
import type { DecodedSend, DecodedSignDoc } from './decodeSignDoc';

export type CosmosIntent = SignIntentOf<'cosmos'>;

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

/**
 * Throws INTENT_MISMATCH naming the first field where the decoded SignDoc differs from what
 * the user approved; returns the one send when it is exactly that. `signer` is the bech32
 * address of the key about to sign and `publicKey` its compressed key; `row` is the signer's own
 * entry for the chain.
 */
export function checkCosmosIntent(
  row: CosmosChainRow,
  doc: DecodedSignDoc,
  intent: CosmosIntent,
  network: NetworkKind,
  signer: string,
  publicKey: Uint8Array,
): DecodedSend {
  if (intent.kind !== 'transfer') throw mismatch('kind');
  if (doc.messages.length !== 1) throw mismatch('message count');
  const msg = doc.messages[0];
  if (!msg || msg.typeUrl !== row.msgType) throw mismatch('message type');
  if (intent.from !== signer) throw mismatch('from');
  if (msg.from !== signer) throw mismatch('sender');
  if (msg.to !== intent.to) throw mismatch('to');
  // a token (another bank denom) only where the wallet offers tokens; the approved one, whichever
  if (intent.denom !== row.denom && !row.tokens) throw mismatch('denom');
  if (msg.amount.length !== 1) throw mismatch('amount');
  if (msg.amount[0]!.denom !== intent.denom) throw mismatch('denom');
  if (msg.amount[0]!.amount !== intent.amount) throw mismatch('amount');

  const memo = intent.memo;
  if (memo && memo.kind !== 'text') throw mismatch('memo');
  if (doc.memo !== (memo?.value ?? '')) throw mismatch('memo');
  checkEnvelope(row, doc, intent, network, publicKey);
  return msg;
}

/**
 * What every document the signer signs must be beside its message: for this chain (by the
 * signer's own table), no extension options, ordered, one signer with this key in direct mode at
 * the approved sequence and account number, the fee paid by the wallet in the native denom,
 * within the approved cap, no tip. Throws INTENT_MISMATCH naming the field.
 */
export function checkEnvelope(
  row: CosmosChainRow,
  doc: DecodedSignDoc,
  intent: CosmosIntent,
  network: NetworkKind,
  publicKey: Uint8Array,
): void {
  // the chain id is the signer's own: a document for another chain is a valid transaction there
  if (doc.chainId !== row.chainId[network]) throw mismatch('chain id');
  // extension options change how the chain reads the transaction (an Ethermint tx, a fee market)
  if (doc.extensionOptions > 0) throw mismatch('extension options');
  // an unordered transaction has no sequence to spend: anyone holding it can replay it until it times out
  if (doc.unordered) throw mismatch('unordered');

  if (doc.signerInfos.length !== 1) throw mismatch('signer count');
  const info = doc.signerInfos[0]!;
  if (info.mode !== SignMode.SIGN_MODE_DIRECT) throw mismatch('sign mode');
  // absent: the signer writes its own key in (an account that never sent has none on chain)
  if (
    info.publicKey === undefined ||
    (info.publicKey !== null && hex.encode(info.publicKey) !== hex.encode(publicKey))
  )
    throw mismatch('public key');
  if (info.sequence !== BigInt(intent.sequence)) throw mismatch('sequence');
  if (doc.accountNumber !== BigInt(intent.accountNumber)) throw mismatch('account number');

  // someone else paying (or a fee grant) is not what the user approved, nor is a tip
  if (doc.fee.payer !== '' || doc.fee.granter !== '') throw mismatch('fee payer');
  if (doc.hasTip) throw mismatch('tip');
  let fee = 0n;
  for (const c of doc.fee.amount) {
    if (c.denom !== row.denom) throw mismatch('fee denom');
    if (!/^(0|[1-9]\d{0,77})$/.test(c.amount)) throw mismatch('fee amount');
    fee += BigInt(c.amount);
  }
  if (fee > BigInt(intent.feeCap)) throw mismatch('feeCap');
}

/** The fee the auth info pays, native base units (checked by checkCosmosIntent first). */
export function feeOf(doc: DecodedSignDoc): bigint {
  return doc.fee.amount.reduce((sum, c) => sum + BigInt(c.amount), 0n);
}

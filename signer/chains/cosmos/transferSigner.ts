import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { AuthInfo, SignDoc, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { cosmosAddressFromPublicKey } from '../../../shared/chains/cosmos/validate';
import { AppError } from '../../../shared/errors';
import type { TransferSigner } from '../types';
import { COSMOS_CHAINS, THORCHAIN_DEPOSIT } from './chainTable';
import { checkCosmosIntent, feeOf } from './checkIntent';
import { checkCosmosSwapDeposit } from './checkSwapDeposit';
import { checkThorDeposit } from './checkThorDeposit';
import { decodeSignDoc, SECP256K1_PUBKEY, type DecodedDeposit } from './decodeSignDoc';

/**
 * Cosmos Hub and THORChain: decodes main's SignDoc itself, checks it against the approved
 * intent and signs sha256 of the document (SIGN_MODE_DIRECT) with the sending address's key.
 * When the signer info has no public key (the account never sent) the signer writes its own in
 * before signing; `signed` is the hex of the TxRaw broadcast_tx_sync takes.
 */
/** The journal's view of a checked MsgDeposit: THORChain itself receives it, named by no address. */
const depositMessage = (d: DecodedDeposit, denom: string) => ({
  typeUrl: THORCHAIN_DEPOSIT,
  from: d.signer,
  to: '',
  amount: [{ denom, amount: d.coins[0]!.amount }],
});

export const signCosmos: TransferSigner = (p) => {
  const intent = p.intent;
  if (intent.family !== 'cosmos') throw new AppError('INTENT_MISMATCH', 'family');
  const row = COSMOS_CHAINS[p.chainName];
  if (!row) throw new AppError('INTENT_MISMATCH', 'chain');
  // one key, one chain: a key imported for the Hub does not sign on THORChain
  if (p.keys.importedFor !== null && p.keys.importedFor !== p.chainName)
    throw new AppError('INTENT_MISMATCH', 'This key was imported for another chain');
  const path = p.keys.importedFor !== null ? '' : p.activePath;
  if (path === undefined || (path === '' && p.keys.importedFor === null))
    throw new AppError('BAD_INPUT', 'no sending address');
  const doc = decodeSignDoc(row.prefix, p.unsigned);
  const publicKey = p.keys.secp.publicKey(path);
  const signer = cosmosAddressFromPublicKey(p.chainName, publicKey);
  // a swap deposit's own rules first, on the signer's clock; then its message: THORChain's
  // MsgDeposit for RUNE, else the bank send it is
  const transfer = checkCosmosSwapDeposit(row, intent, Math.floor(Date.now() / 1000));
  const deposit =
    intent.kind === 'swapDeposit' && row.swapDeposit === 'msgDeposit'
      ? checkThorDeposit(row, doc, transfer, p.network, signer, publicKey)
      : null;
  const msg = deposit
    ? depositMessage(deposit, row.denom)
    : checkCosmosIntent(row, doc, transfer, p.network, signer, publicKey);

  const authInfo = AuthInfo.fromPartial(doc.authInfo);
  authInfo.signerInfos[0]!.publicKey = {
    typeUrl: SECP256K1_PUBKEY,
    value: PubKey.encode({ key: publicKey }).finish(),
  };
  const bodyBytes = doc.bodyBytes;
  const authInfoBytes = AuthInfo.encode(authInfo).finish();
  const signDoc = SignDoc.encode({
    bodyBytes,
    authInfoBytes,
    chainId: doc.chainId,
    accountNumber: doc.accountNumber,
  }).finish();
  const { signature } = p.keys.secp.sign(path, sha256(signDoc));
  const txRaw = TxRaw.encode({ bodyBytes, authInfoBytes, signatures: [signature] }).finish();
  const hash = hex.encode(sha256(txRaw));
  const fee = feeOf(doc);
  return {
    signed: hex.encode(txRaw),
    hash,
    fee,
    detail: {
      family: 'cosmos',
      msgType: msg.typeUrl,
      from: msg.from,
      to: msg.to,
      amount: msg.amount[0]!.amount,
      denom: msg.amount[0]!.denom,
      fee: fee.toString(10),
      gasLimit: doc.fee.gasLimit.toString(10),
      chainId: doc.chainId,
      accountNumber: doc.accountNumber.toString(10),
      sequence: doc.signerInfos[0]!.sequence.toString(10),
      // a deposit's memo is its message's, the one THORChain reads
      memo: deposit ? deposit.memo : doc.memo,
    },
  };
};

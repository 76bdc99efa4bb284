import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { AppError } from '../../../shared/errors';
import { tronAddressFromPublicKey } from '../../../shared/chains/tron/validate';
import type { TronJournalDetail } from './journalDetail';
import type { TransferSigner } from '../types';
import { checkTronIntent, sizeBurn } from './checkIntent';
import { decodeRaw, type DecodedTronTx } from './decodeRaw';
import { tronProtos } from './protos';

/** What main broadcasts: `transaction_hex` is the signed Transaction protobuf /wallet/broadcasthex takes. */
export interface SignedTronTx {
  txID: string;
  raw_data_hex: string;
  /** r ‖ s ‖ v, v = 27 + recovery id (what tronweb and java-tron write) */
  signature: [string];
  transaction_hex: string;
}

function detailOf(tx: DecodedTronTx): TronJournalDetail {
  const c = tx.contract;
  const [txTo, amount] =
    c.type === 'TransferContract'
      ? [c.to, c.amount]
      : c.type === 'TriggerSmartContract'
        ? [c.contractAddress, BigInt(`0x${c.data.slice(72)}`)]
        : c.type === 'FreezeBalanceV2Contract' || c.type === 'UnfreezeBalanceV2Contract'
          ? ['', c.amount]
          : ['', 0n];
  return {
    family: 'tron',
    contractType: c.type,
    owner: c.owner,
    txTo,
    amount: amount.toString(10),
    feeLimit: tx.feeLimit.toString(10),
    expiration: tx.expiration,
    data: tx.data,
  };
}

/**
 * Tron: decodes main's raw_data_hex itself (the JSON a node sends beside it is never read),
 * checks it against the approved intent and signs sha256 of exactly those bytes with the
 * sending address's key (its path, or the imported key at ''). `fee` is the most it can burn:
 * the fee limit plus its bytes' bandwidth and memo burn (checkIntent holds both to the cap).
 */
export const signTron: TransferSigner = (p) => {
  const intent = p.intent;
  if (intent.family !== 'tron') throw new AppError('INTENT_MISMATCH', 'family');
  const path = p.keys.importedFor !== null ? '' : p.activePath;
  if (path === undefined || (path === '' && p.keys.importedFor === null))
    throw new AppError('BAD_INPUT', 'no sending address');
  const tx = decodeRaw(p.unsigned);
  const signer = tronAddressFromPublicKey(p.keys.secp.publicKey(path));
  checkTronIntent(tx, intent, signer, Date.now());
  const digest = sha256(tx.rawBytes);
  const { signature, recovery } = p.keys.secp.sign(path, digest);
  const sig = hex.encode(signature) + (27 + recovery).toString(16);
  const P = tronProtos();
  const signedTx = new P.Transaction();
  signedTx.setRawData(P.Transaction.raw.deserializeBinary(tx.rawBytes));
  signedTx.addSignature(hex.decode(sig));
  const txID = hex.encode(digest);
  const out: SignedTronTx = {
    txID,
    raw_data_hex: hex.encode(tx.rawBytes),
    signature: [sig],
    transaction_hex: hex.encode(signedTx.serializeBinary()),
  };
  return { signed: JSON.stringify(out), hash: txID, fee: tx.feeLimit + sizeBurn(tx), detail: detailOf(tx) };
};

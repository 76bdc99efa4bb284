import { beginCell, external, storeMessage, type Cell } from '@ton/core';
import { hex } from '@scure/base';
import { AppError } from '../../../shared/errors';
import type { TransferSigner } from '../types';
import { checkTonIntent } from './checkIntent';
import { decodeTonTransfer, type DecodedTonTransfer } from './decodeTransfer';
import { sameTonAddress, tonWalletOf } from './walletContracts';

/** v4 carries the signature before the signed fields, W5 after them. */
function signedBody(tx: DecodedTonTransfer, version: 'v4r2' | 'v5r1', signature: Uint8Array): Cell {
  const sig = Buffer.from(signature);
  const b = beginCell();
  if (version === 'v4r2') return b.storeBuffer(sig).storeSlice(tx.signing.beginParse()).endCell();
  return b.storeSlice(tx.signing.beginParse()).storeBuffer(sig).endCell();
}

/**
 * TON: reads main's external message itself, checks it against the approved intent, signs the
 * hash of its body (the wallet's signing message) with the key of the sending address and
 * returns the external message again with the signed body, as base64 BOC. The hash is that
 * message's cell hash; the journal keeps what the bytes say.
 */
export const signTon: TransferSigner = (p) => {
  const intent = p.intent;
  if (intent.family !== 'ton') throw new AppError('INTENT_MISMATCH', 'family');
  const path = p.keys.importedFor !== null ? '' : p.activePath;
  if (path === undefined || (path === '' && p.keys.importedFor === null))
    throw new AppError('BAD_INPUT', 'no sending address');
  if (path === 'ton-native')
    throw new AppError('BAD_INPUT', 'Sending from a TON recovery phrase is not available yet');
  const own = tonWalletOf(intent.walletVersion, p.keys.ed.publicKey(path), p.network);
  if (!sameTonAddress(own.address, intent.from)) throw new AppError('INTENT_MISMATCH', 'from');
  const tx = decodeTonTransfer(p.unsigned, intent.walletVersion);
  const attached = checkTonIntent(tx, intent, own, Math.floor(Date.now() / 1000));
  const signature = p.keys.ed.sign(path, tx.signing.hash());
  const message = external({
    to: own.address,
    ...(tx.init ? { init: own.init } : {}),
    body: signedBody(tx, intent.walletVersion, signature),
  });
  const cell = beginCell().store(storeMessage(message)).endCell();
  const fee = intent.jettonMaster !== undefined ? attached : 0n;
  return {
    signed: cell.toBoc().toString('base64'),
    hash: hex.encode(cell.hash()),
    fee,
    detail: {
      family: 'ton',
      from: own.address.toString({ bounceable: false, testOnly: p.network !== 'mainnet' }),
      walletVersion: intent.walletVersion,
      seqno: tx.seqno,
      validUntil: tx.validUntil,
      deploys: tx.init !== null,
      fee: fee.toString(10),
      ...(intent.jettonMaster !== undefined ? { jettonMaster: intent.jettonMaster } : {}),
    },
  };
};

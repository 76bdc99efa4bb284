import { SystemInstruction, SystemProgram } from '@solana/web3.js';
import { expectCanonical } from './canonical';
import { decodeAs, expectCount, keyOf, mismatch, type BodyChecker } from './intentParts';

/** A SOL transfer: exactly one System Transfer from the wallet to the recipient of the approved lamports. */
export const checkSolTransfer: BodyChecker = (body, intent, wallet) => {
  const to = keyOf(intent.to, 'recipient');
  const amount = BigInt(intent.amount);
  expectCount(body, 1, 'the SOL transfer');
  const ix = body[0]!;
  if (!ix.programId.equals(SystemProgram.programId))
    throw mismatch('The transfer is not a System program call');
  const type = decodeAs(() => SystemInstruction.decodeInstructionType(ix), 'System instruction');
  if (type !== 'Transfer') throw mismatch(`System ${type} is not a transfer`);
  const t = decodeAs(() => SystemInstruction.decodeTransfer(ix), 'System Transfer');
  if (!t.fromPubkey.equals(wallet))
    throw mismatch('The transfer is paid from another account than this wallet');
  if (!t.toPubkey.equals(to)) throw mismatch('The transfer pays another recipient than the approved one');
  if (BigInt(t.lamports) !== amount)
    throw mismatch('The transfer sends another amount than the approved one');
  const canonical = SystemProgram.transfer({ fromPubkey: wallet, toPubkey: to, lamports: amount });
  expectCanonical(ix, canonical, 'System Transfer');
  return { canonical: [canonical] };
};

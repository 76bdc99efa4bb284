import { base58 } from '@scure/base';
import { PublicKey } from '@solana/web3.js';
import { getChain } from '../../../shared/chains/registry';
import { AppError } from '../../../shared/errors';
import type { DappSignRequest } from '../../../shared/signer/dapp';
import type { SolanaDappTx } from '../../../shared/chains/solana/dappSolana';
import { summarizeSolanaTx } from '../../../shared/chains/solana/dappSolanaSummary';
import type { Keys } from '../keys/types';
import { decodeDappSolanaTx, strictBase64 } from './dappTransaction';
import { isSolanaTxBytes } from './txShape';

const mismatch = (why: string) => new AppError('INTENT_MISMATCH', why);

type SolanaDappRequest = Extract<DappSignRequest, { kind: 'solanaMessage' | 'solanaTransaction' }>;

export interface SolanaDappParams {
  keys: Keys;
  activePath: string;
  /** the session's Solana account the user approved */
  from: string;
  request: SolanaDappRequest;
}

/** What was signed, for the journal: the signature (base58) and, for a transaction, the summary checked. */
export interface SolanaDappSigned {
  /** the dapp's answer: base58 signature (message) or the signed wire transaction in base64 */
  result: string;
  signature: string;
  summary: SolanaDappTx | null;
}

/** The first field where the decoded transaction differs from the approved one, or null. */
function firstDifference(decoded: SolanaDappTx, approved: SolanaDappTx): string | null {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  for (const key of ['feePayer', 'signers', 'recentBlockhash', 'maxFee'] as const)
    if (!same(decoded[key], approved[key])) return key;
  if (decoded.instructions.length !== approved.instructions.length) return 'instructions';
  const i = decoded.instructions.findIndex((ix, k) => !same(ix, approved.instructions[k]));
  return i < 0 ? null : `instruction ${i + 1}`;
}

/**
 * A dapp's Solana request, signed with the key of the session's account: a message exactly as
 * shown (never bytes that are, or begin with, a transaction message, nor a wire transaction), or a transaction whose summary, decoded
 * here from the bytes signed, equals the approved one and that this wallet must sign. The
 * wallet's signature goes into its own slot; the dapp's other signatures are kept.
 */
export function signSolanaDapp(p: SolanaDappParams): SolanaDappSigned {
  if (p.keys.importedFor !== null && getChain(p.keys.importedFor).family !== 'solana')
    throw mismatch('This key was imported for another chain');
  const path = p.keys.importedFor !== null ? '' : p.activePath;
  if (path === '' && p.keys.importedFor === null) throw new AppError('BAD_INPUT', 'no signing address');
  const wallet = new PublicKey(p.keys.ed.publicKey(path));
  if (wallet.toBase58() !== p.from) throw mismatch('from');
  const r = p.request;
  if (r.kind === 'solanaMessage') {
    const bytes = strictBase64(r.message, 'message');
    // a transaction message, one with bytes after it, or a whole wire transaction
    if (isSolanaTxBytes(bytes))
      throw mismatch('These bytes are a Solana transaction: signMessage does not sign transactions');
    const signature = base58.encode(p.keys.ed.sign(path, bytes));
    return { result: signature, signature, summary: null };
  }
  const { tx, msg } = decodeDappSolanaTx(r.transaction);
  const header = msg.message.header;
  const slot = msg.accountKeys.slice(0, header.numRequiredSignatures).findIndex((k) => k.equals(wallet));
  if (slot < 0) throw mismatch('This wallet is not a signer of the transaction');
  const decoded = summarizeSolanaTx(
    {
      accountKeys: msg.accountKeys,
      numRequiredSignatures: header.numRequiredSignatures,
      recentBlockhash: msg.message.recentBlockhash,
      instructions: msg.instructions,
    },
    wallet,
  );
  const differs = firstDifference(decoded, r.approved);
  if (differs) throw mismatch(`The transaction differs from the approved one: ${differs}`);
  const signature = p.keys.ed.sign(path, msg.bytes);
  tx.signatures[slot] = signature;
  return {
    result: Buffer.from(tx.serialize()).toString('base64'),
    signature: base58.encode(signature),
    summary: decoded,
  };
}

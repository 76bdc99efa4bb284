import { getBytes, hashMessage, hexlify, Signature } from 'ethers';
import { getChain } from '../../shared/chains/registry';
import { AppError } from '../../shared/errors';
import type { SignerParams } from '../../shared/signer/protocol';
import type { Keys } from '../chains/keys/types';
import { evmAddressOf } from '../chains/evm/sign';
import { signSolanaDapp } from '../chains/solana/dappSign';
import { checkDappTx } from './checkDappTx';
import { typedDataDigest } from './typedDataDigest';

export type SignDappParams = SignerParams<'signDapp'> & { keys: Keys };

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

/** A 65-byte r ‖ s ‖ v signature (v = 27 + recovery), as wallets answer personal_sign and typed data. */
function signDigest(keys: Keys, path: string, digest: Uint8Array): string {
  const { signature, recovery } = keys.secp.sign(path, digest);
  return Signature.from({
    r: hexlify(signature.subarray(0, 32)),
    s: hexlify(signature.subarray(32, 64)),
    yParity: recovery,
  }).serialized;
}

/**
 * Signs what the user approved for a dapp, with the key whose address the user picked for the
 * session (`from`): refuses when the key at `activePath` is another address, and when an
 * imported key belongs to a chain outside the EVM family.
 */
export function signDappRequest(p: SignDappParams): string {
  if (p.request.kind === 'solanaMessage' || p.request.kind === 'solanaTransaction')
    return signSolanaDapp({ keys: p.keys, activePath: p.activePath, from: p.from, request: p.request })
      .result;
  if (p.keys.importedFor !== null && getChain(p.keys.importedFor).family !== 'evm')
    throw mismatch('This key was imported for another chain');
  const path = p.keys.importedFor !== null ? '' : p.activePath;
  if (path === '' && p.keys.importedFor === null) throw new AppError('BAD_INPUT', 'no signing address');
  const address = evmAddressOf(p.keys.secp, path);
  if (address.toLowerCase() !== p.from.toLowerCase()) throw mismatch('from');
  const r = p.request;
  switch (r.kind) {
    case 'personalSign':
      return signDigest(p.keys, path, getBytes(hashMessage(getBytes(r.message))));
    case 'typedData':
      return signDigest(p.keys, path, getBytes(typedDataDigest(r.json, r.chainId)));
    case 'transaction': {
      const tx = checkDappTx(r.unsigned, r.approved, p.network);
      const { signature, recovery } = p.keys.secp.sign(path, getBytes(tx.unsignedHash));
      tx.signature = Signature.from({
        r: hexlify(signature.subarray(0, 32)),
        s: hexlify(signature.subarray(32, 64)),
        yParity: recovery,
      });
      return tx.serialized;
    }
  }
}

import { getBytes, hashMessage, hexlify, Signature } from 'ethers';
import { getChain } from '../../shared/chains/registry';
import { AppError } from '../../shared/errors';
import type { SignerParams, SignerResult } from '../../shared/signer/protocol';
import type { Keys } from '../chains/keys/types';
import { evmAddressOf } from '../chains/evm/sign';
import { checkXmtpIdentityText } from './identityText';

export type SignMessagingIdentityParams = SignerParams<'signMessagingIdentity'> & { keys: Keys };

/**
 * Signs XMTP's identity statement (EIP-191 personal message) with the wallet's Ethereum key,
 * after checking the key at `activePath` is `address` and the text is the statement creating or
 * extending that address's own inbox (identityText.ts). Nothing else about messaging needs a key.
 */
export function signMessagingIdentity(p: SignMessagingIdentityParams): SignerResult<'signMessagingIdentity'> {
  if (p.keys.importedFor !== null && getChain(p.keys.importedFor).family !== 'evm')
    throw new AppError('INTENT_MISMATCH', 'This key was imported for another chain');
  const path = p.keys.importedFor !== null ? '' : p.activePath;
  if (path === '' && p.keys.importedFor === null) throw new AppError('BAD_INPUT', 'no signing address');
  if (evmAddressOf(p.keys.secp, path).toLowerCase() !== p.address.toLowerCase())
    throw new AppError('INTENT_MISMATCH', 'messaging identity: the key is another address');
  checkXmtpIdentityText(p.text, p.address);
  const { signature, recovery } = p.keys.secp.sign(path, getBytes(hashMessage(p.text)));
  return {
    signature: Signature.from({
      r: hexlify(signature.subarray(0, 32)),
      s: hexlify(signature.subarray(32, 64)),
      yParity: recovery,
    }).serialized,
  };
}

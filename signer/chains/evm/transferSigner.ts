import { AppError } from '../../../shared/errors';
import type { TransferSigner } from '../signing';
import { evmChainIdFor } from './chainIds';
import { signEvmTransfer } from './sign';

const hexKey = (text: string): Uint8Array => {
  const h = text.trim().replace(/^0x/i, '');
  if (!/^[0-9a-fA-F]{64}$/.test(h)) throw new AppError('BAD_INPUT', 'bad private key');
  return Uint8Array.from(Buffer.from(h, 'hex'));
};

/** EVM: the key of the sending address (its path, or the imported key), intent checked in sign. */
export const signEvm: TransferSigner = (p) => {
  const chainId = evmChainIdFor(p.chainName, p.network);
  let key: Uint8Array;
  if (p.keys.imported !== null) key = hexKey(p.keys.imported);
  else {
    if (!p.activePath) throw new AppError('BAD_INPUT', 'no sending address');
    key = p.keys.secpAt(p.activePath);
  }
  try {
    if (!p.intent.from) throw new AppError('INTENT_MISMATCH', 'from');
    return signEvmTransfer({
      privateKey: key,
      unsigned: p.unsigned,
      intent: {
        chain: p.chainName,
        chainId,
        from: p.intent.from,
        to: p.intent.to,
        amount: BigInt(p.intent.amount),
        feeCap: BigInt(p.intent.feeCap),
        ...(p.intent.contractAddress ? { contractAddress: p.intent.contractAddress } : {}),
        ...(p.intent.nonce !== undefined ? { nonce: p.intent.nonce } : {}),
      },
    });
  } finally {
    key.fill(0);
  }
};

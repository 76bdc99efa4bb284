import { AppError } from '../../../shared/errors';
import { journalHash } from '../../journal/journalEntry';
import type { TransferSigner } from '../signing';
import { evmChainIdFor } from './chainIds';
import { checkEvmReplacement } from './checkReplacement';
import { signEvmTx } from './sign';

const hexKey = (text: string): Uint8Array => {
  const h = text.trim().replace(/^0x/i, '');
  if (!/^[0-9a-fA-F]{64}$/.test(h)) throw new AppError('BAD_INPUT', 'bad private key');
  return Uint8Array.from(Buffer.from(h, 'hex'));
};

/**
 * EVM: the key of the sending address (its path, or the imported key); the intent is checked
 * in sign, and a speed-up or cancel against the journal's record of what it replaces.
 */
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
    const kind = p.intent.kind;
    const record = p.replacing;
    const out = signEvmTx(
      {
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
      },
      kind === 'transfer' || !record
        ? undefined
        : (decoded, from) => checkEvmReplacement(decoded, kind, record, from),
    );
    const tx = out.decoded;
    return {
      signed: out.signed,
      hash: journalHash(out.hash),
      fee: tx.gasLimit * tx.maxPricePerGas,
      detail: {
        family: 'evm',
        chainId: tx.chainId.toString(10),
        from: out.from,
        nonce: tx.nonce,
        txTo: tx.to ?? '',
        value: tx.value.toString(10),
        data: tx.data.toLowerCase(),
        gasLimit: tx.gasLimit.toString(10),
        maxPricePerGas: tx.maxPricePerGas.toString(10),
        maxPriorityFeePerGas: tx.maxPriorityFeePerGas === null ? null : tx.maxPriorityFeePerGas.toString(10),
      },
    };
  } finally {
    key.fill(0);
  }
};

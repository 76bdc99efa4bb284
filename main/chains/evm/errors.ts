/**
 * Error texts of the EVM family (spec/chains.md §8, app.md §4) and the mapping from node
 * messages to them. Node text is passed on only as plain text, cut short and stripped of
 * control characters; it is never trusted as markup.
 */
import { AbiCoder } from 'ethers';
import { AppError } from '../../../shared/errors';

export const EVM_ERRORS = {
  alreadySent: 'Already sent / please check transaction explorer',
  underpriced: 'Transaction fees is low. Please add a custom transaction fees',
  noFeeData: 'Fee data not available',
  feesInfoTimeLimit: 'fees info not called due to time-limit',
  alreadySucceeded: 'Transaction is already succeed',
  notFound: 'Transaction not found',
  inQueue: 'Transaction is in queue, Please update first pending transactions.',
  noNode: 'Not found node',
  /** the node's copy of a pending transaction is not what this wallet signed: a lying or confused node */
  differsFromRecord:
    "The network's copy of this transaction differs from the one this wallet signed, so it was not replaced",
  /** a pending entry from before the wallet kept its own signed copy */
  noRecord: 'This wallet has no signed copy of this transaction, so it cannot be replaced',
} as const;

const ERROR_SELECTOR = '0x08c379a0'; // Error(string)
const PANIC_SELECTOR = '0x4e487b71'; // Panic(uint256)

/** Solidity's panic codes (docs.soliditylang.org, "Panic via assert and Error via require"). */
const PANIC_REASONS: Record<number, string> = {
  0x01: 'assertion failed',
  0x11: 'arithmetic underflow or overflow',
  0x12: 'division or modulo by zero',
  0x21: 'invalid enum value',
  0x22: 'invalid storage byte array',
  0x31: 'pop on empty array',
  0x32: 'array index out of bounds',
  0x41: 'out of memory',
  0x51: 'call to an uninitialised function',
};

/** Decodes revert data: Error(string) → its text, Panic(uint256) → a named panic, else null. */
export function decodeRevert(data: string | undefined): string | null {
  if (!data || !/^0x[0-9a-fA-F]*$/.test(data) || data.length < 10) return null;
  const selector = data.slice(0, 10).toLowerCase();
  const body = `0x${data.slice(10)}`;
  try {
    if (selector === ERROR_SELECTOR)
      return plainText(AbiCoder.defaultAbiCoder().decode(['string'], body)[0] as string);
    if (selector === PANIC_SELECTOR) {
      const code = Number(AbiCoder.defaultAbiCoder().decode(['uint256'], body)[0] as bigint);
      return `Panic: ${PANIC_REASONS[code] ?? 'unknown panic'} (0x${code.toString(16).padStart(2, '0')})`;
    }
  } catch {
    return null;
  }
  return null;
}

/** Node text as it may be shown: no control characters, no more than 300 characters. */
export function plainText(message: string): string {
  const clean = message
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  return clean.length > 300 ? `${clean.slice(0, 297)}...` : clean;
}

/**
 * Maps a broadcast / estimate failure to what the user sees. Known node phrases become the
 * spec's texts (RULE); revert data becomes its reason; anything else is the node's own
 * text as plain text (NETWORK).
 */
export function mapSendError(message: string, revertData?: string): AppError {
  const lower = message.toLowerCase();
  if (lower.includes('could not coalesce error') || lower.includes('nonce too low'))
    return new AppError('RULE', EVM_ERRORS.alreadySent);
  // geth/anvil say "transaction underpriced" below the pool's minimum and "max fee per gas
  // less than block base fee" (older geth: "fee cap less than block base fee") below the base fee.
  if (/transaction underpriced|less than block base fee/.test(lower))
    return new AppError('RULE', EVM_ERRORS.underpriced);
  const reason = decodeRevert(revertData);
  if (reason) return new AppError('RULE', reason);
  return new AppError('NETWORK', plainText(message) || 'Unknown node error');
}

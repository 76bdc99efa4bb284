/**
 * A revert's data in words: Error(string) is the contract's own text, Panic(uint256) the
 * compiler's check that failed, anything else a custom error named by its selector (the
 * wallet has no ABI for it).
 */
import { AbiCoder } from 'ethers';

const ERROR_STRING = '0x08c379a0';
const PANIC = '0x4e487b71';

/** Solidity's panic codes (docs: "Panic via assert and error via require"). */
const PANICS: Readonly<Record<number, string>> = {
  0x01: 'assertion failed',
  0x11: 'arithmetic overflow or underflow',
  0x12: 'division by zero',
  0x21: 'invalid enum value',
  0x22: 'invalid storage byte array',
  0x31: 'pop on an empty array',
  0x32: 'array index out of bounds',
  0x41: 'out of memory',
  0x51: 'call to an invalid function',
};

/** The decoded reason, or null when `data` carries none ('0x' or not hex). */
export function decodeRevertData(data: string | undefined | null): string | null {
  if (!data || !/^0x([0-9a-fA-F]{2})*$/.test(data) || data.length < 10) return null;
  const selector = data.slice(0, 10).toLowerCase();
  const body = `0x${data.slice(10)}`;
  try {
    if (selector === ERROR_STRING) {
      const [text] = AbiCoder.defaultAbiCoder().decode(['string'], body) as unknown as [string];
      return text.slice(0, 300);
    }
    if (selector === PANIC) {
      const [code] = AbiCoder.defaultAbiCoder().decode(['uint256'], body) as unknown as [bigint];
      const words = code < 256n ? PANICS[Number(code)] : undefined;
      return `Panic 0x${code.toString(16)}${words ? ` (${words})` : ''}`;
    }
  } catch {
    // malformed Error/Panic data: named by its selector below, like a custom error
  }
  return `custom error ${selector}`;
}

/** A node's revert message without its boilerplate ("execution reverted: x" → "x"). */
export function revertMessage(message: string): string {
  const m = /execution reverted:?\s*(.*)$/is.exec(message);
  const rest = (m ? m[1]! : message).trim();
  return rest === '' ? 'the transaction reverted without a reason' : rest.slice(0, 300);
}

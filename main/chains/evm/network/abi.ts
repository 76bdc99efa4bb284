/** Contract ABIs the family speaks (ERC-20, Multicall3, OP GasPriceOracle), via ethers' coder. */
import { Interface, decodeBytes32String, toUtf8String } from 'ethers';

export const ERC20 = new Interface([
  'function balanceOf(address owner) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
]);

export const MULTICALL3 = new Interface([
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
  'function getEthBalance(address addr) view returns (uint256 balance)',
]);

/** Where an NFT's metadata JSON lives: ERC-721 `tokenURI`, ERC-1155 `uri` (with `{id}` to fill in). */
export const NFT_URIS = new Interface([
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function uri(uint256 id) view returns (string)',
]);

export const GAS_PRICE_ORACLE = new Interface(['function getL1Fee(bytes data) view returns (uint256)']);

/** ERC-20 `transfer(to, amount)` calldata. */
export function encodeTransfer(to: string, amount: bigint): string {
  return ERC20.encodeFunctionData('transfer', [to, amount]);
}

/** A uint256 return value (balanceOf, getEthBalance, getL1Fee). */
export function decodeUint(data: string): bigint {
  if (data === '0x') throw new Error('empty return data');
  return BigInt(data.slice(0, 66));
}

/**
 * A token's name or symbol: ABI string for modern tokens, bytes32 for old ones (MKR, SAI).
 * Returns null when the data is neither.
 */
export function decodeStringOrBytes32(data: string): string | null {
  if (data === '0x') return null;
  try {
    return (ERC20.decodeFunctionResult('symbol', data)[0] as string).trim();
  } catch {
    if (data.length !== 66) return null;
    try {
      return decodeBytes32String(data).trim();
    } catch {
      // not NUL-terminated: take the bytes up to the first NUL as UTF-8
      const bytes = Buffer.from(data.slice(2), 'hex');
      const end = bytes.indexOf(0);
      return toUtf8String(end === -1 ? bytes : bytes.subarray(0, end)).trim() || null;
    }
  }
}

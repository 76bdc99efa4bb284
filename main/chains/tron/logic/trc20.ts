/**
 * TRC-20 calls: the transfer parameter main asks the node to build, and the contract's own
 * name, symbol and decimals (custom tokens; spec §9: decimals default 6 when not answered).
 */
import { AppError } from '../../../../shared/errors';
import type { TokenDetails } from '../../family';
import type { TronCtx } from '../ctx';
import { DEFAULT_TOKEN_DECIMALS } from '../constants';
import { abiWord, nodeOf } from '../network';

export const TRANSFER_SELECTOR = 'transfer(address,uint256)';
/** constant calls need an owner; the zero account (0x41 and 20 zero bytes) is any reader */
const READER = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';

/** ABI parameters of transfer(to, amount), hex without 0x. */
export function transferParameter(to: string, amount: bigint): string {
  return abiWord(to) + amount.toString(16).padStart(64, '0');
}

/** An ABI-encoded string return (or a bytes32 one, as some old tokens answer). */
export function decodeAbiString(result: string): string {
  if (result.length >= 128) {
    const offset = Number.parseInt(result.slice(0, 64), 16) * 2;
    const len = Number.parseInt(result.slice(offset, offset + 64), 16);
    if (Number.isSafeInteger(offset) && Number.isSafeInteger(len) && offset + 64 + len * 2 <= result.length)
      return Buffer.from(result.slice(offset + 64, offset + 64 + len * 2), 'hex').toString('utf8');
  }
  return Buffer.from(result.slice(0, 64), 'hex').toString('utf8').replace(/\0+$/, '');
}

export async function getTokenInfo(ctx: TronCtx, contractAddress: string): Promise<TokenDetails> {
  const node = nodeOf(ctx);
  const call = (selector: string) =>
    node
      .constantCall({ owner: READER, contract: contractAddress, selector, parameter: '' })
      .then((r) => r.result);
  const [name, symbol, decimals] = await Promise.all([
    call('name()').then(decodeAbiString, () => ''),
    call('symbol()').then(decodeAbiString, () => ''),
    call('decimals()').then(
      (r) => (r ? Number.parseInt(r.slice(-64), 16) : DEFAULT_TOKEN_DECIMALS),
      () => DEFAULT_TOKEN_DECIMALS,
    ),
  ]);
  if (!symbol) throw new AppError('RULE', 'This address is not a TRC-20 token contract');
  const d =
    Number.isSafeInteger(decimals) && decimals >= 0 && decimals <= 77 ? decimals : DEFAULT_TOKEN_DECIMALS;
  return { contractAddress, name: name || symbol, symbol, decimals: d };
}

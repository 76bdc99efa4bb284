import { Interface, getAddress, isAddress } from 'ethers';
import type { NftStandard } from '../../../shared/chains/evm/intents';
import { AppError } from '../../../shared/errors';
import type { DecodedEvmTx } from './decodeUnsigned';

/** The NFT the user approved sending: its collection, standard and id, to whom, how many. */
export interface EvmNftTransfer {
  /** absent on a hostile intent: then no contract matches */
  contractAddress: string | undefined;
  standard: NftStandard;
  tokenId: bigint;
  to: string;
  /** units; an ERC-721 token is one */
  amount: bigint;
}

// One interface per standard, each with its one function: the ERC-721 overload with a `bytes`
// argument (0xb88d4fde) and plain `transferFrom` have other selectors and decode as nothing here.
const ERC721 = new Interface(['function safeTransferFrom(address from, address to, uint256 tokenId)']);
const ERC1155 = new Interface([
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
]);
const ABI: Record<NftStandard, Interface> = { erc721: ERC721, erc1155: ERC1155 };

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);
/** `a` was decoded, so it parses; `b` is main's, which may not (or be absent) and then matches nothing. */
const sameAddress = (a: string, b: string | undefined): boolean =>
  isAddress(b) && getAddress(a) === getAddress(b);

/** The calldata's arguments, as [from, to, id, amount, data] (ERC-721: amount 1, data '0x'). */
function decodeCall(standard: NftStandard, data: string): [string, string, bigint, bigint, string] {
  const abi = ABI[standard];
  let args: readonly unknown[];
  try {
    // refuses any other selector, the other standard's included
    args = abi.decodeFunctionData('safeTransferFrom', data);
  } catch {
    throw mismatch('data');
  }
  // Re-encoding must give the same bytes: no trailing data, no dirty padding a contract might read.
  if (abi.encodeFunctionData('safeTransferFrom', args) !== data.toLowerCase()) throw mismatch('data');
  const [from, to, id, amount, extra] = args as [string, string, bigint, bigint?, string?];
  return [from, to, id, amount ?? 1n, extra ?? '0x'];
}

/**
 * Holds an NFT transfer to what the user approved: the approved collection is called with no
 * value, by exactly the standard's `safeTransferFrom`, moving the approved id and units from
 * the signing key's own address to the approved recipient, with no data for the recipient's
 * hook (ERC-1155). `signerAddress` is the address of the key about to sign.
 */
export function checkNftTransfer(tx: DecodedEvmTx, nft: EvmNftTransfer, signerAddress: string): void {
  if (!sameAddress(tx.to, nft.contractAddress)) throw mismatch('contractAddress');
  if (tx.value !== 0n) throw mismatch('value');
  const [from, to, id, amount, extra] = decodeCall(nft.standard, tx.data);
  // both checksummed by ethers: the decoded argument and the key's own address
  if (from !== signerAddress) throw mismatch('from');
  if (!sameAddress(to, nft.to)) throw mismatch('to');
  if (id !== nft.tokenId) throw mismatch('tokenId');
  // an ERC-721 token is one unit: an intent claiming more was not what the user saw
  if (amount !== nft.amount) throw mismatch('amount');
  if (extra !== '0x') throw mismatch('data');
}

// The attacks each check of an NFT transfer stops (checkNftTransfer.ts, and the kind rule in
// transferSigner.ts), as data: a hostile main builds the unsigned transaction and writes the
// intent, and the real signer entry `signTransfer` must refuse with INTENT_MISMATCH naming the
// field. Every vector departs from one honest ERC-721 or ERC-1155 transfer by one thing and is
// built inside its test, so the mutation run (`npm run mutate`) sees which vector reaches which check.
import { Interface, Transaction, Wallet, type TransactionLike } from 'ethers';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import type { SignIntent } from '../../../shared/signer/protocol';
import { phraseKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';

// anvil's published test phrase; its key 0 at m/44'/60'/0'/0/0 (never funded on a real chain)
const PHRASE = 'test test test test test test test test test test test junk';
const ME = new Wallet('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80').address;
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const MALLORY = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const COLLECTION = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const GWEI = 10n ** 9n;
const PATH = "m/44'/60'/0'/0/0";
const walletKeys: Keys = phraseKeys(mnemonicToSeedSync(PHRASE));
type EvmIntent = Extract<SignIntent, { family: 'evm' }>;

const ERC721 = new Interface(['function safeTransferFrom(address from, address to, uint256 tokenId)']);
const ERC721_WITH_DATA = new Interface([
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
]);
const ERC1155 = new Interface([
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
]);
const OTHER = new Interface([
  'function transferFrom(address from, address to, uint256 tokenId)',
  'function setApprovalForAll(address operator, bool approved)',
]);

const TOKEN_ID = 42n;
const call721 = (from = ME, to = BOB, id = TOKEN_ID): string =>
  ERC721.encodeFunctionData('safeTransferFrom', [from, to, id]);
const call1155 = (from = ME, to = BOB, id = TOKEN_ID, amount = 2n, data = '0x'): string =>
  ERC1155.encodeFunctionData('safeTransferFrom', [from, to, id, amount, data]);

/** The honest NFT transfer: a call to the collection at nonce 7, 90 000 gas at 40 gwei at most. */
const tx = (data: string, over: Partial<TransactionLike> = {}): string =>
  Transaction.from({
    type: 2,
    chainId: 1n,
    nonce: 7,
    to: COLLECTION,
    value: 0n,
    data,
    gasLimit: 90_000n,
    maxFeePerGas: 40n * GWEI,
    maxPriorityFeePerGas: 2n * GWEI,
    ...over,
  }).unsignedSerialized;
const intent721 = (over: Partial<EvmIntent> = {}): EvmIntent => ({
  family: 'evm',
  kind: 'nftTransfer',
  chainName: 'ethereum',
  from: ME,
  to: BOB,
  amount: '1',
  feeCap: (90_000n * 40n * GWEI).toString(),
  contractAddress: COLLECTION,
  nft: { standard: 'erc721', tokenId: TOKEN_ID.toString() },
  nonce: 7,
  ...over,
});
const intent1155 = (over: Partial<EvmIntent> = {}): EvmIntent =>
  intent721({ amount: '2', nft: { standard: 'erc1155', tokenId: TOKEN_ID.toString() }, ...over });

const sign = (unsigned: string, intent: SignIntent) =>
  signTransfer({
    chainName: 'ethereum',
    network: 'mainnet',
    unsigned,
    intent,
    activePath: PATH,
    keys: walletKeys,
    replacing: null,
    history: () => [],
  });

interface NftRefusal {
  name: string;
  input: () => { unsigned: string; intent: SignIntent };
  field: string;
}

const NFT_REFUSALS: readonly NftRefusal[] = [
  // ── the call itself: exactly the approved standard's safeTransferFrom, re-encoded byte for byte
  {
    name: 'an ERC-721 approval answered with ERC-1155 calldata (the other selector)',
    input: () => ({ unsigned: tx(call1155(ME, BOB, TOKEN_ID, 1n)), intent: intent721() }),
    field: 'data',
  },
  {
    name: 'an ERC-1155 approval answered with ERC-721 calldata (the other selector)',
    input: () => ({ unsigned: tx(call721()), intent: intent1155() }),
    field: 'data',
  },
  {
    name: "ERC-721's safeTransferFrom overload with data for the recipient's hook",
    input: () => ({
      unsigned: tx(ERC721_WITH_DATA.encodeFunctionData('safeTransferFrom', [ME, BOB, TOKEN_ID, '0x01'])),
      intent: intent721(),
    }),
    field: 'data',
  },
  {
    name: 'a plain transferFrom (no receiver check: the NFT can be lost in a contract)',
    input: () => ({
      unsigned: tx(OTHER.encodeFunctionData('transferFrom', [ME, BOB, TOKEN_ID])),
      intent: intent721(),
    }),
    field: 'data',
  },
  {
    name: 'setApprovalForAll(mallory) dressed as the approved transfer (hands over the collection)',
    input: () => ({
      unsigned: tx(OTHER.encodeFunctionData('setApprovalForAll', [MALLORY, true])),
      intent: intent1155(),
    }),
    field: 'data',
  },
  {
    name: 'an ERC-721 transfer with bytes smuggled after the arguments',
    input: () => ({ unsigned: tx(`${call721()}00`), intent: intent721() }),
    field: 'data',
  },
  {
    name: 'an ERC-1155 transfer whose data argument is not where the encoding puts it',
    input: () => {
      // the offset of `data` moved one word on, the empty bytes after an extra word of padding
      const honest = call1155();
      const words = honest.slice(10).match(/.{64}/g) ?? [];
      const moved = [...words.slice(0, 4), (0xc0).toString(16).padStart(64, '0'), '0'.repeat(64), words[5]];
      return { unsigned: tx(`${honest.slice(0, 10)}${moved.join('')}`), intent: intent1155() };
    },
    field: 'data',
  },
  {
    name: "an ERC-1155 transfer carrying data for the recipient's hook",
    input: () => ({ unsigned: tx(call1155(ME, BOB, TOKEN_ID, 2n, '0xdeadbeef')), intent: intent1155() }),
    field: 'data',
  },
  {
    name: 'an NFT transfer with no calldata at all',
    input: () => ({ unsigned: tx('0x'), intent: intent721() }),
    field: 'data',
  },
  // ── the arguments, against the intent and the key
  {
    name: 'moves an NFT of another holder who made this wallet an operator (ERC-721)',
    input: () => ({ unsigned: tx(call721(MALLORY)), intent: intent721() }),
    field: 'from',
  },
  {
    name: 'moves units of another holder who made this wallet an operator (ERC-1155)',
    input: () => ({ unsigned: tx(call1155(MALLORY)), intent: intent1155() }),
    field: 'from',
  },
  {
    name: 'sends the ERC-721 token to another recipient',
    input: () => ({ unsigned: tx(call721(ME, MALLORY)), intent: intent721() }),
    field: 'to',
  },
  {
    name: 'sends the ERC-1155 units to another recipient',
    input: () => ({ unsigned: tx(call1155(ME, MALLORY)), intent: intent1155() }),
    field: 'to',
  },
  {
    name: 'names a recipient whose checksum is wrong (a mistyped address matches nothing)',
    input: () => ({ unsigned: tx(call721()), intent: intent721({ to: BOB.replace('C8', 'c8') }) }),
    field: 'to',
  },
  {
    name: 'sends another ERC-721 token than the approved one',
    input: () => ({ unsigned: tx(call721(ME, BOB, TOKEN_ID + 1n)), intent: intent721() }),
    field: 'tokenId',
  },
  {
    name: 'sends units of another ERC-1155 id',
    input: () => ({ unsigned: tx(call1155(ME, BOB, 7n)), intent: intent1155() }),
    field: 'tokenId',
  },
  {
    name: 'sends more ERC-1155 units than approved',
    input: () => ({ unsigned: tx(call1155(ME, BOB, TOKEN_ID, 5n)), intent: intent1155() }),
    field: 'amount',
  },
  {
    name: 'sends fewer ERC-1155 units than approved',
    input: () => ({ unsigned: tx(call1155(ME, BOB, TOKEN_ID, 1n)), intent: intent1155() }),
    field: 'amount',
  },
  {
    name: 'an ERC-721 intent that claims more than the one token the call moves',
    input: () => ({ unsigned: tx(call721()), intent: intent721({ amount: '2' }) }),
    field: 'amount',
  },
  // ── the transaction around the call
  {
    name: 'calls another contract than the approved collection',
    input: () => ({ unsigned: tx(call721(), { to: MALLORY }), intent: intent721() }),
    field: 'contractAddress',
  },
  {
    name: 'an NFT transfer whose intent names no collection',
    input: () => {
      const { contractAddress: _dropped, ...noContract } = intent721();
      return { unsigned: tx(call721()), intent: noContract };
    },
    field: 'contractAddress',
  },
  {
    name: 'names a collection whose checksum is wrong',
    input: () => ({
      unsigned: tx(call721()),
      intent: intent721({ contractAddress: COLLECTION.replace('aa3', 'AA3') }),
    }),
    field: 'contractAddress',
  },
  {
    name: 'also sends ether to the collection',
    input: () => ({ unsigned: tx(call1155(), { value: 1n }), intent: intent1155() }),
    field: 'value',
  },
  {
    name: 'raises the gas limit past the approved fee cap',
    input: () => ({ unsigned: tx(call721(), { gasLimit: 90_001n }), intent: intent721() }),
    field: 'feeCap',
  },
  {
    name: 'is signed for another chain id',
    input: () => ({ unsigned: tx(call721(), { chainId: 56n }), intent: intent721() }),
    field: 'chainId',
  },
  // ── the kind and the NFT go together
  {
    name: 'an NFT transfer whose intent names no NFT (its calldata would be held to nothing NFT)',
    input: () => {
      const { nft: _dropped, ...noNft } = intent721();
      return { unsigned: tx(call721()), intent: noNft };
    },
    field: 'nft',
  },
  {
    name: 'a plain transfer that names an NFT',
    input: () => ({ unsigned: tx(call721()), intent: intent721({ kind: 'transfer' }) }),
    field: 'nft',
  },
];

describe('EVM NFT transfers through signTransfer', () => {
  it('the honest ERC-721 and ERC-1155 transfers sign, and the journal keeps what the calldata moves', () => {
    const erc721 = sign(tx(call721()), intent721());
    expect(erc721.signed).toMatch(/^0x02/);
    expect(Transaction.from(erc721.signed).from).toBe(ME);
    expect(erc721.detail).toMatchObject({
      family: 'evm',
      txTo: COLLECTION,
      value: '0',
      nft: { standard: 'erc721', tokenId: '42', to: BOB, amount: '1' },
    });
    const erc1155 = sign(tx(call1155()), intent1155());
    expect(erc1155.detail).toMatchObject({
      nft: { standard: 'erc1155', tokenId: '42', to: BOB, amount: '2' },
    });
    expect(erc1155.fee).toBe(90_000n * 40n * GWEI);
    // addresses in any case the user could type, and an id past 2^64, still sign
    const big = 2n ** 200n + 3n;
    const lower = intent1155({
      to: BOB.toLowerCase(),
      contractAddress: COLLECTION.toLowerCase(),
      nft: { standard: 'erc1155', tokenId: big.toString() },
    });
    expect(sign(tx(call1155(ME, BOB, big)), lower).detail).toMatchObject({
      nft: { tokenId: big.toString() },
    });
  });

  it('a plain transfer carries no NFT in its journal detail', () => {
    const plain = sign(tx('0x', { to: BOB, value: 5n, gasLimit: 21_000n }), {
      ...intent721({ kind: 'transfer', amount: '5', feeCap: (21_000n * 40n * GWEI).toString() }),
      contractAddress: undefined,
      nft: undefined,
    });
    expect(plain.detail).not.toHaveProperty('nft');
  });

  it.each(NFT_REFUSALS)('refuses: $name', ({ input, field }) => {
    const { unsigned, intent } = input();
    expect(() => sign(unsigned, intent)).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: field }),
    );
  });
});

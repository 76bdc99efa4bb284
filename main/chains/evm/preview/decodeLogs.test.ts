import { AbiCoder, Interface, getAddress, toBeHex, zeroPadValue } from 'ethers';
import { describe, expect, it } from 'vitest';
import { NATIVE_LOG_ADDRESS, TOPICS, decodeLogs } from './decodeLogs';
import { ownerFlows } from './flows';

const WALLET = getAddress('0x1111111111111111111111111111111111111111');
const OTHER = getAddress('0x2222222222222222222222222222222222222222');
const TOKEN = getAddress('0x3333333333333333333333333333333333333333');
const NFT = getAddress('0x4444444444444444444444444444444444444444');
const topicOf = (a: string) => zeroPadValue(a, 32);
const word = (n: bigint) => zeroPadValue(toBeHex(n), 32);
const coder = AbiCoder.defaultAbiCoder();

// the events as solc emits them: bytes built from the real event ABI, not hand-written objects
const EVENTS = new Interface([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
  'event ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
]);
const ERC721 = new Interface([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
]);

function log(address: string, iface: Interface, name: string, args: unknown[]) {
  const { topics, data } = iface.encodeEventLog(name, args);
  return { address, topics, data };
}

describe('decodeLogs', () => {
  it('topic hashes are the events of the standards', () => {
    expect(TOPICS.transfer).toBe(EVENTS.getEvent('Transfer')!.topicHash);
    expect(TOPICS.transferBatch).toBe(EVENTS.getEvent('TransferBatch')!.topicHash);
  });

  it('an ERC-20 Transfer (3 topics) is an amount; an ERC-721 Transfer (4 topics) is one item', () => {
    const d = decodeLogs([
      log(TOKEN, EVENTS, 'Transfer', [WALLET, OTHER, 5n]),
      log(NFT, ERC721, 'Transfer', [OTHER, WALLET, 42n]),
    ]);
    expect(d.moves).toEqual([
      { standard: 'erc20', asset: TOKEN, from: WALLET, to: OTHER, amount: 5n, tokenId: null },
      { standard: 'erc721', asset: NFT, from: OTHER, to: WALLET, amount: 1n, tokenId: 42n },
    ]);
  });

  it('native moves come from the 0xeeee… pseudo-address of eth_simulateV1', () => {
    const d = decodeLogs([
      {
        address: NATIVE_LOG_ADDRESS,
        topics: [TOPICS.transfer, topicOf(WALLET), topicOf(OTHER)],
        data: word(10n ** 18n),
      },
    ]);
    expect(d.moves).toEqual([
      { standard: 'native', asset: 'native', from: WALLET, to: OTHER, amount: 10n ** 18n, tokenId: null },
    ]);
  });

  it('TransferSingle and TransferBatch are ERC-1155 moves, one per id', () => {
    const d = decodeLogs([
      log(NFT, EVENTS, 'TransferSingle', [OTHER, WALLET, OTHER, 7n, 3n]),
      log(NFT, EVENTS, 'TransferBatch', [OTHER, OTHER, WALLET, [1n, 2n], [10n, 20n]]),
    ]);
    expect(d.moves.map((m) => [m.standard, m.from, m.to, m.tokenId, m.amount])).toEqual([
      ['erc1155', WALLET, OTHER, 7n, 3n],
      ['erc1155', OTHER, WALLET, 1n, 10n],
      ['erc1155', OTHER, WALLET, 2n, 20n],
    ]);
  });

  it('Approval (ERC-20 amount, ERC-721 item) and ApprovalForAll(true) are grants; ApprovalForAll(false) is not', () => {
    const d = decodeLogs([
      log(TOKEN, EVENTS, 'Approval', [WALLET, OTHER, 2n ** 256n - 1n]),
      {
        address: NFT,
        topics: [TOPICS.approval, topicOf(WALLET), topicOf(OTHER), word(9n)],
        data: '0x',
      },
      log(NFT, EVENTS, 'ApprovalForAll', [WALLET, OTHER, true]),
      log(NFT, EVENTS, 'ApprovalForAll', [WALLET, OTHER, false]),
    ]);
    expect(d.grants).toEqual([
      {
        kind: 'approve',
        asset: TOKEN,
        owner: WALLET,
        spender: OTHER,
        amount: 2n ** 256n - 1n,
        tokenId: null,
      },
      { kind: 'approve', asset: NFT, owner: WALLET, spender: OTHER, amount: null, tokenId: 9n },
      { kind: 'approvalForAll', asset: NFT, owner: WALLET, spender: OTHER, amount: null, tokenId: null },
    ]);
  });

  it('a log off its event shape is skipped, not guessed at', () => {
    const d = decodeLogs([
      { address: TOKEN, topics: [TOPICS.transfer, topicOf(WALLET)], data: word(1n) },
      { address: TOKEN, topics: [TOPICS.transfer, topicOf(WALLET), topicOf(OTHER)], data: '0x' },
      {
        address: NFT,
        topics: [TOPICS.transferBatch, topicOf(OTHER), topicOf(WALLET), topicOf(OTHER)],
        data: coder.encode(['uint256[]', 'uint256[]'], [[1n], []]),
      },
    ]);
    expect(d).toEqual({ moves: [], grants: [] });
  });

  it("the wallet's flows are net per asset: a swap sends one token and receives another", () => {
    const d = decodeLogs([
      log(TOKEN, EVENTS, 'Transfer', [WALLET, OTHER, 100n]),
      log(NFT, EVENTS, 'Transfer', [OTHER, WALLET, 49n]),
      log(TOKEN, EVENTS, 'Transfer', [OTHER, WALLET, 30n]),
      log(TOKEN, EVENTS, 'Approval', [WALLET, '0x0000000000000000000000000000000000000000', 5n]),
    ]);
    expect(ownerFlows(d, WALLET.toLowerCase())).toEqual({
      flows: [
        { standard: 'erc20', asset: TOKEN, tokenId: null, delta: -70n },
        { standard: 'erc20', asset: NFT, tokenId: null, delta: 49n },
      ],
      grants: [],
    });
  });
});

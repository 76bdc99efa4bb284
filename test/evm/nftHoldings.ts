// Who holds which NFT on a real anvil chain now, for the NFT list stand-ins (Blockscout and
// Moralis wire formats): every ERC-721 `Transfer` and ERC-1155 `TransferSingle` log replayed, so
// after a send the NFT leaves the sender's list and appears in the recipient's; collections named
// by their own `name()`/`symbol()`.
import { AbiCoder, Interface, getAddress, id } from 'ethers';

const TRANSFER = id('Transfer(address,address,uint256)');
const TRANSFER_SINGLE = id('TransferSingle(address,address,address,uint256,uint256)');
const NAMES = new Interface([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
]);
const ZERO = '0x0000000000000000000000000000000000000000';

interface Log {
  address: string;
  topics: string[];
  data: string;
}

export interface HeldNft {
  contract: string;
  tokenId: bigint;
  type: 'ERC-721' | 'ERC-1155';
  value: bigint;
}

export interface AnvilNfts {
  /** what `owner` holds now, by contract then token id */
  heldBy(owner: string): Promise<HeldNft[]>;
  read(contract: string, fn: 'name' | 'symbol'): Promise<string | null>;
}

export function anvilNfts(anvilUrl: string): AnvilNfts {
  const rpc = async <T>(method: string, params: unknown[]): Promise<T> => {
    const res = await fetch(anvilUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await res.json()) as { result?: T; error?: { message: string } };
    if (body.error) throw new Error(body.error.message);
    return body.result as T;
  };
  const read = async (to: string, fn: 'name' | 'symbol'): Promise<string | null> => {
    try {
      const out = await rpc<string>('eth_call', [{ to, data: NAMES.encodeFunctionData(fn) }, 'latest']);
      return String(NAMES.decodeFunctionResult(fn, out)[0]);
    } catch {
      return null;
    }
  };

  /** units held now, per `contract|id|type` and owner */
  async function holdings(): Promise<Map<string, Map<string, bigint>>> {
    const logs = await rpc<Log[]>('eth_getLogs', [
      { fromBlock: '0x0', toBlock: 'latest', topics: [[TRANSFER, TRANSFER_SINGLE]] },
    ]);
    const held = new Map<string, Map<string, bigint>>();
    const move = (key: string, from: string, to: string, n: bigint) => {
      const m = held.get(key) ?? new Map<string, bigint>();
      if (from !== ZERO) m.set(from, (m.get(from) ?? 0n) - n);
      m.set(to, (m.get(to) ?? 0n) + n);
      held.set(key, m);
    };
    const addr = (topic: string) => getAddress(`0x${topic.slice(26)}`);
    for (const l of logs) {
      const contract = getAddress(l.address);
      // an ERC-20 Transfer has its value in data and three topics: not an NFT
      if (l.topics[0] === TRANSFER && l.topics.length === 4)
        move(`${contract}|${BigInt(l.topics[3]!)}|ERC-721`, addr(l.topics[1]!), addr(l.topics[2]!), 1n);
      if (l.topics[0] === TRANSFER_SINGLE) {
        const [tokenId, value] = AbiCoder.defaultAbiCoder().decode(
          ['uint256', 'uint256'],
          l.data,
        ) as unknown as [bigint, bigint];
        move(`${contract}|${tokenId}|ERC-1155`, addr(l.topics[2]!), addr(l.topics[3]!), value);
      }
    }
    return held;
  }

  return {
    read,
    async heldBy(ownerRaw) {
      const owner = getAddress(ownerRaw);
      const held = await holdings();
      return [...held]
        .map(([key, owners]): HeldNft => {
          const [contract, tokenId, type] = key.split('|') as [string, string, HeldNft['type']];
          return { contract, tokenId: BigInt(tokenId), type, value: owners.get(owner) ?? 0n };
        })
        .filter((r) => r.value > 0n)
        .sort((a, b) =>
          a.contract === b.contract
            ? a.tokenId < b.tokenId
              ? -1
              : a.tokenId > b.tokenId
                ? 1
                : 0
            : a.contract.toLowerCase() < b.contract.toLowerCase()
              ? -1
              : 1,
        );
    },
  };
}

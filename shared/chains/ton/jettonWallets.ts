import { beginCell, CellType, contractAddress, type Address, type Cell } from '@ton/core';

/**
 * The jetton-wallet contracts whose address both main and the signer can compute from the
 * owner and the master alone. A jetton transfer goes to the owner's jetton wallet; a node that
 * names another contract could move another jetton the user holds, or take the TON attached.
 * With the wallet's code known, its address is the hash of a state init whose data names the
 * owner and the master, so no node's word is needed.
 */
export interface JettonWalletKind {
  name: string;
  /** the data a fresh wallet of this code is deployed with (its address is the hash of code + this) */
  dataOf(owner: Address, master: Address, code: Cell): Cell;
}

/**
 * By code hash (hex): an ordinary code cell's own hash, or the hash a library cell points to.
 * - a760d629…: the TEP-74 reference wallet (ton-blockchain/token-contract, as built by
 *   @ton-community/assets-sdk): storage balance, owner, master, wallet code.
 * - 8f452d7a…: the stablecoin wallet (ton-blockchain/stablecoin-contract, audited 2024), the
 *   code USDT's master hands out as a library cell: storage status:uint4, balance, owner, master.
 * Any other jetton's wallet is refused until its code is listed here with its storage layout.
 */
export const KNOWN_JETTON_WALLETS: ReadonlyMap<string | null, JettonWalletKind> = new Map([
  [
    'a760d629d5343e76d045017d9dc216fc8a307a8377815feb2b0a5c490e733486',
    {
      name: 'TEP-74 jetton wallet',
      dataOf: (owner: Address, master: Address, code: Cell) =>
        beginCell().storeCoins(0).storeAddress(owner).storeAddress(master).storeRef(code).endCell(),
    },
  ],
  [
    '8f452d7a4dfd74066b682365177259ed05734435be76b5fd4bd5d8af2b7c3d68',
    {
      name: 'Stablecoin jetton wallet',
      dataOf: (owner: Address, master: Address) =>
        beginCell().storeUint(0, 4).storeCoins(0).storeAddress(owner).storeAddress(master).endCell(),
    },
  ],
]);

/** The library cell's tag (block.tlb: library cells are exotic type 2, then the 256-bit hash). */
const LIBRARY_TAG_BITS = 8;

/** The hash that names a wallet code: an ordinary cell's, or the one a library cell points to; null for other exotic cells. */
export function jettonCodeHash(code: Cell): string | null {
  if (!code.isExotic) return code.hash().toString('hex');
  if (code.type !== CellType.Library) return null;
  return code.beginParse(true).skip(LIBRARY_TAG_BITS).loadBuffer(32).toString('hex');
}

/** The known wallet kind of `code`, or null. */
export function jettonWalletKind(code: Cell): JettonWalletKind | null {
  return KNOWN_JETTON_WALLETS.get(jettonCodeHash(code)) ?? null;
}

/** A jetton wallet's state init and the address it deploys to (workchain 0, as jetton masters compute it). */
export interface JettonWalletInit {
  code: Cell;
  data: Cell;
  address: Address;
}

/** The owner's wallet of `master`, deployed with `code`; null when the code is not a known jetton wallet. */
export function jettonWalletInit(code: Cell, owner: Address, master: Address): JettonWalletInit | null {
  const kind = jettonWalletKind(code);
  if (!kind) return null;
  const data = kind.dataOf(owner, master, code);
  return { code, data, address: contractAddress(0, { code, data }) };
}

import { BinaryReader, BinaryWriter } from 'cosmjs-types/binary';

/**
 * THORChain's `types.MsgDeposit` (x/thorchain/types/msg_deposit.proto): coins deposited into
 * THORChain itself with a memo, by `signer` (the account's raw bytes); how RUNE is swapped, as it
 * has no inbound address. Its coins are `common.Coin` (common/common.proto): an Asset
 * (chain, symbol, ticker, synth, trade, secured), the amount as a decimal string, and decimals.
 * cosmjs-types does not carry THORChain's protos: written here with its binary codec. Unknown
 * fields are skipped on decode; callers re-encode and compare to refuse them.
 */
export interface ThorAsset {
  chain: string;
  symbol: string;
  ticker: string;
  synth: boolean;
  trade: boolean;
  secured: boolean;
}

export interface ThorCoin {
  asset: ThorAsset;
  amount: string;
  decimals: bigint;
}

export interface ThorMsgDeposit {
  coins: ThorCoin[];
  memo: string;
  signer: Uint8Array;
}

const emptyAsset = (): ThorAsset => ({
  chain: '',
  symbol: '',
  ticker: '',
  synth: false,
  trade: false,
  secured: false,
});

function encodeAsset(a: ThorAsset, w: BinaryWriter): void {
  if (a.chain) w.uint32(10).string(a.chain);
  if (a.symbol) w.uint32(18).string(a.symbol);
  if (a.ticker) w.uint32(26).string(a.ticker);
  if (a.synth) w.uint32(32).bool(true);
  if (a.trade) w.uint32(40).bool(true);
  if (a.secured) w.uint32(48).bool(true);
}

function decodeAsset(r: BinaryReader, length: number): ThorAsset {
  const end = r.pos + length;
  const a = emptyAsset();
  while (r.pos < end) {
    const tag = r.uint32();
    switch (tag >>> 3) {
      case 1:
        a.chain = r.string();
        break;
      case 2:
        a.symbol = r.string();
        break;
      case 3:
        a.ticker = r.string();
        break;
      case 4:
        a.synth = r.bool();
        break;
      case 5:
        a.trade = r.bool();
        break;
      case 6:
        a.secured = r.bool();
        break;
      default:
        r.skipType(tag & 7);
    }
  }
  return a;
}

function encodeCoin(c: ThorCoin, w: BinaryWriter): void {
  encodeAsset(c.asset, w.uint32(10).fork());
  w.ldelim();
  if (c.amount) w.uint32(18).string(c.amount);
  if (c.decimals !== 0n) w.uint32(24).int64(c.decimals);
}

function decodeCoin(r: BinaryReader, length: number): ThorCoin {
  const end = r.pos + length;
  const c: ThorCoin = { asset: emptyAsset(), amount: '', decimals: 0n };
  while (r.pos < end) {
    const tag = r.uint32();
    switch (tag >>> 3) {
      case 1:
        c.asset = decodeAsset(r, r.uint32());
        break;
      case 2:
        c.amount = r.string();
        break;
      case 3:
        c.decimals = r.int64();
        break;
      default:
        r.skipType(tag & 7);
    }
  }
  return c;
}

export const ThorMsgDepositCodec = {
  encode(m: ThorMsgDeposit): Uint8Array {
    const w = BinaryWriter.create();
    for (const c of m.coins) {
      encodeCoin(c, w.uint32(10).fork());
      w.ldelim();
    }
    if (m.memo) w.uint32(18).string(m.memo);
    if (m.signer.length > 0) w.uint32(26).bytes(m.signer);
    return w.finish();
  },
  decode(bytes: Uint8Array): ThorMsgDeposit {
    const r = new BinaryReader(bytes);
    const m: ThorMsgDeposit = { coins: [], memo: '', signer: new Uint8Array() };
    while (r.pos < r.len) {
      const tag = r.uint32();
      switch (tag >>> 3) {
        case 1:
          m.coins.push(decodeCoin(r, r.uint32()));
          break;
        case 2:
          m.memo = r.string();
          break;
        case 3:
          m.signer = r.bytes();
          break;
        default:
          r.skipType(tag & 7);
      }
    }
    return m;
  },
};

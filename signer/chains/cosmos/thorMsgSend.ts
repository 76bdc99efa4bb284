import { BinaryReader, BinaryWriter } from 'cosmjs-types/binary';
import { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin';

/**
 * THORChain's `types.MsgSend` (x/thorchain/types/msg_send.proto): the bank send with the
 * addresses as raw account bytes (cosmos.AccAddress), not bech32 strings. cosmjs-types does not
 * carry THORChain's protos, so the three fields are written here with its own binary codec.
 */
export interface ThorMsgSend {
  fromAddress: Uint8Array;
  toAddress: Uint8Array;
  amount: Coin[];
}

export const ThorMsgSendCodec = {
  encode(m: ThorMsgSend): Uint8Array {
    const w = BinaryWriter.create();
    if (m.fromAddress.length > 0) w.uint32(10).bytes(m.fromAddress);
    if (m.toAddress.length > 0) w.uint32(18).bytes(m.toAddress);
    for (const c of m.amount) Coin.encode(c, w.uint32(26).fork()).ldelim();
    return w.finish();
  },
  /** unknown fields are skipped here; callers re-encode and compare to refuse them */
  decode(bytes: Uint8Array): ThorMsgSend {
    const r = new BinaryReader(bytes);
    const m: ThorMsgSend = { fromAddress: new Uint8Array(), toAddress: new Uint8Array(), amount: [] };
    while (r.pos < r.len) {
      const tag = r.uint32();
      switch (tag >>> 3) {
        case 1:
          m.fromAddress = r.bytes();
          break;
        case 2:
          m.toAddress = r.bytes();
          break;
        case 3:
          m.amount.push(Coin.decode(r, r.uint32()));
          break;
        default:
          r.skipType(tag & 7);
      }
    }
    return m;
  },
};

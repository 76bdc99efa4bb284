import { bech32 } from '@scure/base';
import { BinaryWriter } from 'cosmjs-types/binary';
import { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin';

/**
 * THORChain's `types.MsgSend` (x/thorchain/types/msg_send.proto): the bank send with the
 * addresses as the account's raw 20 bytes. cosmjs-types does not carry THORChain's protos.
 */
export function encodeThorMsgSend(from: string, to: string, amount: Coin[]): Uint8Array {
  const bytesOf = (a: string) => bech32.fromWords(bech32.decode(a as `${string}1${string}`).words);
  const w = BinaryWriter.create();
  w.uint32(10).bytes(bytesOf(from));
  w.uint32(18).bytes(bytesOf(to));
  for (const c of amount) Coin.encode(c, w.uint32(26).fork()).ldelim();
  return w.finish();
}

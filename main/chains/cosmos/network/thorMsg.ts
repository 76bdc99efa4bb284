import { bech32 } from '@scure/base';
import { BinaryWriter } from 'cosmjs-types/binary';
import { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin';

/**
 * THORChain's `types.MsgSend` (x/thorchain/types/msg_send.proto): the bank send with the
 * addresses as the account's raw 20 bytes. cosmjs-types does not carry THORChain's protos.
 */
const bytesOf = (a: string) => bech32.fromWords(bech32.decode(a as `${string}1${string}`).words);

export function encodeThorMsgSend(from: string, to: string, amount: Coin[]): Uint8Array {
  const w = BinaryWriter.create();
  w.uint32(10).bytes(bytesOf(from));
  w.uint32(18).bytes(bytesOf(to));
  for (const c of amount) Coin.encode(c, w.uint32(26).fork()).ldelim();
  return w.finish();
}

/** THORChain's MsgDeposit type URL: how RUNE is deposited into THORChain itself */
export const THOR_MSG_DEPOSIT = '/types.MsgDeposit';

/**
 * THORChain's `types.MsgDeposit` (x/thorchain/types/msg_deposit.proto) of native RUNE: one
 * `common.Coin` {asset THOR.RUNE (chain 1, symbol 2, ticker 3; synth, trade and secured false,
 * so unwritten), amount 2 as a decimal string, decimals 3 left 0}, the memo (2) and the signer's
 * 20 bytes (3); fields in number order, defaults unwritten, as the chain's gogoproto writes them
 * (the signer re-encodes and compares).
 */
export function encodeThorRuneDeposit(signer: string, amount: bigint, memo: string): Uint8Array {
  const w = BinaryWriter.create();
  // the coin, then inside it its asset
  w.uint32(10).fork();
  w.uint32(10).fork().uint32(10).string('THOR').uint32(18).string('RUNE').uint32(26).string('RUNE').ldelim();
  w.uint32(18).string(amount.toString(10));
  w.ldelim();
  if (memo) w.uint32(18).string(memo);
  w.uint32(26).bytes(bytesOf(signer));
  return w.finish();
}

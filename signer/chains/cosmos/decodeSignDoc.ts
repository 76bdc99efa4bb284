import { bech32, hex } from '@scure/base';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import type { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { AuthInfo, Fee, SignDoc, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { AppError } from '../../../shared/errors';
import { COSMOS_BANK_SEND, THORCHAIN_DEPOSIT, THORCHAIN_SEND } from './chainTable';
import { ThorMsgDepositCodec, type ThorCoin } from './thorMsgDeposit';
import { ThorMsgSendCodec } from './thorMsgSend';

export const SECP256K1_PUBKEY = '/cosmos.crypto.secp256k1.PubKey';

/** The one send message of a SignDoc, addresses as bech32 whatever the message writes. */
export interface DecodedSend {
  typeUrl: string;
  from: string;
  to: string;
  amount: readonly Coin[];
}

/** THORChain's MsgDeposit, the signer as bech32. */
export interface DecodedDeposit {
  signer: string;
  coins: readonly ThorCoin[];
  memo: string;
}

/** What the signer reads from main's SignDoc bytes; everything its checks need. */
export interface DecodedSignDoc {
  chainId: string;
  accountNumber: bigint;
  /** every message of the body, decoded when of a known send type, else null */
  messages: readonly (DecodedSend | null)[];
  /** the first message when it is THORChain's MsgDeposit (a send reads as null there), else null */
  deposit: DecodedDeposit | null;
  memo: string;
  timeoutHeight: bigint;
  extensionOptions: number;
  /** SDK 0.53: replayable until its timeout, without a sequence */
  unordered: boolean;
  signerInfos: readonly {
    /** the compressed secp256k1 key; null when absent, undefined when of another type */
    publicKey: Uint8Array | null | undefined;
    mode: SignMode | null;
    sequence: bigint;
  }[];
  fee: { amount: readonly Coin[]; gasLimit: bigint; payer: string; granter: string };
  hasTip: boolean;
  /** the body exactly as main sent it (canonical), signed unchanged */
  bodyBytes: Uint8Array;
  authInfo: AuthInfo;
}

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

/**
 * Decodes `bytes` and requires re-encoding to give the same bytes: a field cosmjs-types does
 * not know (dropped on decode), a repeated scalar or any
 * other non-canonical encoding could mean something to the chain that the checks never saw.
 */
function canonical<M>(
  codec: { decode(b: Uint8Array): M; encode(m: M): { finish(): Uint8Array } },
  bytes: Uint8Array,
  field: string,
): M {
  let m: M;
  try {
    m = codec.decode(bytes);
  } catch {
    throw new AppError('BAD_INPUT', 'unsigned tx does not decode');
  }
  if (hex.encode(codec.encode(m).finish()) !== hex.encode(bytes)) throw mismatch(field);
  return m;
}

function bech32Of(prefix: string, bytes: Uint8Array): string {
  if (bytes.length !== 20) throw mismatch('address');
  return bech32.encode(prefix, bech32.toWords(bytes));
}

function sendOf(prefix: string, typeUrl: string, value: Uint8Array): DecodedSend | null {
  if (typeUrl === COSMOS_BANK_SEND) {
    const m = canonical(MsgSend, value, 'message encoding');
    return { typeUrl, from: m.fromAddress, to: m.toAddress, amount: m.amount };
  }
  if (typeUrl === THORCHAIN_SEND) {
    const m = ThorMsgSendCodec.decode(value);
    if (hex.encode(ThorMsgSendCodec.encode(m)) !== hex.encode(value)) throw mismatch('message encoding');
    return {
      typeUrl,
      from: bech32Of(prefix, m.fromAddress),
      to: bech32Of(prefix, m.toAddress),
      amount: m.amount,
    };
  }
  return null;
}

function depositOf(
  prefix: string,
  m: { typeUrl: string; value: Uint8Array } | undefined,
): DecodedDeposit | null {
  if (m?.typeUrl !== THORCHAIN_DEPOSIT) return null;
  const d = ThorMsgDepositCodec.decode(m.value);
  if (hex.encode(ThorMsgDepositCodec.encode(d)) !== hex.encode(m.value)) throw mismatch('message encoding');
  return { signer: bech32Of(prefix, d.signer), coins: d.coins, memo: d.memo };
}

function publicKeyOf(any: { typeUrl: string; value: Uint8Array } | undefined): Uint8Array | null | undefined {
  if (!any) return null;
  if (any.typeUrl !== SECP256K1_PUBKEY) return undefined;
  return canonical(PubKey, any.value, 'public key encoding').key;
}

/**
 * Decodes main's unsigned transaction: the hex of a SignDoc (SIGN_MODE_DIRECT); `prefix` is the
 * chain's bech32 prefix, for the byte addresses of THORChain's message.
 */
export function decodeSignDoc(prefix: string, signDocHex: string): DecodedSignDoc {
  // the protocol's schema makes it a string; @scure/base's hex reads either case
  if (!/^([0-9a-fA-F]{2})+$/.test(signDocHex)) throw new AppError('BAD_INPUT', 'unsigned tx is not hex');
  const doc = canonical(SignDoc, hex.decode(signDocHex), 'sign doc encoding');
  const body = canonical(TxBody, doc.bodyBytes, 'body encoding');
  const authInfo = canonical(AuthInfo, doc.authInfoBytes, 'auth info encoding');
  const fee = authInfo.fee ?? Fee.fromPartial({});
  return {
    chainId: doc.chainId,
    accountNumber: doc.accountNumber,
    messages: body.messages.map((m) => sendOf(prefix, m.typeUrl, m.value)),
    deposit: depositOf(prefix, body.messages[0]),
    memo: body.memo,
    timeoutHeight: body.timeoutHeight,
    extensionOptions: body.extensionOptions.length + body.nonCriticalExtensionOptions.length,
    unordered: body.unordered,
    signerInfos: authInfo.signerInfos.map((s) => ({
      publicKey: publicKeyOf(s.publicKey),
      mode: s.modeInfo?.single ? s.modeInfo.single.mode : null,
      sequence: s.sequence,
    })),
    fee: { amount: fee.amount, gasLimit: fee.gasLimit, payer: fee.payer, granter: fee.granter },
    hasTip: authInfo.tip !== undefined,
    bodyBytes: doc.bodyBytes,
    authInfo,
  };
}

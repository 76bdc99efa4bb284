/**
 * SignDocs built offline with cosmjs's own encoders (@cosmjs/proto-signing, cosmjs-types), the
 * way a wallet or a hostile node would write them: every field can be replaced, so a refusal
 * test changes exactly one thing of an honest document.
 */
import { encodePubkey, makeAuthInfoBytes, makeSignBytes, makeSignDoc } from '@cosmjs/proto-signing';
import { encodeSecp256k1Pubkey } from '@cosmjs/amino';
import { bech32, hex } from '@scure/base';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import type { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { AuthInfo, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import {
  ThorMsgDepositCodec,
  type ThorAsset,
  type ThorCoin,
} from '../../signer/chains/cosmos/thorMsgDeposit';
import { ThorMsgSendCodec } from '../../signer/chains/cosmos/thorMsgSend';

export const COSMOS_SEND = '/cosmos.bank.v1beta1.MsgSend';
export const THOR_SEND = '/types.MsgSend';

export function bankSend(from: string, to: string, amount: Coin[]): Any {
  return {
    typeUrl: COSMOS_SEND,
    value: MsgSend.encode({ fromAddress: from, toAddress: to, amount }).finish(),
  };
}

const accBytes = (address: string) => bech32.fromWords(bech32.decode(address as `${string}1${string}`).words);

/** THORChain's MsgSend: addresses as the account's 20 bytes */
export function thorSend(from: string, to: string, amount: Coin[]): Any {
  return {
    typeUrl: THOR_SEND,
    value: ThorMsgSendCodec.encode({ fromAddress: accBytes(from), toAddress: accBytes(to), amount }),
  };
}

export interface DocParts {
  messages: Any[];
  memo?: string;
  chainId: string;
  accountNumber: bigint;
  sequence: bigint;
  /** compressed secp256k1 key; null writes no public key */
  publicKey: Uint8Array | null;
  fee: Coin[];
  gasLimit?: number;
  signMode?: SignMode;
  payer?: string;
  granter?: string;
  /** edits of the decoded body and auth info before they are encoded */
  editBody?: (b: TxBody) => void;
  editAuthInfo?: (a: AuthInfo) => void;
  /** raw bytes (hex) appended to the encoded body, auth info or document: fields cosmjs-types does not know */
  bodySuffix?: string;
  authInfoSuffix?: string;
  docSuffix?: string;
}

const concat = (a: Uint8Array, suffix = '') => new Uint8Array([...a, ...hex.decode(suffix)]);

/** The SignDoc's bytes, as hex (what main hands the signer). */
export function signDocHex(p: DocParts): string {
  const body = TxBody.fromPartial({ messages: p.messages, memo: p.memo ?? '' });
  p.editBody?.(body);
  const bodyBytes = concat(TxBody.encode(body).finish(), p.bodySuffix);
  let authInfoBytes: Uint8Array = makeAuthInfoBytes(
    p.publicKey ? [{ pubkey: encodePubkey(encodeSecp256k1Pubkey(p.publicKey)), sequence: p.sequence }] : [],
    p.fee,
    p.gasLimit ?? 200_000,
    p.granter,
    p.payer,
    p.signMode ?? SignMode.SIGN_MODE_DIRECT,
  );
  if (!p.publicKey || p.editAuthInfo) {
    const a = AuthInfo.decode(authInfoBytes);
    if (!p.publicKey)
      a.signerInfos = [
        { modeInfo: { single: { mode: p.signMode ?? SignMode.SIGN_MODE_DIRECT } }, sequence: p.sequence },
      ];
    p.editAuthInfo?.(a);
    authInfoBytes = AuthInfo.encode(a).finish();
  }
  authInfoBytes = concat(authInfoBytes, p.authInfoSuffix);
  const doc = makeSignBytes(makeSignDoc(bodyBytes, authInfoBytes, p.chainId, p.accountNumber));
  return hex.encode(concat(doc, p.docSuffix));
}

export const THOR_DEPOSIT = '/types.MsgDeposit';
/** THOR.RUNE as THORNode writes it in a MsgDeposit's coin */
export const RUNE_ASSET: ThorAsset = {
  chain: 'THOR',
  symbol: 'RUNE',
  ticker: 'RUNE',
  synth: false,
  trade: false,
  secured: false,
};

/** THORChain's MsgDeposit: `coins` deposited into THORChain by `signer` (its 20 bytes) with `memo` */
export function thorDeposit(signer: string, coins: ThorCoin[], memo: string): Any {
  return {
    typeUrl: THOR_DEPOSIT,
    value: ThorMsgDepositCodec.encode({ coins, memo, signer: accBytes(signer) }),
  };
}

/** Reads a MsgDeposit's bytes back with the signer's own codec (what its check decodes). */
export const readThorDeposit = (value: Uint8Array) => ThorMsgDepositCodec.decode(value);

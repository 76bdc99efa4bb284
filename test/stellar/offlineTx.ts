// Unsigned Stellar envelopes built offline by @stellar/stellar-base's own TransactionBuilder,
// as main builds them, and hostile edits of them made on the decoded XDR (refusal vectors).
import {
  Account,
  Asset,
  Memo,
  Operation,
  TransactionBuilder,
  xdr,
  type MemoType,
} from '@stellar/stellar-base';

export const LOCAL_PASSPHRASE = 'Standalone Network ; February 2017';

export interface BuildOptions {
  source: string;
  sequence?: string;
  fee?: number;
  memo?: Memo<MemoType>;
  timeoutS?: number;
  passphrase?: string;
}

/** An unsigned v1 envelope with one operation, as base64 XDR. */
export function buildEnvelope(op: xdr.Operation, o: BuildOptions): string {
  const b = new TransactionBuilder(new Account(o.source, o.sequence ?? '4294967296'), {
    fee: String(o.fee ?? 100),
    networkPassphrase: o.passphrase ?? LOCAL_PASSPHRASE,
    ...(o.memo ? { memo: o.memo } : {}),
  });
  return b
    .addOperation(op)
    .setTimeout(o.timeoutS ?? 30)
    .build()
    .toEnvelope()
    .toXDR('base64');
}

export const ops = {
  payXlm: (destination: string, amount: string) =>
    Operation.payment({ destination, asset: Asset.native(), amount }),
  payAsset: (destination: string, code: string, issuer: string, amount: string) =>
    Operation.payment({ destination, asset: new Asset(code, issuer), amount }),
  create: (destination: string, startingBalance: string) =>
    Operation.createAccount({ destination, startingBalance }),
  trust: (code: string, issuer: string, limit?: string) =>
    Operation.changeTrust({ asset: new Asset(code, issuer), ...(limit !== undefined ? { limit } : {}) }),
};

/** Decodes an envelope, lets `edit` change it, and encodes it again. */
export function editEnvelope(b64: string, edit: (env: xdr.TransactionEnvelope) => void): string {
  const env = xdr.TransactionEnvelope.fromXDR(b64, 'base64');
  edit(env);
  return env.toXDR('base64');
}

export { Memo };

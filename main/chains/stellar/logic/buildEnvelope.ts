import {
  Account,
  Asset,
  Operation,
  TransactionBuilder,
  type Memo,
  type MemoType,
  type xdr,
} from '@stellar/stellar-base';
import { formatUnits } from '../../../../shared/amount';
import { MAX_TRUST_LIMIT, STELLAR_DECIMALS, TX_TIMEOUT_S } from '../constants';
import type { StellarCtx } from '../ctx';
import type { StellarAsset } from './asset';

export type StellarOp =
  | { type: 'payment'; to: string; amount: bigint; asset?: StellarAsset }
  | { type: 'createAccount'; to: string; amount: bigint }
  | { type: 'changeTrust'; asset: StellarAsset; open: boolean };

const units = (v: bigint) => formatUnits(v, STELLAR_DECIMALS);

function operationOf(op: StellarOp): xdr.Operation {
  switch (op.type) {
    case 'payment':
      return Operation.payment({
        destination: op.to,
        asset: op.asset ? new Asset(op.asset.code, op.asset.issuer) : Asset.native(),
        amount: units(op.amount),
      });
    case 'createAccount':
      return Operation.createAccount({ destination: op.to, startingBalance: units(op.amount) });
    case 'changeTrust':
      return Operation.changeTrust({
        asset: new Asset(op.asset.code, op.asset.issuer),
        limit: units(op.open ? MAX_TRUST_LIMIT : 0n),
      });
  }
}

/**
 * The unsigned v1 envelope (base64 XDR) of one operation from `source` at `sequence` + 1, with
 * `fee` stroops and the spec's 30 s upper time bound from the family's clock.
 */
export function buildEnvelope(
  ctx: StellarCtx,
  p: { source: string; sequence: bigint; fee: bigint; op: StellarOp; memo: Memo<MemoType> },
): string {
  const nowS = Math.floor(ctx.now() / 1000);
  return new TransactionBuilder(new Account(p.source, p.sequence.toString()), {
    fee: p.fee.toString(),
    networkPassphrase: ctx.config.passphrase,
    memo: p.memo,
    timebounds: { minTime: 0, maxTime: nowS + TX_TIMEOUT_S },
  })
    .addOperation(operationOf(p.op))
    .build()
    .toEnvelope()
    .toXDR('base64');
}

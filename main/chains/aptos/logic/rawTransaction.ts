import {
  AccountAddress,
  ChainId,
  EntryFunction,
  RawTransaction,
  TransactionPayloadEntryFunction,
  U64,
  parseTypeTag,
} from '@aptos-labs/ts-sdk';
import type { AptosToken } from '../../../../shared/chains/aptos/tokens';

export interface TransferFields {
  from: string;
  to: string;
  amount: bigint;
  sequenceNumber: bigint;
  maxGasAmount: bigint;
  gasUnitPrice: bigint;
  /** unix seconds */
  expiration: bigint;
  chainId: number;
  /** absent or null: APT */
  token?: AptosToken | null;
}

/**
 * The entry function of a transfer: APT with 0x1::aptos_account::transfer(recipient, amount),
 * which creates the recipient's account when it does not exist yet; a fungible asset with
 * 0x1::primary_fungible_store::transfer<Metadata>(metadata, recipient, amount), which creates
 * the recipient's primary store; a coin with 0x1::aptos_account::transfer_coins<T>(recipient,
 * amount), which registers the recipient's CoinStore<T> when it can.
 */
function entryOf(f: TransferFields): EntryFunction {
  const to = AccountAddress.from(f.to);
  const amount = new U64(f.amount);
  if (!f.token) return EntryFunction.build('0x1::aptos_account', 'transfer', [], [to, amount]);
  if (f.token.standard === 'fa')
    return EntryFunction.build(
      '0x1::primary_fungible_store',
      'transfer',
      [parseTypeTag('0x1::fungible_asset::Metadata')],
      [AccountAddress.from(f.token.metadata), to, amount],
    );
  return EntryFunction.build(
    '0x1::aptos_account',
    'transfer_coins',
    [parseTypeTag(f.token.coinType)],
    [to, amount],
  );
}

/** A transfer as a RawTransaction, built with the SDK's BCS classes. */
export function transferRaw(f: TransferFields): RawTransaction {
  const payload = new TransactionPayloadEntryFunction(entryOf(f));
  return new RawTransaction(
    AccountAddress.from(f.from),
    f.sequenceNumber,
    payload,
    f.maxGasAmount,
    f.gasUnitPrice,
    f.expiration,
    new ChainId(f.chainId),
  );
}

import {
  AccountAddress,
  ChainId,
  EntryFunction,
  RawTransaction,
  TransactionPayloadEntryFunction,
  U64,
} from '@aptos-labs/ts-sdk';

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
}

/**
 * An APT transfer as a RawTransaction, built with the SDK's BCS classes: 0x1::aptos_account::
 * transfer(recipient, amount), which creates the recipient's account when it does not exist yet.
 */
export function transferRaw(f: TransferFields): RawTransaction {
  const payload = new TransactionPayloadEntryFunction(
    EntryFunction.build('0x1::aptos_account', 'transfer', [], [AccountAddress.from(f.to), new U64(f.amount)]),
  );
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

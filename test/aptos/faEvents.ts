/**
 * The events a fungible asset transfer writes into its transaction, as the framework emits
 * them: module events (guid 0/0x0) `0x1::fungible_asset::Withdraw` and `Deposit`, each naming
 * the primary store it touched, derived from (owner, metadata) with the SDK's own derivation.
 */
import { AccountAddress, createUserDerivedObjectAddress } from '@aptos-labs/ts-sdk';

const store = (owner: string, metadata: string) =>
  createUserDerivedObjectAddress(AccountAddress.from(owner), AccountAddress.from(metadata)).toString();

const moduleEvent = (type: string, data: Record<string, string>) => ({
  guid: { creation_number: '0', account_address: '0x0' },
  sequence_number: '0',
  type,
  data,
});

/** `from` null: a mint (no Withdraw) */
export function faTransferEvents(
  metadata: string,
  from: string | null,
  to: string,
  amount: bigint,
): unknown[] {
  return [
    ...(from === null
      ? []
      : [
          moduleEvent('0x1::fungible_asset::Withdraw', {
            store: store(from, metadata),
            amount: amount.toString(),
          }),
        ]),
    moduleEvent('0x1::fungible_asset::Deposit', { store: store(to, metadata), amount: amount.toString() }),
  ];
}

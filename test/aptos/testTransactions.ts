// The wallet, the counterparties and an honest APT transfer the refusal and signing tests start
// from, written by @aptos-labs/ts-sdk (Aptos's own BCS classes), and the raw pieces a hostile
// builder splices in where the SDK would not go.
import {
  AccountAddress,
  ChainId,
  EntryFunction,
  RawTransaction,
  TransactionPayloadEntryFunction,
  U64,
  parseTypeTag,
  type EntryFunctionArgumentTypes,
  type TransactionPayload,
} from '@aptos-labs/ts-sdk';
import { hex } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import type { SignIntentOf } from '../../shared/signer/protocol';
import { phraseKeys } from '../../signer/chains/keys/walletKeys';
import type { Keys } from '../../signer/chains/signing';
import { aptosSigner } from '../../signer/chains/aptos/derive';

export const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
export const SEED = mnemonicToSeedSync(PHRASE);
export const PATH = "m/44'/637'/0'/0'/0'";
const at = (i: number) => aptosSigner.deriveFromSeed(SEED, `m/44'/637'/${i}'/0'/0'`).address;
export const ME = at(0);
export const BOB = at(1);
export const MALLORY = at(2);
export const walletKeys: Keys = phraseKeys(SEED);

export type AptosIntent = SignIntentOf<'aptos'>;

/** ten minutes from now, what main writes */
export const soon = () => BigInt(Math.floor(Date.now() / 1000) + 600);

export const intent = (over: Partial<AptosIntent> = {}): AptosIntent => ({
  family: 'aptos',
  kind: 'transfer',
  chainName: 'aptos',
  from: ME,
  to: BOB,
  amount: '25000000',
  feeCap: '200000',
  ...over,
});

export interface TxFields {
  sender: string;
  sequenceNumber: bigint;
  payload: TransactionPayload;
  maxGasAmount: bigint;
  gasUnitPrice: bigint;
  expiration: bigint;
  chainId: number;
}

/** An entry-function payload of `fn` (address::module::function). */
export function call(fn: string, typeArgs: string[], args: EntryFunctionArgumentTypes[]): TransactionPayload {
  const [addr, mod, name] = fn.split('::') as [string, string, string];
  return new TransactionPayloadEntryFunction(
    EntryFunction.build(
      `${addr}::${mod}`,
      name,
      typeArgs.map((t) => parseTypeTag(t)),
      args,
    ),
  );
}

export const transfer = (to = BOB, amount = 25_000_000n) =>
  call('0x1::aptos_account::transfer', [], [AccountAddress.from(to), new U64(amount)]);

export const fields = (over: Partial<TxFields> = {}): TxFields => ({
  sender: ME,
  sequenceNumber: 7n,
  payload: transfer(),
  maxGasAmount: 2000n,
  gasUnitPrice: 100n,
  expiration: soon(),
  chainId: 1,
  ...over,
});

export const rawOf = (f: TxFields): RawTransaction =>
  new RawTransaction(
    AccountAddress.from(f.sender),
    f.sequenceNumber,
    f.payload,
    f.maxGasAmount,
    f.gasUnitPrice,
    f.expiration,
    new ChainId(f.chainId),
  );

/** hex of the BCS RawTransaction, as main sends it */
export const honest = (over: Partial<TxFields> = {}): string => hex.encode(rawOf(fields(over)).bcsToBytes());

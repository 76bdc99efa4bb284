// The wallet, the counterparties and an honest Payment the refusal and signing tests start from,
// written by ripple-binary-codec (the XRP Ledger's own codec), and the raw field encodings a
// hostile builder splices in where the codec would not go.
import { mnemonicToSeedSync } from '@scure/bip39';
import type { SignIntentOf } from '../../shared/signer/protocol';
import { encode } from 'ripple-binary-codec';
import { phraseKeys } from '../../signer/chains/keys/walletKeys';
import type { Keys } from '../../signer/chains/signing';
import { rippleSigner } from '../../signer/chains/ripple/derive';

export const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
export const SEED = mnemonicToSeedSync(PHRASE);
export const PATH = "m/44'/144'/0'/0/0";
const at = (i: number) => rippleSigner.deriveFromSeed(SEED, `m/44'/144'/0'/0/${i}`).address;
export const ME = at(0);
export const BOB = at(1);
export const MALLORY = at(2);
export const walletKeys: Keys = phraseKeys(SEED);

export type RippleIntent = SignIntentOf<'ripple'>;

/** the open ledger the honest Payment was built on: its LastLedgerSequence is main's +20 */
export const CURRENT_LEDGER = 100;

export const intent = (over: Partial<RippleIntent> = {}): RippleIntent => ({
  family: 'ripple',
  kind: 'transfer',
  chainName: 'ripple',
  from: ME,
  to: BOB,
  amount: '25000000',
  feeCap: '12',
  currentLedger: CURRENT_LEDGER,
  ...over,
});

export const fields = (over: Partial<PaymentFields> = {}): PaymentFields => ({
  Account: ME,
  Destination: BOB,
  Amount: '25000000',
  Fee: '12',
  Sequence: 7,
  LastLedgerSequence: CURRENT_LEDGER + 20,
  ...over,
});

export const honest = (over: Partial<PaymentFields> = {}) => payment(fields(over));

export interface PaymentFields {
  Account: string;
  Destination: string;
  Amount: string | { currency: string; issuer: string; value: string };
  Fee: string;
  Sequence: number;
  LastLedgerSequence: number;
  DestinationTag?: number;
  Flags?: number;
  SigningPubKey?: string;
  [field: string]: unknown;
}

/** The codec's encoding of a Payment (Flags 0 and an empty SigningPubKey unless given). */
export function payment(fields: PaymentFields): string {
  return encode({ TransactionType: 'Payment', Flags: 0, SigningPubKey: '', ...fields });
}

/** The same transaction with one field left out (the codec writes what it is given). */
export function without(fields: PaymentFields, name: string): string {
  const all = { TransactionType: 'Payment', Flags: 0, SigningPubKey: '', ...fields };
  return encode(Object.fromEntries(Object.entries(all).filter(([k]) => k !== name)));
}

/** The field encoding of `name` alone, as the codec writes it. */
export const fieldBytes = (name: string, value: unknown): string => encode({ [name]: value });

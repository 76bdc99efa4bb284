import { AccountAddress } from '@aptos-labs/ts-sdk';
import { aptosTokenId, type AptosToken } from '../../../shared/chains/aptos/tokens';
import type { NetworkKind } from '../../../shared/chains/validate/result';
import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import type { DecodedAptosTx } from './decodeRawTransaction';

export type AptosIntent = SignIntentOf<'aptos'>;

/**
 * The chain id each profile signs for, the signer's own table: a transaction carries its chain
 * id, so one signed for testnet cannot be replayed on mainnet, but only if the signer never takes
 * the id from main. `regtest` is the wallet's local profile, whose node is a localnet (chain id 4,
 * what `aptos node run-localnet` starts).
 */
export const APTOS_CHAIN_IDS: Readonly<Record<NetworkKind, number>> = {
  mainnet: 1,
  testnet: 2,
  regtest: 4,
};

/**
 * How far ahead a transaction may expire. Main builds now + 10 minutes (time to review); a
 * signed transaction can be submitted by whoever holds it until it expires, so a far expiration
 * lets a withheld send land long after the user gave up on it. An hour covers clock skew.
 */
export const MAX_EXPIRATION_AHEAD_S = 60n * 60n;

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

/**
 * Both APT, or the same token: canonical ids on both sides, and a metadata address (0x and 64
 * hex digits) never reads as a coin type (address::module::Struct), so the id names the standard.
 */
function sameToken(decoded: AptosToken | null, approved: AptosToken | undefined): boolean {
  if (decoded === null || approved === undefined) return decoded === null && approved === undefined;
  return aptosTokenId(decoded) === aptosTokenId(approved);
}

/**
 * Throws INTENT_MISMATCH naming the first field where the decoded transaction differs from
 * what the user approved; returns when it is exactly that. `signer` is the address of the key
 * about to sign, `now` the signer's clock (unix ms).
 */
export function checkAptosIntent(
  tx: DecodedAptosTx,
  intent: AptosIntent,
  signer: string,
  network: NetworkKind,
  now: number,
): void {
  // an Aptos transaction cannot be replaced: it lands or expires with its sequence number unused
  if (intent.kind !== 'transfer') throw mismatch('kind');
  if (intent.memo) throw mismatch('memo');
  if (intent.from !== signer) throw mismatch('from');
  if (tx.sender !== signer) throw mismatch('sender');
  // the approved recipient must parse (strictly: 0x and 64 hex digits, or a special address's short
  // form) and, in the form the decoder writes, be the transaction's
  if (!AccountAddress.isValid({ input: intent.to, strict: true }).valid) throw mismatch('recipient');
  if (tx.to !== AccountAddress.fromStringStrict(intent.to).toStringLong()) throw mismatch('recipient');
  // the asset: APT when the intent names no token, else exactly the approved token
  if (!sameToken(tx.token, intent.token)) throw mismatch('token');
  if (tx.amount !== BigInt(intent.amount)) throw mismatch('amount');
  if (tx.maxGasAmount * tx.gasUnitPrice > BigInt(intent.feeCap)) throw mismatch('max gas × gas unit price');
  if (tx.chainId !== APTOS_CHAIN_IDS[network]) throw mismatch('chain id');
  const nowS = BigInt(Math.floor(now / 1000));
  if (tx.expiration <= nowS || tx.expiration > nowS + MAX_EXPIRATION_AHEAD_S) throw mismatch('expiration');
}

import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  TokenInstruction,
  createAssociatedTokenAccountIdempotentInstruction,
  createAssociatedTokenAccountInstruction,
  createTransferCheckedInstruction,
  decodeTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import type { PublicKey, TransactionInstruction } from '@solana/web3.js';
import { expectCanonical } from './canonical';
import { decodeAs, keyOf, mismatch, type BodyChecker } from './intentParts';

/**
 * The associated token account of `owner` for `mint` under `program`, derived here. Only the
 * recipient can be refused: the wallet's own key is an ed25519 public key, on the curve.
 */
function ataOf(owner: PublicKey, mint: PublicKey, program: PublicKey): PublicKey {
  try {
    // owners off the curve are program accounts: the spec's Solana addresses are on it
    return getAssociatedTokenAddressSync(mint, owner, false, program);
  } catch {
    throw mismatch('The recipient is not a wallet address (it is off the ed25519 curve)');
  }
}

/**
 * The optional creation of the recipient's associated token account: approved by the user
 * (`createsAccount`), paid by the wallet, for the recipient, the mint and the transfer's own
 * token program. CreateIdempotent or Create, exactly as spl-token builds them.
 */
function checkCreate(
  ix: TransactionInstruction,
  o: { wallet: PublicKey; to: PublicKey; mint: PublicKey; program: PublicKey; destination: PublicKey },
): TransactionInstruction {
  const at = (i: number) => ix.keys[i]?.pubkey;
  if (!at(0)?.equals(o.wallet)) throw mismatch('The token account is created at the cost of another payer');
  if (!at(2)?.equals(o.to))
    throw mismatch('The token account is created for another owner than the recipient');
  if (!at(3)?.equals(o.mint)) throw mismatch('The token account is created for another mint');
  if (!at(5)?.equals(o.program))
    throw mismatch("The token account is created for another token program than the transfer's");
  // account 1 is there: account 5 was
  if (!at(1)!.equals(o.destination))
    throw mismatch("The token account created is not the recipient's associated token account");
  const build =
    ix.data.length === 0
      ? createAssociatedTokenAccountInstruction
      : createAssociatedTokenAccountIdempotentInstruction;
  const canonical = build(o.wallet, o.destination, o.to, o.mint, o.program);
  expectCanonical(ix, canonical, 'CreateAssociatedTokenAccount');
  return canonical;
}

/**
 * An SPL token transfer: optionally the recipient's associated token account created
 * (only when approved), then one TransferChecked on Token or Token-2022 from the wallet's
 * associated account to the recipient's, both derived here for that same program, of the
 * approved mint, amount and decimals. An unchecked Transfer is refused: it names no mint.
 */
export const checkTokenTransfer: BodyChecker = (body, intent, wallet) => {
  const mint = keyOf(intent.mint!, 'mint'); // set: the dispatcher chose this check for it
  const to = keyOf(intent.to, 'recipient');
  if (intent.decimals === undefined) throw mismatch('A token transfer needs the approved decimals');
  const creates = body[0]?.programId.equals(ASSOCIATED_TOKEN_PROGRAM_ID) ?? false;
  if (creates && !intent.createsAccount)
    throw mismatch('The message creates a token account the user did not approve');
  const rest = body.slice(creates ? 1 : 0);
  if (rest.length !== 1)
    throw mismatch(
      rest.length === 0
        ? 'The message is missing the token transfer'
        : 'The message has instructions besides the token transfer',
    );
  const ix = rest[0]!;
  const program = ix.programId;
  if (!program.equals(TOKEN_PROGRAM_ID) && !program.equals(TOKEN_2022_PROGRAM_ID))
    throw mismatch('The token transfer calls a program that is neither Token nor Token-2022');
  if (ix.data[0] === TokenInstruction.Transfer)
    throw mismatch('An unchecked token Transfer is not signed, only TransferChecked');
  const t = decodeAs(() => decodeTransferCheckedInstruction(ix, program), 'token TransferChecked');
  const source = ataOf(wallet, mint, program);
  const destination = ataOf(to, mint, program);
  if (!t.keys.mint.pubkey.equals(mint))
    throw mismatch('The token transfer moves another token than the approved one');
  if (!t.keys.source.pubkey.equals(source))
    throw mismatch("The token transfer is paid from another account than the wallet's token account");
  if (!t.keys.destination.pubkey.equals(destination))
    throw mismatch("The token transfer pays another account than the recipient's token account");
  if (!t.keys.owner.pubkey.equals(wallet))
    throw mismatch('The token transfer is authorised by another owner');
  if (t.data.amount !== BigInt(intent.amount))
    throw mismatch('The token transfer sends another amount than the approved one');
  if (t.data.decimals !== intent.decimals)
    throw mismatch("The token transfer carries other decimals than the token's");
  const canonical = createTransferCheckedInstruction(
    source,
    mint,
    destination,
    wallet,
    BigInt(intent.amount),
    intent.decimals,
    [],
    program,
  );
  expectCanonical(ix, canonical, 'TransferChecked');
  const create = creates ? [checkCreate(body[0]!, { wallet, to, mint, program, destination })] : [];
  return { canonical: [...create, canonical], mint, tokenProgram: program, createsAccount: creates };
};

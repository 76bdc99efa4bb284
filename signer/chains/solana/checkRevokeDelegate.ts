import {
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  createRevokeInstruction,
  decodeRevokeInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { expectCanonical } from './canonical';
import { decodeAs, expectCount, keyOf, mismatch, type BodyChecker } from './intentParts';

/**
 * A delegate revoked (issue 33): exactly one SPL Token or Token-2022 `Revoke` on the approved
 * token account, which must be the wallet's own associated account for the approved mint under
 * that program (derived here), authorised by the wallet itself and no multisig signer. Nothing
 * moves: the intent's amount is 0.
 */
export const checkRevokeDelegate: BodyChecker = (body, intent, wallet) => {
  if (intent.mint === undefined) throw mismatch('A revoke needs the approved mint');
  const mint = keyOf(intent.mint, 'mint');
  const account = keyOf(intent.to, 'token account');
  if (BigInt(intent.amount) !== 0n) throw mismatch('A revoke moves nothing: the approved amount must be 0');
  expectCount(body, 1, 'the revoke');
  const ix = body[0]!;
  const program = ix.programId;
  if (!program.equals(TOKEN_PROGRAM_ID) && !program.equals(TOKEN_2022_PROGRAM_ID))
    throw mismatch('The revoke calls a program that is neither Token nor Token-2022');
  const r = decodeAs(() => decodeRevokeInstruction(ix, program), 'token Revoke');
  if (!account.equals(getAssociatedTokenAddressSync(mint, wallet, false, program)))
    throw mismatch("The approved token account is not the wallet's own account for that mint");
  if (!r.keys.account.pubkey.equals(account))
    throw mismatch('The revoke is on another token account than the approved one');
  if (!r.keys.owner.pubkey.equals(wallet)) throw mismatch('The revoke is authorised by another owner');
  const canonical = createRevokeInstruction(account, wallet, [], program);
  expectCanonical(ix, canonical, 'Revoke');
  return { canonical: [canonical], mint, tokenProgram: program };
};

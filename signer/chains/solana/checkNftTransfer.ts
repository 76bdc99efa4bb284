import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { checkTokenTransfer } from './checkTokenTransfer';
import { mismatch, type BodyChecker } from './intentParts';

/**
 * An NFT sent (issue 28): a token transfer held to what an NFT is. Exactly 1 unit of a mint
 * with 0 decimals on the Token program (Metaplex NFTs; a Token-2022 "NFT" carries no Metaplex
 * metadata the review could have shown). The instructions themselves are the token transfer's
 * check: the recipient's associated account created only when approved, then one
 * TransferChecked between the two associated accounts this signer derives from the approved
 * mint and recipient, each equal to what spl-token builds. Programmable and compressed NFTs
 * need other programs (Token Metadata, Bubblegum), so their instructions are refused here.
 */
export const checkNftTransfer: BodyChecker = (body, intent, wallet) => {
  if (intent.mint === undefined) throw mismatch('An NFT transfer needs the approved mint');
  if (BigInt(intent.amount) !== 1n) throw mismatch('An NFT transfer sends exactly 1');
  if (intent.decimals !== 0) throw mismatch('An NFT transfer carries decimals 0');
  const checked = checkTokenTransfer(body, intent, wallet);
  // set: the token transfer check names the program it accepted
  if (!checked.tokenProgram!.equals(TOKEN_PROGRAM_ID))
    throw mismatch('An NFT transfer calls the Token program, not Token-2022');
  return checked;
};

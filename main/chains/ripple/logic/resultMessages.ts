import { formatUnits } from '../../../../shared/amount';
import { RIPPLE_ERRORS } from '../constants';
import type { NetworkFees } from './networkFees';

/**
 * rippled's result codes (xrpl.org "Transaction Results") as the user reads them. The wallet's
 * own checks refuse these cases before signing; a server answering one anyway (the ledger moved
 * between quote and send) gets the same words.
 */
export function resultMessage(code: string, serverText: string | undefined, fees?: NetworkFees): string {
  switch (code) {
    case 'tecNO_DST_INSUF_XRP':
      return RIPPLE_ERRORS.newAccountMinimum(fees ? formatUnits(fees.reserveBase, 6) : '10');
    case 'tecUNFUNDED_PAYMENT':
      return 'Not enough spendable XRP: the account reserve must stay in the account';
    case 'tecDST_TAG_NEEDED':
      return RIPPLE_ERRORS.tagRequired;
    case 'tefPAST_SEQ':
      return 'This transaction’s sequence number was already used by another transaction of the account; refresh and send again';
    case 'terPRE_SEQ':
      return 'An earlier transaction of this account has not been applied yet; wait a few seconds and send again';
    case 'tefMAX_LEDGER':
      return 'The transaction expired before it reached the ledger (LastLedgerSequence passed); send again';
    case 'telINSUF_FEE_P':
      return 'The network fee went up while sending; review the new fee and send again';
    case 'terINSUF_FEE_B':
      return 'Not enough XRP to pay the network fee';
    case 'terNO_ACCOUNT':
      return 'The sending account does not exist on the XRP Ledger yet: it needs a first deposit of at least the reserve';
    case 'tefBAD_AUTH':
      return 'The XRP Ledger does not accept this key for the account (its master key may be disabled)';
    default:
      return `The XRP Ledger refused the transaction (${code}${serverText ? `: ${serverText}` : ''})`;
  }
}

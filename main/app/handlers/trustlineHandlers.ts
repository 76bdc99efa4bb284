import type { trustlineCalls } from '../../../shared/contract/trustlines';
import { TrustlineService } from '../../services/trustlines/trustlineService';
import { unlockedIn, type AreaHandlers, type HandlerContext } from './context';

/** A token's trustline (Stellar): what opening or closing it costs, and doing it. */
export function trustlineHandlers(c: HandlerContext): AreaHandlers<typeof trustlineCalls> {
  const unlocked = unlockedIn(c);
  // the same coin lookup and signer path as sends: the transfer service's own
  const trustlines = new TrustlineService(c.transfers.refs, c.transfers.sender);
  return {
    'tokens.trustQuote': (input) => unlocked(() => trustlines.quote(input)),
    'tokens.trustSubmit': (input) => unlocked(() => trustlines.submit(input)),
  };
}

import type { sellCalls } from '../../../shared/contract/sell';
import { AppError } from '../../../shared/errors';
import type { SellService } from '../../sell/sellService';
import { unlockedIn, type AreaHandlers, type HandlerContext } from './context';

/** Selling through providers: quote, payment details, the deposit, the provider's page. */
export function sellHandlers(c: HandlerContext): AreaHandlers<typeof sellCalls> {
  const unlocked = unlockedIn(c);
  const sell = (): SellService => {
    if (!c.sell) throw new AppError('RULE', 'Selling is not set up in this build (no product backend)');
    return c.sell;
  };
  return {
    'sell.available': async () => ({ available: c.sell !== null }),
    'sell.quote': (input) => unlocked(() => sell().quote(input)),
    'sell.paymentDetails': (ref) => unlocked(() => sell().paymentDetails(ref)),
    'sell.deposit': (input) => unlocked(() => sell().deposit(input)),
    'sell.status': (ref) => unlocked(() => sell().status(ref)),
    'sell.openProvider': (ref) => unlocked(() => sell().openProvider(ref)),
  };
}

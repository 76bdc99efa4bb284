import type { transferCalls } from '../../../shared/contract/transfers';
import { unlockedIn, type AreaHandlers, type HandlerContext } from './context';

/** Showing coins and moving them: the coin page, balances, send, speed-up and cancel. */
export function transferHandlers(c: HandlerContext): AreaHandlers<typeof transferCalls> {
  const unlocked = unlockedIn(c);
  const { reads, send } = c.transfers;
  return {
    'coin.overview': ({ coinId }) => unlocked(() => reads.overview(coinId)),
    'coin.utxos': ({ coinId }) => unlocked(() => reads.utxos(coinId)),
    'coins.balances': () => unlocked(() => reads.balances()),
    'coins.cachedBalances': () => unlocked(async () => reads.cachedBalances()),
    'portfolio.balances': () => unlocked(() => reads.portfolio()),
    'send.quote': (form) => unlocked(() => send.quote(form)),
    'send.submit': (form) => unlocked(() => send.submit(form)),
    'name.resolve': ({ coinId, name }) => unlocked(() => send.resolveName(coinId, name)),
    'tx.replaceQuote': ({ coinId, hash, kind }) => unlocked(() => send.replaceQuote(coinId, hash, kind)),
    'tx.speedUp': ({ coinId, hash, approvedFee }) =>
      unlocked(() => send.replace(coinId, hash, 'speedUp', approvedFee)),
    'tx.cancel': ({ coinId, hash, approvedFee }) =>
      unlocked(() => send.replace(coinId, hash, 'cancel', approvedFee)),
  };
}

import type { stakingCalls } from '../../../shared/contract/staking';
import { unlockedIn, type AreaHandlers, type HandlerContext } from './context';

/** Staking a coin where its family offers it: positions, validators, and the operations. */
export function stakingHandlers(c: HandlerContext): AreaHandlers<typeof stakingCalls> {
  const unlocked = unlockedIn(c);
  const { staking } = c;
  return {
    'staking.overview': ({ coinId }) => unlocked(() => staking.overview(coinId)),
    'staking.validators': ({ coinId }) => unlocked(() => staking.validators(coinId)),
    'staking.quote': (input) => unlocked(() => staking.quote(input)),
    'staking.submit': (input) => unlocked(() => staking.submit(input)),
  };
}

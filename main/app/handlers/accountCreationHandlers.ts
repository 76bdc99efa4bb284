import type { accountCreationCalls } from '../../../shared/contract/accountCreation';
import { AppError } from '../../../shared/errors';
import { createHttp } from '../../net/http';
import { HederaAccountCreation } from '../../product/hederaAccounts';
import { unlockedIn, type AreaHandlers, type HandlerContext } from './context';

/** A Hedera account for a fresh key, paid by the product backend's operator (issue 36). */
export function accountCreationHandlers(c: HandlerContext): AreaHandlers<typeof accountCreationCalls> {
  const unlocked = unlockedIn(c);
  const refs = c.transfers.refs;
  const creation = new HederaAccountCreation({
    http: createHttp(),
    backendUrl: c.deps.product?.backendUrl,
    network: c.deps.network,
    operators: () => c.settings.get().hederaOperators,
    locate: async (coinId) => {
      const { wallet, coin } = refs.coinOf(coinId);
      const family = refs.familyOf(coin.chainName);
      if (!family) throw new AppError('RULE', 'This coin has no account to create');
      return {
        chainName: coin.chainName,
        contractAddress: coin.contractAddress,
        family,
        ref: await refs.refOf(wallet, coin, family),
      };
    },
  });
  return {
    'accounts.creationOffer': ({ coinId }) => unlocked(() => creation.offer(coinId)),
    'accounts.create': ({ coinId }) => unlocked(() => creation.create(coinId)),
  };
}

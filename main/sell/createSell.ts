import type { NetworkKind } from '../../shared/chains/validate';
import { createHttp } from '../net/http';
import type { CoinRefs } from '../services/transfers/coinRefs';
import type { SignAndSend } from '../services/transfers/signAndSend';
import { BackendSellProvider } from './backendSellProvider';
import { saleSubmitter } from './saleDeposit';
import { SellService, type SellDeps } from './sellService';

/**
 * The sell service on the product backend (WALLET_BACKEND_URL), its first provider; null
 * without a backend, and the sell calls then say selling is not set up. Deposits go out through
 * the transfers' one send path (`refs`, `sender`) as sell deposits.
 */
export function createSell(
  backendUrl: string | undefined,
  d: Omit<SellDeps, 'provider' | 'network' | 'submit'> & {
    network: NetworkKind;
    transfers: { refs: CoinRefs; sender: SignAndSend };
  },
): SellService | null {
  if (!backendUrl) return null;
  const { transfers, ...rest } = d;
  return new SellService({
    ...rest,
    provider: new BackendSellProvider(createHttp(), backendUrl),
    submit: saleSubmitter(transfers.refs, transfers.sender),
  });
}

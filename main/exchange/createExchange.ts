import type { NetworkKind } from '../../shared/chains/validate';
import type { WalletMeta } from '../../shared/wallets/types';
import { createHttp } from '../net/http';
import type { CoinRefs } from '../services/transfers/coinRefs';
import type { SignAndSend } from '../services/transfers/signAndSend';
import type { ExchangeConfig } from './exchangeConfig';
import { ExchangeService } from './exchangeService';
import { createThorchainProvider } from './thorchain';
import type { ExchangeProvider } from './types';

/** The exchange service with the providers this profile configures, on main's one HTTP client. */
export function createExchange(
  config: ExchangeConfig | undefined,
  deps: { refs: CoinRefs; sender: SignAndSend; currentWallet: () => WalletMeta; network: NetworkKind },
): ExchangeService {
  const providers: ExchangeProvider[] = [];
  if (config?.thornodeUrl)
    providers.push(
      createThorchainProvider({ http: createHttp(), baseUrl: config.thornodeUrl, now: Date.now }),
    );
  return new ExchangeService({ ...deps, providers });
}

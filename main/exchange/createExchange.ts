import type { NetworkKind } from '../../shared/chains/validate';
import type { WalletMeta } from '../../shared/wallets/types';
import { createHttp } from '../net/http';
import type { CoinRefs } from '../services/transfers/coinRefs';
import type { SignAndSend } from '../services/transfers/signAndSend';
import { createBackendExchangeProvider } from './backend/provider';
import type { ExchangeConfig } from './exchangeConfig';
import { ExchangeService } from './exchangeService';
import { createThorchainProvider } from './thorchain';
import { thorchainAssets } from './thorchain/assets';
import { routeOwnThornode } from './thorchain/ownThornode';
import type { ExchangeProvider } from './types';

/**
 * The exchange service with the providers this profile configures, on main's one HTTP client:
 * THORChain where a THORNode is set, the spec's "exchange create" providers where the product
 * backend (WALLET_BACKEND_URL) is.
 */
export function createExchange(
  config: ExchangeConfig | undefined,
  deps: {
    refs: CoinRefs;
    sender: SignAndSend;
    currentWallet: () => WalletMeta;
    network: NetworkKind;
    backendUrl?: string;
  },
): ExchangeService {
  const providers: ExchangeProvider[] = [];
  const http = createHttp();
  if (config?.thornodeUrl)
    providers.push(
      createThorchainProvider({
        // the user's own THORNode (Settings → Networks) in place of the default, when saved
        http: routeOwnThornode(http, config.thornodeUrl),
        baseUrl: config.thornodeUrl,
        now: Date.now,
      }),
    );
  if (deps.backendUrl)
    providers.push(
      createBackendExchangeProvider({
        http,
        base: deps.backendUrl,
        now: Date.now,
        network: deps.network,
        // the backend lists no assets of its own here: the coins THORChain pays out, which both cover
        assets: thorchainAssets(),
      }),
    );
  return new ExchangeService({ ...deps, providers });
}

import type { Handlers } from '../../ipc/dispatch';
import { addressHandlers } from './addressHandlers';
import { addressBookHandlers } from './addressBookHandlers';
import type { HandlerContext } from './context';
import { historyHandlers } from './historyHandlers';
import { paymentLinkHandlers } from './paymentLinkHandlers';
import { priceHandlers } from './priceHandlers';
import { productHandlers } from './productHandlers';
import { priceHistoryHandlers } from './priceHistoryHandlers';
import { settingsHandlers } from './settingsHandlers';
import { stakingHandlers } from './stakingHandlers';
import { systemHandlers } from './systemHandlers';
import { transferHandlers } from './transferHandlers';
import { trustlineHandlers } from './trustlineHandlers';
import { walletHandlers } from './walletHandlers';
import { walletConnectHandlers } from './walletConnectHandlers';
import { messagingHandlers } from './messagingHandlers';
import { nftHandlers } from './nftHandlers';
import { sellHandlers } from './sellHandlers';
import { exchangeHandlers } from './exchangeHandlers';
import { permissionHandlers } from './permissionHandlers';
import { accountCreationHandlers } from './accountCreationHandlers';

export type { HandlerContext } from './context';

/** The dispatch table, one file per contract area (mirroring shared/contract/<area>.ts). */
export function createHandlers(c: HandlerContext): Handlers {
  return {
    ...systemHandlers(c),
    ...settingsHandlers(c),
    ...walletHandlers(c),
    ...addressHandlers(c),
    ...addressBookHandlers(c),
    ...transferHandlers(c),
    ...historyHandlers(c),
    ...stakingHandlers(c),
    ...trustlineHandlers(c),
    ...priceHandlers(c),
    ...productHandlers(c),
    ...walletConnectHandlers(c),
    ...priceHistoryHandlers(c),
    ...paymentLinkHandlers(c),
    ...messagingHandlers(c),
    ...nftHandlers(c),
    ...sellHandlers(c),
    ...exchangeHandlers(c),
    ...permissionHandlers(c),
    ...accountCreationHandlers(c),
  };
}

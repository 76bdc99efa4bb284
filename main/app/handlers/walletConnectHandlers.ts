import type { walletConnectCalls } from '../../../shared/contract/walletconnect';
import { AppError } from '../../../shared/errors';
import type { WalletConnectService } from '../../walletconnect/walletConnectService';
import { ok, unlockedIn, type AreaHandlers, type HandlerContext } from './context';

/** WalletConnect: pairing, the proposals and requests waiting, and the sessions per wallet. */
export function walletConnectHandlers(c: HandlerContext): AreaHandlers<typeof walletConnectCalls> {
  const unlocked = unlockedIn(c);
  const wc = (): WalletConnectService => {
    if (!c.walletConnect)
      throw new AppError('RULE', 'WalletConnect is not set up: it needs a relay (WALLET_WC_PROJECT_ID)');
    return c.walletConnect;
  };
  return {
    'wc.pair': ({ uri }) =>
      unlocked(() =>
        wc()
          .pair(uri)
          .then(() => ok),
      ),
    'wc.scanQr': ({ source }) => unlocked(() => wc().scanQr(source)),
    'wc.pending': () => unlocked(() => (c.walletConnect ? wc().pending() : { proposals: [], requests: [] })),
    'wc.approveProposal': ({ id, walletId }) => unlocked(() => wc().approveProposal(id, walletId)),
    'wc.rejectProposal': ({ id }) =>
      unlocked(() =>
        wc()
          .rejectProposal(id)
          .then(() => ok),
      ),
    'wc.approveRequest': ({ id }) =>
      unlocked(() =>
        wc()
          .approveRequest(id)
          .then(() => ok),
      ),
    'wc.rejectRequest': ({ id }) =>
      unlocked(() =>
        wc()
          .rejectRequest(id)
          .then(() => ok),
      ),
    'wc.sessions': () => unlocked(() => ({ wallets: c.walletConnect ? wc().sessions() : [] })),
    'wc.disconnect': ({ topic }) =>
      unlocked(() =>
        wc()
          .disconnect(topic)
          .then(() => ok),
      ),
    'wc.disconnectAll': ({ walletId }) =>
      unlocked(() =>
        wc()
          .disconnectAll(walletId)
          .then(() => ok),
      ),
  };
}

import type { WalletMeta } from '../../shared/wallets/types';
import type { CoinRefs } from '../services/transfers/coinRefs';
import type { SignAndSend } from '../services/transfers/signAndSend';
import { PermissionsService } from './permissionsService';

/** The permissions service on the transfer services' coin references and their one way out. */
export function createPermissions(deps: {
  refs: CoinRefs;
  sender: SignAndSend;
  currentWallet: () => WalletMeta;
}): PermissionsService {
  return new PermissionsService({
    currentWallet: deps.currentWallet,
    familyOf: (chainName) => deps.refs.familyOf(chainName),
    refOf: (wallet, coin, family) => deps.refs.refOf(wallet, coin, family),
    sendAll: (ref, coin, items, approvedFee) => deps.sender.runAll(ref, coin, items, approvedFee),
  });
}

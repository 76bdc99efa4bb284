import type { WalletMeta } from '../../shared/wallets/types';
import type { CoinRefs } from '../services/transfers/coinRefs';
import type { SignerClient } from '../signer/client';
import { PermissionsService } from './permissionsService';

/** The permissions service on the transfer services' coin references and the one signer. */
export function createPermissions(deps: {
  refs: CoinRefs;
  signer: SignerClient;
  currentWallet: () => WalletMeta;
}): PermissionsService {
  return new PermissionsService({
    currentWallet: deps.currentWallet,
    familyOf: (chainName) => deps.refs.familyOf(chainName),
    refOf: (wallet, coin, family) => deps.refs.refOf(wallet, coin, family),
    async sign(ref, family, prepared) {
      const { signed } = await deps.signer.call('signTransfer', {
        walletId: ref.walletId,
        network: family.network,
        unsigned: prepared.unsigned,
        intent: prepared.intent,
        activePath: ref.path,
      });
      return signed;
    },
  });
}

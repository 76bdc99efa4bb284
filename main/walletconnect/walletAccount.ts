import { getChain } from '../../shared/chains/registry';
import { AppError } from '../../shared/errors';
import type { WalletMeta } from '../../shared/wallets/types';
import type { AddressService } from '../services/wallets/addressService';
import type { WcAccountChain } from './namespaces/types';

/** Ethereum's address by default: every EVM chain shares it (messaging uses it too). */
const ETHEREUM: WcAccountChain = { chainName: 'ethereum', label: 'Ethereum' };

export type WalletAccount = (
  walletId: string,
  account?: WcAccountChain,
) => Promise<{ address: string; activePath: string }>;

/**
 * A wallet's account on the chain a WalletConnect namespace names: the address that coin uses
 * now and the key path behind it (the signer derives it again and compares).
 */
export function walletAccount(
  wallets: () => readonly WalletMeta[],
  addresses: AddressService,
): WalletAccount {
  return async (walletId, { chainName: chain, label } = ETHEREUM) => {
    const w = wallets().find((x) => x.id === walletId);
    if (!w) throw new AppError('NOT_FOUND', 'No such wallet');
    if (w.kind === 'watch')
      throw new AppError('RULE', 'A watch-only wallet cannot connect to apps: it cannot sign');
    if (w.kind === 'privateKey' && getChain(w.chainName!).family !== getChain(chain).family)
      throw new AppError('RULE', `This wallet holds a key of another chain: it has no ${label} account`);
    const activePath = w.kind === 'privateKey' ? '' : addresses.activePath(w, chain);
    const found = await addresses.resolve(w, [{ chainName: chain, path: activePath }]);
    const address = found.get(`${chain}|${activePath}`);
    if (!address) throw new AppError('INTERNAL', `The wallet has no ${label} address`);
    return { address, activePath };
  };
}

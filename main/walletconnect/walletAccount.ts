import { getChain } from '../../shared/chains/registry';
import { AppError } from '../../shared/errors';
import type { WalletMeta } from '../../shared/wallets/types';
import type { AddressService } from '../services/wallets/addressService';

/** Every EVM chain shares one address per wallet; this chain names it. */
const EVM_ACCOUNT_CHAIN = 'ethereum';

/**
 * A wallet's EVM account for WalletConnect: the address its Ethereum coin uses now and the
 * key path behind it (the signer derives it again and compares).
 */
export function walletAccount(wallets: () => readonly WalletMeta[], addresses: AddressService) {
  return async (walletId: string): Promise<{ address: string; activePath: string }> => {
    const w = wallets().find((x) => x.id === walletId);
    if (!w) throw new AppError('NOT_FOUND', 'No such wallet');
    if (w.kind === 'privateKey' && getChain(w.chainName!).family !== getChain(EVM_ACCOUNT_CHAIN).family)
      throw new AppError('RULE', 'This wallet holds a key of another chain: it has no Ethereum account');
    const activePath = w.kind === 'privateKey' ? '' : addresses.activePath(w, EVM_ACCOUNT_CHAIN);
    const found = await addresses.resolve(w, [{ chainName: EVM_ACCOUNT_CHAIN, path: activePath }]);
    const address = found.get(`${EVM_ACCOUNT_CHAIN}|${activePath}`);
    if (!address) throw new AppError('INTERNAL', 'The wallet has no Ethereum address');
    return { address, activePath };
  };
}

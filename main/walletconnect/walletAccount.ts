import { getChain } from '../../shared/chains/registry';
import { AppError } from '../../shared/errors';
import type { WalletMeta } from '../../shared/wallets/types';
import type { AddressService } from '../services/wallets/addressService';

/** The namespaces a session can hold accounts in, and the chain whose address each uses. */
export type WcNamespace = 'eip155' | 'solana';
/** Every EVM chain shares one address per wallet: Ethereum's names it. */
const ACCOUNT_CHAIN: Record<WcNamespace, string> = { eip155: 'ethereum', solana: 'solana' };
const LABEL: Record<WcNamespace, string> = { eip155: 'Ethereum', solana: 'Solana' };

export type WalletAccount = (
  walletId: string,
  namespace?: WcNamespace,
) => Promise<{ address: string; activePath: string }>;

/**
 * A wallet's account in a WalletConnect namespace: the address its Ethereum (or Solana) coin
 * uses now and the key path behind it (the signer derives it again and compares).
 */
export function walletAccount(
  wallets: () => readonly WalletMeta[],
  addresses: AddressService,
): WalletAccount {
  return async (walletId, namespace = 'eip155') => {
    const chain = ACCOUNT_CHAIN[namespace];
    const w = wallets().find((x) => x.id === walletId);
    if (!w) throw new AppError('NOT_FOUND', 'No such wallet');
    if (w.kind === 'privateKey' && getChain(w.chainName!).family !== getChain(chain).family)
      throw new AppError(
        'RULE',
        `This wallet holds a key of another chain: it has no ${LABEL[namespace]} account`,
      );
    const activePath = w.kind === 'privateKey' ? '' : addresses.activePath(w, chain);
    const found = await addresses.resolve(w, [{ chainName: chain, path: activePath }]);
    const address = found.get(`${chain}|${activePath}`);
    if (!address) throw new AppError('INTERNAL', `The wallet has no ${LABEL[namespace]} address`);
    return { address, activePath };
  };
}

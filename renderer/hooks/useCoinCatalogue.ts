import { useInfiniteQuery } from '@tanstack/react-query';
import { CATALOGUE_PAGE_SIZE } from '../../shared/contract/wallets';
import { invoke } from '../ipc/client';

/**
 * The coins the user can add, page by page (spec "List currencies": page, limit, search; the
 * total from data.total). Keyed under the call's name, so a wallet change refetches the pages.
 */
export const useCoinCatalogue = (query: string) =>
  useInfiniteQuery({
    queryKey: ['coins.catalogue', { query }],
    queryFn: ({ pageParam }: { pageParam: number }) => invoke('coins.catalogue', { query, page: pageParam }),
    initialPageParam: 1,
    // the total counts what the list holds, some of it on chains this app leaves out
    getNextPageParam: (last, all) =>
      last.entries.length > 0 && all.length * CATALOGUE_PAGE_SIZE < last.total ? all.length + 1 : undefined,
  });

import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { invoke } from '../../ipc/client';
import { modalAtom } from '../../state/modals';
import { useCallQuery } from '../../hooks/useCall';

/**
 * Once per unlock: the first news entry not seen yet opens the spec's news modal; closing it
 * marks the key seen, so it never shows again.
 */
export function useNews(): void {
  const { data } = useCallQuery('news.next', {});
  const setModal = useSetAtom(modalAtom);
  const item = data?.item;
  useEffect(() => {
    if (!item) return;
    setModal(
      (open) =>
        open ?? {
          kind: 'news',
          title: 'News',
          message: item.message,
          onSeen: () => void invoke('news.dismiss', { key: item.key }).catch(() => undefined),
        },
    );
  }, [item, setModal]);
}

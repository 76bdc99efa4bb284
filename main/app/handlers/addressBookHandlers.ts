import type { addressBookCalls } from '../../../shared/contract/addressBook';
import { ok, unlockedIn, type AreaHandlers, type HandlerContext } from './context';

/** The address book (contacts in the encrypted cache) and the review's recipient checks. */
export function addressBookHandlers(c: HandlerContext): AreaHandlers<typeof addressBookCalls> {
  const unlocked = unlockedIn(c);
  const { book, guard } = c.transfers;
  return {
    'contacts.list': ({ chainName }) => unlocked(async () => ({ contacts: book.list(chainName) })),
    'contacts.save': (input) => unlocked(async () => ({ contact: book.save(input) })),
    'contacts.remove': ({ id }) =>
      unlocked(async () => {
        book.remove(id);
        return ok;
      }),
    'contacts.exportCsv': () => unlocked(async () => ({ csv: book.exportCsv() })),
    'contacts.importCsv': ({ csv }) => unlocked(async () => book.importCsv(csv)),
    'recipient.check': ({ coinId, to }) => unlocked(() => guard.check(coinId, to)),
  };
}

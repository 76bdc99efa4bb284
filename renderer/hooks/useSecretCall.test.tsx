import '../testing/fakeDomInstalled';
import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  cacheContents,
  mountScreen,
  newQueryClient,
  Refusal,
  settle,
  stubMain,
} from '../testing/screenHarness';
import { useDeleteWallet } from './useDeleteWallet';

// What the screens rely on from a mutation (WalletRow's delete uses all of it): pending while
// the call runs, main's error, per-call callbacks, and the listed queries made stale.
const main = stubMain();
let client: QueryClient;
let seen: string[];
const PASSWORD = 'delete-confirm-password-4f8a';

function DeleteProbe() {
  const remove = useDeleteWallet();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        remove.mutate(
          { index: 1, password: PASSWORD },
          {
            onSuccess: () => seen.push('success'),
            onError: (err) => seen.push(`error: ${err.message}`),
            onSettled: (_data, err) => seen.push(`settled: ${err ? err.code : 'ok'}`),
          },
        );
      }}
    >
      {remove.isPending ? 'pending' : 'idle'} / {remove.error?.message ?? 'no error'}
    </form>
  );
}

/** An answer that waits for the test to give it. */
function held() {
  let give: () => void = () => undefined;
  const answer = () => new Promise((resolve) => (give = () => resolve({})));
  return { answer, give: () => give() };
}

const invalidated = (name: string) => client.getQueryState([name, {}])?.isInvalidated;

beforeEach(() => {
  client = newQueryClient();
  seen = [];
  main.answers = {};
  for (const name of ['wallets.list', 'coins.list', 'signer.status']) client.setQueryData([name, {}], {});
});

describe('useSecretCall, through useDeleteWallet', () => {
  it('is pending while main works, then calls back and makes the wallet queries stale', async () => {
    const call = held();
    main.answers['wallets.delete'] = call.answer;
    const screen = await mountScreen('/', <DeleteProbe />, client);

    await screen.submit();
    expect(screen.text()).toBe('pending / no error');
    expect(invalidated('wallets.list')).toBe(false);

    call.give();
    await settle();
    expect(screen.text()).toBe('idle / no error');
    expect(seen).toEqual(['success', 'settled: ok']);
    expect([invalidated('wallets.list'), invalidated('coins.list')]).toEqual([true, true]);
    expect(invalidated('signer.status')).toBe(false);
    await screen.unmount();
    expect(client.getMutationCache().getAll()).toEqual([]);
    expect(cacheContents(client)).not.toContain(PASSWORD);
  });

  it("shows main's refusal until the next call starts", async () => {
    main.answers['wallets.delete'] = () => {
      throw new Refusal('RULE', 'The last wallet cannot be deleted');
    };
    const screen = await mountScreen('/', <DeleteProbe />, client);

    await screen.submit();
    expect(screen.text()).toBe('idle / The last wallet cannot be deleted');
    expect(seen).toEqual(['error: The last wallet cannot be deleted', 'settled: RULE']);
    expect(invalidated('wallets.list')).toBe(false);

    const call = held();
    main.answers['wallets.delete'] = call.answer;
    await screen.submit();
    expect(screen.text()).toBe('pending / no error');
    call.give();
    await settle();
    await screen.unmount();
  });

  it('calls no callback of a screen that is gone, but still makes the queries stale', async () => {
    const call = held();
    main.answers['wallets.delete'] = call.answer;
    const screen = await mountScreen('/', <DeleteProbe />, client);

    await screen.submit();
    await screen.unmount();
    call.give();
    await settle();
    expect(seen).toEqual([]);
    expect(invalidated('wallets.list')).toBe(true);
  });
});

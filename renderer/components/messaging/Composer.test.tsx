import '../../testing/fakeDomInstalled';
import type { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Message } from '../../../shared/contract/messaging';
import { FakeEvent, type FakeElement } from '../../testing/fakeDom';
import { mountScreen, newQueryClient, Refusal, stubMain, type Mounted } from '../../testing/screenHarness';
import { Composer } from './Composer';

const main = stubMain();
let client: QueryClient;
let screen: Mounted;
let replyDone = 0;

const BOB = '0x' + 'b'.repeat(40);
const HELLO: Message = { _id: 'aa01', text: 'hello', createdAt: 1, user: { _id: BOB } };

async function mount(replyTo: Message | null) {
  screen = await mountScreen(
    '/messages',
    <Composer
      walletId="w1"
      topic="ab12"
      replyTo={replyTo}
      replyAuthor="Bob"
      onReplyDone={() => replyDone++}
    />,
    client,
  );
}
const box = (): FakeElement => screen.container.descendants().find((e) => e.localName === 'textarea')!;
async function write(text: string) {
  await act(async () => {
    box().value = text;
    box().dispatchEvent(new FakeEvent('input'));
  });
}

beforeEach(() => {
  client = newQueryClient();
  main.calls.length = 0;
  main.answers = {};
  replyDone = 0;
});
afterEach(async () => {
  await screen?.unmount();
  client.clear();
});

describe('the composer', () => {
  it('sends the text and empties the box', async () => {
    main.answers['messaging.send'] = () => ({ id: 'ff01' });
    await mount(null);
    await write('hi there');
    await screen.submit();
    expect(main.calls).toContainEqual({
      name: 'messaging.send',
      input: { walletId: 'w1', topic: 'ab12', text: 'hi there' },
    });
    expect(box().value).toBe('');
  });

  it('the network down: one sentence, the text kept in the box, nothing lost', async () => {
    main.answers['messaging.send'] = () => {
      throw new Refusal('NETWORK', 'something went wrong');
    };
    await mount(null);
    await write('are you there');
    await screen.submit();
    expect(screen.text()).toContain('Not sent: something went wrong reaching the messaging network');
    expect(box().value).toBe('are you there');
  });

  it('a reply carries the four fields; a malformed one refused by main reads as such', async () => {
    main.answers['messaging.sendReply'] = () => {
      throw new Refusal('BAD_INPUT', 'content.repliedMessage: Required');
    };
    await mount(HELLO);
    expect(screen.text()).toContain('Replying to Bob');
    expect(screen.text()).toContain('hello');
    await write('yes');
    await screen.submit();
    expect(main.calls.at(-1)).toEqual({
      name: 'messaging.sendReply',
      input: {
        walletId: 'w1',
        topic: 'ab12',
        content: { repliedMessage: 'hello', repliedMessageId: 'aa01', message: 'yes', senderAddress: BOB },
      },
    });
    expect(screen.text()).toContain('This reply cannot be sent');
    expect(box().value).toBe('yes');
    expect(replyDone).toBe(0);
  });

  it('too long a message is refused before anything is sent', async () => {
    await mount(null);
    await write('x'.repeat(4001));
    await screen.submit();
    expect(main.calls.filter((c) => c.name === 'messaging.send')).toEqual([]);
    expect(screen.text()).toContain('This message is too long: 4,000 characters at most (it has 4,001).');
  });
});

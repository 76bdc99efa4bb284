import '../../testing/fakeDomInstalled';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuoteView } from '../../../shared/contract/transfers';
import { mountScreen, newQueryClient, type Mounted } from '../../testing/screenHarness';
import { SendReview } from './SendReview';
import type { SendForm } from './sendForm';

const FORM = {
  coinId: 'aptos:native',
  to: '0x1',
  amount: '1',
  sendAll: false,
  feeOption: 'Recommended',
} as SendForm;
const QUOTE: QuoteView = {
  amount: '1',
  fee: '0.000021',
  total: '1.000021',
  isMax: false,
  feeSymbol: 'APT',
  feeOptions: [],
  costs: [],
};

let screen: Mounted;
afterEach(async () => {
  await screen.unmount();
});
const mount = (quote: QuoteView, form: SendForm = FORM) =>
  mountScreen(
    '/r',
    <SendReview
      form={form}
      quote={quote}
      name={null}
      price={{ price: null, currency: 'USD' }}
      symbol="APT"
      chainDisplayName="Aptos"
      busy={false}
      error={null}
      onBack={() => undefined}
      onSend={() => undefined}
    />,
    newQueryClient(),
  );

describe('the review names a fee level only where the family offers levels', () => {
  it('one level: the fee alone', async () => {
    screen = await mount({ ...QUOTE, feeOptions: [{ title: 'Normal', price: '100', unit: 'octas/gas' }] });
    expect(screen.text()).toContain('Network fee0.000021 APT');
    expect(screen.text()).not.toContain('(Recommended)');
  });

  it('several levels: the chosen one, and a custom rate with its unit', async () => {
    const levels: QuoteView = {
      ...QUOTE,
      feeSymbol: 'ETH',
      feeOptions: [
        { title: 'Recommended', price: '26', unit: 'gwei' },
        { title: 'Normal', price: '20', unit: 'gwei' },
      ],
    };
    screen = await mount(levels);
    expect(screen.text()).toContain('0.000021 ETH (Recommended)');
    await screen.unmount();
    screen = await mount(levels, { ...FORM, feeOption: 'Custom', customFee: '30' } as SendForm);
    expect(screen.text()).toContain('0.000021 ETH (Custom, 30 gwei)');
  });
});

describe("the review shows the send's preview and is blocked when it differs from the intent (issue 32)", () => {
  const ok = {
    status: 'ok' as const,
    method: 'eth_simulateV1' as const,
    send: [
      {
        asset: 'native',
        symbol: 'APT',
        standard: 'native' as const,
        amount: '1',
        raw: false,
        tokenId: null,
        fiat: null,
      },
    ],
    receive: [],
    permissions: [],
    warnings: [],
    mismatch: null,
  };
  const sendButton = () =>
    screen.container.descendants().find((e) => e.localName === 'button' && e.textContent === 'Send')!;
  const settled = () => new Promise((r) => setTimeout(r, 50));

  it('an agreeing preview shows the amount leaving and leaves Send enabled', async () => {
    screen = await mount({ ...QUOTE, preview: ok });
    await settled();
    expect(screen.text()).toContain('You send−1 APT');
    expect(sendButton().hasAttribute('disabled')).toBe(false);
  });

  it('a mismatch is shown in words and disables Send', async () => {
    screen = await mount({
      ...QUOTE,
      preview: { ...ok, mismatch: 'it sends 0.9 APT, you asked to send 1 APT' },
    });
    await settled();
    expect(screen.text()).toContain(
      'The simulation does not match what you asked for: it sends 0.9 APT, you asked to send 1 APT',
    );
    expect(sendButton().hasAttribute('disabled')).toBe(true);
  });
});

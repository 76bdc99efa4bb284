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

// The parts of a request's view that are pure functions: message text vs hex, typed-data warnings.
import { describe, expect, it } from 'vitest';
import { messageOf } from './messageText';
import { typedDataView } from './namespaces/eip155/typedDataView';

describe('messageOf', () => {
  it('shows printable UTF-8 as text', () =>
    expect(messageOf('0x68656c6c6f0a776f726c64')).toEqual({
      hex: '0x68656c6c6f0a776f726c64',
      text: 'hello\nworld',
    }));
  it('shows bytes that are not UTF-8 as hex only', () => expect(messageOf('0xff00aa').text).toBeNull());
  it('shows text with control characters or bidi overrides as hex only', () => {
    expect(messageOf('0x6869075a').text).toBeNull();
    expect(messageOf(`0x${Buffer.from('pay \u202eevil').toString('hex')}`).text).toBeNull();
  });
  it('takes a plain string as its UTF-8', () =>
    expect(messageOf('gm')).toEqual({ hex: '0x676d', text: 'gm' }));
});

describe('typedDataView warnings', () => {
  const json = (primaryType: string, domainName = 'Token', extraType = 'Mail') =>
    JSON.stringify({
      types: { [extraType]: [] },
      primaryType,
      domain: { name: domainName, chainId: 1 },
      message: {},
    });
  it('Permit', () => expect(typedDataView(json('Permit')).warning).toMatch(/^Permit:/));
  it('Permit2 by its types', () => expect(typedDataView(json('PermitSingle')).warning).toMatch(/^Permit2:/));
  it('Permit2 by its domain', () =>
    expect(typedDataView(json('Anything', 'Permit2')).warning).toMatch(/^Permit2:/));
  it('setApprovalForAll', () =>
    expect(typedDataView(json('Order', 'Market', 'SetApprovalForAll')).warning).toMatch(
      /^setApprovalForAll:/,
    ));
  it('none for a plain message', () => expect(typedDataView(json('Mail')).warning).toBeNull());
  it('refuses text that is not JSON', () => expect(() => typedDataView('{')).toThrow(/not JSON/));
});

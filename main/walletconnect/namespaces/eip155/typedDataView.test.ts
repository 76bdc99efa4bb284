// What the modal says of typed data (issue 32): fields its types do not declare refused, a
// domain without chainId warned, Seaport and Permit2 batch orders decoded into give / get.
import { describe, expect, it } from 'vitest';
import { EVERY_CHAIN_WARNING, typedDataView } from './typedDataView';

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const THIEF = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const NFT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const DOMAIN = { name: 'Mail', version: '1', chainId: 1, verifyingContract: NFT };

const OFFER_ITEM = [
  { name: 'itemType', type: 'uint8' },
  { name: 'token', type: 'address' },
  { name: 'identifierOrCriteria', type: 'uint256' },
  { name: 'startAmount', type: 'uint256' },
  { name: 'endAmount', type: 'uint256' },
];
const SEAPORT_TYPES = {
  OrderComponents: [
    { name: 'offerer', type: 'address' },
    { name: 'offer', type: 'OfferItem[]' },
    { name: 'consideration', type: 'ConsiderationItem[]' },
    { name: 'counter', type: 'uint256' },
  ],
  OfferItem: OFFER_ITEM,
  ConsiderationItem: [...OFFER_ITEM, { name: 'recipient', type: 'address' }],
};
const SEAPORT_DOMAIN = { name: 'Seaport', version: '1.6', chainId: 1, verifyingContract: NFT };
const nft = (id: string) => ({
  itemType: 2,
  token: NFT,
  identifierOrCriteria: id,
  startAmount: '1',
  endAmount: '1',
});
const eth = (wei: string, recipient: string) => ({
  itemType: 0,
  token: '0x0000000000000000000000000000000000000000',
  identifierOrCriteria: '0',
  startAmount: wei,
  endAmount: wei,
  recipient,
});
const view = (v: object) => typedDataView(JSON.stringify(v));

describe('typedDataView', () => {
  it('refuses a message field its types do not declare, and says why', () => {
    const v = view({
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      domain: DOMAIN,
      message: { contents: 'hi', note: 'This is not an approval' },
    });
    expect(v.refusal).toBe(
      'This typed data has fields its types do not declare (message.note): they would be shown to you but not signed, so the wallet refuses it',
    );
    expect(v.warning).toBeNull();
  });

  it('a domain without chainId: valid on every chain', () => {
    const v = view({
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      domain: { name: 'Mail', version: '1' },
      message: { contents: 'hi' },
    });
    expect(v.warning).toBe(EVERY_CHAIN_WARNING);
    expect(v.refusal).toBeNull();
    expect(v.order).toBeNull();
  });

  it('a Seaport order: what you give, what you get, fees to others named', () => {
    const v = view({
      types: SEAPORT_TYPES,
      primaryType: 'OrderComponents',
      domain: SEAPORT_DOMAIN,
      message: {
        offerer: ME,
        offer: [nft('7')],
        consideration: [eth('500000000000000000', ME.toLowerCase()), eth('12500000000000000', THIEF)],
        counter: '0',
      },
    });
    expect(v.order).toEqual({ give: [`NFT #7 of ${NFT}`], get: ["0.5 of the chain's coin"] });
    expect(v.warning).toContain('A Seaport order: anyone can fulfil it once signed');
    expect(v.warning).toContain(`Also paid to others: 0.0125 of the chain's coin to ${THIEF}.`);
    expect(v.refusal).toBeNull();
  });

  it('a Seaport drainer (everything to someone else): you get nothing, said', () => {
    const v = view({
      types: SEAPORT_TYPES,
      primaryType: 'OrderComponents',
      domain: SEAPORT_DOMAIN,
      message: { offerer: ME, offer: [nft('1'), nft('2')], consideration: [eth('1', THIEF)], counter: '0' },
    });
    expect(v.order).toEqual({ give: [`NFT #1 of ${NFT}`, `NFT #2 of ${NFT}`], get: [] });
    expect(v.warning).toContain('You get nothing in return');
  });

  it('a Seaport BulkOrder: every order of the tree', () => {
    const order = (id: string) => ({ offerer: ME, offer: [nft(id)], consideration: [], counter: '0' });
    const v = view({
      types: { BulkOrder: [{ name: 'tree', type: 'OrderComponents[2][2]' }], ...SEAPORT_TYPES },
      primaryType: 'BulkOrder',
      domain: SEAPORT_DOMAIN,
      message: {
        tree: [
          [order('1'), order('2')],
          [order('3'), order('4')],
        ],
      },
    });
    expect(v.order?.give).toHaveLength(4);
    expect(v.warning).toMatch(/^4 Seaport orders:/);
  });

  it('Permit2 PermitBatch: each token the spender may take, unlimited named', () => {
    const v = view({
      types: {
        PermitBatch: [
          { name: 'details', type: 'PermitDetails[]' },
          { name: 'spender', type: 'address' },
          { name: 'sigDeadline', type: 'uint256' },
        ],
        PermitDetails: [
          { name: 'token', type: 'address' },
          { name: 'amount', type: 'uint160' },
          { name: 'expiration', type: 'uint48' },
          { name: 'nonce', type: 'uint48' },
        ],
      },
      primaryType: 'PermitBatch',
      domain: { name: 'Permit2', chainId: 1, verifyingContract: NFT },
      message: {
        details: [
          { token: USDC, amount: (2n ** 160n - 1n).toString(), expiration: '1767225600', nonce: '0' },
          { token: NFT, amount: '1000', expiration: '281474976710655', nonce: '0' },
        ],
        spender: THIEF,
        sigDeadline: '1767225600',
      },
    });
    expect(v.order).toEqual({
      give: [
        `${THIEF} may take all (no limit) of token ${USDC} until 2026-01-01 00:00:00 UTC`,
        `${THIEF} may take up to 1000 base units of token ${NFT} until never (no expiry)`,
      ],
      get: [],
    });
    expect(v.warning).toMatch(/^Permit2 batch: signing lets 0x3C44.* take these 2 tokens/);
  });

  it('Permit2 PermitBatchTransferFrom: the one-time transfers', () => {
    const v = view({
      types: {
        PermitBatchTransferFrom: [
          { name: 'permitted', type: 'TokenPermissions[]' },
          { name: 'spender', type: 'address' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
        TokenPermissions: [
          { name: 'token', type: 'address' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'PermitBatchTransferFrom',
      domain: { name: 'Permit2', chainId: 1, verifyingContract: NFT },
      message: {
        permitted: [{ token: USDC, amount: '5000000' }],
        spender: THIEF,
        nonce: '1',
        deadline: '1767225600',
      },
    });
    expect(v.order).toEqual({ give: [`5000000 base units of token ${USDC} to ${THIEF}`], get: [] });
    expect(v.warning).toContain(
      'transfer these 1 tokens out of your wallet once, before 2026-01-01 00:00:00 UTC',
    );
  });
});

// The RUNE swap deposit main builds (issue 29), read back from its bytes: one THORChain
// MsgDeposit of exactly the quoted RUNE with the memo in the message and none in the body, the
// wallet as signer, the node's account number and sequence, no document fee (THORChain takes its
// native fee itself), byte for byte what the signer's codec writes. Against the fixture
// THORChain node (test/cosmos), which answers the account, balance, simulation and native fee.
import { hex } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { AuthInfo, SignDoc, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cosmosAddressFromPublicKey } from '../../../../shared/chains/cosmos/validate';
import type { SwapTerms } from '../../../../shared/exchange/swapTerms';
import { startCosmosNode, THORCHAIN_SPEC, type CosmosNode } from '../../../../test/cosmos/cosmosNode';
import { RUNE_ASSET, readThorDeposit, thorDeposit } from '../../../../test/cosmos/offlineTx';
import { createHttp } from '../../../net/http';
import type { CoinRef, SwapDepositParams } from '../../family';
import { createCosmosWalletFamily } from '../walletFamily';

/** the abandon phrase's first THORChain address (m/44'/931'/0'/0/0) */
const ME = cosmosAddressFromPublicKey(
  'thorchain',
  HDKey.fromMasterSeed(
    mnemonicToSeedSync(
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    ),
  ).derive("m/44'/931'/0'/0/0").publicKey!,
);
const ETH0 = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const MEMO = `=:ETH.ETH:${ETH0}:4850000`;
const NOW = Math.floor(Date.now() / 1000);

let node: CosmosNode;
let family: ReturnType<typeof createCosmosWalletFamily>;

const rune: CoinRef = {
  walletId: 'w',
  chainName: 'thorchain',
  symbol: 'RUNE',
  decimals: 8,
  address: ME,
  path: "m/44'/931'/0'/0/0",
};
const terms: SwapTerms = {
  provider: 'thorchain',
  toAsset: 'ETH.ETH',
  destination: ETH0,
  minOut: '4850000',
  expiry: NOW + 900,
};
const params = (over: Partial<SwapDepositParams> = {}): SwapDepositParams => ({
  depositAddress: '',
  amount: 2_500_000_000n,
  memo: MEMO,
  terms,
  ...over,
});
const swaps = () => family.swaps!;

beforeAll(async () => {
  node = await startCosmosNode(THORCHAIN_SPEC);
  // an account that sent before: number and sequence the document must carry
  node.fund(ME, 100_00000000n);
  node.ledger.account(ME)!.sequence = 4n;
  family = createCosmosWalletFamily({
    network: 'local',
    local: { thorchain: { rpcUrl: node.url, midgardUrl: node.url, thornodeUrl: node.url } },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
});
afterAll(() => node?.close());

describe('RUNE swap deposit: the MsgDeposit main builds', () => {
  it('is one MsgDeposit of exactly the amount of THOR.RUNE, the memo in the message, the wallet as signer', async () => {
    const [step, ...more] = await swaps().prepare(rune, params());
    expect(more).toEqual([]);
    expect(step!.kind).toBe('swapDeposit');
    const doc = SignDoc.decode(hex.decode(step!.prepared.unsigned));
    const body = TxBody.decode(doc.bodyBytes);
    expect(body.messages.map((m) => m.typeUrl)).toEqual(['/types.MsgDeposit']);
    // THORChain reads the message's memo; a second one in the body is what the signer refuses
    expect(body.memo).toBe('');
    const d = readThorDeposit(body.messages[0]!.value);
    expect(d.coins).toEqual([{ asset: RUNE_ASSET, amount: '2500000000', decimals: 0n }]);
    expect(d.memo).toBe(MEMO);
    expect(hex.encode(d.signer)).toBe(hex.encode(readThorDeposit(thorDeposit(ME, [], '').value).signer));
    // byte for byte what the signer's codec writes: its re-encode-and-compare check passes
    expect(hex.encode(body.messages[0]!.value)).toBe(
      hex.encode(thorDeposit(ME, [{ asset: RUNE_ASSET, amount: '2500000000', decimals: 0n }], MEMO).value),
    );
    expect(doc.chainId).toBe(THORCHAIN_SPEC.chainId);
    expect(doc.accountNumber).toBe(node.ledger.account(ME)!.accountNumber);
    const auth = AuthInfo.decode(doc.authInfoBytes);
    expect(auth.signerInfos.map((s) => s.sequence)).toEqual([4n]);
    // the chain takes its native fee by itself: the document pays none
    expect(auth.fee!.amount).toEqual([]);
    expect(auth.fee!.gasLimit).toBeGreaterThan(0n);
  });

  it('is signed as swapDeposit under the approved terms, the fee THORChain’s native fee', async () => {
    const [step] = await swaps().prepare(rune, params());
    expect(step!.prepared.intent).toEqual({
      family: 'cosmos',
      kind: 'swapDeposit',
      chainName: 'thorchain',
      from: ME,
      to: 'THORChain',
      amount: '2500000000',
      denom: 'rune',
      feeCap: '0',
      accountNumber: node.ledger.account(ME)!.accountNumber.toString(),
      sequence: '4',
      memo: { kind: 'text', value: MEMO },
      swap: terms,
    });
    expect(step!.prepared.quote).toMatchObject({ amount: 2_500_000_000n, fee: THORCHAIN_SPEC.nativeFee });
    expect((await swaps().quote(rune, params())).fee).toBe(THORCHAIN_SPEC.nativeFee);
  });

  it('refuses a quote naming an inbound address or a router for RUNE, before anything is built', async () => {
    const before = node.requests().length;
    await expect(swaps().prepare(rune, params({ depositAddress: 'thor1mallory' }))).rejects.toThrow(
      'THORNode named an inbound address for a RUNE deposit; nothing was sent',
    );
    await expect(
      swaps().prepare(rune, params({ router: '0x2222222222222222222222222222222222222222' })),
    ).rejects.toThrow('THORNode named a router for a THORChain deposit');
    expect(node.requests().length).toBe(before);
  });

  it('refuses an amount the balance cannot cover with THORChain’s native fee', async () => {
    const balance = node.ledger.account(ME)!.balance;
    await expect(
      swaps().prepare(rune, params({ amount: balance - THORCHAIN_SPEC.nativeFee + 1n })),
    ).rejects.toThrow('The balance does not cover the amount and the fee');
    // exactly the balance less the fee is fine
    const [step] = await swaps().prepare(rune, params({ amount: balance - THORCHAIN_SPEC.nativeFee }));
    expect(step!.prepared.intent.amount).toBe((balance - THORCHAIN_SPEC.nativeFee).toString());
  });
});

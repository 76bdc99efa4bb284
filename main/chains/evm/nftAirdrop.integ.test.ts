// The airdrop spam rule (issue 28) inside the real app against anvil: who sent each NFT is read
// on chain (the delivering Transfer/TransferSingle log, then its transaction's sender), and an
// item a stranger sent — an address the wallet never paid, by the real signer's journal — goes to
// Hidden with that reason; what the wallet minted itself, and what an address it paid sent it,
// stay in the gallery. OpenZeppelin collections compiled by solc with an open mint.
import { Interface, Wallet, toBeHex } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUnits } from '../../../shared/amount';
import type { CallInput, CallName, CallOutput } from '../../../shared/contract';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { ANVIL_KEYS, startAnvil, type Anvil } from '../../../test/evm/anvil';
import { startBlockscoutNftServer, type BlockscoutNftServer } from '../../../test/evm/blockscoutNftServer';
import { fastProvider } from '../../../test/evm/deploy';
import { deployNfts, type TestNfts } from '../../../test/evm/nfts';
import { startRpcProxy, type RpcProxy } from '../../../test/evm/rpcProxy';
import { createHttp } from '../../net/http';
import { createEvmWalletFamily } from './walletFamily';

const PASSWORD = 'correct horse battery';
const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const MINT = new Interface(['function mint(address to, uint256 id)']);
/** anvil's key 3 deployed the collections and mints to strangers */
const STRANGER = new Wallet(ANVIL_KEYS[3]!).address;
const FRIEND = new Wallet(ANVIL_KEYS[1]!);

let anvil: Anvil;
let node: RpcProxy;
let list: BlockscoutNftServer;
let nfts: TestNfts;
let t: TestApp;
let ethId: string;
let me: string;

async function call<N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> {
  const r = await t.app.dispatch(name, input);
  if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code });
  return r.value as CallOutput<N>;
}
async function mined(hash: string) {
  // the app's send returns once the node has it; anvil mines it at once
  for (;;) {
    const r = await anvil.rpc('eth_getTransactionReceipt', [hash]);
    if (r) return;
    await new Promise((res) => setTimeout(res, 50));
  }
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  node = await startRpcProxy(anvil.url);
  list = await startBlockscoutNftServer(anvil.url, { pageSize: 20 });
  const family = createEvmWalletFamily({
    network: 'local',
    local: { rpcUrl: node.url, nftUrl: list.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
  t = await startTestApp({ families: { evm: family } });
  await call('wallets.importPhrase', { phrase: ABANDON, password: PASSWORD });
  const eth = (await call('coins.list', {})).coins.find(
    (c) => c.chainName === 'ethereum' && c.type === 'coin',
  )!;
  ethId = eth.id;
  me = eth.address;
  await anvil.rpc('anvil_setBalance', [me, toBeHex(parseUnits('10', 18))]);
  nfts = await deployNfts(anvil);
  // the wallet mints #1 and #4 itself (its own transactions); a stranger airdrops #2 and 5
  // units of ERC-1155 id 6
  await nfts.mint721(me, [1n, 4n]);
  await nfts.airdrop721(me, [2n]);
  await nfts.airdrop1155(me, 6n, 5n);
}, 180_000);
afterAll(async () => {
  nfts?.close();
  await t?.dispose();
  await list?.close();
  await node?.close();
  await anvil?.stop();
});

const page = () => call('nft.list', { coinId: ethId, cursor: null });
const find = (items: CallOutput<'nft.list'>['items'], standard: string, id: string) =>
  items.find((i) => i.standard === standard && i.tokenId === id)!;

describe('NFTs airdropped by an address the wallet never dealt with', () => {
  it('hides the stranger’s ERC-721 and ERC-1155 airdrops, not what the wallet minted itself', async () => {
    node.reset();
    const { items } = await page();
    const why = `Airdropped by ${STRANGER.toLowerCase()}, an address this wallet never dealt with`;
    expect(find(items, 'erc721', '2')).toMatchObject({ spam: true, spamReason: why });
    expect(find(items, 'erc1155', '6')).toMatchObject({ spam: true, spamReason: why });
    expect(find(items, 'erc721', '1')).toMatchObject({ spam: false });
    expect(find(items, 'erc721', '1').spamReason).toBeUndefined();
    expect(find(items, 'erc721', '4').spam).toBe(false);
    // the deliveries' logs in one batch, their transactions in one more
    expect(node.requests).toBe(2);
    expect(node.methods).toEqual([
      'eth_getLogs',
      'eth_getLogs',
      ...Array<string>(node.methods.length - 2).fill('eth_getTransactionByHash'),
    ]);
  });

  it('shows what an address the wallet paid sends it', async () => {
    // the wallet sends #1 to a friend through the real signer, which journals the recipient
    const form: CallInput<'nft.quote'> = {
      coinId: ethId,
      contractAddress: nfts.erc721,
      standard: 'erc721',
      tokenId: '1',
      amount: '1',
      to: FRIEND.address,
      feeOption: 'Normal',
    };
    const q = await call('nft.quote', form);
    await mined((await call('nft.send', { ...form, approvedFee: q.fee })).hash);
    // the friend mints #3 to the wallet; an unknown sender still airdrops #5
    const provider = fastProvider(anvil.url);
    try {
      const friend = FRIEND.connect(provider);
      await (
        await friend.sendTransaction({ to: nfts.erc721, data: MINT.encodeFunctionData('mint', [me, 3n]) })
      ).wait();
    } finally {
      provider.destroy();
    }
    await nfts.airdrop721(me, [5n]);
    const { items } = await page();
    expect(find(items, 'erc721', '3')).toMatchObject({ spam: false });
    expect(find(items, 'erc721', '5')).toMatchObject({
      spam: true,
      spamReason: expect.stringMatching(/^Airdropped by/),
    });
    expect(find(items, 'erc721', '1')).toBeUndefined();
  });

  it('lets the user move an airdrop back into the gallery', async () => {
    await call('nft.setSpam', { coinId: ethId, contractAddress: nfts.erc721, tokenId: '2', choice: 'shown' });
    expect(find((await page()).items, 'erc721', '2')).toMatchObject({ spam: false, choice: 'shown' });
  });
});

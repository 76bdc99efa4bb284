// The EVM family inside the real app (services, SQLite cache, real signer process) against
// anvil started with Ethereum's chain id, so the signer's registry chain-id check holds.
import { Transaction, Wallet, getAddress, toBeHex } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUnits, parseUnits } from '../../../shared/amount';
import type { CallInput, CallName, CallOutput, EventPayload } from '../../../shared/contract';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { startAnvil, type Anvil } from '../../../test/evm/anvil';
import { startRpcProxy, type RpcProxy } from '../../../test/evm/rpcProxy';
import { USDT, deployCatalogueUsdt } from '../../../test/evm/catalogueToken';
import { deployToken } from '../../../test/evm/deploy';
import { deployEns } from '../../../test/evm/ens';
import { startExplorerServer, type ExplorerServer } from '../../../test/evm/explorerServer';
import { createHttp } from '../../net/http';
import type { CoinRef, WalletFamily } from '../family';
import { EVM_ERRORS } from './errors';
import { createEvmWalletFamily } from './walletFamily';

const PASSWORD = 'correct horse battery';
const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const PATH = "m/44'/60'/0'/0/0";
const DAVE = getAddress('0x000000000000000000000000000000000000d00d');
const ERIN = getAddress('0x000000000000000000000000000000000000e111');
const CAROL = new Wallet(`0x${'c'.repeat(64)}`).address;
const ETH = (n: string) => parseUnits(n, 18);

let anvil: Anvil;
/** the app reaches anvil through it, so a test can make the node lie */
let node: RpcProxy;
let explorer: ExplorerServer;
let family: WalletFamily;
let t: TestApp;
let me: string;
let walletId: string;
let ethId: string;
const statuses: EventPayload<'tx.status'>[] = [];

async function call<N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> {
  const r = await t.app.dispatch(name, input);
  if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code });
  return r.value as CallOutput<N>;
}
async function fails<N extends CallName>(name: N, input: CallInput<N>) {
  const r = await t.app.dispatch(name, input);
  if (r.ok) throw new Error(`${name} unexpectedly succeeded`);
  return r.error;
}
async function until<T>(probe: () => Promise<T | undefined> | T | undefined, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
const finalStatus = (hash: string) =>
  until(() => statuses.find((s) => s.hash === hash && s.status !== 'submitted')?.status);
const balanceOf = async (a: string) => BigInt(await anvil.rpc<string>('eth_getBalance', [a, 'latest']));
async function paidFee(hash: string): Promise<bigint> {
  const r = await anvil.rpc<{ gasUsed: string; effectiveGasPrice: string }>('eth_getTransactionReceipt', [
    hash,
  ]);
  return BigInt(r.gasUsed) * BigInt(r.effectiveGasPrice);
}
const ref = (over: Partial<CoinRef> = {}): CoinRef => ({
  walletId,
  chainName: 'ethereum',
  symbol: 'ETH',
  decimals: 18,
  address: me,
  path: PATH,
  ...over,
});
const form = (over: Partial<CallInput<'send.quote'>> = {}): CallInput<'send.quote'> => ({
  coinId: ethId,
  to: DAVE,
  amount: '1',
  sendAll: false,
  feeOption: 'Normal',
  ...over,
});
async function poolTx(hash: string) {
  return anvil.rpc<{ nonce: string; to: string; value: string; input: string; maxFeePerGas: string } | null>(
    'eth_getTransactionByHash',
    [hash],
  );
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  explorer = await startExplorerServer(anvil.url);
  const ens = await deployEns(anvil);
  await ens.register('dave.eth', { address: DAVE });
  ens.close();
  node = await startRpcProxy(anvil.url);
  family = createEvmWalletFamily({
    network: 'local',
    local: { rpcUrl: node.url, explorerUrl: explorer.url, ens: { registry: ens.registry } },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
  t = await startTestApp({ families: { evm: family }, confirm: { intervalMs: 100, tries: 40 } });
  t.app.events.subscribe((name, payload) => {
    if (name === 'tx.status') statuses.push(payload as EventPayload<'tx.status'>);
  });
  walletId = (await call('wallets.importPhrase', { phrase: ABANDON, password: PASSWORD })).walletId;
  const eth = (await call('coins.list', {})).coins.find(
    (c) => c.chainName === 'ethereum' && c.type === 'coin',
  )!;
  ethId = eth.id;
  me = eth.address;
  await anvil.rpc('anvil_setBalance', [me, toBeHex(ETH('10'))]);
});
afterAll(async () => {
  await t?.dispose();
  await explorer?.close();
  await node?.close();
  await anvil?.stop();
});

describe('EVM family in the app, against anvil', () => {
  it('overview: the node balance, the coin address to receive at, no history yet', async () => {
    expect(me).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94'); // BIP44 vector of the phrase
    const o = await call('coin.overview', { coinId: ethId });
    expect(o).toMatchObject({ balance: '10', receiveAddress: me, history: [], pending: [], canSend: true });
  });

  it('sends ETH: quote in gwei, submit through the signer, confirmed, in history', async () => {
    const q = await call('send.quote', form({ amount: '1.5' }));
    expect(q).toMatchObject({ amount: '1.5', isMax: false, feeSymbol: 'ETH' });
    expect(q.feeOptions.map((o) => [o.title, o.unit])).toEqual([
      ['Recommended', 'gwei'],
      ['Normal', 'gwei'],
    ]);
    const [rec, normal] = q.feeOptions.map((o) => parseUnits(o.price, 9));
    expect(rec!).toBeGreaterThan(normal!);
    expect(ETH(q.fee)).toBe(21_000n * normal!);
    const { hash } = await call('send.submit', { ...form({ amount: '1.5' }), approvedFee: q.fee });
    expect(await finalStatus(hash)).toBe('confirmed');
    expect(await balanceOf(DAVE)).toBe(ETH('1.5'));
    const o = await call('coin.overview', { coinId: ethId });
    expect(ETH(o.balance!)).toBe(ETH('8.5') - (await paidFee(hash)));
    expect(o.history[0]).toMatchObject({
      hash,
      link: `${hash.slice(0, 13)}...`,
      amount: '-1.5',
      status: 'success',
      direction: 'out',
      to: DAVE.toLowerCase(),
    });
    expect(o.pending).toEqual([]);
  });

  it('refuses a fee above the approved one, a bad address and a zero amount', async () => {
    const q = await call('send.quote', form());
    const below = formatUnits(ETH(q.fee) - 1n, 18);
    const e = await fails('send.submit', { ...form(), approvedFee: below });
    expect(e.code).toBe('RULE');
    expect(e.message).toMatch(/^The fee went up to /);
    expect((await fails('send.quote', form({ to: '0x1234' }))).code).toBe('BAD_INPUT');
    const badChecksum = CAROL.replace(/[a-f]/, (ch) => ch.toUpperCase());
    expect((await fails('send.quote', form({ to: badChecksum }))).code).toBe('BAD_INPUT');
    expect((await fails('send.quote', form({ amount: '0' }))).message).toBe('Enter an amount greater than 0');
  });

  it('a custom gas price: quoted at that rate, signed with it, and required with Custom', async () => {
    const custom = form({ feeOption: 'Custom', customFee: '3.5', amount: '0.01' });
    const q = await call('send.quote', custom);
    expect(ETH(q.fee)).toBe(21_000n * 3_500_000_000n);
    const { hash } = await call('send.submit', { ...custom, approvedFee: q.fee });
    expect(BigInt((await poolTx(hash))!.maxFeePerGas)).toBe(3_500_000_000n);
    expect(await finalStatus(hash)).toBe('confirmed');
    const missing = await fails('send.quote', form({ feeOption: 'Custom' }));
    expect(missing).toMatchObject({ code: 'BAD_INPUT' });
    expect(missing.message).toMatch(/Enter a custom fee rate/);
    expect((await fails('send.quote', form({ feeOption: 'Custom', customFee: '0' }))).message).toBe(
      'Enter a custom fee greater than 0',
    );
  });

  it('name.resolve: an ENS name through the local registry, null when unregistered, refused elsewhere', async () => {
    expect(await call('name.resolve', { coinId: ethId, name: 'Dave.eth' })).toEqual({ address: DAVE });
    expect(await call('name.resolve', { coinId: ethId, name: 'nobody.eth' })).toEqual({ address: null });
    expect((await fails('name.resolve', { coinId: ethId, name: 'no spaces.eth' })).code).toBe('BAD_INPUT');
    const visible = async () => (await call('coins.list', {})).coins.some((c) => c.id === 'polygon:native');
    if (!(await visible())) await call('coins.toggle', { id: 'polygon:native' });
    expect(await visible()).toBe(true);
    const e = await fails('name.resolve', { coinId: 'polygon:native', name: 'dave.eth' });
    expect(e).toMatchObject({ code: 'RULE', message: 'Names are not supported on Polygon' });
  });

  it('a custom token by contract: details read from the chain, added once, its balance shown', async () => {
    const contract = await deployToken(anvil, 'Gamma Coin', 'GAM', 8, 10n ** 12n, 2);
    const info = await call('coins.tokenInfo', {
      chainName: 'ethereum',
      contractAddress: contract.toLowerCase(),
    });
    expect(info).toEqual({
      chainName: 'ethereum',
      contractAddress: getAddress(contract),
      name: 'Gamma Coin',
      symbol: 'GAM',
      decimals: 8,
    });
    const { coinId } = await call('coins.addToken', { chainName: 'ethereum', contractAddress: contract });
    const listed = (await call('coins.list', {})).coins.find((c) => c.id === coinId);
    expect(listed).toMatchObject({ symbol: 'GAM', name: 'Gamma Coin', decimals: 8, type: 'token' });
    expect((await call('coin.overview', { coinId })).balance).toBe('0');
    expect(
      (await fails('coins.addToken', { chainName: 'ethereum', contractAddress: contract })).message,
    ).toBe('Duplication: GAM already added');
    // an account with no code is not a token
    expect((await fails('coins.tokenInfo', { chainName: 'ethereum', contractAddress: CAROL })).message).toBe(
      'Not an ERC-20 token contract',
    );
    expect((await fails('coins.tokenInfo', { chainName: 'ethereum', contractAddress: '0x12' })).code).toBe(
      'BAD_INPUT',
    );
  });

  it('portfolio.balances reads every wallet, the same numbers as the home list', async () => {
    const home = (await call('coins.balances', {})).balances;
    const all = (await call('portfolio.balances', {})).wallets;
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ walletId });
    expect(all[0]!.coins.map(({ coinId, balance }) => ({ coinId, balance }))).toEqual(home);
    expect(all[0]!.coins.find((c) => c.coinId === ethId)?.symbol).toBe('ETH');
  });

  it('a catalogue token: balance, send, amount kept under send-all, SUCCESS after 14 confirmations', async () => {
    await deployCatalogueUsdt(anvil, me, 1000n * 10n ** 6n);
    await call('coins.toggle', { id: `ethereum:${USDT.address.toLowerCase()}` });
    const usdt = (await call('coins.list', {})).coins.find((c) => c.contractAddress === USDT.address)!;
    expect(usdt).toMatchObject({ symbol: 'USDT', decimals: 6, address: me });
    expect((await call('coin.overview', { coinId: usdt.id })).balance).toBe('1000');
    // the home list reads ETH and USDT together, in the family's batched call
    const home = (await call('coins.balances', {})).balances;
    expect(home.find((b) => b.coinId === usdt.id)?.balance).toBe('1000');
    expect(home.find((b) => b.coinId === 'ethereum:native')?.balance).toBe(
      (await call('coin.overview', { coinId: 'ethereum:native' })).balance,
    );
    const tokenForm = form({ coinId: usdt.id, amount: '250.5' });
    const q = await call('send.quote', tokenForm);
    expect(q).toMatchObject({ amount: '250.5', total: '250.5', isMax: false, feeSymbol: 'ETH' });
    expect((await call('send.quote', { ...tokenForm, amount: '100', sendAll: true })).amount).toBe('100');
    expect((await fails('send.quote', { ...tokenForm, amount: '1000.000001' })).message).toBe(
      'Insufficient USDT balance',
    );
    const { hash } = await call('send.submit', { ...tokenForm, approvedFee: q.fee });
    expect(await finalStatus(hash)).toBe('confirmed');
    const sent = await anvil.rpc<string>('eth_call', [
      { to: USDT.address, data: `0x70a08231${DAVE.slice(2).toLowerCase().padStart(64, '0')}` },
      'latest',
    ]);
    expect(BigInt(sent)).toBe(250_500_000n);
    let o = await call('coin.overview', { coinId: usdt.id });
    expect(o.balance).toBe('749.5');
    expect(o.history[0]).toMatchObject({ hash, amount: '-250.5', status: 'failed' }); // 1 confirmation
    await anvil.rpc('anvil_mine', ['0xf']);
    o = await call('coin.overview', { coinId: usdt.id });
    expect(o.history[0]).toMatchObject({ hash, status: 'success' });
  });

  it('send-all of ETH: amount = balance − fee exactly, isMax, only the unused fee stays', async () => {
    const balance = (await call('coin.overview', { coinId: ethId })).balance!;
    const all = form({ to: ERIN, amount: balance, sendAll: true, feeOption: 'Recommended' });
    const q = await call('send.quote', all);
    expect(q.isMax).toBe(true);
    expect(ETH(q.amount) + ETH(q.fee)).toBe(ETH(balance));
    const { hash } = await call('send.submit', { ...all, approvedFee: q.fee });
    expect(await finalStatus(hash)).toBe('confirmed');
    expect(await balanceOf(ERIN)).toBe(ETH(q.amount));
    expect(await balanceOf(me)).toBe(ETH(q.fee) - (await paidFee(hash)));
  });

  it('mining off: PENDING then QUEUE, queue refusal, speed-up doubles the fee, cancel self-sends', async () => {
    await anvil.rpc('anvil_setBalance', [me, toBeHex(ETH('10'))]);
    await anvil.rpc('evm_setAutomine', [false]);
    const send = async (amount: string) => {
      const f = form({ to: ERIN, amount });
      return (await call('send.submit', { ...f, approvedFee: (await call('send.quote', f)).fee })).hash;
    };
    const erinBefore = await balanceOf(ERIN);
    const a = await send('0.1');
    const b = await send('0.2');
    const statusOf = async () =>
      Object.fromEntries(
        (await call('coin.overview', { coinId: ethId })).pending.map((p) => [p.hash, p.status]),
      );
    expect(await statusOf()).toEqual({ [a]: 'PENDING', [b]: 'QUEUE' });

    expect((await fails('tx.replaceQuote', { coinId: ethId, hash: b, kind: 'speedUp' })).message).toBe(
      EVM_ERRORS.inQueue,
    );
    expect(
      (await fails('tx.cancel', { coinId: ethId, hash: `0x${'3'.repeat(64)}`, approvedFee: '1' })).message,
    ).toBe(EVM_ERRORS.notFound);

    const original = (await poolTx(a))!;
    // the dialog's quote: the original recipient and amount, and the doubled fee the user approves
    const q = await call('tx.replaceQuote', { coinId: ethId, hash: a, kind: 'speedUp' });
    expect(q).toMatchObject({ kind: 'speedUp', to: ERIN, amount: '0.1', symbol: 'ETH', feeSymbol: 'ETH' });
    expect(ETH(q.fee)).toBe(21000n * 2n * BigInt(original.maxFeePerGas));
    // approving less than the replacement costs sends nothing
    const low = formatUnits(ETH(q.fee) - 1n, 18);
    expect((await fails('tx.speedUp', { coinId: ethId, hash: a, approvedFee: low })).message).toMatch(
      /fee went up/,
    );
    const s = (await call('tx.speedUp', { coinId: ethId, hash: a, approvedFee: q.fee })).hash;
    const sped = (await poolTx(s))!;
    expect([sped.nonce, sped.to, sped.value]).toEqual([original.nonce, original.to, original.value]);
    expect(BigInt(sped.maxFeePerGas)).toBe(2n * BigInt(original.maxFeePerGas));
    expect(await poolTx(a)).toBeNull(); // replaced in the pool
    expect(await statusOf()).toEqual({ [s]: 'PENDING', [b]: 'QUEUE' });

    const cq = await call('tx.replaceQuote', { coinId: ethId, hash: s, kind: 'cancel' });
    expect(cq).toMatchObject({ kind: 'cancel', to: me, amount: '0' });
    const c = (await call('tx.cancel', { coinId: ethId, hash: s, approvedFee: cq.fee })).hash;
    const cancel = (await poolTx(c))!;
    expect([cancel.nonce, getAddress(cancel.to), BigInt(cancel.value), cancel.input]).toEqual([
      original.nonce,
      me,
      0n,
      '0x',
    ]);
    expect(BigInt(cancel.maxFeePerGas)).toBe(2n * BigInt(sped.maxFeePerGas));
    expect(await statusOf()).toEqual({ [c]: 'PENDING', [b]: 'QUEUE' });

    await anvil.rpc('evm_mine', []);
    expect(await finalStatus(c)).toBe('confirmed');
    expect(await finalStatus(b)).toBe('confirmed');
    expect(await balanceOf(ERIN)).toBe(erinBefore + ETH('0.2')); // the 0.1 never left
    expect(await until(async () => ((await statusOf())[c] ? undefined : statusOf()))).toEqual({});

    // spec refusals the service does not reach on its own
    const signedB = await anvil.rpc<string>('eth_getRawTransactionByHash', [b]);
    const mined = { hash: b, date: 0, kind: 'transfer' as const, signed: signedB };
    await expect(family.replace!(ref(), mined, 'speedUp')).rejects.toThrow(EVM_ERRORS.alreadySucceeded);
    const ghost = { hash: `0x${'4'.repeat(64)}`, date: 0, kind: 'transfer' as const, extra: {} };
    await expect(family.replace!(ref(), ghost, 'cancel')).rejects.toThrow(EVM_ERRORS.noRecord);
    await anvil.rpc('evm_setAutomine', [true]);
  }, 60_000);

  it('a node lying about a pending transaction gets no speed-up or cancel signed as it says', async () => {
    await anvil.rpc('anvil_setBalance', [me, toBeHex(ETH('100'))]);
    await anvil.rpc('evm_setAutomine', [false]);
    const f = form({ to: ERIN, amount: '0.01' });
    const a = (await call('send.submit', { ...f, approvedFee: (await call('send.quote', f)).fee })).hash;
    const original = (await poolTx(a))!;
    // the node now claims the pending send paid 10 ETH to Carol, with an 84 ETH maximum fee
    node.lie = (method, _params, result) =>
      method === 'eth_getTransactionByHash' && result
        ? {
            ...result,
            to: CAROL.toLowerCase(),
            value: toBeHex(ETH('10')),
            maxFeePerGas: toBeHex(ETH('84') / 21000n),
          }
        : result;
    try {
      for (const kind of ['speedUp', 'cancel'] as const)
        expect((await fails('tx.replaceQuote', { coinId: ethId, hash: a, kind })).message).toBe(
          EVM_ERRORS.differsFromRecord,
        );
      expect((await fails('tx.speedUp', { coinId: ethId, hash: a, approvedFee: '100' })).message).toBe(
        EVM_ERRORS.differsFromRecord,
      );
    } finally {
      node.lie = null;
    }
    expect(await poolTx(a)).not.toBeNull(); // nothing replaced it

    // a main that believed the node still gets nothing signed: the signer's journal says otherwise
    const nonce = Number(BigInt(original.nonce));
    const sign = (
      tx: Partial<{ to: string; value: bigint; maxFee: bigint }>,
      intent: Record<string, string>,
    ) =>
      t.app.signer.call('signTransfer', {
        walletId,
        network: 'regtest',
        unsigned: Transaction.from({
          type: 2,
          chainId: 1n,
          nonce,
          to: tx.to ?? me,
          value: tx.value ?? 0n,
          gasLimit: 21000n,
          maxFeePerGas: tx.maxFee ?? 2n * BigInt(original.maxFeePerGas),
          maxPriorityFeePerGas: 1n,
        }).unsignedSerialized,
        intent: {
          family: 'evm',
          kind: 'speedUp',
          chainName: 'ethereum',
          from: me,
          to: me,
          amount: '0',
          feeCap: ETH('100').toString(),
          nonce,
          replaces: a,
          ...intent,
        },
        activePath: PATH,
      });
    await expect(
      sign({ to: CAROL, value: ETH('10') }, { to: CAROL, amount: ETH('10').toString() }),
    ).rejects.toMatchObject({ code: 'INTENT_MISMATCH', message: 'to' });
    // the cancel's fee cap is what the user approved in the dialog, not what main would like
    await expect(
      sign({ maxFee: ETH('84') / 21000n }, { kind: 'cancel', feeCap: ETH('1').toString() }),
    ).rejects.toMatchObject({ code: 'INTENT_MISMATCH', message: 'feeCap' });
    // and a hash the signer never signed cannot be "replaced" at all
    await expect(sign({}, { kind: 'cancel', replaces: `0x${'5'.repeat(64)}` })).rejects.toMatchObject({
      code: 'INTENT_MISMATCH',
      message: 'The transaction to replace was not signed by this wallet',
    });
    await anvil.rpc('evm_mine', []);
    expect(await finalStatus(a)).toBe('confirmed');
    await anvil.rpc('evm_setAutomine', [true]);
  }, 60_000);

  it('the real signer refuses a transaction main altered after approval (INTENT_MISMATCH)', async () => {
    const prepared = await family.prepare(ref(), {
      to: DAVE,
      amount: ETH('0.01'),
      sendAll: false,
      feeOption: 'Normal',
    });
    const sign = (unsigned: string, intent = prepared.intent) =>
      t.app.signer.call('signTransfer', { walletId, network: 'regtest', unsigned, intent, activePath: PATH });
    const altered = Transaction.from(prepared.unsigned);
    altered.to = CAROL;
    await expect(sign(altered.unsignedSerialized)).rejects.toMatchObject({
      code: 'INTENT_MISMATCH',
      message: 'to',
    });
    await expect(sign(prepared.unsigned, { ...prepared.intent, to: CAROL })).rejects.toMatchObject({
      code: 'INTENT_MISMATCH',
    });
    await expect(sign(prepared.unsigned, { ...prepared.intent, feeCap: '1' })).rejects.toMatchObject({
      code: 'INTENT_MISMATCH',
      message: 'feeCap',
    });
    const { signed } = await sign(prepared.unsigned);
    expect(Transaction.from(signed).from).toBe(me);
  });

  it('local profile without an explorer: balance, and an empty history rather than an error', async () => {
    const bare = createEvmWalletFamily({
      network: 'local',
      local: { rpcUrl: anvil.url },
      http: createHttp({ backoffMs: 0, retries: 0 }),
    });
    const snap = await bare.snapshot(ref());
    expect(snap).toEqual({ balance: await balanceOf(me), history: [], receiveAddress: me });
  });
});

import { hex } from '@scure/base';
import { TronWeb, utils } from 'tronweb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARAMS, TRC20_TRANSFER_ENERGY, TRC20_TRANSFER_NEW_HOLDER_ENERGY } from './chainParams';
import { startTronNode, type TronNode } from './tronNode';

const KEY_A = '0000000000000000000000000000000000000000000000000000000000000a11';
const KEY_B = '0000000000000000000000000000000000000000000000000000000000000b22';
const KEY_C = '0000000000000000000000000000000000000000000000000000000000000c33';
const A = utils.address.fromPrivateKey(KEY_A) as string;
const B = utils.address.fromPrivateKey(KEY_B) as string;
const C = utils.address.fromPrivateKey(KEY_C) as string;

interface Signed {
  txID: string;
  raw_data_hex: string;
  signature?: string[];
}

let node: TronNode;
let tw: TronWeb;

async function post<T = Record<string, unknown>>(path: string, body: unknown): Promise<T> {
  const r = await fetch(`${node.url}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return (await r.json()) as T;
}

/** The signed Transaction protobuf (raw_data = 1, signature = 2), as /wallet/broadcasthex takes it. */
function signedHex(tx: Signed): string {
  const raw = hex.decode(tx.raw_data_hex);
  const varint = (n: number) => {
    const out: number[] = [];
    while (n > 0x7f) {
      out.push((n & 0x7f) | 0x80);
      n >>>= 7;
    }
    out.push(n);
    return hex.encode(Uint8Array.from(out));
  };
  return `0a${varint(raw.length)}${tx.raw_data_hex}${(tx.signature ?? []).map((s) => `1241${s}`).join('')}`;
}

beforeAll(async () => {
  node = await startTronNode();
  tw = new TronWeb({ fullHost: node.url });
  node.fund(A, 1_000_000_000n); // 1000 TRX
});
afterAll(() => node.close());

describe('fixture Tron node with tronweb as the client', () => {
  it('a TRX transfer signed by tronweb lands, moves balances and charges the account-creation fee', async () => {
    const before = node.balance(A);
    const tx = await tw.transactionBuilder.sendTrx(B, 5_000_000, A);
    const signed = await tw.trx.sign(tx, KEY_A);
    const result = await tw.trx.sendRawTransaction(signed);
    expect(result.result).toBe(true);
    expect(node.balance(B)).toBe(5_000_000n);
    // B did not exist: 1 TRX system fee + 0.1 TRX instead of bandwidth (free bandwidth cannot create accounts)
    const fee = BigInt(PARAMS.getCreateNewAccountFeeInSystemContract + PARAMS.getCreateAccountFee);
    expect(node.balance(A)).toBe(before - 5_000_000n - fee);
    const info = await tw.trx.getTransactionInfo(signed.txID);
    expect(info.fee).toBe(Number(fee));
    const byId = await tw.trx.getTransaction(signed.txID);
    expect(byId.ret?.[0]?.contractRet).toBe('SUCCESS');
  });

  it('a transfer to an existing account spends free bandwidth (raw bytes + 67) and nothing else', async () => {
    const before = node.balance(A);
    const tx = await tw.transactionBuilder.sendTrx(B, 1_000_000, A);
    const signed = await tw.trx.sign(tx, KEY_A);
    expect((await tw.trx.sendRawTransaction(signed)).result).toBe(true);
    expect(node.balance(A)).toBe(before - 1_000_000n);
    const res = await post<{ freeNetUsed: number; freeNetLimit: number }>('/wallet/getaccountresource', {
      address: A,
      visible: true,
    });
    expect(res.freeNetLimit).toBe(600);
    expect(res.freeNetUsed).toBe(tx.raw_data_hex.length / 2 + 67);
  });

  it('refuses a forged signature with SIGERROR and changes nothing', async () => {
    const before = [node.balance(A), node.balance(C)];
    const tx = await tw.transactionBuilder.sendTrx(C, 1_000_000, A);
    // B signs A's transfer (tronweb's own signer, past tw.trx.sign's owner check)
    const forged = utils.crypto.signTransaction(KEY_B, structuredClone(tx));
    const out = await tw.trx.sendRawTransaction(forged);
    expect(out.result).toBeUndefined();
    expect((out as unknown as { code: string }).code).toBe('SIGERROR');
    expect(Buffer.from((out as unknown as { message: string }).message, 'hex').toString()).toMatch(
      /Validate signature error/,
    );
    // a bit flipped in a real signature recovers another address
    const good = await tw.trx.sign(await tw.transactionBuilder.sendTrx(C, 1_000_000, A), KEY_A);
    const sig = good.signature![0]!;
    const flipped = {
      ...good,
      signature: [`${sig.slice(0, 10)}${sig[10] === '0' ? '1' : '0'}${sig.slice(11)}`],
    };
    expect((await post('/wallet/broadcasttransaction', flipped)).code).toBe('SIGERROR');
    expect([node.balance(A), node.balance(C)]).toEqual(before);
  });

  it('broadcasthex takes the signed protobuf; a duplicate is refused', async () => {
    const tx = await tw.transactionBuilder.sendTrx(B, 2_000_000, A);
    const signed = (await tw.trx.sign(tx, KEY_A)) as Signed;
    const first = await post('/wallet/broadcasthex', { transaction: signedHex(signed) });
    expect(first).toMatchObject({ result: true, txid: signed.txID });
    const again = await post('/wallet/broadcasthex', { transaction: signedHex(signed) });
    expect(again.code).toBe('DUP_TRANSACTION_ERROR');
  });

  it('refuses an expired transaction, one expiring past 24 h, and an unknown reference block', async () => {
    const head = await tw.trx.getCurrentRefBlockParams();
    const at = async (over: Record<string, unknown>) =>
      tw.trx.sign(
        await tw.transactionBuilder.sendTrx(B, 1_000_000, A, { blockHeader: { ...head, ...over } }),
        KEY_A,
      );
    const expired = await at({ expiration: Date.now() - 1 });
    expect((await post('/wallet/broadcasttransaction', expired)).code).toBe('TRANSACTION_EXPIRATION_ERROR');
    const far = await at({ expiration: Date.now() + 25 * 3600 * 1000 });
    expect((await post('/wallet/broadcasttransaction', far)).code).toBe('TRANSACTION_EXPIRATION_ERROR');
    const tapos = await at({ ref_block_bytes: 'ffff', ref_block_hash: '00'.repeat(8) });
    expect((await post('/wallet/broadcasttransaction', tapos)).code).toBe('TAPOS_ERROR');
    // advanceTime ages the ledger, not the clock: a transaction built before it still lands
    const built = await tw.trx.sign(await tw.transactionBuilder.sendTrx(B, 1_000_000, A), KEY_A);
    node.advanceTime(3600 * 1000);
    expect((await post('/wallet/broadcasttransaction', built)).result).toBe(true);
  });

  it('a TRC-20 transfer moves the token and burns energy at 420 sun, within the fee limit', async () => {
    const usdt = node.deployToken({ symbol: 'USDT', decimals: 6, name: 'Tether USD' });
    node.mintToken(usdt, A, 50_000_000n);
    const read = async (selector: string, params: { type: string; value: string }[] = []) =>
      (await tw.transactionBuilder.triggerConstantContract(usdt, selector, {}, params, A))
        .constant_result![0]!;
    expect(BigInt(`0x${await read('decimals()')}`)).toBe(6n);
    expect(BigInt(`0x${await read('balanceOf(address)', [{ type: 'address', value: A }])}`)).toBe(
      50_000_000n,
    );
    expect(utils.abi.decodeParams([], ['string'], `0x${await read('symbol()')}`)[0]).toBe('USDT');
    const estimate = await tw.transactionBuilder.triggerConstantContract(
      usdt,
      'transfer(address,uint256)',
      {},
      [
        { type: 'address', value: C },
        { type: 'uint256', value: '7000000' },
      ],
      A,
    );
    expect(estimate.energy_used).toBe(TRC20_TRANSFER_NEW_HOLDER_ENERGY);

    const before = node.balance(A);
    const built = await tw.transactionBuilder.triggerSmartContract(
      usdt,
      'transfer(address,uint256)',
      { feeLimit: 1_000_000_000 },
      [
        { type: 'address', value: C },
        { type: 'uint256', value: '7000000' },
      ],
      A,
    );
    const signed = await tw.trx.sign(built.transaction, KEY_A);
    expect((await tw.trx.sendRawTransaction(signed)).result).toBe(true);
    expect(node.tokenBalance(usdt, C)).toBe(7_000_000n);
    expect(node.tokenBalance(usdt, A)).toBe(43_000_000n);
    const info = await tw.trx.getTransactionInfo(signed.txID);
    expect(info.receipt.energy_fee).toBe(TRC20_TRANSFER_NEW_HOLDER_ENERGY * 420);
    expect(node.balance(A)).toBe(before - BigInt(info.fee!));

    const history = await (await fetch(`${node.url}/v1/accounts/${C}/transactions/trc20?limit=20`)).json();
    expect(history.data[0]).toMatchObject({
      transaction_id: signed.txID,
      from: A,
      to: C,
      value: '7000000',
      type: 'Transfer',
    });
    expect(history.data[0].token_info).toMatchObject({ symbol: 'USDT', decimals: 6, address: usdt });

    // a fee limit below the energy burns the limit and moves nothing
    const low = await tw.transactionBuilder.triggerSmartContract(
      usdt,
      'transfer(address,uint256)',
      { feeLimit: 1_000_000 },
      [
        { type: 'address', value: C },
        { type: 'uint256', value: '1' },
      ],
      A,
    );
    const s2 = await tw.trx.sign(low.transaction, KEY_A);
    expect((await tw.trx.sendRawTransaction(s2)).result).toBe(true);
    const info2 = await tw.trx.getTransactionInfo(s2.txID);
    expect(info2.receipt.result).toBe('OUT_OF_ENERGY');
    expect(info2.receipt.energy_fee).toBe(1_000_000);
    expect(node.tokenBalance(usdt, C)).toBe(7_000_000n);
  });

  it('freezing for ENERGY raises the energy limit and TRON power; a TRC-20 send then burns no TRX for energy', async () => {
    const usdt = node.deployToken({ symbol: 'USDX', decimals: 6 });
    node.mintToken(usdt, A, 10_000_000n);
    node.mintToken(usdt, C, 1n);
    const tx = await tw.transactionBuilder.freezeBalanceV2(500_000_000, 'ENERGY', A);
    expect((await tw.trx.sendRawTransaction(await tw.trx.sign(tx, KEY_A))).result).toBe(true);
    const res = await post<Record<string, number>>('/wallet/getaccountresource', {
      address: A,
      visible: true,
    });
    expect(res.EnergyLimit).toBe(5_000); // 500 TRX × 10 energy
    expect(res.tronPowerLimit).toBe(500);
    const acct = await post<{ frozenV2: { type?: string; amount?: number }[] }>('/wallet/getaccount', {
      address: A,
      visible: true,
    });
    expect(acct.frozenV2).toContainEqual({ type: 'ENERGY', amount: 500_000_000 });

    // 5,000 staked energy covers part of 31,895; the rest is burnt
    const built = await tw.transactionBuilder.triggerSmartContract(
      usdt,
      'transfer(address,uint256)',
      { feeLimit: 1_000_000_000 },
      [
        { type: 'address', value: C },
        { type: 'uint256', value: '5' },
      ],
      A,
    );
    const signed = await tw.trx.sign(built.transaction, KEY_A);
    expect((await tw.trx.sendRawTransaction(signed)).result).toBe(true);
    const info = await tw.trx.getTransactionInfo(signed.txID);
    expect(info.receipt.energy_usage).toBe(5_000);
    expect(info.receipt.energy_fee).toBe((TRC20_TRANSFER_ENERGY - 5_000) * 420);
  });

  it('votes, rewards with the 24 h claim rule, unfreeze and withdraw after the delay', async () => {
    const [w1, w2] = node.witnesses();
    const witnesses = await (await fetch(`${node.url}/api/pagewitness?witnesstype=0`)).json();
    expect(witnesses.data[0]).toMatchObject({
      name: 'Binance Staking',
      address: w1!.address,
      annualizedRate: '3.54',
    });
    expect(witnesses.data[4].annualizedRate).toBeUndefined();

    const over = await tw.transactionBuilder.vote({ [w1!.address]: 400, [w2!.address]: 101 }, A);
    expect((await tw.trx.sendRawTransaction(await tw.trx.sign(over, KEY_A))).code).toBe(
      'CONTRACT_VALIDATE_ERROR',
    );
    const vote = await tw.transactionBuilder.vote({ [w1!.address]: 400, [w2!.address]: 100 }, A);
    expect((await tw.trx.sendRawTransaction(await tw.trx.sign(vote, KEY_A))).result).toBe(true);
    const acct = await post<{ votes: unknown[] }>('/wallet/getaccount', { address: A, visible: true });
    expect(acct.votes).toEqual([
      { vote_address: w1!.address, vote_count: 400 },
      { vote_address: w2!.address, vote_count: 100 },
    ]);

    node.advanceTime(2 * 24 * 3600 * 1000);
    const { reward } = await post<{ reward: number }>('/wallet/getReward', { address: A, visible: true });
    expect(reward).toBeGreaterThan(0);
    const before = node.balance(A);
    const claim = await tw.transactionBuilder.withdrawBlockRewards(A);
    expect((await tw.trx.sendRawTransaction(await tw.trx.sign(claim, KEY_A))).result).toBe(true);
    expect(node.balance(A)).toBe(before + BigInt(reward));
    node.advanceTime(3600 * 1000);
    const again = await tw.transactionBuilder.withdrawBlockRewards(A);
    const refused = await tw.trx.sendRawTransaction(await tw.trx.sign(again, KEY_A));
    expect(Buffer.from((refused as unknown as { message: string }).message, 'hex').toString()).toMatch(
      /less than 24 hours/,
    );

    const un = await tw.transactionBuilder.unfreezeBalanceV2(200_000_000, 'ENERGY', A);
    expect((await tw.trx.sendRawTransaction(await tw.trx.sign(un, KEY_A))).result).toBe(true);
    expect(
      (
        await post<{ count: number }>('/wallet/getavailableunfreezecount', {
          owner_address: A,
          visible: true,
        })
      ).count,
    ).toBe(31);
    // 300 TRON power left under 500 votes: the votes are gone
    expect(
      (await post<{ votes?: unknown[] }>('/wallet/getaccount', { address: A, visible: true })).votes,
    ).toBeUndefined();
    const early = await tw.transactionBuilder.withdrawExpireUnfreeze(A);
    expect((await tw.trx.sendRawTransaction(await tw.trx.sign(early, KEY_A))).code).toBe(
      'CONTRACT_VALIDATE_ERROR',
    );
    node.advanceTime(14 * 24 * 3600 * 1000);
    const b2 = node.balance(A);
    const withdraw = await tw.transactionBuilder.withdrawExpireUnfreeze(A);
    expect((await tw.trx.sendRawTransaction(await tw.trx.sign(withdraw, KEY_A))).result).toBe(true);
    expect(node.balance(A)).toBe(b2 + 200_000_000n);
  });

  it('the wallet path: createtransaction (visible) with a memo, broadcasthex, explorer lookup; the memo costs 1 TRX', async () => {
    const built = await post<Signed & { raw_data: { data?: string } }>('/wallet/createtransaction', {
      owner_address: A,
      to_address: B,
      amount: 3_000_000,
      extra_data: 'hi',
      visible: true,
    });
    expect(built.raw_data.data).toBe(hex.encode(new TextEncoder().encode('hi')));
    const before = node.balance(A);
    const signed = utils.crypto.signTransaction(KEY_A, structuredClone(built)) as Signed;
    expect(await post('/wallet/broadcasthex', { transaction: signedHex(signed) })).toMatchObject({
      result: true,
    });
    expect(node.balance(A)).toBe(before - 3_000_000n - BigInt(PARAMS.getMemoFee));
    const scan = await (await fetch(`${node.url}/api/transaction-info?hash=${signed.txID}`)).json();
    expect(scan).toMatchObject({ hash: signed.txID, contractRet: 'SUCCESS', ownerAddress: A, toAddress: B });
    expect(scan.cost.fee).toBe(PARAMS.getMemoFee);
    const hexBuilt = await post<{
      raw_data: { contract: { parameter: { value: { owner_address: string } } }[] };
    }>('/wallet/createtransaction', {
      owner_address: utils.address.toHex(A),
      to_address: utils.address.toHex(B),
      amount: 1,
    });
    expect(hexBuilt.raw_data.contract[0]!.parameter.value.owner_address).toBe(
      utils.address.toHex(A).toLowerCase(),
    );
    // visible=false wants 41-hex addresses, as java-tron does
    expect(
      (await post('/wallet/createtransaction', { owner_address: A, to_address: B, amount: 1 })).Error,
    ).toMatch(/Invalid address/);
  });

  it('delayMs holds every answer', async () => {
    const slow = await startTronNode({ delayMs: 50 });
    const t0 = Date.now();
    await fetch(`${slow.url}/wallet/getnowblock`, { method: 'POST' });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(45);
    await slow.close();
  });

  it('TronGrid history is newest first with a limit; lie() rewrites any answer', async () => {
    const page = await (await fetch(`${node.url}/v1/accounts/${A}/transactions?limit=3`)).json();
    expect(page.success).toBe(true);
    expect(page.data).toHaveLength(3);
    const times = page.data.map((t: { block_timestamp: number }) => t.block_timestamp);
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const account = await (await fetch(`${node.url}/v1/accounts/${A}`)).json();
    expect(account.data[0].balance).toBe(Number(node.balance(A)));

    node.lie((path, body) =>
      path === '/wallet/getaccount' ? { ...(body as object), balance: 1 } : undefined,
    );
    expect(
      (await post<{ balance: number }>('/wallet/getaccount', { address: A, visible: true })).balance,
    ).toBe(1);
    node.lie(null);
    expect(node.requests().some((r) => r.path === '/wallet/broadcasthex')).toBe(true);
  });
});

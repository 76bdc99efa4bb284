/**
 * TRC-20 calls on the fixture's token contracts: /wallet/triggersmartcontract builds the
 * transfer transaction (run only when broadcast), /wallet/triggerconstantcontract and
 * /wallet/estimateenergy answer balanceOf, decimals, symbol, name, totalSupply and a transfer's
 * energy from the ledger, in the ABI encodings a real token returns; allowance(owner, spender)
 * and an approve's energy too.
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { hex } from '@scure/base';
import {
  TRC20_APPROVE_ENERGY,
  TRC20_REVERT_ENERGY,
  TRC20_TRANSFER_ENERGY,
  TRC20_TRANSFER_NEW_HOLDER_ENERGY,
  TRC20_VIEW_ENERGY,
} from './chainParams';
import type { Ledger } from './ledger';
import { buildTx, toVisible } from './txJson';

const word = (n: bigint) => n.toString(16).padStart(64, '0');
function abiString(s: string): string {
  const bytes = hex.encode(new TextEncoder().encode(s));
  return word(32n) + word(BigInt(bytes.length / 2)) + bytes.padEnd(Math.ceil(bytes.length / 64) * 64, '0');
}

/** The call data a request names: `data`, or function_selector + parameter (what tronweb sends). */
export function callData(p: Record<string, unknown>): string {
  if (typeof p.data === 'string' && p.data) return p.data.replace(/^0x/, '').toLowerCase();
  const selector = typeof p.function_selector === 'string' ? p.function_selector.replace(/\s/g, '') : '';
  const parameter = typeof p.parameter === 'string' ? p.parameter.replace(/^0x/, '') : '';
  return hex.encode(keccak_256(new TextEncoder().encode(selector))).slice(0, 8) + parameter.toLowerCase();
}

const noContract = () => ({
  result: {
    code: 'CONTRACT_VALIDATE_ERROR',
    message: Buffer.from('No contract or not a smart contract').toString('hex'),
  },
});

export function triggerTx(
  ledger: Ledger,
  p: Record<string, unknown>,
  visible: boolean,
  owner: string,
  contract: string,
): unknown {
  if (!ledger.tokens.has(contract)) return noContract();
  const feeLimit = Number(p.fee_limit ?? 0);
  const callValue = Number(p.call_value ?? 0);
  const tx = buildTx(
    ledger,
    'TriggerSmartContract',
    {
      data: callData(p),
      owner_address: owner,
      contract_address: contract,
      ...(callValue ? { call_value: callValue } : {}),
    },
    { feeLimit },
  );
  return { result: { result: true }, transaction: visible ? toVisible({ ...tx, visible }) : tx };
}

export interface ConstantOutcome {
  data: string;
  result: string;
  energy: number;
  reverted: boolean;
}

export function constantCall(
  ledger: Ledger,
  p: Record<string, unknown>,
  owner: string,
  contract: string,
): ConstantOutcome {
  const data = callData(p);
  const token = ledger.tokens.get(contract);
  const revert = (): ConstantOutcome => ({ data, result: '', energy: TRC20_REVERT_ENERGY, reverted: true });
  if (!token) return revert();
  const view = (result: string): ConstantOutcome => ({
    data,
    result,
    energy: TRC20_VIEW_ENERGY,
    reverted: false,
  });
  const arg = (i: number) => data.slice(8 + i * 64, 8 + (i + 1) * 64);
  switch (data.slice(0, 8)) {
    case '70a08231': // balanceOf(address)
      return view(word(ledger.tokenBalance(contract, `41${arg(0).slice(24)}`)));
    case '313ce567': // decimals()
      return view(word(BigInt(token.decimals)));
    case '95d89b41': // symbol()
      return view(abiString(token.symbol));
    case '06fdde03': // name()
      return view(abiString(token.name));
    case '18160ddd': // totalSupply()
      return view(word([...token.balances.values()].reduce((s, v) => s + v, 0n)));
    case 'dd62ed3e': // allowance(address owner, address spender)
      if (data.length !== 8 + 128) return revert();
      return view(word(ledger.allowance(contract, `41${arg(0).slice(24)}`, `41${arg(1).slice(24)}`)));
    case '095ea7b3': // approve(address,uint256): any holder may approve
      if (data.length !== 8 + 128) return revert();
      return { data, result: word(1n), energy: TRC20_APPROVE_ENERGY, reverted: false };
    case 'a9059cbb': {
      // transfer(address,uint256)
      if (data.length !== 8 + 128) return revert();
      const to = `41${arg(0).slice(24)}`;
      const amount = BigInt(`0x${arg(1)}`);
      if (ledger.tokenBalance(contract, owner) < amount) return revert();
      const energy =
        ledger.tokenBalance(contract, to) > 0n ? TRC20_TRANSFER_ENERGY : TRC20_TRANSFER_NEW_HOLDER_ENERGY;
      return { data, result: word(1n), energy, reverted: false };
    }
    default:
      return revert();
  }
}

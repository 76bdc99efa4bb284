import { OP_GAS_PRICE_ORACLE } from '../constants';
import { GAS_PRICE_ORACLE, decodeUint } from './abi';
import type { Rpc } from './rpc';

/** OP-stack L1 data fee of an unsigned serialized transaction, from the GasPriceOracle predeploy. */
export async function opStackL1Fee(rpc: Rpc, unsignedSerialized: string): Promise<bigint> {
  const data = GAS_PRICE_ORACLE.encodeFunctionData('getL1Fee', [unsignedSerialized]);
  return decodeUint(await rpc.call<string>('eth_call', [{ to: OP_GAS_PRICE_ORACLE, data }, 'latest']));
}

import type { Family } from '../families';
import { CHAINS } from '../registry';
import * as aptos from './aptos';
import * as cardano from './cardano';
import * as cosmos from './cosmos';
import * as evm from './evm';
import * as filecoin from './filecoin';
import * as hedera from './hedera';
import * as polkadot from './polkadot';
import * as ripple from './ripple';
import { invalid, type NetworkKind, type ValidationResult } from './result';
import * as solana from './solana';
import * as stellar from './stellar';
import * as tezos from './tezos';
import * as ton from './ton';
import * as tron from './tron';
import * as utxo from './utxo';

export type { NetworkKind, ValidationResult } from './result';

interface FamilyValidator {
  validateAddress(chainName: string, address: string, network?: NetworkKind): ValidationResult;
  validatePrivateKey(chainName: string, key: string, network?: NetworkKind): ValidationResult;
}

/** Address and key rules by family (spec/chains.md §5); every checksum is checked. */
const VALIDATORS: Record<Family, FamilyValidator> = {
  evm,
  tron,
  utxo,
  ripple,
  cosmos,
  filecoin,
  solana,
  stellar,
  tezos,
  polkadot,
  ton,
  hedera,
  cardano,
  aptos,
};

/** Longest address or key any chain uses is well under this; longer input is refused unread. */
const MAX_INPUT = 512;

export function validateAddress(chainName: string, address: string, network?: NetworkKind): ValidationResult {
  const chain = CHAINS.get(chainName);
  if (!chain) return invalid('Unsupported chain');
  if (address.length === 0 || address.length > MAX_INPUT) return invalid('Invalid address');
  return VALIDATORS[chain.family].validateAddress(chainName, address, network);
}

export function validatePrivateKey(chainName: string, key: string, network?: NetworkKind): ValidationResult {
  const chain = CHAINS.get(chainName);
  if (!chain) return invalid('Unsupported chain');
  if (key.length === 0 || key.length > MAX_INPUT) return invalid('Invalid private key');
  return VALIDATORS[chain.family].validatePrivateKey(chainName, key, network);
}

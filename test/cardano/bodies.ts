/**
 * Cardano transaction bodies for tests, written with CSL's own constructors (the signer's
 * refusal vectors bend one field of an honest body each), and the abandon wallet's addresses.
 */
import { mnemonicToSeedSync } from '@scure/bip39';
import * as CSL from '@emurgo/cardano-serialization-lib-nodejs';
import { cardanoSigner } from '../../signer/chains/cardano/derive';

export const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(ABANDON);

export const cardanoPath = (i: number) => `m/1852'/1815'/${i}'/0/0`;
/** the abandon wallet's base address of account `i` (addr_test… on the local profile) */
export const cardanoAddressAt = (i: number, network: 'mainnet' | 'regtest' = 'regtest') =>
  cardanoSigner.deriveFromSeed(seed, cardanoPath(i), { mnemonic: ABANDON, network }).address;

export interface OutputSpec {
  address: string;
  lovelace: bigint;
  /** one native token of this quantity */
  token?: bigint;
  /** native assets by unit (policy id ‖ asset name hex), in this order */
  assets?: [string, bigint][];
  /** a datum hash, as a script output carries */
  dataHash?: boolean;
}

export type BodyExtra =
  | 'update'
  | 'voting'
  | 'treasury'
  | 'collateral return'
  | 'total collateral'
  | 'script data'
  | 'certificates'
  | 'withdrawals'
  | 'mint'
  | 'metadata'
  | 'donation'
  | 'collateral'
  | 'reference inputs'
  | 'required signers';

export interface BodySpec {
  inputs: string[];
  outputs: OutputSpec[];
  fee: bigint;
  ttl?: bigint;
  networkId?: 0 | 1;
  extras?: BodyExtra[];
}

const big = (n: bigint) => CSL.BigNum.from_str(n.toString(10));
const input = (ref: string) => {
  const [hash, index] = ref.split('#');
  return CSL.TransactionInput.new(CSL.TransactionHash.from_hex(hash!), Number(index));
};
const keyHash = (byte: number) => CSL.Ed25519KeyHash.from_bytes(new Uint8Array(28).fill(byte));

function outputOf(o: OutputSpec): CSL.TransactionOutput {
  const value = CSL.Value.new(big(o.lovelace));
  if (o.token !== undefined) {
    const assets = CSL.Assets.new();
    assets.insert(CSL.AssetName.new(new TextEncoder().encode('TOK')), big(o.token));
    const multi = CSL.MultiAsset.new();
    multi.insert(CSL.ScriptHash.from_bytes(new Uint8Array(28).fill(7)), assets);
    value.set_multiasset(multi);
  }
  if (o.assets !== undefined) {
    const multi = CSL.MultiAsset.new();
    for (const [unit, q] of o.assets)
      multi.set_asset(
        CSL.ScriptHash.from_hex(unit.slice(0, 56)),
        CSL.AssetName.new(Buffer.from(unit.slice(56), 'hex')),
        big(q),
      );
    value.set_multiasset(multi);
  }
  const out = CSL.TransactionOutput.new(CSL.Address.from_bech32(o.address), value);
  if (o.dataHash) out.set_data_hash(CSL.DataHash.from_bytes(new Uint8Array(32).fill(9)));
  return out;
}

/** The body's hex CBOR, as main's builder hands it to the signer. */
export function bodyHex(spec: BodySpec): string {
  const inputs = CSL.TransactionInputs.new();
  for (const ref of spec.inputs) inputs.add(input(ref));
  const outputs = CSL.TransactionOutputs.new();
  for (const o of spec.outputs) outputs.add(outputOf(o));
  const body = CSL.TransactionBody.new_tx_body(inputs, outputs, big(spec.fee));
  if (spec.ttl !== undefined) body.set_ttl(big(spec.ttl));
  if (spec.networkId !== undefined)
    body.set_network_id(spec.networkId === 1 ? CSL.NetworkId.mainnet() : CSL.NetworkId.testnet());
  const me = CSL.Credential.from_keyhash(keyHash(1));
  for (const extra of spec.extras ?? []) {
    if (extra === 'certificates') {
      const certs = CSL.Certificates.new();
      certs.add(CSL.Certificate.new_stake_delegation(CSL.StakeDelegation.new(me, keyHash(2))));
      body.set_certs(certs);
    } else if (extra === 'withdrawals') {
      const w = CSL.Withdrawals.new();
      w.insert(CSL.RewardAddress.new(0, me), big(1_000_000n));
      body.set_withdrawals(w);
    } else if (extra === 'mint') {
      const assets = CSL.MintAssets.new_from_entry(
        CSL.AssetName.new(new Uint8Array([1])),
        CSL.Int.new_i32(5),
      );
      body.set_mint(CSL.Mint.new_from_entry(CSL.ScriptHash.from_bytes(new Uint8Array(28).fill(3)), assets));
    } else if (extra === 'metadata') {
      body.set_auxiliary_data_hash(CSL.AuxiliaryDataHash.from_bytes(new Uint8Array(32).fill(4)));
    } else if (extra === 'update') {
      body.set_update(CSL.Update.new(CSL.ProposedProtocolParameterUpdates.new(), 500));
    } else if (extra === 'voting') {
      const votes = CSL.VotingProcedures.new();
      votes.insert(
        CSL.Voter.new_drep_credential(me),
        CSL.GovernanceActionId.new(CSL.TransactionHash.from_hex('ee'.repeat(32)), 0),
        CSL.VotingProcedure.new(CSL.VoteKind.Yes),
      );
      body.set_voting_procedures(votes);
    } else if (extra === 'treasury') {
      body.set_current_treasury_value(big(1_000_000n));
    } else if (extra === 'collateral return') {
      body.set_collateral_return(outputOf(spec.outputs[0]!));
    } else if (extra === 'total collateral') {
      body.set_total_collateral(big(5_000_000n));
    } else if (extra === 'script data') {
      body.set_script_data_hash(CSL.ScriptDataHash.from_bytes(new Uint8Array(32).fill(6)));
    } else if (extra === 'donation') {
      body.set_donation(big(1_000_000n));
    } else if (extra === 'collateral') {
      const c = CSL.TransactionInputs.new();
      c.add(input(spec.inputs[0]!));
      body.set_collateral(c);
    } else if (extra === 'reference inputs') {
      const r = CSL.TransactionInputs.new();
      r.add(input(`${'cd'.repeat(32)}#0`));
      body.set_reference_inputs(r);
    } else {
      const signers = CSL.Ed25519KeyHashes.new();
      signers.add(keyHash(5));
      body.set_required_signers(signers);
    }
  }
  return body.to_hex();
}

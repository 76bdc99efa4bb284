import { hex } from '@scure/base';
import { AppError } from '../../../shared/errors';
import { CSL, withFree } from './csl';

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

/** One native asset of an output: its unit (policy id ‖ asset name, hex) and quantity. */
export interface CardanoAsset {
  unit: string;
  quantity: bigint;
}

export interface CardanoOutput {
  /** bech32 (addr… / addr_test…), as CSL prints the output's address */
  address: string;
  lovelace: bigint;
  /** the native assets it carries, policy by policy in the body's order */
  assets: CardanoAsset[];
  /** a datum (hash or inline) or a reference script: a script output, never a plain payment */
  hasScriptParts: boolean;
}

/**
 * Body fields a plain ADA payment never sets, by the name a refusal gives: each would make the
 * signature approve something besides moving coins (a stake delegation, a reward withdrawal, a
 * token mint, metadata, a vote, a donation, a script's collateral or extra signers).
 */
export type CardanoExtra =
  | 'certificates'
  | 'withdrawals'
  | 'mint'
  | 'metadata'
  | 'update'
  | 'governance'
  | 'donation'
  | 'collateral'
  | 'reference inputs'
  | 'script data'
  | 'required signers';

export interface DecodedCardanoBody {
  /** the body's own bytes, whose blake2b-256 is the transaction id the witnesses sign */
  bytes: Uint8Array;
  /** hex, the transaction id */
  hash: string;
  /** txhash#index */
  inputs: string[];
  outputs: CardanoOutput[];
  fee: bigint;
  ttl: bigint | null;
  /** the network id the body names, when it names one */
  networkId: number | null;
  /** the fields of CardanoExtra the body sets */
  extras: CardanoExtra[];
}

type Keep = <O extends { free(): void }>(o: O) => O;

/** Every asset of a bundle, by unit. */
function assetsOf(keep: Keep, bundle: CSL.MultiAsset): CardanoAsset[] {
  const out: CardanoAsset[] = [];
  const policies = keep(bundle.keys());
  for (let i = 0; i < policies.len(); i++) {
    const policy = keep(policies.get(i));
    const assets = keep(bundle.get(policy)!);
    const names = keep(assets.keys());
    for (let j = 0; j < names.len(); j++) {
      const name = keep(names.get(j));
      const quantity = BigInt(keep(assets.get(name)!).to_str());
      out.push({ unit: `${policy.to_hex()}${hex.encode(name.name())}`, quantity });
    }
  }
  return out;
}

/**
 * Main's unsigned transaction body (hex CBOR), read by CSL. CSL's re-encoding of what it read
 * must give back exactly the same bytes: the signature covers the bytes, so a second reading
 * of them (a longer integer, a duplicate map key) must not hide behind what the checks saw.
 */
export function decodeCardanoBody(unsigned: string): DecodedCardanoBody {
  if (!/^([0-9a-f]{2})+$/.test(unsigned)) throw new AppError('BAD_INPUT', 'unsigned body is not hex');
  return withFree((keep) => {
    let fixed: CSL.FixedTransactionBody;
    try {
      fixed = keep(CSL.FixedTransactionBody.from_hex(unsigned));
    } catch {
      throw new AppError('BAD_INPUT', 'unsigned body does not decode');
    }
    const body = keep(fixed.transaction_body());
    if (body.to_hex() !== unsigned) throw mismatch('encoding');

    const inputs: string[] = [];
    const ins = keep(body.inputs());
    for (let i = 0; i < ins.len(); i++) {
      const input = keep(ins.get(i));
      inputs.push(`${keep(input.transaction_id()).to_hex()}#${input.index()}`);
    }
    const outputs: CardanoOutput[] = [];
    const outs = keep(body.outputs());
    for (let i = 0; i < outs.len(); i++) {
      const o = keep(outs.get(i));
      const amount = keep(o.amount());
      // an empty bundle never gets here (CSL writes it away, and the shorter re-encoding is
      // refused as 'encoding')
      const bundle = amount.multiasset();
      outputs.push({
        address: keep(o.address()).to_bech32(undefined),
        lovelace: BigInt(keep(amount.coin()).to_str()),
        assets: bundle ? assetsOf(keep, keep(bundle)) : [],
        hasScriptParts: o.has_script_ref() || o.has_data_hash() || o.has_plutus_data(),
      });
    }
    const ttl = body.ttl_bignum();
    const network = body.network_id();
    const present: [CardanoExtra, unknown][] = [
      ['certificates', body.certs()],
      ['withdrawals', body.withdrawals()],
      ['mint', body.mint()],
      ['metadata', body.auxiliary_data_hash()],
      ['update', body.update()],
      ['governance', body.voting_procedures() ?? body.voting_proposals()],
      ['donation', body.donation() ?? body.current_treasury_value()],
      ['collateral', body.collateral() ?? body.collateral_return() ?? body.total_collateral()],
      ['reference inputs', body.reference_inputs()],
      ['script data', body.script_data_hash()],
      ['required signers', body.required_signers()],
    ];
    const extras: CardanoExtra[] = [];
    for (const [name, value] of present)
      if (value !== undefined) {
        extras.push(name);
        (value as { free(): void }).free();
      }
    return {
      bytes: hex.decode(unsigned),
      hash: keep(fixed.tx_hash()).to_hex(),
      inputs,
      outputs,
      fee: BigInt(keep(body.fee()).to_str()),
      ttl: ttl ? BigInt(keep(ttl).to_str()) : null,
      networkId: network ? keep(network).kind() : null,
      extras,
    };
  });
}

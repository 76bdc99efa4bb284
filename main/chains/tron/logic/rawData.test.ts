import { describe, expect, it } from 'vitest';
import { encodeRaw, type RawDataJson } from '../../../../test/tron/proto';
import { withMemo } from './rawData';

const raw: RawDataJson = {
  contract: [
    {
      parameter: {
        value: {
          data: 'a9059cbb' + '0'.repeat(128),
          owner_address: '41' + '11'.repeat(20),
          contract_address: '41' + '22'.repeat(20),
        },
        type_url: 'type.googleapis.com/protocol.TriggerSmartContract',
      },
      type: 'TriggerSmartContract',
    },
  ],
  ref_block_bytes: '0a0b',
  ref_block_hash: '0102030405060708',
  expiration: 1_800_000_060_000,
  timestamp: 1_800_000_000_000,
  fee_limit: 1_000_000_000,
};

describe('a memo written into node-built raw_data', () => {
  it("gives exactly the bytes tronweb's protobuf code encodes with that data field", () => {
    const memo = 'thanks – ünïcode';
    const expected = encodeRaw({ ...raw, data: Buffer.from(memo, 'utf8').toString('hex') });
    expect(withMemo(encodeRaw(raw).raw_data_hex, memo)).toEqual({
      rawDataHex: expected.raw_data_hex,
      txID: expected.txID,
    });
  });

  it('replaces a memo already there', () => {
    const had = encodeRaw({ ...raw, data: Buffer.from('old').toString('hex') }).raw_data_hex;
    expect(withMemo(had, 'new').rawDataHex).toBe(
      encodeRaw({ ...raw, data: Buffer.from('new').toString('hex') }).raw_data_hex,
    );
  });

  it('refuses bytes that do not decode', () => {
    expect(() => withMemo('0aff', 'x')).toThrow(/does not decode/);
  });
});

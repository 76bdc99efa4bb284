import { utf8 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { crc16xmodem } from './crc16';

describe('crc16xmodem', () => {
  it('gives the catalogued check value of CRC-16/XMODEM', () => {
    // https://reveng.sourceforge.io/crc-catalogue/16.htm#crc.cat.crc-16-xmodem: check=0x31c3
    expect(crc16xmodem(utf8.decode('123456789'))).toBe(0x31c3);
    expect(crc16xmodem(new Uint8Array())).toBe(0);
  });
});

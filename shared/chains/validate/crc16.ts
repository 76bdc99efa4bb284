/**
 * CRC-16/XMODEM (poly 0x1021, init 0): the checksum of Stellar StrKey and of TON's
 * user-friendly addresses. A checksum against typing errors, not a cryptographic hash.
 */
export function crc16xmodem(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** `0x2c75…5c23`: enough to recognise an address; the full one is a copy or a tooltip away. */
export function shortAddress(address: string, head = 6, tail = 4): string {
  if (address.length <= head + tail + 1) return address;
  return `${address.slice(0, head)}…${address.slice(-tail)}`;
}

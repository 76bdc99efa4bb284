/** Control characters other than line breaks and tabs, and bidi overrides: they could hide what is signed. */
function hidesText(ch: string): boolean {
  const c = ch.codePointAt(0)!;
  if (c === 0x09 || c === 0x0a || c === 0x0d) return false;
  return c < 0x20 || c === 0x7f || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

/**
 * personal_sign's message as bytes (hex, as dapps send it; a plain string is its UTF-8) and as
 * text when it is printable UTF-8, so the modal shows words where there are words and hex
 * where there are not.
 */
export function messageOf(param: string): { hex: string; text: string | null } {
  const isHex = /^0x([0-9a-fA-F]{2})*$/.test(param);
  const bytes = isHex ? Buffer.from(param.slice(2), 'hex') : Buffer.from(param, 'utf8');
  let text: string | null;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if ([...text].some(hidesText)) text = null;
  } catch {
    text = null;
  }
  return { hex: `0x${bytes.toString('hex')}`, text };
}

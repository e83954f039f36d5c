/** A piece of a message's text: plain, or a web address to show as a link. */
export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** `http(s)://…` or `www.…` up to the next space; a trailing full stop or bracket is not part. */
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu;
const TRAILING = /[.,;:!?)\]}'"»]+$/u;

/**
 * Splits a message's text into plain pieces and links, so the text is rendered as text
 * (React escapes it) and only http(s) addresses become links — never `javascript:` or HTML.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index;
    const address = match[0].replace(TRAILING, '');
    if (address.length === 0) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    const href = address.toLowerCase().startsWith('www.') ? `https://${address}` : address;
    parts.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

import { escapeMarkup, escapeXmlAttribute } from '../formats/web/entities.ts';
import { isTag, parseInline, type TagToken } from '../segments/inline-tags.ts';

/**
 * The segment IR's inline tags as XLIFF inline codes, and XML text written safely
 * (docs/decisions/0053-xliff-exchange.md). A paired tag `<g1>…</g1>` is a `<pc id="1">` (2.1) or
 * `<g id="1">` (1.2), a standalone one `<x2/>` a `<ph id="2"/>` or `<x id="2"/>`. A text whose
 * tags do not nest (a stray closing tag) has its pairs as start and end codes instead: `<sc>`
 * and `<ec>`, or `<bx>` and `<ex>`.
 */
export type XliffVersion = '2.1' | '1.2';

/** Characters XML 1.0 cannot hold at all, even as references; a lone surrogate is no character. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML cannot hold, found to be written safely.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML cannot hold, found to be written safely.
const SPECIAL = /[&<>\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text as XML element content. `\r` is a reference (a parser would read a bare one as `\n`). A
 * character XML cannot hold is a `<cp hex>` in 2.1, made for it; XLIFF 1.2 has no way to carry
 * one, so it is left out (the reader's side compares texts with it left out too: sameOnExport).
 */
export function xmlText(text: string, version: XliffVersion): string {
  if (!SPECIAL.test(text)) return text;
  const escaped = escapeMarkup(text.replace(LONE_SURROGATE, '\uFFFD')).replace(/\r/g, '&#13;');
  return escaped.replace(NOT_XML, (char) =>
    version === '2.1' ? `<cp hex="${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}"/>` : '',
  );
}

/** An attribute value between double quotes (ids, names, languages); characters XML cannot hold are left out. */
export function xmlAttribute(value: string): string {
  return escapeXmlAttribute(value.replace(LONE_SURROGATE, '\uFFFD').replace(NOT_XML, ''));
}

/** What a text becomes once written to a file of this version and read back (1.2 drops what XML cannot hold). */
export function sameOnExport(text: string, version: XliffVersion): string {
  const whole = text.replace(LONE_SURROGATE, '\uFFFD');
  return version === '1.2' ? whole.replace(NOT_XML, '') : whole;
}

function nests(tags: readonly TagToken[]): boolean {
  const open: number[] = [];
  for (const tag of tags) {
    if (tag.type === 'open') open.push(tag.id);
    else if (tag.type === 'close' && open.pop() !== tag.id) return false;
  }
  return open.length === 0;
}

/** The ids of the paired tags of a text: a standalone code with the same id is written `x<id>` so ids stay unique. */
export function pairIds(text: string): Set<number> {
  const ids = new Set<number>();
  for (const token of parseInline(text)) if (token.type === 'open') ids.add(token.id);
  return ids;
}

function codeOf(tag: TagToken, version: XliffVersion, nested: boolean, pairs: ReadonlySet<number>): string {
  const { id } = tag;
  if (tag.type === 'self') {
    const name = version === '2.1' ? 'ph' : 'x';
    return `<${name} id="${pairs.has(id) ? `x${id}` : id}"/>`;
  }
  if (nested) {
    const name = version === '2.1' ? 'pc' : 'g';
    return tag.type === 'open' ? `<${name} id="${id}">` : `</${name}>`;
  }
  if (version === '2.1') return tag.type === 'open' ? `<sc id="${id}"/>` : `<ec startRef="${id}"/>`;
  return tag.type === 'open' ? `<bx id="${id}" rid="${id}"/>` : `<ex id="e${id}" rid="${id}"/>`;
}

/**
 * Segment text (inline tags of the IR) as the content of an XLIFF `<source>` or `<target>`.
 * `pairs`: the paired tag ids of the unit's source (pairIds).
 */
export function inlineXml(text: string, version: XliffVersion, pairs: ReadonlySet<number>): string {
  const tokens = parseInline(text);
  const nested = nests(tokens.filter(isTag));
  let out = '';
  for (const token of tokens) {
    out += isTag(token) ? codeOf(token, version, nested, pairs) : xmlText(token.text, version);
  }
  return out;
}

/**
 * A unit id as XLIFF 2.1 wants it (an NMTOKEN): letters, digits, `.` and `-` stay, any other
 * character is `_<hex>_` (so `_` itself is `_5f_`), which decodeUnitId reverses.
 */
export function encodeUnitId(id: string): string {
  return id.replace(/[^A-Za-z0-9.-]/gu, (char) => `_${(char.codePointAt(0) as number).toString(16)}_`);
}

/** The segment id an encoded unit id stands for; undefined when it is no encoding encodeUnitId makes. */
export function decodeUnitId(id: string): string | undefined {
  if (!/^(?:[A-Za-z0-9.-]|_[0-9a-f]{1,6}_)*$/.test(id)) return undefined;
  try {
    return id.replace(/_([0-9a-f]{1,6})_/g, (_match, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)));
  } catch {
    return undefined; // past U+10FFFF
  }
}

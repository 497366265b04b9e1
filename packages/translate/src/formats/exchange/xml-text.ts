import { canEncode, decodeText, encodeText, type TextFile, type TextForm } from '../text-file.ts';
import { escapeXmlAttribute } from '../web/entities.ts';

const DECLARED = /^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/;

/** Decodes an XML file: a BOM first, then the encoding its declaration names, then UTF-8. */
export function readXmlText(bytes: Uint8Array, what: string, maxBytes: number): TextFile {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 256));
  return decodeText(bytes, {
    what,
    maxBytes,
    declared: DECLARED.exec(head)?.[1],
    latin1Fallback: true,
    binary: 'unsupported',
  });
}

/**
 * Encodes the XML text in the form it was read. When a translation holds characters the old
 * encoding cannot (Greek into an ISO-8859-1 file), the file becomes UTF-8 and says so.
 */
export function writeXmlText(text: string, form: TextForm): Uint8Array {
  if (canEncode(text, form)) return encodeText(text, form);
  const declared = text.replace(/^(\s*<\?xml[^>]*?\bencoding\s*=\s*["'])[^"']*(["'])/, '$1UTF-8$2');
  return encodeText(declared, { encoding: 'utf-8', bom: form.bom });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A start tag with one attribute set, the rest of its bytes (other attributes, quotes, spacing) kept. */
export function setAttribute(startTag: string, name: string, value: string): string {
  const existing = new RegExp(`(\\s${escapeRegExp(name)}\\s*=\\s*)("[^"]*"|'[^']*')`).exec(startTag);
  if (existing) {
    const quote = (existing[2] as string)[0] as string;
    const escaped = escapeXmlAttribute(value, quote === "'" ? "'" : '"');
    const at = existing.index + (existing[1] as string).length;
    return `${startTag.slice(0, at)}${quote}${escaped}${quote}${startTag.slice(at + (existing[2] as string).length)}`;
  }
  const close = startTag.endsWith('/>') ? startTag.length - 2 : startTag.length - 1;
  const before = startTag.slice(0, close).trimEnd();
  return `${before} ${name}="${escapeXmlAttribute(value)}"${startTag.slice(before.length)}`;
}

/**
 * One implementation per protocol, from a well-kept library (issue 29): hand-written copies
 * drifted apart (two SSE parsers joined multi-line data differently; three Content-Disposition
 * writers cleaned names differently; an entity table knew 149 of ~2,200 names). The production
 * source (`apps/* /src`, `packages/* /src`, tests left out) may hold none of these outside the one
 * module that wraps the library:
 * - Server-Sent Events: eventsource-parser (apps/web/src/features/workspace/sse-parser.ts).
 * - Content-Disposition: content-disposition, written by apps/server/src/http/content-disposition.ts
 *   and read by apps/web/src/lib/content-disposition.ts.
 * - Character references and markup escaping: entities, through
 *   packages/translate/src/formats/web/entities.ts; HTML for pages and mails: escape-html, through
 *   apps/server/src/http/escape-html.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { productionFiles } from './regex-patterns.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Names only an HTML entity table holds; a file naming several of them is one. */
const ENTITY_NAMES =
  /\b(?:iexcl|curren|brvbar|ordf|laquo|raquo|macr|plusmn|middot|cedil|iquest|Agrave|Aacute|Atilde|AElig|Ccedil|eacute|egrave|ntilde|oslash|auml|ouml|uuml|szlig|hellip|mdash|ndash|lsquo|rsquo|ldquo|rdquo|bdquo|permil|lsaquo|rsaquo|frac12|frac14|frac34)\b/g;
const ENTITY_TABLE_NAMES = 5;

interface Rule {
  what: string;
  found: (text: string) => boolean;
  /** The one module allowed to do it, from the repository root. */
  allowed: readonly string[];
}

const matches = (pattern: RegExp) => (text: string) => pattern.test(text);

const RULES: readonly Rule[] = [
  {
    what: 'a hand-written SSE parser (use eventsource-parser)',
    // A line compared with a field name ('data:', 'retry: '), a pattern anchored on one, a field named by hand.
    found: matches(
      /(?:startsWith|indexOf|includes|===?)\s*\(?\s*['"`](?:data|event|id|retry): ?['"`]|\/\^(?:data|event|id|retry):|\bfield\s*===?\s*['"`](?:data|event|id|retry)['"`]/,
    ),
    // The web reads its streams with eventsource-parser; the LLM engine's streams are read by the openai SDK.
    allowed: [],
  },
  {
    what: 'a Content-Disposition written or read by hand (use http/content-disposition.ts or lib/content-disposition.ts)',
    // The parameters as a header spells them (`filename=`, `filename*`), or as a parsing pattern reads them.
    found: (text) =>
      /filename(?:\\?\*|=|\\s)|UTF-8''/.test(text) || /['"`]content-disposition['"`]\s*,\s*['"`]/i.test(text),
    allowed: ['apps/server/src/http/content-disposition.ts', 'apps/web/src/lib/content-disposition.ts'],
  },
  {
    what: 'an HTML entity table (use the entities package)',
    found: (text) =>
      /\bamp\s*:\s*['"`]&['"`]|['"`]&amp;['"`]\s*:/.test(text) ||
      new Set(text.match(ENTITY_NAMES)).size >= ENTITY_TABLE_NAMES,
    allowed: [],
  },
  {
    what: 'a hand-written markup escape (use formats/web/entities.ts or http/escape-html.ts)',
    found: matches(
      /['"`]&(?:amp|lt|gt|quot|apos|#0*39|#x0*27);['"`]|\.replace(?:All)?\(\s*(?:\/&\/g?|['"`]&['"`])\s*,\s*['"`]&(?:amp|#)/,
    ),
    allowed: [],
  },
  {
    what: 'an escapeHtml of its own (use apps/server/src/http/escape-html.ts)',
    found: matches(/\bfunction\s+escapeHtml\b|\b(?:const|let|var)\s+escapeHtml\s*=/),
    allowed: ['apps/server/src/http/escape-html.ts'],
  },
];

function ruleNamed(start: string): Rule {
  const rule = RULES.find((candidate) => candidate.what.startsWith(start));
  if (!rule) throw new Error(`no rule ${start}`);
  return rule;
}

describe('one implementation per protocol', () => {
  it('finds the hand-written copies it is meant to find', () => {
    const copies: [string, string][] = [
      ['a hand-written SSE', "if (line.startsWith('data:')) data.push(line.slice(5));"],
      ['a hand-written SSE', 'const field = /^data: ?(.*)$/.exec(line);'],
      ['a hand-written SSE', "if (field === 'data') this.data.push(value);"],
      ['a Content-Disposition', `'attachment; filename="' + ascii + '"; filename*=UTF-8''' + encodeURIComponent(name)`],
      ['a Content-Disposition', "const extended = /filename\\*\\s*=\\s*([^']*)'[^']*'([^;]+)/i.exec(header);"],
      ['a Content-Disposition', ".header('Content-Disposition', 'attachment; name=' + name)"],
      ['an HTML entity table', "const NAMED = { amp: '&', lt: '<', gt: '>' };"],
      [
        'an HTML entity table',
        "const LATIN1 = 'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr';",
      ],
      ['a hand-written markup escape', "text.replace(/&/g, '&amp;').replace(/</g, '&lt;');"],
      ['a hand-written markup escape', "({ '&': '&amp;', '<': '&lt;' })[c] ?? c"],
      ['a hand-written markup escape', "text.replaceAll('&', '&#38;')"],
      ['an escapeHtml', 'const escapeHtml = (text: string) => text.replace(/[&<>"\']/g, code);'],
      ['an escapeHtml', 'export function escapeHtml(value: string): string {'],
    ];
    for (const [rule, copy] of copies) expect(ruleNamed(rule).found(copy), copy).toBe(true);
  });

  it('leaves the uses of the libraries and look-alikes alone', () => {
    const fine = [
      ".header('content-disposition', contentDisposition(file.name, 'inline'))",
      'const held = await holdUpload(part.filename, part.file);',
      "stream.write('id: ' + event.id + '\\ndata: ' + JSON.stringify(event) + '\\n\\n');",
      "export const RECONNECT_HINT = 'retry: 1000\\n\\n';",
      "if (url.startsWith('data:image/')) return url;",
      "const TESSERACT = { lt: 'lit', lv: 'lav' };",
      "imgSrc: [`'self'`, 'data:', 'blob:'],",
      'const fileName = cleanFileName(file.fileName);',
      "piece.text.replace(/&/g, '&&')",
      '<MemberOnlyFormat fileName={upload.file.name} />',
      'return escapeHtml(siteName);',
      "const out = text.replace(/\\u00a0/g, '&nbsp;');",
    ];
    for (const text of fine) for (const rule of RULES) expect(rule.found(text), `${rule.what}: ${text}`).toBe(false);
  });

  it('finds none in the production source outside the module that wraps the library', () => {
    const found = productionFiles(root).flatMap((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return RULES.filter((rule) => !rule.allowed.includes(file) && rule.found(text)).map(
        (rule) => `${file}: ${rule.what}`,
      );
    });
    expect(found).toEqual([]);
  });

  it('names allowed modules that exist and still do it', () => {
    for (const rule of RULES) {
      for (const file of rule.allowed) {
        expect(rule.found(readFileSync(path.join(root, file), 'utf8')), `${file}: ${rule.what}`).toBe(true);
      }
    }
  });
});

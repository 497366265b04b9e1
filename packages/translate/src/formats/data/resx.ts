import type { Segment } from '../../segments/segment.ts';
import type { DocumentFormat } from '../document-format.ts';
import { encodeText, requireSegments } from '../text-file.ts';
import { decodeReferences } from '../web/entities.ts';
import type { MarkupSkeleton, SegmentEdit } from '../web/markup-edits.ts';
import { runSegment } from '../web/markup-runs.ts';
import { localName, type MarkupToken, type OpenToken, tokenizeMarkup } from '../web/markup-tokens.ts';
import { MarkupWriter } from '../web/markup-writer.ts';
import { readXml } from '../web/xml.ts';
import { isTranslatableValue } from './translatable.ts';

/** The child elements of a `<data>` entry, by local name, with their token indexes. */
function dataChildren(
  tokens: readonly MarkupToken[],
  from: number,
): { end: number; children: Map<string, [number, number]> } {
  const children = new Map<string, [number, number]>();
  let depth = 0;
  let openIndex = -1;
  for (let i = from + 1; i < tokens.length; i++) {
    const token = tokens[i] as MarkupToken;
    if (token.type === 'open' && !token.selfClosing) {
      if (depth === 0) openIndex = i;
      depth++;
    } else if (token.type === 'close') {
      if (depth === 0) return { end: i, children };
      depth--;
      if (depth === 0) children.set(localName(token.name), [openIndex, i]);
    }
  }
  return { end: tokens.length, children };
}

/** Resources that are not text: typed values (sizes, icons, fonts), files, and WinForms designer entries. */
function isTextResource(token: OpenToken): boolean {
  const attribute = (name: string) => token.attributes.find((a) => a.name === name)?.value;
  return !attribute('type') && !attribute('mimetype') && !(attribute('name') ?? '>>').startsWith('>>');
}

function contentText(source: string, tokens: readonly MarkupToken[], open: number, close: number): string {
  const raw = source.slice((tokens[open] as MarkupToken).end, (tokens[close] as MarkupToken).start);
  return decodeReferences(raw, false) ?? '';
}

/**
 * .NET resx: the value of every text `<data>` entry is a segment (its `<comment>` is the note);
 * typed and file resources, headers and schema are untouched. Format-preserved output only.
 */
export const resx: DocumentFormat<MarkupSkeleton> & { bilingual: false } = {
  id: 'resx',
  extensions: ['resx'],
  bilingual: false,
  async extract(input) {
    const { file, charset } = readXml(input, 'the resx file');
    const tokens = tokenizeMarkup(file.text, 'xml');
    const segments: Segment[] = [];
    const edits: SegmentEdit[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i] as MarkupToken;
      if (token.type !== 'open' || token.selfClosing || localName(token.name) !== 'data') continue;
      const { end, children } = dataChildren(tokens, i);
      const value = children.get('value');
      const comment = children.get('comment');
      const name = token.attributes.find((a) => a.name === 'name')?.value ?? '';
      i = end;
      if (!value || !isTextResource(token) || value[1] !== value[0] + 2) continue;
      const text = tokens[value[0] + 1] as MarkupToken;
      if (text.type !== 'text') continue;
      const found = runSegment([{ kind: 'text', start: text.start, end: text.end }], file.text, {
        html: false,
        collapse: false,
      });
      if (!found || !isTranslatableValue(found.text)) continue;
      const id = `r${edits.length + 1}`;
      edits.push({ kind: 'segment', id, ...found });
      const note = comment ? contentText(file.text, tokens, comment[0], comment[1]).trim() || undefined : undefined;
      segments.push({ id, text: found.text, context: { part: name, kind: 'other', note } });
    }
    return { segments: requireSegments(segments, 'the resx file'), skeleton: { file, html: false, charset, edits } };
  },
  async rebuild(skeleton, translations) {
    return encodeText(new MarkupWriter(skeleton, translations, 'translated', []).write(), skeleton.file);
  },
};

import { findLanguage } from '../../languages/catalog.ts';
import { type DocumentFormat, FormatError } from '../document-format.ts';
import type { OutputMode } from '../format.ts';
import { encodeText, requireSegments } from '../text-file.ts';
import { HtmlWalk } from './html-walk.ts';
import { DEFAULT_ATTRIBUTES } from './markup-attributes.ts';
import type { MarkupEdit, MarkupSkeleton, RootTag } from './markup-edits.ts';
import { tokenizeMarkup } from './markup-tokens.ts';
import { MarkupWriter } from './markup-writer.ts';
import { readPage } from './page-text.ts';

function isRtl(language: string): boolean {
  return findLanguage(language)?.direction === 'rtl';
}

/** `<html lang>` (and `xml:lang`, `dir`) set to the target language. */
function languageEdits(root: RootTag | undefined, language: string, xhtml: boolean): MarkupEdit[] {
  if (!root) return [];
  const edits: MarkupEdit[] = [];
  const set = (range: [number, number] | undefined, name: string, value: string, insert: boolean) => {
    if (range) edits.push({ kind: 'replace', start: range[0], end: range[1], text: value });
    else if (insert)
      edits.push({ kind: 'replace', start: root.nameEnd, end: root.nameEnd, text: ` ${name}="${value}"` });
  };
  set(root.lang, 'lang', language, true);
  set(root.xmlLang, 'xml:lang', language, xhtml);
  const rtl = isRtl(language);
  set(root.dir, 'dir', rtl ? 'rtl' : 'ltr', rtl);
  return edits;
}

/** The translated copy of a block: no duplicate id, and its own language. */
function copyOpenTag(tag: string, language: string): string {
  const attributes = ` lang="${language}"${isRtl(language) ? ' dir="rtl"' : ''}`;
  return tag
    .replace(/\s(?:id|lang|dir)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/^<[^\s/>]+/, (name) => name + attributes);
}

function htmlFormat(id: 'html' | 'xhtml', extensions: string[]): DocumentFormat<MarkupSkeleton> & { bilingual: true } {
  const xhtml = id === 'xhtml';
  const what = xhtml ? 'the XHTML page' : 'the HTML page';
  return {
    id,
    extensions,
    bilingual: true,
    async extract(input, options) {
      const { file, charset } = readPage(input, what);
      if (/<!ENTITY/i.test(file.text)) {
        throw new FormatError(`The file was refused as unsafe: ${what} declares entities`, 'unsafe');
      }
      const attributes = new Set((options?.attributes ?? DEFAULT_ATTRIBUTES).map((name) => name.toLowerCase()));
      const ignored = new Set((options?.ignoreTags ?? []).map((name) => name.toLowerCase()));
      const tokens = tokenizeMarkup(file.text, 'html');
      const walk = new HtmlWalk(file.text, tokens, attributes, xhtml ? '<br/>' : '<br>', ignored);
      const { segments, edits, root } = walk.walk();
      return { segments: requireSegments(segments, what), skeleton: { file, html: true, charset, edits, root, xhtml } };
    },
    async rebuild(skeleton, translations, mode: OutputMode, options) {
      const language = options.targetLanguage;
      const extra: MarkupEdit[] = [];
      if (mode === 'translated') extra.push(...languageEdits(skeleton.root, language, xhtml));
      else {
        for (const edit of skeleton.edits) {
          if (edit.kind !== 'segment' || edit.pairing?.style !== 'element') continue;
          const { start, end, openEnd } = edit.pairing;
          extra.push({ kind: 'pair', start, end, openEnd });
        }
      }
      const writer = new MarkupWriter(skeleton, translations, mode, extra, (tag) => copyOpenTag(tag, language));
      return encodeText(writer.write(), skeleton.file);
    },
  };
}

/**
 * HTML pages: paragraphs, headings, list items, cells, captions, titles and buttons are
 * segments, with inline formatting as tags; alt, title, placeholder and aria-label attributes
 * are segments of their own. Bilingual output writes each block twice (or both versions in a cell).
 * Elements marked `translate="no"` or `class="notranslate"` are written back byte for byte.
 */
export const html = htmlFormat('html', ['html', 'htm']);
export const xhtml = htmlFormat('xhtml', ['xhtml']);

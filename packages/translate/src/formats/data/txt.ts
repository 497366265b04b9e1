import type { DocumentFormat } from '../document-format.ts';
import { type PlainTextSkeleton, plainText } from '../plain-text.ts';
import { decodeText, encodeText, requireSegments, type TextFile } from '../text-file.ts';

export interface TxtSkeleton {
  file: TextFile;
  /** Whether every line ended in CRLF: the paragraphs are read with LF and written back with CRLF. */
  crlf: boolean;
  text: PlainTextSkeleton;
}

/** Plain text: paragraphs (separated by blank lines) are segments; bilingual output pairs paragraphs. */
export const txt: DocumentFormat<TxtSkeleton> & { bilingual: true } = {
  id: 'txt',
  extensions: ['txt'],
  bilingual: true,
  async extract(input) {
    const file = decodeText(input, { what: 'the text file' });
    const lines = file.text.split('\n').length - 1;
    const crlf = lines > 0 && file.text.split('\r\n').length - 1 === lines && !/\r(?!\n)/.test(file.text);
    const { segments, skeleton } = plainText.extract(file.text);
    return { segments: requireSegments(segments, 'the text file'), skeleton: { file, crlf, text: skeleton } };
  },
  async rebuild(skeleton, translations, mode) {
    const unchanged = [...skeleton.text.sources].every(([id, source]) => (translations.get(id) ?? source) === source);
    // Nothing changed: the original text, whatever mix of line endings it has.
    if (unchanged && mode === 'translated') return encodeText(skeleton.file.text, skeleton.file);
    const out = plainText.rebuild(skeleton.text, translations, mode);
    return encodeText(skeleton.crlf ? out.replace(/\n/g, '\r\n') : out, skeleton.file);
  },
};

import { type InlinePiece, piecesFromTranslation, type TaggedParagraph, tagPieces } from '../ooxml/run-tags.ts';

/**
 * Page header and footer texts of a sheet (`&L…&C…&R…`). Each section is a segment; codes such
 * as page number (&P), date (&D), font (&"Arial,Bold"), size (&12) or colour (&KFF0000) stay
 * as self-closing tags; `&&` is a literal ampersand.
 */
type HeaderPiece = InlinePiece<undefined, string>;

export interface HeaderSection {
  /** '&L', '&C', '&R', or '' for text before any section code. */
  marker: string;
  pieces: HeaderPiece[];
}

const CODE = /^&(?:"[^"]*"|K[0-9A-Fa-f]{2}[0-9A-Fa-f+-][0-9A-Fa-f]{3}|\d{1,3}|[A-Za-z]|[+-])/;
const SECTION = /^&[LCR]$/;

export function parseHeaderFooter(value: string): HeaderSection[] {
  const sections: HeaderSection[] = [{ marker: '', pieces: [] }];
  let text = '';
  const flush = () => {
    if (text) (sections.at(-1) as HeaderSection).pieces.push({ kind: 'text', text, style: undefined, key: '' });
    text = '';
  };
  let i = 0;
  while (i < value.length) {
    if (value.startsWith('&&', i)) {
      text += '&';
      i += 2;
      continue;
    }
    const code = value[i] === '&' ? CODE.exec(value.slice(i, i + 64))?.[0] : undefined;
    if (!code) {
      text += value[i];
      i += 1;
      continue;
    }
    flush();
    if (SECTION.test(code)) sections.push({ marker: code, pieces: [] });
    else (sections.at(-1) as HeaderSection).pieces.push({ kind: 'fixed', item: code });
    i += code.length;
  }
  flush();
  return sections;
}

export function tagSection(section: HeaderSection): TaggedParagraph<undefined, string> {
  return tagPieces(section.pieces, { style: undefined, key: '' });
}

export function sectionHasWords(section: HeaderSection): boolean {
  return section.pieces.some((piece) => piece.kind === 'text' && /\p{L}/u.test(piece.text));
}

function piecesToString(pieces: readonly HeaderPiece[]): string {
  return pieces.map((piece) => (piece.kind === 'fixed' ? piece.item : piece.text.replace(/&/g, '&&'))).join('');
}

/** The header string again, with the sections that have a translation replaced. */
export function writeHeaderFooter(
  sections: readonly HeaderSection[],
  translations: ReadonlyMap<number, string>,
): string {
  return sections
    .map((section, index) => {
      const translation = translations.get(index);
      const pieces =
        translation === undefined ? section.pieces : piecesFromTranslation(tagSection(section), translation);
      return section.marker + piecesToString(pieces);
    })
    .join('');
}

/**
 * PDFs for the font tests of the PDF adapter: lines in standard fonts with bold, italic and mono
 * runs; embedded fonts whose names say nothing, told apart only by their descriptors or widths.
 */
import { readFileSync } from 'node:fs';
import fontkit from '@cantoo/fontkit';
import { PDFDocument, type PDFFont, StandardFonts } from '@cantoo/pdf-lib';
import * as mupdf from 'mupdf';
import { faceFor } from '../src/formats/pdf/fonts.ts';

type Part = [text: string, font: StandardFonts];

/** Source lines, each drawn as runs of standard fonts side by side on one baseline. */
const LINES: Part[][] = [
  [['The old house stands at the end of the quiet street.', StandardFonts.TimesRoman]],
  [
    ['Press the ', StandardFonts.Helvetica],
    ['red', StandardFonts.HelveticaBold],
    [' button and ', StandardFonts.Helvetica],
    ['wait', StandardFonts.HelveticaOblique],
    [' for the green light to come on.', StandardFonts.Helvetica],
  ],
  [
    ['Type ', StandardFonts.TimesRoman],
    ['make build', StandardFonts.Courier],
    [' in the window to start the work.', StandardFonts.TimesRoman],
  ],
  [
    ['The story was ', StandardFonts.TimesRoman],
    ['very long', StandardFonts.TimesRomanBoldItalic],
    [' and the reader was tired.', StandardFonts.TimesRoman],
  ],
  [
    ['Open ', StandardFonts.TimesRoman],
    ['notes.txt', StandardFonts.CourierOblique],
    [' before you begin the lesson.', StandardFonts.TimesRoman],
  ],
  [['Written by Ana Garcia† and Luis Perez, with thanks.', StandardFonts.TimesRoman]],
];

export async function fontsPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const fonts = new Map<StandardFonts, PDFFont>();
  for (const [index, line] of LINES.entries()) {
    let x = 72;
    for (const [text, name] of line) {
      const font = fonts.get(name) ?? (await document.embedFont(name));
      fonts.set(name, font);
      page.drawText(text, { x, y: 760 - index * 48, size: 12, font });
      x += font.widthOfTextAtSize(text, 12);
    }
  }
  return document.save();
}

/**
 * Embedded fonts named only "ABCDEF+F1", "F2"…: their family is in the descriptor's flags alone
 * (Serif, FixedPitch, Italic; FontWeight). One line per font, each in its own copy of Noto Sans with
 * the flags and weight given written into its descriptor.
 */
export async function opaqueFontsPdf(
  fonts: readonly [label: string, flags: number, weight: number][],
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  const page = document.addPage([595, 842]);
  for (const index of fonts.keys()) {
    const font = await document.embedFont(faceFor('latin', false, false).bytes, { subset: true });
    page.drawText(`The line number ${index + 1} of the page.`, { x: 72, y: 760 - index * 48, size: 12, font });
  }
  const edited = mupdf.Document.openDocument(await document.save(), 'application/pdf') as mupdf.PDFDocument;
  let index = 0;
  edited
    .findPage(0)
    .get('Resources')
    .get('Font')
    .forEach((value) => {
      const [, flags, weight] = fonts[index] as [string, number, number];
      index += 1;
      const type0 = value.resolve();
      const descendant = type0.get('DescendantFonts').get(0).resolve();
      const descriptor = descendant.get('FontDescriptor').resolve();
      for (const named of [type0, descendant]) named.put('BaseFont', edited.newName(`ABCDEF+F${index}`));
      descriptor.put('FontName', edited.newName(`ABCDEF+F${index}`));
      descriptor.put('Flags', flags);
      descriptor.put('FontWeight', weight);
    });
  const bytes = edited.saveToBuffer('').asUint8Array().slice();
  edited.destroy();
  return bytes;
}

/**
 * Two lines in simple fonts renamed "F1" (Noto Sans) and "F2" (Noto Serif), both flagged only
 * nonsymbolic; F1's width table gives every glyph one width, as a monospaced font's does.
 */
export function evenWidthsPdf(): Uint8Array {
  const document = new mupdf.PDFDocument();
  const fonts = document.newDictionary();
  for (const [name, face] of [
    ['F1', faceFor('latin', false, false)],
    ['F2', faceFor('latin', false, false, 'serif')],
  ] as const) {
    const font = document.addSimpleFont(new mupdf.Font(name, face.bytes)).resolve();
    font.put('BaseFont', document.newName(`ABCDEF+${name}`));
    const widths = font.get('Widths');
    if (name === 'F1') for (let i = 0; i < widths.length; i++) widths.put(i, 600);
    fonts.put(name, font);
  }
  const resources = document.addObject(document.newDictionary());
  resources.put('Font', fonts);
  const content =
    'BT /F1 12 Tf 72 760 Td (Run the tool again now.) Tj ET BT /F2 12 Tf 72 700 Td (The tool is ready.) Tj ET';
  document.insertPage(-1, document.addPage([0, 0, 595, 842], 0, resources, content));
  const bytes = document.saveToBuffer('').asUint8Array().slice();
  document.destroy();
  return bytes;
}

/**
 * A page typed wholly in Courier, as agreements and forms often are: prose lines, a form line with
 * blanks, and one line of shell code, which alone is to be kept as it is.
 */
export async function typewriterPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.Courier);
  const lines = [
    'RENTAL AGREEMENT',
    'This agreement is made between the owner and the tenant named below.',
    'The tenant shall pay the rent on the fifth day of each month.',
    'Signature of the tenant: ____________________',
    '$ curl -s https://example.com/api/v1/status',
  ];
  lines.forEach((text, index) => {
    page.drawText(text, { x: 56, y: 760 - index * 60, size: 10, font });
  });
  return document.save();
}

export const EMOJI_SENTENCE = 'The guests were happy 😀 with the dinner.';
export const RARE_HAN = '𠀋𠀌𠀍';

/**
 * Characters outside the Basic Multilingual Plane: a math italic letter in a sentence (Noto Sans
 * Math), Old Hungarian letters (Debian's fonts-noto-core), an emoji in a sentence (Symbola) and rare
 * Chinese characters of CJK Extension B (HanaMin B), each font embedded as a subset.
 */
export async function astralPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  const noto = (name: string) => readFileSync(`/usr/share/fonts/truetype/noto/${name}-Regular.ttf`);
  const math = await document.embedFont(noto('NotoSansMath'), { subset: true });
  const hungarian = await document.embedFont(noto('NotoSansOldHungarian'), { subset: true });
  const symbola = await document.embedFont(readFileSync('/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf'), {
    subset: true,
  });
  const han = await document.embedFont(readFileSync('/usr/share/fonts/truetype/hanazono/HanaMinB.ttf'), {
    subset: true,
  });
  const page = document.addPage([595, 842]);
  page.drawText('Let 𝑝 be the price of the house.', { x: 72, y: 700, size: 14, font: math });
  page.drawText('𐲀𐲁𐲂', { x: 72, y: 600, size: 14, font: hungarian });
  page.drawText(EMOJI_SENTENCE, { x: 72, y: 500, size: 14, font: symbola });
  page.drawText(RARE_HAN, { x: 72, y: 400, size: 14, font: han });
  return document.save();
}

export const GLYPH_NAME_SENTENCES = [
  'The quick brown fox jumps over the lazy dog.',
  'Every box below is checked before the form is sent.',
];
/** What the Dingbats line reads as, the checked boxes and the arrow between the words. */
export const DINGBATS_LINE = ['✔', ' Checked items are ready ', '➔', ' send them'] as const;

/** A simple font dictionary of a standard font, with no ToUnicode map. */
function standardFont(document: mupdf.PDFDocument, baseFont: string, encoding?: mupdf.PDFObject): mupdf.PDFObject {
  const font = document.addObject(document.newDictionary());
  font.put('Type', document.newName('Font'));
  font.put('Subtype', document.newName('Type1'));
  font.put('BaseFont', document.newName(baseFont));
  if (encoding) font.put('Encoding', encoding);
  return font;
}

/**
 * Text whose fonts have no ToUnicode map, as older tools wrote it: two sentences in Helvetica whose
 * codes are numbered in order of first use (1, 2, 3...), so that only the glyph names of the
 * encoding's Differences say which letters they are; a line of Greek in Symbol; and a line of
 * ZapfDingbats (✔, ➔) between Helvetica words, read through each font's own encoding.
 */
export function glyphNamesPdf(): Uint8Array {
  const document = new mupdf.PDFDocument();
  const letters = [...new Set(GLYPH_NAME_SENTENCES.join(''))];
  const names: Record<string, string> = { ' ': 'space', '.': 'period', ',': 'comma' };
  const differences = document.newArray();
  differences.push(1);
  for (const letter of letters) differences.push(document.newName(names[letter] ?? letter));
  const encoding = document.newDictionary();
  encoding.put('Type', document.newName('Encoding'));
  encoding.put('Differences', differences);
  const fonts = document.newDictionary();
  fonts.put('F1', standardFont(document, 'Helvetica', encoding));
  fonts.put('F2', standardFont(document, 'Symbol'));
  fonts.put('F3', standardFont(document, 'ZapfDingbats'));
  fonts.put('F4', standardFont(document, 'Helvetica', document.newName('WinAnsiEncoding')));
  const resources = document.addObject(document.newDictionary());
  resources.put('Font', fonts);
  const coded = (text: string) =>
    [...text].map((letter) => (letters.indexOf(letter) + 1).toString(16).padStart(2, '0')).join('');
  // ✔ is glyph a20 at code 0x34 ("4") of ZapfDingbats; ➔ is a160 at 0xD4.
  const content = [
    ...GLYPH_NAME_SENTENCES.map((sentence, i) => `BT /F1 12 Tf 72 ${760 - i * 18} Td <${coded(sentence)}> Tj ET`),
    'BT /F2 12 Tf 72 700 Td (abgd) Tj ET',
    `BT 72 670 Td /F3 12 Tf (4) Tj /F4 12 Tf (${DINGBATS_LINE[1]}) Tj /F3 12 Tf <D4> Tj /F4 12 Tf (${DINGBATS_LINE[3]}) Tj ET`,
  ].join('\n');
  document.insertPage(-1, document.addPage([0, 0, 595, 842], 0, resources, content));
  const bytes = document.saveToBuffer('').asUint8Array().slice();
  document.destroy();
  return bytes;
}

export const IDENTITY_SENTENCE = 'The quick brown fox jumps over the lazy dog near the river bank.';

/**
 * A sentence in an embedded composite font (Type0, Identity-H: two-byte glyph ids) whose ToUnicode
 * map was left out, as some tools write them: only the font program's own character map says which
 * letters its glyphs are.
 */
export function identityFontPdf(): Uint8Array {
  const document = new mupdf.PDFDocument();
  const face = faceFor('latin', false, false);
  const program = new mupdf.Font('F1', face.bytes);
  const font = document.addFont(program);
  font.resolve().delete('ToUnicode');
  const fonts = document.newDictionary();
  fonts.put('F1', font);
  const resources = document.addObject(document.newDictionary());
  resources.put('Font', fonts);
  const glyphs = [...IDENTITY_SENTENCE]
    .map((char) =>
      program
        .encodeCharacter(char.codePointAt(0) as number)
        .toString(16)
        .padStart(4, '0'),
    )
    .join('');
  document.insertPage(-1, document.addPage([0, 0, 595, 842], 0, resources, `BT /F1 12 Tf 72 700 Td <${glyphs}> Tj ET`));
  const bytes = document.saveToBuffer('').asUint8Array().slice();
  document.destroy();
  return bytes;
}

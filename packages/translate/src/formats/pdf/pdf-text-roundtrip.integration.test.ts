import { execFileSync } from 'node:child_process';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { BUTTON_CAPTION, COLOURS, FREE_TEXT, formPdf, NAME_VALUE } from '../../../test/pdf-form-fixtures.ts';
import { type FontFace, faceFor } from './fonts.ts';
import { openForCheck } from './pdf-check.ts';
import { pdf } from './pdf-format.ts';

/** English lines far apart, each a paragraph of its own, wide enough that a translation keeps to a line or two. */
async function linesPdf(count: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < count; i++) {
    const line = `Paragraph ${i + 1} of the page: a long sentence that holds the room for its translation.`;
    page.drawText(line, { x: 60, y: 780 - i * 70, size: 11, font });
  }
  return document.save();
}

/** Translates each paragraph of a generated page into one of `texts`, in page order. */
async function translated(texts: readonly string[], targetLanguage: string): Promise<Uint8Array> {
  const { segments, skeleton } = await pdf.extract(await linesPdf(texts.length));
  expect(segments).toHaveLength(texts.length);
  const translations = new Map(segments.map((segment, i) => [segment.id, texts[i] as string]));
  return pdf.rebuild(skeleton, translations, 'translated', { sourceLanguage: 'en', targetLanguage });
}

/**
 * What mupdf extracts. Ligatures are kept as the PDF says them: mupdf would otherwise spell U+FB01
 * out as "fi" on its own, whatever the file says.
 */
function mupdfText(bytes: Uint8Array): string {
  const document = openForCheck(bytes);
  const page = document.loadPage(0);
  const text = page.toStructuredText('preserve-whitespace,preserve-ligatures').asText();
  page.destroy();
  document.destroy();
  return text;
}

/** What poppler's pdftotext extracts, in reading order. */
const popplerText = (bytes: Uint8Array): string =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes, encoding: 'utf8' });

/** The ToUnicode maps of the fonts the first page uses. */
function toUnicodeMaps(bytes: Uint8Array): string[] {
  const document = openForCheck(bytes);
  const maps: string[] = [];
  document
    .findPage(0)
    .getInheritable('Resources')
    .get('Font')
    .forEach((font) => {
      const map = font.get('ToUnicode');
      if (map.isStream()) maps.push(map.readStream().asString());
    });
  document.destroy();
  return maps;
}

const CJK = '\\p{Script=Han}\\u3000-\\u303f\\uff00-\\uffef';

/**
 * Only whitespace is normalised: runs of it are one space, none is kept beside a CJK character
 * (Chinese lines break between any two characters). The embedding marks pdftotext puts around a
 * right-to-left line (U+202A-U+202E) are its way of saying the line's direction, not page text.
 */
const squeeze = (text: string): string =>
  text
    .replace(/[\u202a-\u202e]/gu, '')
    .replace(/\s+/gu, ' ')
    .replace(new RegExp(` ?([${CJK}]) ?`, 'gu'), '$1')
    .trim();

const codePoints = (text: string): string =>
  [...text].map((char) => (char.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')).join(' ');

/** Both extractors give back exactly the translation, compared as code points (不 and U+F967 look alike). */
function expectCopiedAs(bytes: Uint8Array, texts: readonly string[]): void {
  const wanted = codePoints(squeeze(texts.join(' ')));
  expect(codePoints(squeeze(mupdfText(bytes))), 'mupdf').toBe(wanted);
  expect(codePoints(squeeze(popplerText(bytes))), 'pdftotext').toBe(wanted);
}

/**
 * The unified ideographs (U+4E00-U+9FFF) whose glyph a compatibility ideograph (U+F900-U+FAFF) shares
 * in the face's cmap: the characters that came back as their compatibility twins (不 as U+F967).
 */
function twinnedIdeographs(face: FontFace): string[] {
  const unicodes = [...new hb.Face(new hb.Blob(face.bytes)).collectUnicodes()];
  const unifiedOf = new Map<number, number>();
  for (const code of unicodes)
    if (code >= 0x4e00 && code <= 0x9fff) unifiedOf.set(face.hbFont.nominalGlyph(code) as number, code);
  return unicodes.flatMap((code) => {
    const unified = code >= 0xf900 && code <= 0xfaff && unifiedOf.get(face.hbFont.nominalGlyph(code) as number);
    return unified ? [String.fromCodePoint(unified)] : [];
  });
}

describe('copying the translated text out of the PDF', () => {
  it('gives back Chinese characters that share their glyph with a compatibility ideograph as written', async () => {
    const twinned = twinnedIdeographs(faceFor('cjk', false, false));
    for (const char of '不里利') expect(twinned).toContain(char);
    expect(twinned.length).toBeGreaterThan(50);
    const chunks = twinned.join('').match(/.{1,40}/gu) ?? [];
    const texts = ['请不要在这里利用李先生的车。', ...chunks];
    expectCopiedAs(await translated(texts, 'zh'), texts);
  });

  it('gives back a compatibility ideograph written in the translation itself, beside its twin', async () => {
    const texts = ['不是\uF967，里是\uF9E9，利是\uF9DD，李是\uF9E1。', '不里利李'];
    expectCopiedAs(await translated(texts, 'zh'), texts);
  });

  it('gives back Latin text drawn with ligatures, and letters that have compatibility twins', async () => {
    const texts = [
      'The office staff find the affluent fjord; the final shuffle baffled everyone.',
      'Å is not \u212B, Ω is not \u2126, and \uFB01 \uFB02 \uFB00 \uFB03 \uFB04 are not fi fl ff ffi ffl.',
    ];
    const output = await translated(texts, 'en');
    expectCopiedAs(output, texts);
    // The ligatures were drawn: one glyph of the face says "ffi", another "ffl".
    const maps = toUnicodeMaps(output).join('\n');
    expect(maps).toContain('<006600660069>');
    expect(maps).toContain('<00660066006C>');
  });

  it('gives back Arabic as its letters in logical order: joined forms and lam-alef ligatures', async () => {
    const texts = ['لا أحب السلام في البيت الكبير', 'الأولاد يلعبون في الحديقة ولا يعودون إلا في المساء'];
    expectCopiedAs(await translated(texts, 'ar'), texts);
  });

  it('gives back Devanagari: reordered vowel signs, conjuncts and the reph', async () => {
    const texts = ['यह किताब हिंदी में लिखी गई है।', 'धर्म और क्षमा के बारे में श्रीमती जी ने पत्र लिखा।'];
    expectCopiedAs(await translated(texts, 'hi'), texts);
  });

  const forms: [string, Record<string, string>][] = [
    [
      'zh',
      {
        [NAME_VALUE]: '请不要在这里写李先生的名字',
        [BUTTON_CAPTION]: '不利发送',
        [FREE_TEXT]: '仅供办公室使用：请不要在这个框里写任何东西。',
        [COLOURS[0][1]]: '里红色',
      },
    ],
    [
      'ar',
      {
        [NAME_VALUE]: 'اكتب اسمك الكامل هنا ولا تنسى',
        [BUTTON_CAPTION]: 'أرسل الاستمارة',
        [FREE_TEXT]: 'للاستعمال في المكتب فقط لا تكتب في هذا المربع',
        [COLOURS[0][1]]: 'اللون الأحمر',
      },
    ],
  ];

  it.each(forms)(
    'gives back the translations (%s) drawn in form fields, a button and a FreeText box',
    async (language, texts) => {
      const { segments, skeleton } = await pdf.extract(await formPdf());
      const translations = new Map(segments.map((s) => [s.id, texts[s.text] ?? s.text]));
      const output = await pdf.rebuild(skeleton, translations, 'translated', {
        sourceLanguage: 'en',
        targetLanguage: language,
      });
      const document = openForCheck(output);
      const page = document.loadPage(0);
      // Each widget's and FreeText box's own appearance, as mupdf extracts it.
      const shown = [...page.getWidgets(), ...page.getAnnotations()].map((annotation) =>
        codePoints(squeeze(annotation.toDisplayList().toStructuredText('preserve-whitespace').asText())),
      );
      const poppler = codePoints(squeeze(popplerText(output)));
      for (const text of Object.values(texts)) {
        expect(shown, `mupdf: ${text}`).toContain(codePoints(squeeze(text)));
        expect(poppler, `pdftotext: ${text}`).toContain(codePoints(squeeze(text)));
      }
      page.destroy();
      document.destroy();
    },
  );
});

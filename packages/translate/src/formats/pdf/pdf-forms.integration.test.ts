import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishToSpanishApertium } from '../../../test/apertium.ts';
import {
  BROKEN_PAGE_TEXT,
  BUTTON_CAPTION,
  brokenFormPdf,
  COLOURS,
  crowdedPdf,
  EMAIL_VALUE,
  FORM_HEADING,
  FORM_INTRO,
  FREE_TEXT,
  FREE_TEXT_BOX,
  formPdf,
  HIDDEN_NOTE,
  LABELS,
  LOOP_VALUE,
  NAME_TOOLTIP,
  NAME_VALUE,
  NOTE,
  NOTE_AUTHOR,
  ORPHAN_VALUE,
  PHONE_VALUE,
  SIGNATURE_TOOLTIP,
} from '../../../test/pdf-form-fixtures.ts';
import type { ApertiumEngine } from '../../engines/apertium/apertium-engine.ts';
import { translateSegments } from '../../pipeline/translate-segments.ts';
import type { Segment } from '../../segments/segment.ts';
import { looksSpanish, shout } from '../test-kit.ts';
import { faceFor } from './fonts.ts';
import { openForCheck, pdfText, qpdfCheck, readWrittenPage } from './pdf-check.ts';
import { alternatingPdf, pdf, pdfToDocx, renderPdfPages } from './pdf-format.ts';
import type { PdfSkeleton } from './pdf-layout.ts';

const SPANISH = { sourceLanguage: 'en', targetLanguage: 'es' };
const squeeze = (text: string) => text.replace(/\s+/gu, ' ').trim();

/** The annotations and widgets of a page of written bytes, each with what its appearance draws. */
interface Drawn {
  type: string;
  object: mupdf.PDFObject;
  contents: string;
  text: string;
  chars: { box: mupdf.Rect }[];
  fonts: string[];
  glyphs: number[];
}

function drawnAnnotations(bytes: Uint8Array, pageIndex = 0): Drawn[] {
  const document = openForCheck(bytes);
  const page = document.loadPage(pageIndex);
  return [...page.getAnnotations(), ...page.getWidgets()].map((annotation): Drawn => {
    const list = annotation.toDisplayList();
    const text = list.toStructuredText('preserve-whitespace');
    // Each character's ink, from cap height to descender: its quad spans the font's whole line height.
    const chars: { box: mupdf.Rect }[] = [];
    text.walk({
      onChar: (_c, origin, _f, size, quad) =>
        chars.push({ box: [quad[0], origin[1] - size * 0.7, quad[6], origin[1] + size * 0.2] }),
    });
    const fonts: string[] = [];
    const glyphs: number[] = [];
    const device = new mupdf.Device({
      fillText(drawn) {
        drawn.walk({
          showGlyph(font, _trm, glyph) {
            fonts.push(font.getName().replace(/^[A-Z]{6}\+/, ''));
            glyphs.push(glyph);
          },
        });
      },
    });
    list.run(device, mupdf.Matrix.identity);
    device.close();
    return {
      type: annotation.getType(),
      object: annotation.getObject().resolve(),
      contents: annotation.getContents() ?? '',
      text: squeeze(text.asText()),
      chars,
      fonts,
      glyphs,
    };
  });
}

/** A widget is its field when it has the field's name (/T), else a kid of it. */
const fieldOf = (widget: mupdf.PDFObject): mupdf.PDFObject =>
  widget.get('T').isNull() ? widget.get('Parent').resolve() : widget;
const widgetNamed = (drawn: Drawn[], name: string) =>
  drawn.find((d) => d.type === 'Widget' && fieldOf(d.object).get('T').asString() === name);
const widgetObject = (drawn: Drawn[], name: string) => widgetNamed(drawn, name)?.object as mupdf.PDFObject;
const fieldObject = (drawn: Drawn[], name: string) => fieldOf(widgetObject(drawn, name));

describe('PDF form fields and annotations, English to Spanish with Apertium', () => {
  let apertium: ApertiumEngine;
  let segments: Segment[];
  let skeleton: PdfSkeleton;
  let translated: Map<string, string>;
  let output: Uint8Array;
  let drawn: Drawn[];
  const translationOf = (source: string): string => {
    const segment = segments.find((s) => s.text === source);
    return translated.get(segment?.id ?? '') ?? `(no segment for ${source})`;
  };

  beforeAll(async () => {
    apertium = await englishToSpanishApertium();
    ({ segments, skeleton } = await pdf.extract(await formPdf()));
    const report = await translateSegments(segments, { engine: apertium, source: 'en', target: 'es' });
    translated = new Map(report.translations.map((t) => [t.id, t.text]));
    output = await pdf.rebuild(skeleton, translated, 'translated', SPANISH);
    drawn = drawnAnnotations(output);
    // The page as a picture, to look at: .tmp/pdf-artifacts/form-page.png.
    const artifacts = join(process.cwd(), '.tmp', 'pdf-artifacts');
    mkdirSync(artifacts, { recursive: true });
    const [png] = renderPdfPages(output, { from: 0, count: 1, scale: 1.5 });
    writeFileSync(join(artifacts, 'form-page.png'), png as Uint8Array);
  });

  afterAll(async () => {
    await apertium?.close();
  });

  it('reads what a person reads in fields and annotations as segments of their own, after the page text', () => {
    const page = segments.filter((s) => /^p\d/.test(s.id)).map((s) => s.text);
    expect(page).toEqual([FORM_HEADING, FORM_INTRO, ...LABELS]);
    expect(segments.slice(0, page.length).map((s) => s.text)).toEqual(page);
    const forms = segments.filter((s) => s.id.startsWith('form-'));
    expect(forms.map((s) => s.text)).toEqual([
      NAME_VALUE,
      NAME_TOOLTIP,
      ...COLOURS.map(([, shown]) => shown),
      BUTTON_CAPTION,
      NOTE,
      FREE_TEXT,
    ]);
    expect(forms.map((s) => s.context?.part)).toEqual([
      ...Array(5).fill('page 1 form'),
      ...Array(2).fill('page 1 comments'),
    ]);
    const texts = segments.map((s) => s.text);
    for (const left of ['fullName', 'red', 'green', 'Yes', PHONE_VALUE, EMAIL_VALUE, SIGNATURE_TOOLTIP, HIDDEN_NOTE])
      expect(texts).not.toContain(left);
  });

  it('puts the translations into values, shown names, captions, tooltips and comments; export values and the check box stay', () => {
    const sources = [NAME_VALUE, NAME_TOOLTIP, COLOURS[0][1], BUTTON_CAPTION, NOTE, FREE_TEXT];
    for (const source of sources) expect(translationOf(source)).not.toBe(source);
    expect(looksSpanish(sources.map(translationOf).join(' '))).toBe(true);
    const name = fieldObject(drawn, 'fullName');
    expect(name.get('V').asString()).toBe(translationOf(NAME_VALUE));
    expect(name.get('TU').asString()).toBe(translationOf(NAME_TOOLTIP));
    const colour = fieldObject(drawn, 'colour');
    expect(colour.get('V').asString()).toBe('red');
    const options = colour.get('Opt');
    expect([0, 1].map((i) => options.get(i, 0).asString())).toEqual(['red', 'green']);
    expect([0, 1].map((i) => options.get(i, 1).asString())).toEqual(COLOURS.map(([, shown]) => translationOf(shown)));
    expect([fieldObject(drawn, 'agree').get('V').asName(), widgetObject(drawn, 'agree').get('AS').asName()]).toEqual([
      'Yes',
      'Yes',
    ]);
    expect(fieldObject(drawn, 'contact0').get('V').asString()).toBe(PHONE_VALUE);
    expect(fieldObject(drawn, 'contact1').get('V').asString()).toBe(EMAIL_VALUE);
    expect(widgetObject(drawn, 'send').get('MK', 'CA').asString()).toBe(translationOf(BUTTON_CAPTION));
    expect(fieldObject(drawn, 'signature').get('TU').asString()).toBe(SIGNATURE_TOOLTIP);
    const notes = drawn.filter((d) => d.type === 'Text');
    expect(notes.map((n) => n.contents).sort()).toEqual([translationOf(NOTE), HIDDEN_NOTE].sort());
    const note = notes.find((n) => n.contents === translationOf(NOTE));
    expect(note?.object.get('T').asString()).toBe(NOTE_AUTHOR);
    const rich = note?.object.get('RC').asString() ?? '';
    expect(rich).toContain(translationOf(NOTE).replace(/&/g, '&amp;'));
    expect(rich).not.toContain(NOTE);
  });

  it('draws the translations: fields and the FreeText box show the Spanish text, the box fitted to its rectangle', () => {
    expect(widgetNamed(drawn, 'fullName')?.text).toBe(squeeze(translationOf(NAME_VALUE)));
    expect(widgetNamed(drawn, 'colour')?.text).toBe(squeeze(translationOf(COLOURS[0][1])));
    expect(widgetNamed(drawn, 'send')?.text).toBe(squeeze(translationOf(BUTTON_CAPTION)));
    const box = drawn.find((d) => d.type === 'FreeText');
    expect(box?.contents).toBe(translationOf(FREE_TEXT));
    expect(box?.text.replace(/\s/g, '')).toBe(translationOf(FREE_TEXT).replace(/\s/g, ''));
    for (const { box: char } of box?.chars ?? []) {
      expect(char[0]).toBeGreaterThanOrEqual(FREE_TEXT_BOX[0] - 0.5);
      expect(char[2]).toBeLessThanOrEqual(FREE_TEXT_BOX[2] + 0.5);
      expect(char[1]).toBeGreaterThanOrEqual(FREE_TEXT_BOX[1] - 0.5);
      expect(char[3]).toBeLessThanOrEqual(FREE_TEXT_BOX[3] + 0.5);
    }
    // The translation is longer than the box holds at the original 12 pt: it was set smaller, and /DA says so.
    const size = Number(/([\d.]+)\s+Tf/.exec(box?.object.get('DA').asString() ?? '')?.[1]);
    expect(size).toBeLessThan(12);
    expect(squeeze(pdfText(output))).toContain(squeeze(translationOf(FORM_INTRO)));
  });

  it('writes a file qpdf accepts', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'glossa-forms-'));
    try {
      const path = join(folder, 'form.pdf');
      writeFileSync(path, output);
      const check = qpdfCheck(path);
      if (check) expect(check.ok, check.output).toBe(true);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('keeps fields and comments in both bilingual PDFs, each side in its language', async () => {
    const sideBySide = await pdf.rebuild(skeleton, translated, 'source-then-target', SPANISH);
    const both = squeeze(pdfText(sideBySide));
    for (const text of [NAME_VALUE, translationOf(NAME_VALUE), translationOf(BUTTON_CAPTION)])
      expect(both).toContain(squeeze(text));
    const notes = drawnAnnotations(sideBySide).filter((d) => d.type === 'Text');
    expect(notes.map((n) => n.contents)).toEqual([NOTE, translationOf(NOTE)]);
    const width = (skeleton.pages[0]?.width ?? 0) + 0.5;
    expect(notes.map((n) => n.object.get('Rect').get(0).asNumber() > width)).toEqual([false, true]);
    const alternating = alternatingPdf(skeleton, translated, 'source-first', 'es');
    const document = openForCheck(alternating);
    const pageText = (index: number) => squeeze(document.loadPage(index).toStructuredText('').asText());
    expect(pageText(0)).toContain(NAME_VALUE);
    expect(pageText(1)).toContain(squeeze(translationOf(NAME_VALUE)));
    document.destroy();
    expect(drawnAnnotations(alternating, 1).map((n) => n.contents)).toEqual([translationOf(NOTE)]);
  });

  it('writes values and FreeText in place in the DOCX, and the note as a Word comment', async () => {
    const files = unzipSync(await pdfToDocx(skeleton, translated, 'es'));
    const body = strFromU8(files['word/document.xml'] as Uint8Array);
    const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    for (const text of [NAME_VALUE, COLOURS[0][1], FREE_TEXT]) expect(body).toContain(xml(translationOf(text)));
    expect(body).not.toContain(xml(translationOf(COLOURS[1][1])));
    expect(body).not.toContain(xml(translationOf(BUTTON_CAPTION)));
    const at = (text: string) => body.indexOf(xml(text));
    expect(at(translationOf(LABELS[0]))).toBeLessThan(at(translationOf(NAME_VALUE)));
    expect(at(translationOf(NAME_VALUE))).toBeLessThan(at(translationOf(LABELS[1])));
    expect(body).toContain('<w:commentReference w:id="0"/>');
    const comments = strFromU8(files['word/comments.xml'] as Uint8Array);
    expect(comments).toContain(xml(translationOf(NOTE)));
    expect(comments).toContain(`w:author="${NOTE_AUTHOR}"`);
  });
});

describe('PDF form texts in Chinese', () => {
  it('draws fields, the button and the FreeText box with glyphs of the CJK font', async () => {
    const { segments, skeleton } = await pdf.extract(await formPdf());
    const chinese: Record<string, string> = {
      [NAME_VALUE]: '请在此处写下您的全名',
      [BUTTON_CAPTION]: '发送表格',
      [FREE_TEXT]: '仅供办公室使用：请不要在这个框里写任何东西。',
      [COLOURS[0][1]]: '红色',
    };
    const translations = new Map(segments.map((s) => [s.id, chinese[s.text] ?? s.text]));
    const output = await pdf.rebuild(skeleton, translations, 'translated', {
      sourceLanguage: 'en',
      targetLanguage: 'zh',
    });
    const drawn = drawnAnnotations(output);
    const cjk = `Glossa${faceFor('cjk', false, false).key}`;
    const shown = [
      widgetNamed(drawn, 'fullName'),
      widgetNamed(drawn, 'send'),
      widgetNamed(drawn, 'colour'),
      drawn.find((d) => d.type === 'FreeText'),
    ];
    shown.forEach((annotation, i) => {
      const expected = Object.values(chinese)[[0, 1, 3, 2][i] as number] as string;
      expect(annotation?.text.replace(/\s/g, '')).toBe(expected);
      expect(annotation?.fonts.every((font) => font === cjk)).toBe(true);
      expect(annotation?.glyphs.length).toBeGreaterThan(0);
      expect(annotation?.glyphs).not.toContain(0);
    });
    const resources = widgetNamed(drawn, 'fullName')?.object.get('AP', 'N', 'Resources', 'Font');
    const names: string[] = [];
    resources?.forEach((font) => {
      names.push(
        font
          .get('BaseFont')
          .asName()
          .replace(/^[A-Z]{6}\+/, ''),
      );
    });
    expect(names).toEqual([cjk]);
  });
});

describe('broken and crowded forms', () => {
  it('reads and writes a field tree with loops and junk, and comments that are not text', async () => {
    const { segments, skeleton } = await pdf.extract(brokenFormPdf());
    expect(segments.map((s) => s.text)).toEqual([BROKEN_PAGE_TEXT, LOOP_VALUE, ORPHAN_VALUE]);
    const translations = new Map(segments.map((s) => [s.id, shout(s.text)]));
    for (const mode of ['translated', 'source-then-target'] as const) {
      const output = await pdf.rebuild(skeleton, translations, mode, SPANISH);
      expect(pdfText(output)).toContain(shout(BROKEN_PAGE_TEXT));
    }
    const output = await pdf.rebuild(skeleton, translations, 'translated', SPANISH);
    const values = drawnAnnotations(output)
      .filter((d) => d.type === 'Widget')
      .map((d) => d.text);
    expect(values).toEqual(expect.arrayContaining([shout(LOOP_VALUE), shout(ORPHAN_VALUE)]));
    expect(await pdfToDocx(skeleton, translations, 'es')).toBeInstanceOf(Uint8Array);
  });

  it('translates a page under two thousand notes and two hundred FreeText boxes', async () => {
    const { segments, skeleton } = await pdf.extract(crowdedPdf(2000, 200));
    expect(segments).toHaveLength(1 + 2200);
    const translations = new Map(segments.map((s) => [s.id, shout(s.text)]));
    const output = await pdf.rebuild(skeleton, translations, 'translated', SPANISH);
    expect(pdfText(output)).toContain(shout(BROKEN_PAGE_TEXT));
    const drawn = drawnAnnotations(output);
    expect(drawn).toHaveLength(2200);
    expect(drawn.every((d) => d.contents === d.contents.toUpperCase())).toBe(true);
    const boxes = drawn.filter((d) => d.type === 'FreeText');
    expect(boxes.map((d) => d.text.replace(/\s/g, ''))).toEqual(boxes.map((d) => d.contents.replace(/\s/g, '')));
  });
});

describe('a FreeText box turned by /Rotate', () => {
  it.each([
    [90, [0, -1]],
    [270, [0, 1]],
  ] as const)('keeps its angle (%i°) when its text is translated', async (rotation, direction) => {
    const document = new mupdf.PDFDocument();
    document.insertPage(-1, document.addPage([0, 0, 300, 300], 0, document.newDictionary(), ''));
    const page = document.loadPage(0) as mupdf.PDFPage;
    const box = page.createAnnotation('FreeText');
    box.setRect([100, 50, 130, 250]);
    box.setContents('For office use only, do not write here.');
    box.getObject().put('Rotate', rotation);
    box.setDefaultAppearance('Helv', 10, [0, 0, 0]);
    box.update();
    page.update();
    const source = document.saveToBuffer('').asUint8Array().slice();
    document.destroy();
    const { segments, skeleton } = await pdf.extract(source);
    const translation = 'Solo para uso de oficina, no escriba aquí.';
    const output = await pdf.rebuild(skeleton, new Map(segments.map((s) => [s.id, translation])), 'translated', {
      sourceLanguage: 'en',
      targetLanguage: 'es',
    });
    // Printed into the page, the box's text reads along the turned direction, inside the box.
    const printed = new mupdf.PDFDocument(output);
    printed.bake(true, true);
    const lines = readWrittenPage(printed.saveToBuffer('').asUint8Array().slice()).lines;
    printed.destroy();
    expect(lines.map((line) => line.chars.map((c) => c.text).join(''))).toEqual([translation]);
    expect(lines[0]?.direction).toEqual(direction);
    const [x0, y0, x1, y1] = lines[0]?.box ?? [0, 0, 0, 0];
    expect(x0).toBeGreaterThanOrEqual(95);
    expect(x1).toBeLessThanOrEqual(135);
    expect(y0).toBeGreaterThanOrEqual(45);
    expect(y1).toBeLessThanOrEqual(255);
  });
});

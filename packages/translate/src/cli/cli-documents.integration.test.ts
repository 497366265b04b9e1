import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { glossaRunner } from '../../test/glossa-process.ts';
import { samplePdf } from '../../test/pdf-fixtures.ts';
import { undetectableFiles } from '../formats/corpus/corpus.ts';
import { convertWithLibreOffice } from '../formats/legacy/libreoffice.ts';
import { presentation } from '../formats/presentation/presentation.ts';
import { reviewDeck } from '../formats/presentation/test-presentations.ts';
import { word } from '../formats/word/word-format.ts';
import { stripTags } from '../segments/inline-tags.ts';

/**
 * The CLI on documents: Word, a deck, a PDF, a legacy .doc through LibreOffice and the corpus's
 * undetectable files. A file of its own beside cli.integration.test.ts, so the two run side by side.
 */
const { work, glossa } = glossaRunner('glossa-cli-documents-');

describe('glossa CLI on documents', () => {
  it('translates a Word document with Apertium, keeping it a Word document', async () => {
    const input = path.join(work, 'letter.docx');
    const output = path.join(work, 'letter.es.docx');
    const document = new Document({
      sections: [
        {
          children: [
            new Paragraph({
              children: [new TextRun('The house is '), new TextRun({ text: 'red', bold: true }), new TextRun('.')],
            }),
          ],
        },
      ],
    });
    writeFileSync(input, await Packer.toBuffer(document));
    expect((await glossa(['translate', input, '--to', 'es', '--engine', 'apertium'])).stderr).toContain('-o');
    const { code, stderr } = await glossa(['translate', input, '--to', 'es', '--engine', 'apertium', '-o', output]);
    expect(stderr).toContain('progress: 1/1 segments (100%)');
    expect(stderr).not.toContain('warning');
    expect(code).toBe(0);
    const { segments } = await word.extract(readFileSync(output));
    expect(stripTags(segments[0]?.text ?? '')).toMatch(/casa.*roj/i);
    expect((await glossa(['translate', path.join(work, 'x.exe'), '--to', 'es'])).stderr).toContain(
      'not a format Glossa reads',
    );
  });

  it('translates a deck’s speaker notes and its master’s text by default, and leaves them out when asked', async () => {
    const input = path.join(work, 'review.pptx');
    writeFileSync(input, await reviewDeck());
    const translated = async (name: string, extra: string[]) => {
      const output = path.join(work, name);
      const args = ['translate', input, '--from', 'en', '--to', 'fr', '--engine', 'pseudo', '-o', output, ...extra];
      const run = await glossa(args);
      expect(run.code, run.stderr).toBe(0);
      const texts = (await presentation.extract(readFileSync(output))).segments.map((s) => stripTags(s.text));
      return { texts, stderr: run.stderr };
    };
    const all = await translated('review-all.pptx', ['--verbose']);
    expect(all.texts).not.toContain('Remember to thank the sales team.');
    expect(all.texts).not.toContain('Company confidential');
    // --verbose: each stage's time, and how much of each part was translated.
    expect(all.stderr).toMatch(
      /time: read \d+ ms, text read \d+ ms, .*translation \d+ ms, rebuild \d+ ms, write \d+ ms; total/,
    );
    expect(all.stderr).toContain('translated: body 100%, notes 100%, masters 100%, charts 100% of the letters');
    const slidesOnly = await translated('review-slides.pptx', ['--without', 'notes,masters']);
    expect(slidesOnly.texts).toContain('Remember to thank the sales team.');
    expect(slidesOnly.texts).toContain('Company confidential');
    expect(slidesOnly.stderr).not.toContain('time:');
    const wrong = await glossa(['translate', input, '--to', 'fr', '--without', 'slides', '-o', input]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--without takes a list of notes, masters');
  });

  it('translates a PDF and, with --verbose, scores how closely its pages keep their layout', async () => {
    const input = path.join(work, 'report.pdf');
    const output = path.join(work, 'report.fr.pdf');
    writeFileSync(input, (await samplePdf()).bytes);
    const args = ['translate', input, '--from', 'en', '--to', 'fr', '--engine', 'pseudo', '-o', output, '--verbose'];
    const { code, stderr } = await glossa(args);
    expect(code, stderr).toBe(0);
    expect(stderr).toMatch(/layout: \d+ of 100 over \d+ pages; worst: page \d+ \d+/);
    expect(readFileSync(output).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gives a legacy .doc back as a .doc when asked for one, as .docx when named so, and says what another name holds', async () => {
    const docx = await Packer.toBuffer(
      new Document({ sections: [{ children: [new Paragraph({ children: [new TextRun('The house is red.')] })] }] }),
    );
    const input = path.join(work, 'old letter.doc');
    writeFileSync(input, await convertWithLibreOffice(docx, 'docx', 'doc'));
    const translate = (output: string) =>
      glossa(['translate', input, '--from', 'en', '--to', 'es', '--engine', 'pseudo', '-o', path.join(work, output)]);

    const asDoc = await translate('old letter.es.doc');
    expect(asDoc.code, asDoc.stderr).toBe(0);
    const written = readFileSync(path.join(work, 'old letter.es.doc'));
    // An OLE2 compound file (Word 97-2003), not a zip: the name says what the bytes are.
    expect(written.subarray(0, 8).toString('hex')).toBe('d0cf11e0a1b11ae1');
    const back = await word.extract(await convertWithLibreOffice(written, 'doc', 'docx'));
    // The pseudo engine's mark: the text inside was translated.
    expect(stripTags(back.segments[0]?.text ?? '')).toMatch(/^⟦.+⟧$/);

    const asDocx = await translate('old letter.es.docx');
    expect(asDocx.code).toBe(0);
    expect(asDocx.stderr).not.toContain('note:');
    expect(readFileSync(path.join(work, 'old letter.es.docx')).subarray(0, 2).toString()).toBe('PK');

    const other = await translate('old letter.es.bin');
    expect(other.code).toBe(0);
    expect(other.stderr).toContain('holds a .docx file (the translation of a .doc file)');
  });

  it('translates each file of the corpus whose language the detector cannot be sure of, with no --from', async () => {
    // Labels and numbers, short titles with notes and a master footer, a PDF form, fonts without
    // ToUnicode, astral characters (issue 34): Apertium cannot translate "from any language".
    for (const entry of await undetectableFiles()) {
      const input = path.join(work, `undetectable-${entry.name}`);
      const output = path.join(work, `undetectable-out-${entry.name}`);
      writeFileSync(input, entry.bytes);
      const { code, stderr } = await glossa(['translate', input, '--to', 'es', '--engine', 'apertium', '-o', output]);
      expect(code, `${entry.name}: ${stderr}`).toBe(0);
      expect(Buffer.from(readFileSync(output)).equals(Buffer.from(entry.bytes)), entry.name).toBe(false);
    }
  });
});

import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { random, simpleSentence } from './bench-kit.ts';

/** A Word file of `pages` pages of 50 paragraphs: a heading, then paragraphs of 2 to 7 sentences, some bold. */
export async function turnaroundDocument(pages: number, seed = 42): Promise<Buffer> {
  const next = random(seed);
  const children: Paragraph[] = [];
  for (let page = 0; page < pages; page++) {
    children.push(
      new Paragraph({
        text: `Part ${page + 1}: ${simpleSentence(next)}`,
        heading: HeadingLevel.HEADING_1,
        pageBreakBefore: page > 0,
      }),
    );
    for (let paragraph = 1; paragraph < 50; paragraph++) {
      const sentences = Array.from({ length: 2 + Math.floor(next() * 6) }, () => simpleSentence(next));
      const bold = next() < 0.3 ? sentences.splice(1, 1)[0] : undefined;
      const runs = [new TextRun(`${sentences[0]} `)];
      if (bold) runs.push(new TextRun({ text: bold, bold: true }), new TextRun(' '));
      runs.push(new TextRun(sentences.slice(1).join(' ')));
      children.push(new Paragraph({ children: runs }));
    }
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

import { Document, Packer, Paragraph } from 'docx';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { exportDocument } from './export-formats.ts';
import { libreOfficeAvailable } from './legacy/libreoffice.ts';

async function houseDocx(): Promise<Uint8Array> {
  const doc = new Document({ sections: [{ children: [new Paragraph('La casa es roja.')] }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

describe('exportDocument through LibreOffice', () => {
  it('exports a docx to PDF and to OpenDocument text through LibreOffice', async () => {
    expect(libreOfficeAvailable()).toBe(true);
    const docx = await houseDocx();
    const [pdf, odt] = await Promise.all([exportDocument(docx, 'docx', 'pdf'), exportDocument(docx, 'docx', 'odt')]);
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(500);
    expect(new TextDecoder().decode(odt.subarray(0, 2))).toBe('PK');
    const files = unzipSync(odt);
    expect(new TextDecoder().decode(files.mimetype)).toBe('application/vnd.oasis.opendocument.text');
    expect(new TextDecoder().decode(files['content.xml'])).toContain('La casa es roja.');
  });
});

/**
 * Generated Word documents for the adapter's tests and benchmark: every structure the adapter
 * translates, built with the docx package, plus hand-written parts docx cannot make (SmartArt,
 * a text box with its fallback copy, a complex HYPERLINK field).
 */
import {
  AlignmentType,
  Bookmark,
  CommentRangeEnd,
  CommentRangeStart,
  CommentReference,
  DeletedTextRun,
  Document,
  ExternalHyperlink,
  Footer,
  FootnoteReferenceRun,
  Header,
  HeadingLevel,
  InsertedTextRun,
  Packer,
  PageNumber,
  Paragraph,
  SimpleField,
  Tab,
  Table,
  TableCell,
  TableRow,
  Textbox,
  TextRun,
} from 'docx';
import { ChartRun } from 'docx/charts';
import { createMacros } from 'docx/macros';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';

function cell(text: string | Table): TableCell {
  return new TableCell({
    children: typeof text === 'string' ? [new Paragraph(text)] : [new Paragraph('Inner table:'), text],
  });
}

function header(text: string): Header {
  return new Header({ children: [new Paragraph(text)] });
}

function body(): (Paragraph | Table)[] {
  const nested = new Table({
    rows: [new TableRow({ children: [cell('Nested cell text'), cell('Second nested cell')] })],
  });
  return [
    new Paragraph({ text: 'The annual report', heading: HeadingLevel.HEADING_1 }),
    new Paragraph({
      children: [
        new TextRun('The house is '),
        new TextRun({ text: 'very big', bold: true }),
        new TextRun(' and the garden is '),
        new TextRun({ text: 'green', italics: true, color: 'FF0000' }),
        new TextRun('. Read the '),
        new ExternalHyperlink({
          link: 'https://example.com/guide',
          children: [new TextRun({ text: 'user guide', style: 'Hyperlink' })],
        }),
        new TextRun(' today.'),
        new FootnoteReferenceRun(1),
      ],
    }),
    new Paragraph({
      children: [
        new TextRun('Water is H'),
        new TextRun({ text: '2', subScript: true }),
        new TextRun('O and the area is ten m'),
        new TextRun({ text: '2', superScript: true }),
        new TextRun({ text: 'Name:', break: 1 }),
        new TextRun({ children: [new Tab(), 'The first column'] }),
      ],
    }),
    new Paragraph({
      children: [
        new CommentRangeStart(0),
        new TextRun('The city has a beautiful cathedral.'),
        new CommentRangeEnd(0),
        new TextRun({ children: [new CommentReference(0)] }),
      ],
    }),
    new Paragraph({
      children: [
        new TextRun('The dog '),
        new InsertedTextRun({ text: 'eats the big apple', id: 1, author: 'Ann', date: '2024-01-01T00:00:00Z' }),
        new DeletedTextRun({ text: 'drinks the old water', id: 2, author: 'Ann', date: '2024-01-01T00:00:00Z' }),
        new TextRun(' in the morning.'),
      ],
    }),
    new Paragraph({
      children: [
        new Bookmark({ id: 'summary', children: [new TextRun('The summary is short.')] }),
        new TextRun(' The author is '),
        new SimpleField('AUTHOR', 'John Smith'),
        new TextRun('.'),
      ],
    }),
    new Table({
      rows: [
        new TableRow({ children: [cell('The first cell'), cell('The second cell')] }),
        new TableRow({ children: [cell('The red car'), cell(nested)] }),
      ],
    }),
    new Paragraph({
      children: [
        new Textbox({
          children: [new Paragraph({ children: [new TextRun({ text: 'The text box says hello.', bold: true })] })],
          style: { width: '3in', height: '1in' },
        }),
      ],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [
        new ChartRun({
          type: 'column',
          title: 'The sales of the year',
          categories: ['North', 'South'],
          series: [
            { name: 'The first year', values: [10, 20] },
            { name: 'The second year', values: [15, 25] },
          ],
        }),
      ],
    }),
  ];
}

export interface SampleOptions {
  macros?: boolean;
}

/** A document with every structure the Word adapter translates. */
export async function richDocx(options: SampleOptions = {}): Promise<Uint8Array> {
  const doc = new Document({
    title: 'The quarterly report',
    evenAndOddHeaderAndFooters: true,
    ...(options.macros ? { macros: createMacros({ thisDocument: 'Sub Hello()\n    MsgBox "Hi"\nEnd Sub' }) } : {}),
    comments: {
      children: [{ id: 0, author: 'Ann', children: [new Paragraph('The comment is about the cathedral.')] }],
    },
    footnotes: { 1: { children: [new Paragraph('The note explains the guide.')] } },
    sections: [
      {
        properties: { titlePage: true },
        headers: {
          default: header('The default header'),
          first: header('The first header'),
          even: header('The even header'),
        },
        footers: {
          default: new Footer({
            children: [new Paragraph({ children: [new TextRun({ children: ['The page ', PageNumber.CURRENT] })] })],
          }),
        },
        children: body(),
      },
    ],
  });
  return withHandWrittenParts(new Uint8Array(await Packer.toBuffer(doc)));
}

/** A text box in a shape (wps), with the VML fallback copy Word writes beside it, and a HYPERLINK field. */
const SHAPE_PARAGRAPH = `<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="1828800" cy="457200"/><wp:docPr id="901" name="Shape 901"/><a:graphic xmlns:a="${A}"><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:cNvSpPr txBox="1"/><wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="1828800" cy="457200"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></wps:spPr><wps:txbx><w:txbxContent><w:p><w:r><w:rPr><w:i/></w:rPr><w:t>The shape holds a cat.</w:t></w:r></w:p></w:txbxContent></wps:txbx><wps:bodyPr/></wps:wsp></a:graphicData></a:graphic></wp:inline></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape id="s901" style="width:144pt;height:36pt" type="#_x0000_t202"><v:textbox><w:txbxContent><w:p><w:r><w:rPr><w:i/></w:rPr><w:t>The shape holds a cat.</w:t></w:r></w:p></w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`;
const FIELD_PARAGRAPH = `<w:p><w:r><w:t xml:space="preserve">See the </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> HYPERLINK "https://example.org/manual" </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:rPr><w:u w:val="single"/></w:rPr><w:t>online manual</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r><w:r><w:t xml:space="preserve"> for the details.</w:t></w:r></w:p>`;

const DIAGRAM_NS = 'http://schemas.openxmlformats.org/drawingml/2006/diagram';
const SMARTART_DATA = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<dgm:dataModel xmlns:dgm="${DIAGRAM_NS}" xmlns:a="${A}"><dgm:ptLst><dgm:pt modelId="{0}" type="doc"><dgm:prSet/><dgm:spPr/><dgm:t><a:bodyPr/><a:p><a:endParaRPr lang="en-US"/></a:p></dgm:t></dgm:pt><dgm:pt modelId="{1}"><dgm:prSet/><dgm:spPr/><dgm:t><a:bodyPr/><a:p><a:r><a:rPr lang="en-US"/><a:t>The first step</a:t></a:r></a:p></dgm:t></dgm:pt><dgm:pt modelId="{2}"><dgm:prSet/><dgm:spPr/><dgm:t><a:bodyPr/><a:p><a:r><a:rPr lang="en-US" b="1"/><a:t>The last step</a:t></a:r></a:p></dgm:t></dgm:pt></dgm:ptLst><dgm:cxnLst/><dgm:bg/><dgm:whole/></dgm:dataModel>`;
const SMARTART_DRAWING = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<dsp:drawing xmlns:dsp="http://schemas.microsoft.com/office/drawing/2008/diagram" xmlns:a="${A}"><dsp:spTree><dsp:nvGrpSpPr><dsp:cNvPr id="0" name=""/><dsp:cNvGrpSpPr/></dsp:nvGrpSpPr><dsp:grpSpPr/><dsp:sp modelId="{1}"><dsp:nvSpPr><dsp:cNvPr id="0" name=""/><dsp:cNvSpPr/></dsp:nvSpPr><dsp:spPr/><dsp:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US"/><a:t>The first step</a:t></a:r></a:p></dsp:txBody></dsp:sp></dsp:spTree></dsp:drawing>`;

function withHandWrittenParts(docx: Uint8Array): Uint8Array {
  const files = unzipSync(docx);
  const documentXml = strFromU8(files['word/document.xml'] as Uint8Array);
  const sectionAt = documentXml.lastIndexOf('<w:sectPr');
  files['word/document.xml'] = strToU8(
    documentXml.slice(0, sectionAt) + FIELD_PARAGRAPH + SHAPE_PARAGRAPH + documentXml.slice(sectionAt),
  );
  files['word/diagrams/data1.xml'] = strToU8(SMARTART_DATA);
  files['word/diagrams/drawing1.xml'] = strToU8(SMARTART_DRAWING);
  const types = strFromU8(files['[Content_Types].xml'] as Uint8Array).replace(
    '</Types>',
    '<Override PartName="/word/diagrams/data1.xml" ContentType="application/vnd.openxmlformats-officedocument.drawingml.diagramData+xml"/>' +
      '<Override PartName="/word/diagrams/drawing1.xml" ContentType="application/vnd.ms-office.drawingml.diagramDrawing+xml"/></Types>',
  );
  files['[Content_Types].xml'] = strToU8(types);
  return zipSync(files);
}

/** A minimal package around a body written by hand (namespaces declared), for focused tests. */
export function docxFromBody(bodyXml: string, extraTypes = ''): Uint8Array {
  const ns =
    `xmlns:w="${W}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ` +
    'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" ' +
    'xmlns:w14="http://schemas.microsoft.com/office/word/2010/wordml" ' +
    'xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math"';
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document ${ns}><w:body>${bodyXml}<w:sectPr/></w:body></w:document>`;
  const types =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
    `${extraTypes}</Types>`;
  const rels =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
  return zipSync({
    '[Content_Types].xml': strToU8(types),
    '_rels/.rels': strToU8(rels),
    'word/document.xml': strToU8(document),
  });
}

/** Changes the main part's content type, to make a template (.dotx) of a document. */
export function asTemplate(docx: Uint8Array): Uint8Array {
  const files = unzipSync(docx);
  const types = strFromU8(files['[Content_Types].xml'] as Uint8Array);
  files['[Content_Types].xml'] = strToU8(
    types
      .replace('wordprocessingml.document.main+xml', 'wordprocessingml.template.main+xml')
      .replace('ms-word.document.macroEnabled.main+xml', 'ms-word.template.macroEnabledTemplate.main+xml'),
  );
  return zipSync(files);
}

/** The text of one part of a package. */
export function partText(docx: Uint8Array, name: string): string {
  const bytes = unzipSync(docx, { filter: (file) => file.name === name })[name];
  if (!bytes) throw new Error(`No part ${name}`);
  return strFromU8(bytes);
}

/**
 * A document whose content control shows a building block as its placeholder: the body's copy of
 * the placeholder text, and the glossary part (word/glossary/document.xml) holding that building
 * block and another one no control uses.
 */
export function docxWithBuildingBlocks(): Uint8Array {
  const body =
    '<w:p><w:r><w:t>The name of the applicant:</w:t></w:r></w:p>' +
    '<w:sdt><w:sdtPr><w:placeholder><w:docPart w:val="ApplicantName"/></w:placeholder><w:showingPlcHdr/></w:sdtPr>' +
    '<w:sdtContent><w:p><w:r><w:rPr><w:rStyle w:val="PlaceholderText"/></w:rPr><w:t>Type the full name here.</w:t></w:r></w:p></w:sdtContent></w:sdt>';
  const docPart = (name: string, text: string) =>
    `<w:docPart><w:docPartPr><w:name w:val="${name}"/></w:docPartPr><w:docPartBody><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:docPartBody></w:docPart>`;
  const glossary =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:glossaryDocument xmlns:w="${W}"><w:docParts>` +
    docPart('ApplicantName', 'Type the full name here.') +
    docPart('UnusedCover', 'A cover page nobody inserted.') +
    '</w:docParts></w:glossaryDocument>';
  const files = unzipSync(
    docxFromBody(
      body,
      '<Override PartName="/word/glossary/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.glossary+xml"/>',
    ),
  );
  files['word/glossary/document.xml'] = strToU8(glossary);
  return zipSync(files);
}

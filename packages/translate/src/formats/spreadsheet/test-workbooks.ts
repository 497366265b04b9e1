/**
 * Generated Excel fixtures for the tests: exceljs builds the workbooks; the parts exceljs cannot
 * write (a chart with a text box, a threaded comment) are added to its package by hand.
 */
import ExcelJS from 'exceljs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

const CHART = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><c:chart><c:title><c:tx><c:rich><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US" b="1"/><a:t>Sales by region</a:t></a:r></a:p></c:rich></c:tx><c:overlay val="0"/></c:title><c:autoTitleDeleted val="0"/><c:plotArea><c:layout/><c:barChart><c:barDir val="col"/><c:grouping val="clustered"/><c:varyColors val="0"/><c:ser><c:idx val="0"/><c:order val="0"/><c:tx><c:strRef><c:f>'Sales 2024'!$A$8</c:f><c:strCache><c:ptCount val="1"/><c:pt idx="0"><c:v>Yearly revenue</c:v></c:pt></c:strCache></c:strRef></c:tx><c:cat><c:strRef><c:f>'Sales 2024'!$A$9:$A$10</c:f><c:strCache><c:ptCount val="2"/><c:pt idx="0"><c:v>North</c:v></c:pt><c:pt idx="1"><c:v>South</c:v></c:pt></c:strCache></c:strRef></c:cat><c:val><c:numRef><c:f>'Sales 2024'!$B$9:$B$10</c:f><c:numCache><c:formatCode>General</c:formatCode><c:ptCount val="2"/><c:pt idx="0"><c:v>10</c:v></c:pt><c:pt idx="1"><c:v>20</c:v></c:pt></c:numCache></c:numRef></c:val></c:ser><c:axId val="1"/><c:axId val="2"/></c:barChart><c:catAx><c:axId val="1"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete val="0"/><c:axPos val="b"/><c:crossAx val="2"/></c:catAx><c:valAx><c:axId val="2"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete val="0"/><c:axPos val="l"/><c:crossAx val="1"/></c:valAx></c:plotArea><c:plotVisOnly val="1"/></c:chart></c:chartSpace>`;

const DRAWING = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart"><xdr:twoCellAnchor><xdr:from><xdr:col>4</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>1</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:from><xdr:to><xdr:col>10</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>15</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:to><xdr:graphicFrame macro=""><xdr:nvGraphicFramePr><xdr:cNvPr id="2" name="Chart 1"/><xdr:cNvGraphicFramePr/></xdr:nvGraphicFramePr><xdr:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/></xdr:xfrm><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/chart"><c:chart r:id="rId1"/></a:graphicData></a:graphic></xdr:graphicFrame><xdr:clientData/></xdr:twoCellAnchor><xdr:twoCellAnchor><xdr:from><xdr:col>4</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>16</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:from><xdr:to><xdr:col>8</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>19</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:to><xdr:sp macro="" textlink=""><xdr:nvSpPr><xdr:cNvPr id="3" name="TextBox 2"/><xdr:cNvSpPr txBox="1"/></xdr:nvSpPr><xdr:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="2400000" cy="600000"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></xdr:spPr><xdr:txBody><a:bodyPr wrap="square"/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US" sz="1100"/><a:t>Figures are </a:t></a:r><a:r><a:rPr lang="en-US" sz="1100" i="1"/><a:t>preliminary</a:t></a:r><a:r><a:rPr lang="en-US" sz="1100"/><a:t> until the audit.</a:t></a:r></a:p></xdr:txBody></xdr:sp><xdr:clientData/></xdr:twoCellAnchor></xdr:wsDr>`;

const THREADED = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<ThreadedComments xmlns="http://schemas.microsoft.com/office/spreadsheetml/2018/threadedcomments"><threadedComment ref="C5" dT="2024-01-01T10:00:00.00" personId="{00000000-0000-0000-0000-000000000001}" id="{00000000-0000-0000-0000-000000000002}"><text>Please double-check this total.</text></threadedComment></ThreadedComments>`;

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function addRelationship(rels: string, id: string, type: string, target: string): string {
  return rels.replace(
    '</Relationships>',
    `<Relationship Id="${id}" Type="${type}" Target="${target}"/></Relationships>`,
  );
}

/** Adds a chart, a text box, a threaded comment and an inline string to the first sheet of an exceljs workbook. */
export function withChartAndThread(xlsx: Uint8Array): Uint8Array {
  const files = unzipSync(xlsx);
  const sheetRelsPath = 'xl/worksheets/_rels/sheet1.xml.rels';
  let sheetRels = files[sheetRelsPath]
    ? strFromU8(files[sheetRelsPath])
    : '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>';
  sheetRels = addRelationship(sheetRels, 'rIdDrawing9', `${REL}/drawing`, '../drawings/drawing1.xml');
  sheetRels = addRelationship(
    sheetRels,
    'rIdThread9',
    'http://schemas.microsoft.com/office/2017/10/relationships/threadedComment',
    '../threadedComments/threadedComment1.xml',
  );
  files[sheetRelsPath] = strToU8(sheetRels);
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array);
  const anchor = ['<legacyDrawing', '<tableParts', '</worksheet>'].find((tag) => sheet.includes(tag)) as string;
  const inline =
    '<row r="20"><c r="A20" t="inlineStr"><is><r><rPr><b/></rPr><t>Inline</t></r><r><t xml:space="preserve"> note written in the cell</t></r></is></c></row>';
  const withDrawing = sheet
    .replace(anchor, `<drawing r:id="rIdDrawing9"/>${anchor}`)
    .replace('</sheetData>', `${inline}</sheetData>`);
  files['xl/worksheets/sheet1.xml'] = strToU8(withDrawing);
  files['xl/drawings/drawing1.xml'] = strToU8(DRAWING);
  files['xl/drawings/_rels/drawing1.xml.rels'] = strToU8(
    addRelationship(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>',
      'rId1',
      `${REL}/chart`,
      '../charts/chart1.xml',
    ),
  );
  files['xl/charts/chart1.xml'] = strToU8(CHART);
  files['xl/threadedComments/threadedComment1.xml'] = strToU8(THREADED);
  const overrides = [
    ['/xl/drawings/drawing1.xml', 'application/vnd.openxmlformats-officedocument.drawing+xml'],
    ['/xl/charts/chart1.xml', 'application/vnd.openxmlformats-officedocument.drawingml.chart+xml'],
    ['/xl/threadedComments/threadedComment1.xml', 'application/vnd.ms-excel.threadedcomments+xml'],
  ]
    .map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`)
    .join('');
  const types = strFromU8(files['[Content_Types].xml'] as Uint8Array).replace('</Types>', `${overrides}</Types>`);
  files['[Content_Types].xml'] = strToU8(types);
  return zipSync(files);
}

/**
 * A sales workbook: rich text, a multi-line cell, a note, formulas across sheets, a merged
 * range, a hyperlink, a header and footer, hidden rows, columns and a hidden sheet, a table,
 * defined names and a print area; then a chart, a text box, a threaded comment and an inline string.
 */
export async function salesWorkbook(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sales = workbook.addWorksheet('Sales 2024');
  sales.getCell('A1').value = 'Quarterly sales report';
  sales.getCell('A1').font = { bold: true, size: 14 };
  sales.getCell('A2').value = {
    richText: [
      { text: 'Revenue grew ' },
      { text: 'strongly', font: { bold: true } },
      { text: ' in ' },
      { text: 'the north', font: { italic: true, color: { argb: 'FFFF0000' } } },
      { text: ' this year.' },
    ],
  };
  sales.getCell('A3').value = 1234.5;
  sales.getCell('A4').value = new Date(Date.UTC(2024, 2, 31));
  sales.getCell('A5').value = 'First line\nSecond line';
  sales.getCell('A5').alignment = { wrapText: true };
  sales.getCell('A6').value = { text: 'Visit our website', hyperlink: 'https://example.com/sales' };
  sales.getCell('A7').value = { formula: '\'Hidden data\'!A1&" and more"', result: 'Secret text and more' };
  sales.getCell('A8').value = 'Yearly revenue';
  sales.getCell('A9').value = 'North';
  sales.getCell('B9').value = 10;
  sales.getCell('A10').value = 'South';
  sales.getCell('B10').value = 20;
  sales.getCell('B1').note = 'Check these figures before sending.';
  sales.mergeCells('C1:D2');
  sales.getCell('C1').value = 'Merged heading';
  sales.getCell('C5').value = 'Total revenue';
  sales.headerFooter.oddHeader = '&L&"Arial,Bold"Quarterly report&CPage &P of &N&R&D';
  sales.headerFooter.oddFooter = '&CConfidential & internal';

  const summary = workbook.addWorksheet('Summary');
  summary.getCell('A1').value = 'Total revenue';
  summary.getCell('B1').value = { formula: "SUM('Sales 2024'!B9:B10)", result: 30 };
  summary.getCell('A2').value = 'Internal only';
  summary.getRow(2).hidden = true;
  summary.getCell('A3').value = 'Total revenue';
  summary.getRow(3).hidden = true;
  summary.getColumn('C').hidden = true;
  summary.getCell('C1').value = 'Hidden column text';
  summary.getCell('A4').value = { formula: 'Summary!B1*2', result: 60 };
  summary.addTable({
    name: 'Regions',
    ref: 'A6',
    headerRow: true,
    columns: [{ name: 'Region' }, { name: 'Amount' }],
    rows: [
      ['Northern region', 10],
      ['Southern region', 20],
    ],
  });

  const hidden = workbook.addWorksheet('Hidden data');
  hidden.state = 'hidden';
  hidden.getCell('A1').value = 'Secret text';

  workbook.definedNames.add("'Sales 2024'!$A$1:$A$10", 'SalesBlock');
  summary.pageSetup.printArea = 'A1:B8';
  const bytes = await workbook.xlsx.writeBuffer();
  return withChartAndThread(new Uint8Array(bytes as ArrayBuffer));
}

/** A one-sheet workbook with one string, for quick error tests. */
export async function tinyWorkbook(text = 'Hello world'): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Sheet1').getCell('A1').value = text;
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

/**
 * A sheet of labels and numbers, as real forms and price lists are: short headings, one-word
 * labels, amounts and dates, no sentence a detector could be sure of.
 */
export async function labelsWorkbook(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Orders');
  sheet.addRow(['Name', 'Date', 'Quantity', 'Price', 'Total']);
  sheet.addRow(['Paper', new Date(Date.UTC(2026, 0, 5)), 12, 4.5, { formula: 'C2*D2' }]);
  sheet.addRow(['Pens', new Date(Date.UTC(2026, 0, 6)), 40, 0.8, { formula: 'C3*D3' }]);
  sheet.addRow(['Stapler', new Date(Date.UTC(2026, 0, 7)), 2, 9.9, { formula: 'C4*D4' }]);
  sheet.addRow([]);
  sheet.addRow(['Subtotal', null, null, null, { formula: 'SUM(E2:E4)' }]);
  sheet.addRow(['Shipping', null, null, null, 5]);
  sheet.addRow(['Approved by', null, 'Signature', null, 'Date']);
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

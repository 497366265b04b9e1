/**
 * Generated PowerPoint fixtures for the tests: pptxgenjs builds the deck; what it cannot write
 * (a group of shapes, a slide-number field inside a sentence, SmartArt) is added by hand.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import PptxGenJS from 'pptxgenjs';

const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const DGM = 'http://schemas.openxmlformats.org/drawingml/2006/diagram';
const DSP = 'http://schemas.microsoft.com/office/drawing/2008/diagram';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function run(text: string): string {
  return `<a:r><a:rPr lang="en-US" dirty="0"/><a:t>${text}</a:t></a:r>`;
}

function shape(id: number, x: number, body: string): string {
  return `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Shape ${id}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="${x}" y="4400000"/><a:ext cx="2600000" cy="500000"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr wrap="square"><a:spAutoFit/></a:bodyPr><a:lstStyle/>${body}</p:txBody></p:sp>`;
}

const GROUP = `<p:grpSp><p:nvGrpSpPr><p:cNvPr id="30" name="Group 30"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off x="300000" y="4400000"/><a:ext cx="8000000" cy="500000"/><a:chOff x="300000" y="4400000"/><a:chExt cx="8000000" cy="500000"/></a:xfrm></p:grpSpPr>${shape(31, 300000, `<a:p>${run('Grouped first note')}</a:p>`)}<p:grpSp><p:nvGrpSpPr><p:cNvPr id="32" name="Group 32"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off x="3000000" y="4400000"/><a:ext cx="2600000" cy="500000"/><a:chOff x="3000000" y="4400000"/><a:chExt cx="2600000" cy="500000"/></a:xfrm></p:grpSpPr>${shape(33, 3000000, `<a:p>${run('Deeply grouped text')}</a:p>`)}</p:grpSp></p:grpSp>`;

const FIELD = shape(
  40,
  5800000,
  `<a:p>${run('Slide ')}<a:fld id="{5C7A2A3C-1B7B-4F3E-9B6B-2F0E7A4C1D11}" type="slidenum"><a:rPr lang="en-US"/><a:t>1</a:t></a:fld>${run(' of the annual deck')}</a:p>`,
);

function smartArtNode(model: string, text: string): string {
  return `<dgm:pt modelId="{${model}}"><dgm:prSet phldrT="[Text]"/><dgm:spPr/><dgm:t><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US"/><a:t>${text}</a:t></a:r></a:p></dgm:t></dgm:pt><dgm:pt modelId="{P${model}}" type="pres"><dgm:prSet presAssocID="{${model}}" presName="node"/><dgm:spPr/></dgm:pt>`;
}

const SMARTART_DATA = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<dgm:dataModel xmlns:dgm="${DGM}" xmlns:a="${A}" xmlns:r="${REL}"><dgm:ptLst><dgm:pt modelId="{1}" type="doc"><dgm:prSet/><dgm:spPr/><dgm:t><a:bodyPr/><a:lstStyle/><a:p><a:endParaRPr lang="en-US"/></a:p></dgm:t></dgm:pt>${smartArtNode('2', 'Plan the launch')}${smartArtNode('3', 'Ship the product')}</dgm:ptLst><dgm:cxnLst><dgm:cxn modelId="{C1}" srcId="{1}" destId="{2}" srcOrd="0" destOrd="0"/><dgm:cxn modelId="{C2}" srcId="{1}" destId="{3}" srcOrd="1" destOrd="0"/></dgm:cxnLst><dgm:bg/><dgm:whole/><dgm:extLst><a:ext uri="http://schemas.microsoft.com/office/drawing/2008/diagram"><dsp:dataModelExt xmlns:dsp="${DSP}" relId="rIdSmartDrawing" minVer="http://schemas.openxmlformats.org/drawingml/2006/diagram"/></a:ext></dgm:extLst></dgm:dataModel>`;

function drawingShape(model: string, x: number, text: string): string {
  return `<dsp:sp modelId="{P${model}}"><dsp:nvSpPr><dsp:cNvPr id="0" name=""/><dsp:cNvSpPr/></dsp:nvSpPr><dsp:spPr><a:xfrm><a:off x="${x}" y="0"/><a:ext cx="1800000" cy="900000"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:solidFill><a:srgbClr val="4472C4"/></a:solidFill></dsp:spPr><dsp:txBody><a:bodyPr anchor="ctr"/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US" sz="1400"/><a:t>${text}</a:t></a:r></a:p></dsp:txBody><dsp:txXfrm><a:off x="${x}" y="0"/><a:ext cx="1800000" cy="900000"/></dsp:txXfrm></dsp:sp>`;
}

const SMARTART_DRAWING = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<dsp:drawing xmlns:dgm="${DGM}" xmlns:dsp="${DSP}" xmlns:a="${A}"><dsp:spTree><dsp:nvGrpSpPr><dsp:cNvPr id="0" name=""/><dsp:cNvGrpSpPr/></dsp:nvGrpSpPr><dsp:grpSpPr/>${drawingShape('2', 0, 'Plan the launch')}${drawingShape('3', 2000000, 'Ship the product')}</dsp:spTree></dsp:drawing>`;

const SMARTART_FRAME = `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="50" name="Diagram 50"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr><p:xfrm><a:off x="5000000" y="3600000"/><a:ext cx="3800000" cy="900000"/></p:xfrm><a:graphic><a:graphicData uri="${DGM}"><dgm:relIds xmlns:dgm="${DGM}" r:dm="rIdSmartData" r:lo="rIdSmartLayout" r:qs="rIdSmartStyle" r:cs="rIdSmartColors"/></a:graphicData></a:graphic></p:graphicFrame>`;

const SMARTART_PARTS: Record<string, [string, string, string]> = {
  rIdSmartData: ['data1.xml', 'diagramData', SMARTART_DATA],
  rIdSmartDrawing: ['drawing1.xml', 'diagramDrawing', SMARTART_DRAWING],
  rIdSmartLayout: [
    'layout1.xml',
    'diagramLayout',
    `<dgm:layoutDef xmlns:dgm="${DGM}" uniqueId="urn:glossa/test"><dgm:layoutNode name="root"/></dgm:layoutDef>`,
  ],
  rIdSmartStyle: ['quickStyle1.xml', 'diagramStyle', `<dgm:styleDef xmlns:dgm="${DGM}" uniqueId="urn:glossa/style"/>`],
  rIdSmartColors: ['colors1.xml', 'diagramColors', `<dgm:colorsDef xmlns:dgm="${DGM}" uniqueId="urn:glossa/colors"/>`],
};

const CONTENT_TYPES: Record<string, string> = {
  diagramData: 'application/vnd.openxmlformats-officedocument.drawingml.diagramData+xml',
  diagramDrawing: 'application/vnd.ms-office.drawingml.diagramDrawing+xml',
  diagramLayout: 'application/vnd.openxmlformats-officedocument.drawingml.diagramLayout+xml',
  diagramStyle: 'application/vnd.openxmlformats-officedocument.drawingml.diagramStyle+xml',
  diagramColors: 'application/vnd.openxmlformats-officedocument.drawingml.diagramColors+xml',
};

function relType(type: string): string {
  return type === 'diagramDrawing'
    ? 'http://schemas.microsoft.com/office/2007/relationships/diagramDrawing'
    : `${REL}/${type}`;
}

/** Adds a group and a field to slide 2 and 1, and SmartArt to slide 3. */
function addHandWrittenParts(pptx: Uint8Array): Uint8Array {
  const files = unzipSync(pptx);
  const edit = (path: string, change: (text: string) => string) => {
    files[path] = strToU8(change(strFromU8(files[path] as Uint8Array)));
  };
  edit('ppt/slides/slide1.xml', (xml) => xml.replace('</p:spTree>', `${FIELD}</p:spTree>`));
  edit('ppt/slides/slide2.xml', (xml) => xml.replace('</p:spTree>', `${GROUP}</p:spTree>`));
  edit('ppt/slides/slide3.xml', (xml) => xml.replace('</p:spTree>', `${SMARTART_FRAME}</p:spTree>`));
  let rels = '';
  let types = '';
  for (const [id, [name, type, xml]] of Object.entries(SMARTART_PARTS)) {
    files[`ppt/diagrams/${name}`] = strToU8(xml);
    rels += `<Relationship Id="${id}" Type="${relType(type)}" Target="../diagrams/${name}"/>`;
    types += `<Override PartName="/ppt/diagrams/${name}" ContentType="${CONTENT_TYPES[type]}"/>`;
  }
  edit('ppt/slides/_rels/slide3.xml.rels', (xml) => xml.replace('</Relationships>', `${rels}</Relationships>`));
  edit('[Content_Types].xml', (xml) => xml.replace('</Types>', `${types}</Types>`));
  return zipSync(files);
}

function cells(texts: string[]): { text: string }[] {
  return texts.map((text) => ({ text }));
}

/**
 * A slide master with a footer text box every slide shows, and a body placeholder whose prompt
 * only the editor shows.
 */
function footedMaster(pres: PptxGenJS, title: string, footer: string, prompt: string): void {
  pres.defineSlideMaster({
    title,
    objects: [
      { text: { text: footer, options: { x: 0.3, y: 5.2, w: 5, h: 0.3, fontSize: 10 } } },
      { placeholder: { options: { name: 'points', type: 'body', x: 0.5, y: 3.8, w: 9, h: 1.2 }, text: prompt } },
    ],
  });
}

/**
 * A three-slide deck: formatted runs with a link and a line break, bullets, a slide-number field,
 * notes, a master with text; a table and a group of shapes; a chart and SmartArt.
 */
export async function reviewDeck(): Promise<Uint8Array> {
  const pres = new PptxGenJS();
  footedMaster(pres, 'BRANDED', 'Company confidential', 'Click to add the figures of the quarter');
  const first = pres.addSlide({ masterName: 'BRANDED' });
  first.addText('Annual review', { x: 0.5, y: 0.3, w: 9, h: 0.8, fontSize: 32, bold: true });
  first.addText(
    [
      { text: 'Our team ' },
      { text: 'doubled', options: { bold: true } },
      { text: ' its ' },
      { text: 'revenue', options: { hyperlink: { url: 'https://example.com/revenue' } } },
      { text: ' this year.' },
      { text: 'A second line after a break.', options: { softBreakBefore: true } },
    ],
    { x: 0.5, y: 1.3, w: 9, h: 1 },
  );
  first.addText(
    [
      { text: 'Customers are happy', options: { bullet: true, breakLine: true } },
      { text: 'Costs went down', options: { bullet: true } },
    ],
    { x: 0.5, y: 2.5, w: 9, h: 1.2 },
  );
  first.addNotes('Remember to thank the sales team.');

  const second = pres.addSlide();
  second.addText('Results by region', { x: 0.5, y: 0.3, w: 9, h: 0.8, fontSize: 28 });
  second.addTable(
    [
      [
        { text: 'Region', options: { bold: true } },
        { text: 'Result', options: { bold: true } },
      ],
      cells(['Northern offices', 'Strong growth']),
    ],
    { x: 0.5, y: 1.3, w: 8 },
  );

  const third = pres.addSlide();
  third.addChart(pres.ChartType.bar, [{ name: 'Revenue', labels: ['North', 'South'], values: [10, 20] }], {
    x: 0.5,
    y: 0.3,
    w: 5,
    h: 3,
    showTitle: true,
    title: 'Sales by region',
  });
  const bytes = (await pres.write({ outputType: 'uint8array' })) as Uint8Array;
  return addHandWrittenParts(new Uint8Array(bytes));
}

/**
 * A plain deck of `slides` slides: a title and bullets on each, a table every fifth slide.
 * For the benchmark and quick tests.
 */
export async function plainDeck(slides: number): Promise<Uint8Array> {
  const pres = new PptxGenJS();
  for (let n = 1; n <= slides; n++) {
    const slide = pres.addSlide();
    slide.addText(`Progress report for week ${n}`, { x: 0.5, y: 0.3, w: 9, h: 0.8, fontSize: 28, bold: true });
    slide.addText(
      [
        { text: 'The team finished the planned work on time.', options: { bullet: true, breakLine: true } },
        { text: 'Customers asked for ', options: { bullet: true } },
        { text: 'faster delivery', options: { bold: true } },
        { text: ' and better support.', options: { breakLine: true } },
        { text: 'Next week we will review the budget with the board.', options: { bullet: true } },
      ],
      { x: 0.5, y: 1.3, w: 9, h: 2.5 },
    );
    if (n % 5 === 0) {
      slide.addTable(
        [
          cells(['Task', 'Owner', 'Status']),
          cells(['Write the report', 'Anna', 'Done']),
          cells(['Check the numbers', 'Ben', 'In progress']),
        ],
        { x: 0.5, y: 3.9, w: 9, fontSize: 12 },
      );
    }
  }
  return new Uint8Array((await pres.write({ outputType: 'uint8array' })) as Uint8Array);
}

/**
 * Slides of short titles, as many real decks are, with speaker notes on most of them and a
 * master that puts a footer text box on every slide (besides a placeholder's prompt, which no
 * slide shows).
 */
export async function titlesDeck(): Promise<Uint8Array> {
  const pres = new PptxGenJS();
  footedMaster(pres, 'FOOTED', 'Prepared by the finance team', 'Click to add the points of this slide');
  const titles = ['Agenda', 'Results', 'Budget', 'Team', 'Next steps', 'Questions?'];
  const notes = [
    'Welcome everyone.',
    'Mention the record quarter.',
    'Ask for the new budget.',
    undefined,
    'Dates follow by mail.',
    undefined,
  ];
  titles.forEach((title, index) => {
    const slide = pres.addSlide({ masterName: 'FOOTED' });
    slide.addText(title, { x: 0.5, y: 0.3, w: 9, h: 0.8, fontSize: 32, bold: true });
    const note = notes[index];
    if (note) slide.addNotes(note);
  });
  return new Uint8Array((await pres.write({ outputType: 'uint8array' })) as Uint8Array);
}

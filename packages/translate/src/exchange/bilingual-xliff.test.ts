import { DOMParser, type Element as XmlElement } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { linearBound, timeGrowth } from '../../test/linear-time.ts';
import { FormatError } from '../formats/document-format.ts';
import { type BilingualUnit, writeBilingualXliff, XLIFF_NAMESPACES, type XliffVersion } from './bilingual-xliff.ts';
import { readBilingualXliff } from './bilingual-xliff-read.ts';
import { decodeUnitId, encodeUnitId, sameOnExport } from './xliff-codes.ts';

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text);

const UNITS: BilingualUnit[] = [
  {
    id: 'word/document.xml#p1.s0',
    source: 'Click <g1>here</g1> to <x2/> save.',
    target: 'Klicken Sie <g1>hier</g1>, um <x2/> zu speichern.',
    state: 'translated',
  },
  {
    id: 'word/document.xml#p2',
    source: 'a < b & c > d ]]> "q" \'s\'',
    target: 'a < b & c > d ]]> „q“',
    state: 'reviewed',
  },
  { id: 'p_3', source: 'Not yet.', target: null, state: 'translated' },
  {
    id: 'p4',
    source: 'Literal <br> and <g0> stay text.',
    target: 'Wörtlich <br> und <g0> bleiben Text.',
    state: 'translated',
  },
  {
    id: 'p5',
    source: ' Spaces  kept \r\n and tabs\t.',
    target: ' Leerzeichen  bleiben \r\n und Tabs\t.',
    state: 'translated',
  },
  { id: 'p6', source: 'Emoji 😀 and 中文.', target: 'Emoji 😀 und 中文.', state: 'translated' },
  {
    id: 'p7',
    source: 'Crossed <g1>a<g2>b</g1>c</g2> tags.',
    target: 'Gekreuzte <g1>a<g2>b</g1>c</g2> Tags.',
    state: 'translated',
  },
  {
    id: 'p8',
    source: 'Same id <g1>pair</g1> and <x1/> code.',
    target: 'Gleiche <g1>Paar</g1> und <x1/> Code.',
    state: 'translated',
  },
];

function parse(text: string): XmlElement {
  const errors: string[] = [];
  const doc = new DOMParser({
    onError: (level, message) => level !== 'warning' && errors.push(message),
  }).parseFromString(text, 'application/xml');
  expect(errors).toEqual([]);
  return doc.documentElement as XmlElement;
}

function children(element: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  for (let node = element.firstChild; node; node = node.nextSibling)
    if (node.nodeType === 1) out.push(node as XmlElement);
  return out;
}

function attributes(element: XmlElement): string[] {
  return Array.from({ length: element.attributes.length }, (_, i) => element.attributes.item(i)?.name ?? '').sort();
}

/** Every element below `root`, with the element that holds it. */
function* walk(root: XmlElement, parent?: XmlElement): Generator<[XmlElement, XmlElement | undefined]> {
  yield [root, parent];
  for (const child of children(root)) yield* walk(child, root);
}

const NMTOKEN = /^[A-Za-z0-9._:-]+$/;

/**
 * The XLIFF 2.1 core structure (OASIS XLIFF 2.1, §4): the elements each may hold, the attributes
 * each may carry (those this writer uses), required attributes and the id rules.
 */
const CORE_21: Record<string, { parent: string[]; attributes: string[]; required: string[] }> = {
  xliff: { parent: [], attributes: ['srcLang', 'trgLang', 'version', 'xmlns'], required: ['srcLang', 'version'] },
  file: { parent: ['xliff'], attributes: ['glossa:version', 'id', 'original', 'xmlns:glossa'], required: ['id'] },
  unit: { parent: ['file'], attributes: ['id', 'name'], required: ['id'] },
  segment: { parent: ['unit'], attributes: ['state'], required: [] },
  source: { parent: ['segment'], attributes: ['xml:space'], required: [] },
  target: { parent: ['segment'], attributes: ['xml:space'], required: [] },
  pc: { parent: ['source', 'target', 'pc'], attributes: ['id'], required: ['id'] },
  ph: { parent: ['source', 'target', 'pc'], attributes: ['id'], required: ['id'] },
  sc: { parent: ['source', 'target', 'pc'], attributes: ['id'], required: ['id'] },
  ec: { parent: ['source', 'target', 'pc'], attributes: ['startRef'], required: ['startRef'] },
  cp: { parent: ['source', 'target', 'pc'], attributes: ['hex'], required: ['hex'] },
};

/** The XLIFF 1.2 structure (OASIS XLIFF 1.2, strict schema) for the elements this writer uses. */
const CORE_12: Record<string, { parent: string[]; attributes: string[]; required: string[] }> = {
  xliff: { parent: [], attributes: ['version', 'xmlns'], required: ['version'] },
  file: {
    parent: ['xliff'],
    attributes: ['datatype', 'glossa:version', 'original', 'source-language', 'target-language', 'xmlns:glossa'],
    required: ['datatype', 'original', 'source-language'],
  },
  body: { parent: ['file'], attributes: [], required: [] },
  'trans-unit': { parent: ['body'], attributes: ['id', 'resname', 'xml:space'], required: ['id'] },
  source: { parent: ['trans-unit'], attributes: [], required: [] },
  target: { parent: ['trans-unit'], attributes: ['state'], required: [] },
  g: { parent: ['source', 'target', 'g'], attributes: ['id'], required: ['id'] },
  x: { parent: ['source', 'target', 'g'], attributes: ['id'], required: ['id'] },
  bx: { parent: ['source', 'target', 'g'], attributes: ['id', 'rid'], required: ['id'] },
  ex: { parent: ['source', 'target', 'g'], attributes: ['id', 'rid'], required: ['id'] },
};

function checkStructure(text: string, version: XliffVersion) {
  const root = parse(text);
  const core = version === '2.1' ? CORE_21 : CORE_12;
  expect(root.localName).toBe('xliff');
  expect(root.namespaceURI).toBe(XLIFF_NAMESPACES[version]);
  expect(root.getAttribute('version')).toBe(version);
  for (const [element, parent] of walk(root)) {
    const name = element.localName as string;
    const rule = core[name];
    expect(rule, `<${name}> is no element of XLIFF ${version} here`).toBeDefined();
    if (!rule) continue;
    expect(element.namespaceURI).toBe(XLIFF_NAMESPACES[version]);
    expect(rule.parent).toEqual(parent ? expect.arrayContaining([parent.localName]) : []);
    for (const attribute of attributes(element)) expect(rule.attributes, `${name}@${attribute}`).toContain(attribute);
    for (const attribute of rule.required) expect(element.hasAttribute(attribute), `${name}@${attribute}`).toBe(true);
    if (element.hasAttribute('xml:space')) expect(element.getAttribute('xml:space')).toBe('preserve');
  }
  return root;
}

function units(root: XmlElement, name: string): XmlElement[] {
  return [...walk(root)].map(([element]) => element).filter((element) => element.localName === name);
}

/** The test version (UNITS, English to German) as an export of this XLIFF version asks for it. */
const versionFile = (version: '2.1' | '1.2') => ({
  version,
  sourceLanguage: 'en',
  targetLanguage: 'de',
  original: 'report.docx',
  versionId: '01900000-0000-7000-8000-00000000000a',
  units: UNITS,
});

describe('a version as XLIFF 2.1', () => {
  const text = writeBilingualXliff(versionFile('2.1'));

  it('is well-formed XLIFF 2.1: its namespace, version, languages, one unit per segment in order', () => {
    const root = checkStructure(text, '2.1');
    expect([root.getAttribute('srcLang'), root.getAttribute('trgLang')]).toEqual(['en', 'de']);
    const unitElements = units(root, 'unit');
    expect(unitElements.map((unit) => unit.getAttribute('name'))).toEqual(UNITS.map((unit) => unit.id));
    const ids = unitElements.map((unit) => unit.getAttribute('id') ?? '');
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(NMTOKEN);
    expect(units(root, 'segment').map((segment) => segment.getAttribute('state'))).toEqual([
      'translated',
      'reviewed',
      'initial',
      'translated',
      'translated',
      'translated',
      'translated',
      'translated',
    ]);
    // A segment not translated has no target (XLIFF 2.1: state "initial" only).
    expect(children(unitElements[2] as XmlElement)[0]?.getElementsByTagName('target').length).toBe(0);
    // Inline codes: ids unique among the codes of a source (a standalone code beside a pair with its number).
    for (const source of units(root, 'source')) {
      const codes = units(source, 'pc').concat(units(source, 'ph'), units(source, 'sc'));
      const codeIds = codes.map((code) => code.getAttribute('id'));
      expect(new Set(codeIds).size).toBe(codeIds.length);
    }
  });

  it('writes tags as pc and ph, crossed pairs as sc and ec, and text escaped', () => {
    expect(text).toContain(
      '<target xml:space="preserve">Klicken Sie <pc id="1">hier</pc>, um <ph id="2"/> zu speichern.</target>',
    );
    expect(text).toContain('<source xml:space="preserve">a &lt; b &amp; c &gt; d ]]&gt; "q" \'s\'</source>');
    expect(text).toContain('Literal &lt;br&gt; and &lt;g0&gt; stay text.');
    expect(text).toContain('Crossed <sc id="1"/>a<sc id="2"/>b<ec startRef="1"/>c<ec startRef="2"/> tags.');
    expect(text).toContain('Same id <pc id="1">pair</pc> and <ph id="x1"/> code.');
    expect(text).toContain(' Spaces  kept &#13;\n and tabs\t.');
    expect(text).toContain('<unit id="word_2f_document.xml_23_p1.s0" name="word/document.xml#p1.s0">');
  });

  it('reads back every id, source and target as they were', () => {
    const read = readBilingualXliff(bytes(text));
    expect(read.family).toBe(2);
    expect(read.versionIds).toEqual(['01900000-0000-7000-8000-00000000000a']);
    expect(read.units).toEqual(UNITS.map((unit) => ({ id: unit.id, source: unit.source, target: unit.target })));
  });
});

describe('a version as XLIFF 1.2', () => {
  const text = writeBilingualXliff(versionFile('1.2'));

  it('is well-formed XLIFF 1.2: its namespace, languages, one trans-unit per segment in order', () => {
    const root = checkStructure(text, '1.2');
    const fileElement = children(root)[0] as XmlElement;
    expect(attributes(fileElement).map((name) => [name, fileElement.getAttribute(name)])).toEqual([
      ['datatype', 'plaintext'],
      ['glossa:version', '01900000-0000-7000-8000-00000000000a'],
      ['original', 'report.docx'],
      ['source-language', 'en'],
      ['target-language', 'de'],
      ['xmlns:glossa', 'urn:glossa:xliff-exchange'],
    ]);
    const transUnits = units(root, 'trans-unit');
    expect(transUnits.map((unit) => [unit.getAttribute('id'), unit.getAttribute('resname')])).toEqual(
      UNITS.map((unit) => [unit.id, unit.id]),
    );
    expect(units(root, 'target').map((target) => target.getAttribute('state'))).toEqual([
      'translated',
      'translated',
      'needs-translation',
      'translated',
      'translated',
      'translated',
      'translated',
      'translated',
    ]);
  });

  it('writes tags as g and x, crossed pairs as bx and ex', () => {
    expect(text).toContain(
      '<target state="translated">Klicken Sie <g id="1">hier</g>, um <x id="2"/> zu speichern.</target>',
    );
    expect(text).toContain(
      'Crossed <bx id="1" rid="1"/>a<bx id="2" rid="2"/>b<ex id="e1" rid="1"/>c<ex id="e2" rid="2"/> tags.',
    );
    expect(text).toContain('<target state="needs-translation"/>');
  });

  it('reads back every id, source and target as they were', () => {
    const read = readBilingualXliff(bytes(text));
    expect(read.family).toBe(1);
    expect(read.versionIds).toEqual(['01900000-0000-7000-8000-00000000000a']);
    expect(read.units).toEqual(
      UNITS.map((unit) => ({ id: unit.id, source: unit.source, target: unit.target === null ? '' : unit.target })),
    );
  });
});

describe('characters XML cannot hold', () => {
  const unit = {
    id: 's1',
    source: 'Bell\u0007 and form\u000C feed \uD800 alone',
    target: 'Glocke\u0007 \uFFFF',
    state: 'translated' as const,
  };

  it('are <cp> codes in 2.1 and read back as they were; a lone surrogate becomes U+FFFD', () => {
    const text = writeBilingualXliff({
      version: '2.1',
      sourceLanguage: 'en',
      targetLanguage: 'de',
      original: 'a.txt',
      units: [unit],
    });
    expect(text).toContain('Bell<cp hex="0007"/> and form<cp hex="000C"/> feed \uFFFD alone');
    checkStructure(text, '2.1');
    const [read] = readBilingualXliff(bytes(text)).units;
    expect(read?.source).toBe('Bell\u0007 and form\u000C feed \uFFFD alone');
    expect(read?.target).toBe('Glocke\u0007 \uFFFF');
    expect(read?.target).toBe(sameOnExport(unit.target, '2.1'));
  });

  it('are left out in 1.2, which cannot carry them; the file stays well-formed', () => {
    const text = writeBilingualXliff({
      version: '1.2',
      sourceLanguage: 'en',
      targetLanguage: 'de',
      original: 'a\u0001"b.txt',
      units: [unit],
    });
    checkStructure(text, '1.2');
    const [read] = readBilingualXliff(bytes(text)).units;
    expect(read?.target).toBe('Glocke ');
    expect(read?.target).toBe(sameOnExport(unit.target, '1.2'));
  });
});

describe('unit ids', () => {
  it('encode any segment id as an NMTOKEN and decode it back', () => {
    for (const id of ['word/document.xml#p1.s0', 'a_b', 'x:y z', 'ünï/😀', '', '_5f_']) {
      const encoded = encodeUnitId(id);
      if (id) expect(encoded).toMatch(NMTOKEN);
      expect(decodeUnitId(encoded)).toBe(id);
    }
    expect(decodeUnitId('a#b')).toBeUndefined();
    expect(decodeUnitId('_110000_')).toBeUndefined();
  });
});

const wrap2 = (target: string, source = 'A <pc id="1">b</pc> <ph id="2"/> c') =>
  `<?xml version="1.0"?><xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.1" srcLang="en" trgLang="de"><file id="f"><unit id="u1"><segment><source>${source}</source><target>${target}</target></segment></unit></file></xliff>`;
const wrap12 = (target: string) =>
  `<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2"><file original="a" source-language="en" datatype="plaintext"><body><trans-unit id="u1"><source>A</source><target>${target}</target></trans-unit></body></file></xliff>`;

describe('what CAT tools write back', () => {
  it('keeps the text of annotations and markers, and joins a unit split into segments', () => {
    const read = (xml: string) => readBilingualXliff(bytes(xml)).units[0];
    expect(read(wrap2('X <mrk id="m1" type="term">Y</mrk><sm id="s"/>Z<em startRef="s"/>'))).toEqual({
      id: 'u1',
      source: 'A <g1>b</g1> <x2/> c',
      target: 'X YZ',
    });
    const split = `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en"><file id="f"><group id="g"><unit id="u1"><segment><source>One.</source><target>Eins.</target></segment><ignorable><source> </source></ignorable><segment id="2"><source><pc id="1">Two.</pc></source><target><pc id="1">Zwei.</pc></target></segment></unit></group></file></xliff>`;
    expect(read(split)).toEqual({ id: 'u1', source: 'One. <g1>Two.</g1>', target: 'Eins. <g1>Zwei.</g1>' });
    // A unit with a segment left untranslated has no target to take.
    expect(read(split.replace('<target>Eins.</target>', ''))?.target).toBeNull();
    // XLIFF 1.2 segmentation marks (Trados) and paired codes as bx/ex.
    expect(read(wrap12('<mrk mtype="seg" mid="1">One <bx id="9" rid="1"/>b<ex id="10" rid="1"/></mrk>'))?.target).toBe(
      'One <g1>b</g1>',
    );
  });

  it('marks a target with a code that is no IR tag, or text that reads as a tag', () => {
    const problem = (xml: string) => readBilingualXliff(bytes(xml)).units[0]?.problem;
    expect(problem(wrap2('<pc id="1">ok</pc>'))).toBeUndefined();
    expect(problem(wrap2('<pc id="a">b</pc>'))).toBe('inlineCode');
    expect(problem(wrap2('<ph id="0"/>'))).toBe('inlineCode');
    expect(problem(wrap2('<foo/>'))).toBe('inlineCode');
    expect(problem(wrap2('<o:pc xmlns:o="urn:other" id="1">b</o:pc>'))).toBe('inlineCode');
    expect(problem(wrap2('typed &lt;g1&gt; by hand'))).toBe('inlineCode');
    expect(problem(wrap2('<cp hex="110000"/>'))).toBe('inlineCode');
    expect(problem(wrap12('<ph id="1">&lt;b&gt;</ph>'))).toBe('inlineCode');
    expect(problem(wrap12('<bpt id="1">&lt;b&gt;</bpt>'))).toBe('inlineCode');
  });
});

describe('a file that is not safe or not XLIFF', () => {
  const code = (input: string | Uint8Array) => {
    try {
      readBilingualXliff(typeof input === 'string' ? bytes(input) : input);
      return 'read';
    } catch (error) {
      return error instanceof FormatError ? error.code : String(error);
    }
  };

  it('refuses a document type or entities, wherever they are', () => {
    expect(code(`<?xml version="1.0"?><!DOCTYPE xliff [<!ENTITY a "aaaa">]>${wrap2('&a;')}`)).toBe('unsafe');
    expect(
      code(
        `<?xml version="1.0"?><!-- ${'x'.repeat(10_000)} --><!DOCTYPE xliff SYSTEM "file:///etc/passwd">${wrap2('x')}`,
      ),
    ).toBe('unsafe');
    expect(code(`${'<pc id="1">'.repeat(300)}`)).toBe('unsafe');
  });

  it('says when XML is damaged, and when it is not XLIFF', () => {
    expect(code(wrap2('<pc id="1">open'))).toBe('corrupt');
    expect(code(wrap2('<pc id="1">a</ph>'))).toBe('corrupt');
    expect(code(wrap2('x').slice(0, -20))).toBe('corrupt');
    expect(code('<html><body>Hello</body></html>')).toBe('unsupported');
    expect(code(wrap2('x').replace('version="2.1"', 'version="3.0"'))).toBe('unsupported');
    expect(code(wrap2('x').replace('urn:oasis:names:tc:xliff:document:2.0', 'urn:example'))).toBe('unsupported');
    expect(code(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 0, 0, 0xff, 0xfe, 0]))).toBe('unsupported');
  });
});

describe('cost', () => {
  const many = (count: number): BilingualUnit[] =>
    Array.from({ length: count }, (_, i) => ({
      id: `word/document.xml#p${i}`,
      source: `Sentence <g1>number</g1> ${i} & more <x2/>.`,
      target: `Satz <g1>Nummer</g1> ${i} & mehr <x2/>.`,
      state: 'translated',
    }));

  it('writes and reads 10,000 sentences', () => {
    for (const version of ['2.1', '1.2'] as const) {
      const text = writeBilingualXliff({
        version,
        sourceLanguage: 'en',
        targetLanguage: 'de',
        original: 'a.docx',
        units: many(10_000),
      });
      const read = readBilingualXliff(bytes(text));
      expect(read.units).toHaveLength(10_000);
      expect(read.units[9_999]).toMatchObject({
        id: 'word/document.xml#p9999',
        target: 'Satz <g1>Nummer</g1> 9999 & mehr <x2/>.',
      });
    }
  });

  it('reads in time linear in the file, however its units and codes are laid out', async () => {
    const file = (count: number) =>
      bytes(
        writeBilingualXliff({
          version: '2.1',
          sourceLanguage: 'en',
          targetLanguage: 'de',
          original: 'a',
          units: many(count),
        }),
      );
    expect((await timeGrowth(file, (input) => readBilingualXliff(input), 500)).ratio).toBeLessThan(linearBound());
    // One unit with a long run of codes and text that looks like tags.
    const long = (count: number) => bytes(wrap2(`${'<pc id="1">a</pc><ph id="2"/>&lt;g'.repeat(count)}`));
    expect((await timeGrowth(long, (input) => readBilingualXliff(input), 2_000)).ratio).toBeLessThan(linearBound());
  });

  it('writes in time linear in the sentences', async () => {
    const write = (input: BilingualUnit[]) =>
      writeBilingualXliff({ version: '2.1', sourceLanguage: 'en', targetLanguage: 'de', original: 'a', units: input });
    expect((await timeGrowth(many, write, 1_000)).ratio).toBeLessThan(linearBound());
  });
});

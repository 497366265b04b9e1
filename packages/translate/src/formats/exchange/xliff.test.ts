import { describe, expect, it } from 'vitest';
import { parseXml } from '../safe-xml.ts';
import { readUtf8, roundTrip, shout, utf8 } from '../test-kit.ts';
import { XLIFF_12, XLIFF_20 } from './test-samples.ts';
import { xliff } from './xliff.ts';

describe('XLIFF 1.2', () => {
  it('makes every source and seg-source segment a segment, inline codes as tags', async () => {
    const { segments } = await roundTrip(xliff, XLIFF_12);
    expect(segments.map((s) => s.text)).toEqual([
      'Click <g1>here</g1> to <x2/> save & close.',
      'The <x1/>red<x2/> <x3/>house <x4/>is big.',
      'My brother works.',
      'We are going to the beach.',
      'The dog <x1/> sleeps.',
    ]);
    expect(segments[0]?.context).toEqual({ part: 'trans-unit 1', note: 'Button label' });
  });

  it('fills and replaces targets with the original inline elements, and touches nothing else', async () => {
    const { output } = await roundTrip(xliff, XLIFF_12, shout);
    const expected = XLIFF_12.replace('datatype="html">', 'datatype="html" target-language="es">')
      .replace(
        'save &amp; close.</source>\n',
        'save &amp; close.</source>\n          <target state="translated">CLICK <g id="1" ctype="bold">HERE</g> TO <x id="2" ctype="image"/> SAVE &amp; CLOSE.</target>\n',
      )
      .replace(
        '<target state="needs-translation">Old text</target>',
        '<target state="translated">THE <bx id="3"/>RED<ex id="4"/> <ph id="5">&lt;br/&gt;</ph>HOUSE <it id="6" pos="open">&lt;i&gt;</it>IS BIG.</target>',
      )
      .replace(
        'the beach.</mrk></seg-source>\n',
        'the beach.</mrk></seg-source>\n        <target state="translated"><mrk mtype="seg" mid="1">MY BROTHER WORKS.</mrk> <mrk mtype="seg" mid="2">WE ARE GOING TO THE BEACH.</mrk></target>\n',
      )
      .replace('<target/>', '<target state="translated">THE DOG <mrk mtype="protected">Rex</mrk> SLEEPS.</target>');
    expect(output).toBe(expected);
  });

  it('leaves a unit whose translation is missing exactly as it was', async () => {
    const { segments, skeleton } = await xliff.extract(utf8(XLIFF_12));
    const some = new Map(segments.filter((s) => s.id !== 'u2' && s.id !== 'u3').map((s) => [s.id, s.text]));
    const output = readUtf8(
      await xliff.rebuild(skeleton, some, 'translated', { sourceLanguage: 'en', targetLanguage: 'de' }),
    );
    expect(output).toContain('<target state="needs-translation">Old text</target>');
    expect(output).toContain('the beach.</mrk></seg-source>\n      </trans-unit>');
    expect(output).toContain('target-language="de"');
  });

  it('keeps approved and final units when the file is already for a target language', async () => {
    const source = XLIFF_12.replace('datatype="html">', 'datatype="html" target-language="es">').replace(
      '<trans-unit id="3">',
      '<trans-unit id="3" approved="yes">',
    );
    const { segments, output } = await roundTrip(xliff, source, shout);
    expect(segments.map((s) => s.text)).not.toContain('The <x1/>red<x2/> <x3/>house <x4/>is big.');
    expect(output).toContain('<target state="needs-translation">Old text</target>');
  });

  it('puts the formatting back when the tags come back lost', async () => {
    const { output } = await roundTrip(xliff, XLIFF_12, (text, id) =>
      id === 'u1' ? 'Haga clic aquí para guardar y cerrar.' : text,
    );
    expect(output).toContain(
      '<target state="translated"><g id="1" ctype="bold">Haga clic aquí para <x id="2" ctype="image"/> guardar y cerrar.</g></target>',
    );
  });
});

describe('XLIFF 2', () => {
  it('translates each segment and marks it translated, skipping translate="no" and ignorables', async () => {
    const { segments, output } = await roundTrip(xliff, XLIFF_20, shout);
    expect(segments.map((s) => s.text)).toEqual([
      'The <g1>old</g1> dog <x2/>sleeps near the door.',
      'The <x1/>house<x2/> is <x3/>.',
      'My brother works in the city.',
    ]);
    expect(segments[0]?.context).toEqual({ part: 'unit u1/s1', note: 'Greeting on the home page' });
    const expected = XLIFF_20.replace('srcLang="en">', 'srcLang="en" trgLang="es">')
      .replace('<segment id="s1">', '<segment id="s1" state="translated">')
      .replace(
        'sleeps near the door.</source>\n',
        'sleeps near the door.</source>\n    <target>THE <pc id="1" dataRefStart="d1" dataRefEnd="d2">OLD</pc> DOG <ph id="2" dataRef="d3"/>SLEEPS NEAR THE DOOR.</target>\n',
      )
      .replace('state="initial"', 'state="translated"')
      .replace(
        '<target/>',
        '<target>THE <sc id="3"/>HOUSE<ec startRef="3"/> IS <mrk id="m1" translate="no">Villa Rosa</mrk>.</target>',
      )
      .replace('<target>Mi hermano</target>', '<target>MY BROTHER WORKS IN THE CITY.</target>');
    expect(output).toBe(expected);
    expect(() => parseXml(output)).not.toThrow();
  });

  it('comes back byte-identical when its targets already hold the translation', async () => {
    const done = XLIFF_20.replace('srcLang="en">', 'srcLang="en" trgLang="es">').replace(
      '<target>Mi hermano</target>',
      '<target>My brother works in the city.</target>',
    );
    const { segments, skeleton } = await xliff.extract(utf8(done));
    const identity = new Map(segments.map((s) => [s.id, s.text]));
    const bytes = await xliff.rebuild(skeleton, identity, 'translated', { sourceLanguage: 'en', targetLanguage: 'es' });
    const again = readUtf8(bytes);
    const { segments: second, skeleton: next } = await xliff.extract(bytes);
    const rebuilt = await xliff.rebuild(next, new Map(second.map((s) => [s.id, s.text])), 'translated', {
      sourceLanguage: 'en',
      targetLanguage: 'es',
    });
    expect(readUtf8(rebuilt)).toBe(again);
    expect(again).toContain(
      '<segment state="translated"><source>My brother works in the city.</source><target>My brother works in the city.</target>',
    );
  });

  it('keeps final segments of a file already meant for the target language', async () => {
    const source = XLIFF_20.replace('srcLang="en">', 'srcLang="en" trgLang="es">').replace(
      '<segment state="translated">',
      '<segment state="final">',
    );
    const { segments, output } = await roundTrip(xliff, source, shout);
    expect(segments).toHaveLength(2);
    expect(output).toContain(
      '<segment state="final"><source>My brother works in the city.</source><target>Mi hermano</target>',
    );
  });

  it('keeps UTF-16 and legacy encodings, and declares UTF-8 when the old one cannot hold the translation', async () => {
    const text = `\uFEFF${XLIFF_20.replace('encoding="UTF-8"', 'encoding="UTF-16"')}`;
    const utf16 = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i++) new DataView(utf16.buffer).setUint16(i * 2, text.charCodeAt(i), true);
    const { bytes } = await roundTrip(xliff, utf16, shout);
    expect([...bytes.slice(0, 2)]).toEqual([0xff, 0xfe]);
    expect(new TextDecoder('utf-16le').decode(bytes)).toContain('<target>MY BROTHER WORKS IN THE CITY.</target>');
    const latin = XLIFF_20.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
    const greek = await roundTrip(xliff, latin, () => 'Καλημέρα', 'translated', 'el');
    expect(greek.output).toContain('<?xml version="1.0" encoding="UTF-8"?>');
    expect(greek.output).toContain('<target>Καλημέρα</target>');
    const french = await roundTrip(xliff, latin, () => 'Café', 'translated', 'fr');
    expect(french.bytes.includes(0xe9)).toBe(true);
    expect(french.output).toContain('encoding="ISO-8859-1"');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { englishToSpanishApertium } from '../../../test/apertium.ts';
import type { ApertiumEngine } from '../../engines/apertium/apertium-engine.ts';
import { PseudoEngine } from '../../engines/pseudo.ts';
import { looksSpanish, pdfSize, readUtf8, translateWithEngine, utf8 } from '../test-kit.ts';
import { appleStrings } from './apple-strings.ts';
import { arb } from './arb.ts';
import { csv } from './csv.ts';
import { ini } from './ini.ts';
import { json } from './json.ts';
import { properties } from './properties.ts';
import { resx } from './resx.ts';
import { txt } from './txt.ts';
import { yaml } from './yaml.ts';

const pseudo = new PseudoEngine();

describe('data formats through the pipeline (pseudo engine)', () => {
  it('keeps every file readable by its own kind of parser', async () => {
    const catalogue = await translateWithEngine(
      json,
      '{"menu": {"open": "Open file", "count": "{n} files"}, "id": 7}',
      pseudo,
    );
    const data = JSON.parse(catalogue.text);
    expect(data.id).toBe(7);
    expect(data.menu.count).toMatch(/^⟦\{n\} .+⟧$/);

    const config = await translateWithEngine(yaml, 'title: Good morning\nretries: 3\nitems:\n  - Red apple\n', pseudo);
    expect(parseYaml(config.text)).toMatchObject({ retries: 3, title: expect.stringMatching(/^⟦.+⟧$/) });

    const messages = await translateWithEngine(
      arb,
      '{"@@locale": "en", "n": "{c, plural, one{One cat} other{{c} cats}}"}',
      pseudo,
    );
    expect(JSON.parse(messages.text).n).toMatch(/^\{c, plural, one\{⟦.+⟧\} other\{⟦\{c\} .+⟧\}\}$/);

    const bundle = await translateWithEngine(properties, 'save=Save the file\nport=8080\n', pseudo);
    expect(bundle.text).toMatch(/^save=\\u27e6.+\\u27e7\nport=8080\n$/);

    const strings = await translateWithEngine(appleStrings, '"save" = "Save the \\"file\\"";\n', pseudo);
    expect(strings.text).toMatch(/^"save" = "⟦.+\\"ƒîļé.*\\"⟧";\n$/);

    const settings = await translateWithEngine(ini, '[ui]\ntitle = Main window\n', pseudo);
    expect(settings.text).toMatch(/^\[ui\]\ntitle = ⟦.+⟧\n$/);

    const resources = await translateWithEngine(
      resx,
      '<root><data name="a" xml:space="preserve"><value>Fish &amp; chips</value></data></root>',
      pseudo,
    );
    expect(resources.text).toMatch(
      /^<root><data name="a" xml:space="preserve"><value>⟦.+ &amp; .+⟧<\/value><\/data><\/root>$/,
    );
  });
});

describe('data formats with Apertium (eng→spa)', () => {
  let apertium: ApertiumEngine;
  beforeAll(async () => {
    apertium = await englishToSpanishApertium();
  });
  afterAll(async () => apertium?.close());

  it('translates a CSV sheet into Spanish that LibreOffice opens and prints', async () => {
    const sheet =
      'Product,Price,Description\nRed house,120000,The house is red and big.\nGreen car,9000,The car is very fast.\n';
    const { output } = await translateWithEngine(csv, sheet, apertium);
    const back = await csv.extract(output);
    expect(back.segments.map((s) => s.text).join(' ')).toSatisfy(looksSpanish);
    expect(readUtf8(output)).toContain(',120000,');
    expect(await pdfSize('sheet.csv', output)).toBeGreaterThan(0);
  });

  it('translates a text file into Spanish, and pairs paragraphs in the bilingual mode', async () => {
    const { text } = await translateWithEngine(
      txt,
      'The house is red.\n\nThe dog is big.\n',
      apertium,
      'source-then-target',
    );
    expect(text.split('\n\n')).toHaveLength(4);
    expect(text.startsWith('The house is red.\n\n')).toBe(true);
    expect(text).toSatisfy(looksSpanish);
    expect(utf8(text).length).toBeGreaterThan(0);
  });
});

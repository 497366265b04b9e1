import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishToSpanishApertium } from '../../../test/apertium.ts';
import { type FakeLlmServer, fakeEndpoint, startFakeLlmServer } from '../../../test/fake-llm-server.ts';
import type { ApertiumEngine } from '../../engines/apertium/apertium-engine.ts';
import { LlmEngine } from '../../engines/llm/llm-engine.ts';
import { PseudoEngine } from '../../engines/pseudo.ts';
import { parseXml } from '../safe-xml.ts';
import { looksSpanish, pdfSize, translateWithEngine } from '../test-kit.ts';
import { html } from './html.ts';
import { checkXml, svg, xml } from './xml.ts';

const PAGE = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>The red house</title></head>
<body>
  <h1>The house is <em>red</em></h1>
  <p>The dog is <b>very big</b> and the cat is <a href="https://cats.test">small</a>.</p>
  <table><tr><th>Colour</th><td>The car is green.</td></tr></table>
  <img src="house.png" alt="The red house">
</body>
</html>
`;

describe('web formats with Apertium (eng→spa)', () => {
  let apertium: ApertiumEngine;
  beforeAll(async () => {
    apertium = await englishToSpanishApertium();
  });
  afterAll(async () => apertium?.close());

  it('translates a page into Spanish with its formatting, and LibreOffice prints it', async () => {
    const { output, text } = await translateWithEngine(html, PAGE, apertium);
    expect(text).toContain('<html lang="es">');
    expect(text).toMatch(/<em>roj[ao]<\/em>/);
    expect(text).toMatch(/<a href="https:\/\/cats.test">[^<]+<\/a>/);
    const back = await html.extract(output);
    expect(back.segments.map((s) => s.text).join(' ')).toSatisfy(looksSpanish);
    expect(await pdfSize('page.html', output)).toBeGreaterThan(0);
  });

  it('writes a bilingual page with both versions of every block', async () => {
    const { text } = await translateWithEngine(html, PAGE, apertium, 'source-then-target');
    expect(text).toMatch(/<h1>The house is <em>red<\/em><\/h1>\n {2}<h1 lang="es">.*<em>roj[ao]<\/em><\/h1>/);
    expect(text).toMatch(/<td>The car is green\.<br>.+<\/td>/);
  });
});

describe('web formats with a language model', () => {
  let server: FakeLlmServer;
  beforeAll(async () => {
    server = await startFakeLlmServer({ breakTags: 'always' });
  });
  afterAll(async () => server.close());

  it('keeps bold and links on the translated words when the model drops the tags', async () => {
    const engine = new LlmEngine(fakeEndpoint(server));
    const { text } = await translateWithEngine(
      html,
      '<p><b>Bold words</b> and a <a href="/x">link here</a></p>',
      engine,
    );
    expect(text).toBe('<p><b>es:Bold es:words</b> es:and es:a <a href="/x">es:link es:here</a></p>');
  });
});

describe('xml and svg through the pipeline (pseudo engine)', () => {
  it('keeps the XML well-formed and its structure unchanged', async () => {
    const book =
      '<book><title>A short story</title><p>Some <i>quiet</i> words &amp; more.</p><isbn>978-3</isbn></book>';
    const { text } = await translateWithEngine(xml, book, new PseudoEngine());
    expect(() => checkXml(text, 'the output')).not.toThrow();
    expect(text).toMatch(/^<book><title>⟦.+⟧<\/title><p>⟦.+<i>.+<\/i>.+&amp;.+⟧<\/p><isbn>978-3<\/isbn><\/book>$/);
    const image = '<svg xmlns="http://www.w3.org/2000/svg"><text x="1">Total <tspan>sales</tspan></text></svg>';
    const drawn = await translateWithEngine(svg, image, new PseudoEngine());
    expect(parseXml(drawn.text).documentElement?.textContent).toMatch(/^⟦.+⟧$/);
  });
});

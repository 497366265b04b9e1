import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishToSpanishApertium } from '../../../test/apertium.ts';
import type { ApertiumEngine } from '../../engines/apertium/apertium-engine.ts';
import { PseudoEngine } from '../../engines/pseudo.ts';
import { looksSpanish, pdfSize, translateWithEngine } from '../test-kit.ts';
import { markdownFormat, mdxFormat } from './markdown-document.ts';

const GUIDE = `---
title: The red house
layout: post
---

# The house is **red**

The dog is *very big* and the cat is [small](https://cats.test/a_b).

| Animal | Note |
| --- | --- |
| dog | The dog is big. |

\`\`\`js
const house = 'red';
\`\`\`
`;

describe('markdown with Apertium (eng→spa)', () => {
  let apertium: ApertiumEngine;
  beforeAll(async () => {
    apertium = await englishToSpanishApertium();
  });
  afterAll(async () => apertium?.close());

  it('translates into Spanish with formatting, links, code and front matter keys kept', async () => {
    const { output, text } = await translateWithEngine(markdownFormat, GUIDE, apertium);
    expect(text).toMatch(/^---\ntitle: La casa roja\nlayout: post\n---\n/);
    expect(text).toMatch(/# La casa es \*\*roja\*\*/);
    expect(text).toMatch(/\*muy grande\*/);
    expect(text).toContain('](https://cats.test/a_b)');
    expect(text).toContain("```js\nconst house = 'red';\n```");
    const back = await markdownFormat.extract(output);
    expect(back.segments.map((s) => s.text).join(' ')).toSatisfy(looksSpanish);
    // LibreOffice 7 has no Markdown import filter: the file is printed as plain text.
    expect(await pdfSize('guide.txt', output)).toBeGreaterThan(0);
  });
});

describe('mdx through the pipeline (pseudo engine)', () => {
  it('keeps JSX, expressions and imports exactly', async () => {
    const page = "import Box from './box';\n\n<Box>\n  Some text for {user.name} here.\n</Box>\n";
    const { text } = await translateWithEngine(mdxFormat, page, new PseudoEngine());
    expect(text).toMatch(/^import Box from '\.\/box';\n\n<Box>\n {2}⟦.+\{user\.name\} .+⟧\n<\/Box>\n$/);
  });
});

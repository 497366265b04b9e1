import { describe, expect, it } from 'vitest';
import { extractError, shout, translateFile } from '../test-kit.ts';
import { markdownFormat, mdxFormat } from './markdown-document.ts';
import { maskMdxBlocks } from './mdx-blocks.ts';

const unbalanced = (lines: number) => `${'{ open\n'.repeat(lines)}${'<Tag a="\n'.repeat(lines)}text\n`;

/** How many single characters of `text` the work reads: a step count, where a clock would vary with the load. */
function characterReads(text: string, work: (text: string) => unknown): number {
  let reads = 0;
  const counted = new Proxy(new String(text), {
    get(target, key) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
      const value = Reflect.get(target, key);
      // String methods (slice, indexOf) need the String object itself as `this`, not the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  work(counted as unknown as string);
  return reads;
}

const POST = [
  '---',
  'title: Getting started',
  'description: "How to install: the short version"',
  'slug: getting-started',
  'tags: [setup, install]',
  '---',
  '',
  '# Install the **app**',
  '',
  'Run `npm i glossa` and open <https://glossa.test>.',
  '',
  '```sh',
  'npm start',
  '```',
  '',
].join('\r\n');

describe('markdown documents', () => {
  it('translates the title and description of the front matter, never its keys or other values', async () => {
    const { segments, text } = await translateFile(markdownFormat, POST, (s) => shout(s.text));
    expect(segments.map((s) => s.text)).toEqual([
      'Getting started',
      'How to install: the short version',
      'Install the <g1>app</g1>',
      'Run <x1/> and open <x2/>.',
    ]);
    expect(text).toBe(
      POST.replace('title: Getting started', 'title: GETTING STARTED')
        .replace('"How to install: the short version"', '"HOW TO INSTALL: THE SHORT VERSION"')
        .replace('# Install the **app**', '# INSTALL THE **APP**')
        .replace('Run `npm i glossa` and open', 'RUN `npm i glossa` AND OPEN'),
    );
  });

  it('comes back byte-identical with an identity translation, CRLF included', async () => {
    expect((await translateFile(markdownFormat, POST)).text).toBe(POST);
    const soft = 'A paragraph with a soft\nline break and \\*escaped\\* stars.\n';
    expect((await translateFile(markdownFormat, soft)).text).toBe(soft);
  });

  it('keeps the dominant formatting when an engine loses the tags', async () => {
    const { text } = await translateFile(
      markdownFormat,
      '**Most of this is bold** ok\n',
      () => 'Casi todo en negrita vale',
    );
    expect(text).toBe('**Casi todo en negrita vale**\n');
  });

  it('writes paragraph pairs in the bilingual modes', async () => {
    const { text } = await translateFile(markdownFormat, 'Hello there.\n', (s) => shout(s.text), 'target-then-source');
    expect(text).toBe('HELLO THERE.\n\nHello there.\n');
  });

  it('reports files without text', async () => {
    expect((await extractError(markdownFormat, '```\ncode only\n```\n')).code).toBe('empty');
  });
});

const MDX = `import { Callout } from '../components/callout';
export const meta = {
  author: 'Ada',
};

# Welcome, {props.name}

<Callout type="warning" title={"Careful"}>
  Back up your **files** first.
</Callout>

<Chart data={[1, 2, 3]} />

{/* a comment for editors */}

Click <Kbd>Enter</Kbd> to go on {count > 1 ? 'twice' : 'once'}.

    Indented text is a paragraph in MDX.
`;

describe('mdx', () => {
  it('leaves imports, exports, JSX tags and expressions untouched and translates the Markdown inside', async () => {
    const { segments, text } = await translateFile(mdxFormat, MDX, (s) => shout(s.text));
    expect(segments.map((s) => s.text)).toEqual([
      'Welcome, <x1/>',
      'Back up your <g1>files</g1> first.',
      'Click <x1/>Enter<x2/> to go on <x3/>.',
      'Indented text is a paragraph in MDX.',
    ]);
    expect(text).toBe(
      MDX.replace('# Welcome,', '# WELCOME,')
        .replace('Back up your **files** first.', 'BACK UP YOUR **FILES** FIRST.')
        .replace('Click <Kbd>Enter</Kbd> to go on', 'CLICK <Kbd>ENTER</Kbd> TO GO ON')
        .replace('Indented text is a paragraph in MDX.', 'INDENTED TEXT IS A PARAGRAPH IN MDX.'),
    );
    expect((await translateFile(mdxFormat, MDX)).text).toBe(MDX);
  });

  it('escapes braces and angle brackets the translation brings', async () => {
    const { text } = await translateFile(mdxFormat, 'Plain words.\n', () => 'Use {x} or <y>.');
    expect(text).toBe('Use \\{x\\} or \\<y\\>.\n');
  });

  it('masks unbalanced braces and tags in linear work', () => {
    const small = unbalanced(3_000);
    const readsSmall = characterReads(small, maskMdxBlocks);
    expect(readsSmall).toBeGreaterThan(small.length);
    // Five times the text may cost at most five times the reads; rescanning to the end from each line costs 25 times.
    expect(characterReads(unbalanced(15_000), maskMdxBlocks)).toBeLessThanOrEqual(5 * readsSmall);
    expect(maskMdxBlocks(small)).toBe(small);
  });

  it('translates unbalanced braces and tags as one paragraph, unchanged', async () => {
    const hostile = unbalanced(3_000);
    const { segments, text } = await translateFile(mdxFormat, hostile);
    expect(segments).toHaveLength(1);
    expect(text).toBe(hostile);
  });
});

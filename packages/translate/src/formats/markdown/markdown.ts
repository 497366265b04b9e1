import type { Heading, Nodes, Parent, PhrasingContent, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { replaceAngleSpans } from '../../linear-text.ts';
import type { Segment, SegmentKind } from '../../segments/segment.ts';
import { bilingualPair, type OutputMode, type TextFormat } from '../format.ts';
import { inlineToSegment, segmentToMarkdown, span, type TagMarkup } from './inline.ts';
import { maskMdxBlocks } from './mdx-blocks.ts';

/** One translatable block: its phrasing children's range in the source and its tags' markup. */
interface Unit {
  id: string;
  start: number;
  end: number;
  kind: 'paragraph' | 'heading' | 'cell';
  setext: boolean;
  /** Text before the block on its line (`# `, `> `, list indentation), for bilingual output. */
  linePrefix: string;
  tags: Map<number, TagMarkup>;
  /** The segment text: a translation equal to it leaves the source exactly as it was. */
  text: string;
}

export interface MarkdownSkeleton {
  source: string;
  units: Unit[];
  /** MDX: braces in translated text are escaped too. */
  mdx?: boolean;
}

const BLOCKS: Record<string, Unit['kind']> = { paragraph: 'paragraph', heading: 'heading', tableCell: 'cell' };
const KINDS: Record<Unit['kind'], SegmentKind> = { paragraph: 'paragraph', heading: 'heading', cell: 'cell' };

// MDX has no indented code (JSX children are indented) and no autolinks (`<` starts JSX).
const MDX_SYNTAX = { disable: { null: ['codeIndented', 'autolink'] } };

function parse(source: string, mdx: boolean): Root {
  return fromMarkdown(source, {
    extensions: [gfm(), frontmatter(['yaml', 'toml']), ...(mdx ? [MDX_SYNTAX] : [])],
    mdastExtensions: [gfmFromMarkdown(), frontmatterFromMarkdown(['yaml', 'toml'])],
  });
}

/**
 * Markdown and GFM: paragraphs, headings and table cells are segments; code blocks, HTML
 * blocks, front matter, link targets and inline code stay exactly as they are.
 */
function extractWith(content: string, mdx: boolean): { segments: Segment[]; skeleton: MarkdownSkeleton } {
  const source = content;
  const units: Unit[] = [];
  const segments: Segment[] = [];
  const visit = (node: Nodes) => {
    const kind = BLOCKS[node.type];
    if (kind) {
      const children = (node as Parent).children as PhrasingContent[];
      if (children.length === 0) return;
      const { text, tags } = inlineToSegment(children, source, mdx);
      if (!replaceAngleSpans(text, '', true).trim()) return;
      const start = span(children[0] as PhrasingContent)[0];
      const end = span(children[children.length - 1] as PhrasingContent)[1];
      const lineStart = source.lastIndexOf('\n', start - 1) + 1;
      const id = `m${units.length + 1}`;
      const setext = node.type === 'heading' && !/^\s*#/.test(source.slice(span(node)[0], start));
      units.push({ id, start, end, kind, setext, linePrefix: source.slice(lineStart, start), tags, text });
      segments.push({
        id,
        text,
        context: { kind: KINDS[kind], style: node.type === 'heading' ? `h${(node as Heading).depth}` : undefined },
      });
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  // Import, export, JSX and expression lines are blanked for the parser; offsets stay the same.
  visit(parse(mdx ? maskMdxBlocks(source) : source, mdx));
  return { segments, skeleton: { source, units, mdx } };
}

/** The prefix that continues a block on a new line: list markers become spaces, quote markers stay. */
function continuation(prefix: string): string {
  return prefix.replace(/(^|\s)(?:[-*+]|\d{1,9}[.)])(?=\s)/g, (match) => ' '.repeat(match.length));
}

function render(unit: Unit, source: string, target: string, mode: OutputMode): string {
  const pair = bilingualPair(mode, source, target);
  if (!pair) return target;
  if (unit.kind === 'cell') return pair.join('<br>');
  if (unit.setext) return pair.join(' / ');
  const next = continuation(unit.linePrefix);
  // The blank line between the two versions keeps quote markers only (never a heading's `#`).
  const blank = next.replace(/[^>\s]/g, ' ').trimEnd();
  return `${pair[0]}\n${blank}\n${next}${pair[1]}`;
}

function rebuild(skeleton: MarkdownSkeleton, translations: ReadonlyMap<string, string>, mode: OutputMode): string {
  const { source, units } = skeleton;
  let out = '';
  let cursor = 0;
  for (const unit of units) {
    const original = source.slice(unit.start, unit.end);
    const translated = translations.get(unit.id);
    const target =
      translated === undefined || translated === unit.text
        ? original
        : segmentToMarkdown(translated, unit.tags, skeleton.mdx);
    out += source.slice(cursor, unit.start) + render(unit, original, target, mode);
    cursor = unit.end;
  }
  return out + source.slice(cursor);
}

export const markdown: TextFormat<MarkdownSkeleton> = { extract: (content) => extractWith(content, false), rebuild };

/** MDX: Markdown with JSX and expressions, which are left exactly as written. */
export const mdx: TextFormat<MarkdownSkeleton> = { extract: (content) => extractWith(content, true), rebuild };

import type { Nodes, PhrasingContent } from 'mdast';

/** Offsets of a node in the source (mdast positions). */
export function span(node: Nodes): [number, number] {
  return [node.position?.start.offset ?? 0, node.position?.end.offset ?? 0];
}

/** Markup of one inline tag: what the tag stands for in the original file. */
export interface TagMarkup {
  open: string;
  close?: string;
}

/** A JavaScript expression in braces, one level of nested braces allowed. */
const MDX_EXPRESSION = /\{(?:[^{}]|\{[^{}]*\})*\}/g;

const PAIRED = new Set(['emphasis', 'strong', 'delete', 'link', 'linkReference']);

/**
 * Turns the phrasing children of a block into segment text: formatting and links become paired
 * tags `<gN>…</gN>` (their markup kept in `tags`), inline code, HTML, images, breaks and math
 * become `<xN/>` standing for their exact source. Soft line breaks become spaces.
 */
export function inlineToSegment(children: readonly PhrasingContent[], source: string, mdx = false) {
  const tags = new Map<number, TagMarkup>();
  let next = 1;
  const selfTagFor = (markup: TagMarkup) => {
    const id = next++;
    tags.set(id, markup);
    return `<x${id}/>`;
  };

  const walk = (nodes: readonly PhrasingContent[], end: number): string => {
    let out = '';
    nodes.forEach((node, index) => {
      const [start, stop] = span(node);
      // Container prefixes (`> `, list indentation) between a hard break and the next line belong to the break.
      const following = nodes[index + 1];
      const gapEnd = following ? span(following)[0] : end;
      if (node.type === 'text') {
        // Spaces before the break are taken from the first of them only: a long run without a break is read once.
        const text = node.value.replace(/(?:(?<![ \t])[ \t]+)?\r?\n[ \t]*/g, ' ');
        // MDX expressions (`{props.name}`) are code: they stay exactly as written.
        out += mdx ? text.replace(MDX_EXPRESSION, (expression) => selfTagFor({ open: expression })) : text;
        return;
      }
      const kids = 'children' in node ? (node.children as PhrasingContent[]) : [];
      const autolink =
        node.type === 'link' && kids.length === 1 && kids[0]?.type === 'text' && kids[0].value === node.url;
      if (PAIRED.has(node.type) && kids.length > 0 && !autolink) {
        const id = next++;
        const first = span(kids[0] as PhrasingContent)[0];
        const last = span(kids[kids.length - 1] as PhrasingContent)[1];
        tags.set(id, { open: source.slice(start, first), close: source.slice(last, stop) });
        out += `<g${id}>${walk(kids, last)}</g${id}>`;
        return;
      }
      const id = next++;
      const raw = source.slice(start, node.type === 'break' ? gapEnd : stop);
      tags.set(id, { open: raw });
      out += `<x${id}/>`;
    });
    return out;
  };

  const end = children.length > 0 ? span(children[children.length - 1] as PhrasingContent)[1] : 0;
  return { text: walk(children, end).trim(), tags };
}

/** Characters that would start markup if they appeared literally in translated text (in MDX, braces too). */
export function escapeMarkdownText(text: string, mdx = false): string {
  return text.replace(mdx ? /([\\`*_[\]<>|{}])/g : /([\\`*_[\]<>|])/g, '\\$1');
}

/** Segment text back to Markdown: tags to their original markup, text escaped. */
export function segmentToMarkdown(text: string, tags: ReadonlyMap<number, TagMarkup>, mdx = false): string {
  return text
    .split(/(<\/?g\d+>|<x\d+\/>)/)
    .map((piece, index) => {
      if (index % 2 === 0) return escapeMarkdownText(piece, mdx);
      const id = Number(piece.replace(/\D/g, ''));
      const markup = tags.get(id);
      if (!markup) return '';
      return piece.startsWith('</') ? (markup.close ?? '') : markup.open;
    })
    .join('');
}

import { trailingSpace } from '../linear-text.ts';
import type { Segment } from '../segments/segment.ts';
import { bilingualPair, type OutputMode, type TextFormat } from './format.ts';

/** Paragraphs (separated by blank lines) are segments; separators and edge spaces are the skeleton. */
export interface PlainTextSkeleton {
  parts: ({ kind: 'text'; id: string } | { kind: 'separator'; value: string })[];
  sources: Map<string, string>;
}

function extract(content: string): { segments: Segment[]; skeleton: PlainTextSkeleton } {
  const text = content.replace(/\r\n?/g, '\n');
  const pieces = text.split(/(\n[ \t]*\n\s*)/);
  const skeleton: PlainTextSkeleton = { parts: [], sources: new Map() };
  const segments: Segment[] = [];
  pieces.forEach((piece, index) => {
    if (index % 2 === 1 || piece.trim() === '') {
      if (piece) skeleton.parts.push({ kind: 'separator', value: piece });
      return;
    }
    const lead = piece.match(/^\s*/)?.[0] ?? '';
    const trail = trailingSpace(piece);
    const id = `p${segments.length + 1}`;
    if (lead) skeleton.parts.push({ kind: 'separator', value: lead });
    skeleton.parts.push({ kind: 'text', id });
    if (trail) skeleton.parts.push({ kind: 'separator', value: trail });
    const body = piece.slice(lead.length, piece.length - trail.length);
    skeleton.sources.set(id, body);
    segments.push({ id, text: body, context: { kind: 'paragraph' } });
  });
  return { segments, skeleton };
}

function rebuild(skeleton: PlainTextSkeleton, translations: ReadonlyMap<string, string>, mode: OutputMode): string {
  return skeleton.parts
    .map((part) => {
      if (part.kind === 'separator') return part.value;
      const source = skeleton.sources.get(part.id) ?? '';
      const target = translations.get(part.id) ?? source;
      const pair = bilingualPair(mode, source, target);
      return pair ? pair.join('\n\n') : target;
    })
    .join('');
}

export const plainText: TextFormat<PlainTextSkeleton> = { extract, rebuild };

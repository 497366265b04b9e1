import type { Segment } from '../../segments/segment.ts';
import { settleTags } from '../data/tag-fallback.ts';
import { extractYaml, rebuildYaml, type YamlSkeleton } from '../data/yaml.ts';
import type { DocumentFormat } from '../document-format.ts';
import type { TextFormat } from '../format.ts';
import { decodeText, encodeText, requireSegments, type TextFile } from '../text-file.ts';
import { type MarkdownSkeleton, markdown, mdx } from './markdown.ts';

/** Front matter keys whose values readers see; every other key and value stays as written. */
const FRONT_MATTER_KEYS = new Set(['title', 'description']);
/** The Markdown parser reads a few MB a second: larger files would hold a job for minutes. */
const MAX_MARKDOWN_BYTES = 4 * 1024 * 1024;
const FRONT_MATTER = /^---[ \t]*\n([\s\S]*?\n)?---[ \t]*(?:\n|$)/;

export interface MarkdownDocumentSkeleton {
  file: TextFile;
  /** Every line ended in CRLF: the text was read with LF and is written back with CRLF. */
  crlf: boolean;
  body: MarkdownSkeleton;
  sources: Map<string, string>;
  front?: { start: number; end: number; units: YamlSkeleton['units'] };
}

function readFrontMatter(text: string): MarkdownDocumentSkeleton['front'] {
  const match = FRONT_MATTER.exec(text);
  if (!match?.[1]) return undefined;
  const start = match[0].indexOf('\n') + 1;
  const content = match[1];
  const { units } = extractYaml(content, 'the front matter', (scalar) => {
    return scalar.keys.length === 1 && FRONT_MATTER_KEYS.has(scalar.keys[0] as string);
  });
  return { start, end: start + content.length, units };
}

function markdownDocument(
  id: 'markdown' | 'mdx',
  extensions: string[],
  format: TextFormat<MarkdownSkeleton>,
): DocumentFormat<MarkdownDocumentSkeleton> & { bilingual: true } {
  const what = id === 'mdx' ? 'the MDX file' : 'the Markdown file';
  return {
    id,
    extensions,
    bilingual: true,
    async extract(input) {
      const file = decodeText(input, { what, maxBytes: MAX_MARKDOWN_BYTES });
      const lines = file.text.split('\n').length - 1;
      const crlf = lines > 0 && file.text.split('\r\n').length - 1 === lines && !/\r(?!\n)/.test(file.text);
      const text = crlf ? file.text.replace(/\r\n/g, '\n') : file.text;
      const front = readFrontMatter(text);
      const frontSegments: Segment[] = (front?.units ?? []).map((unit) => ({
        id: unit.id,
        text: unit.text,
        context: { part: 'front matter', kind: 'title' },
      }));
      const { segments, skeleton } = format.extract(text);
      const all = requireSegments([...frontSegments, ...segments], what);
      const sources = new Map(segments.map((segment) => [segment.id, segment.text]));
      return { segments: all, skeleton: { file, crlf, body: skeleton, sources, front } };
    },
    async rebuild(skeleton, translations, mode) {
      const settled = new Map<string, string>();
      for (const [segmentId, source] of skeleton.sources) {
        const translation = translations.get(segmentId);
        if (translation !== undefined) settled.set(segmentId, settleTags(source, translation));
      }
      let out = format.rebuild(skeleton.body, settled, mode);
      const { front } = skeleton;
      if (front) {
        // Front matter comes first and the body rebuild copies it unchanged, so its offsets still hold.
        const content = out.slice(front.start, front.end);
        out = out.slice(0, front.start) + rebuildYaml(content, front.units, translations, '\n') + out.slice(front.end);
      }
      return encodeText(skeleton.crlf ? out.replace(/\n/g, '\r\n') : out, skeleton.file);
    },
  };
}

/**
 * Markdown (GFM): paragraphs, headings and table cells are segments with formatting as tags;
 * code, HTML, link targets and front matter keys are untouched; the title and description of
 * YAML front matter are translated. Bilingual output writes each block twice.
 */
export const markdownFormat = markdownDocument('markdown', ['md', 'markdown'], markdown);
/** MDX: as Markdown, with imports, exports, JSX and expressions left as written. */
export const mdxFormat = markdownDocument('mdx', ['mdx'], mdx);

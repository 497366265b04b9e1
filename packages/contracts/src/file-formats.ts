/**
 * The document formats the product accepts, grouped as the format help panel shows them.
 * Member-only formats prompt an upgrade for free users. Server and web app both read this list.
 */
export type FormatGroupId = 'office' | 'web' | 'data' | 'media';

export interface FileFormat {
  extension: string;
  group: FormatGroupId;
  memberOnly: boolean;
}

const GROUPS: Record<FormatGroupId, { free: string[]; member: string[] }> = {
  office: {
    free: ['pdf', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'txt', 'md', 'markdown'],
    member: [
      'docm',
      'dotx',
      'dotm',
      'xlsm',
      'xltx',
      'xltm',
      'pptm',
      'potx',
      'ppsx',
      'ppsm',
      'ott',
      'ots',
      'otp',
      'doc',
      'xls',
      'ppt',
      'rtf',
    ],
  },
  web: {
    free: ['html', 'htm', 'xhtml', 'xml', 'svg', 'mdx'],
    member: ['epub', 'fb2'],
  },
  data: {
    free: ['csv', 'tsv', 'json', 'yaml', 'yml'],
    member: ['properties', 'ini', 'strings', 'resx', 'arb', 'xliff', 'xlf', 'po', 'pot'],
  },
  media: {
    free: ['srt', 'vtt'],
    member: ['ass', 'ssa', 'sbv', 'lrc', 'png', 'jpg', 'jpeg', 'bmp', 'webp', 'tif', 'tiff'],
  },
};

export const FORMAT_GROUPS = Object.keys(GROUPS) as FormatGroupId[];

export const FILE_FORMATS: readonly FileFormat[] = FORMAT_GROUPS.flatMap((group) => [
  ...GROUPS[group].free.map((extension) => ({ extension, group, memberOnly: false })),
  ...GROUPS[group].member.map((extension) => ({ extension, group, memberOnly: true })),
]);

const byExtension = new Map(FILE_FORMATS.map((format) => [format.extension, format]));

/** The lower-cased extension of a file name, without the dot ('' when there is none). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function findFileFormat(fileName: string): FileFormat | undefined {
  return byExtension.get(fileExtension(fileName));
}

/**
 * The line length the QA checks hold a format's translations to unless the user sets another
 * (docs/product.md §1.4): subtitles, 42 characters a line, the common broadcast and streaming rule.
 * Other formats have none until the user sets one (UI strings: the space their screen gives).
 */
export const SUBTITLE_LINE_LENGTH = 42;
const SUBTITLES = new Set(['srt', 'vtt', 'ass', 'ssa', 'sbv', 'lrc']);

export function defaultLineLength(fileName: string): number | null {
  return SUBTITLES.has(fileExtension(fileName)) ? SUBTITLE_LINE_LENGTH : null;
}

/** The picker's accept list: '.pdf,.docx,...'. */
export function acceptList(): string {
  return FILE_FORMATS.map((format) => `.${format.extension}`).join(',');
}

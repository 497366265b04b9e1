import { isPair, isScalar, parseAllDocuments, Scalar, visit } from 'yaml';
import { trimEndOf } from '../../linear-text.ts';
import { FormatError } from '../document-format.ts';
import { MAX_DEPTH } from '../text-file.ts';

/** A string value of a YAML text: its offsets, how it is written and the keys leading to it. */
export interface YamlScalar {
  start: number;
  end: number;
  value: string;
  style: Scalar.Type;
  keys: string[];
}

const STRING_TAG = 'tag:yaml.org,2002:str';

/**
 * The string values of a YAML stream (every document; keys, aliases, numbers and booleans
 * excluded), by offset, so a rebuild changes those ranges only and keeps comments and layout.
 */
export function yamlScalars(text: string, what: string): YamlScalar[] {
  let documents: ReturnType<typeof parseAllDocuments>;
  try {
    documents = parseAllDocuments(text, { prettyErrors: false });
  } catch (error) {
    const code = error instanceof RangeError ? 'unsafe' : 'corrupt';
    throw new FormatError(`The file is damaged: ${what} is not valid YAML`, code, { cause: error });
  }
  const scalars: YamlScalar[] = [];
  for (const document of Array.isArray(documents) ? documents : []) {
    if (document.errors.length > 0) {
      throw new FormatError(`The file is damaged: ${what} is not valid YAML (${document.errors[0]?.code})`, 'corrupt');
    }
    visit(document, {
      Scalar(key, node, path) {
        if (path.length > MAX_DEPTH) {
          throw new FormatError(`The file was refused as unsafe: ${what} is nested too deep`, 'unsafe');
        }
        if (key === 'key' || typeof node.value !== 'string' || !node.range) return;
        if (node.tag && node.tag !== STRING_TAG && node.tag !== '!!str') return;
        const keys = path.filter(isPair).map((pair) => (isScalar(pair.key) ? String(pair.key.value) : '?'));
        const style = node.type ?? Scalar.PLAIN;
        scalars.push({ start: node.range[0], end: node.range[1], value: node.value, style, keys });
      },
    });
  }
  return scalars;
}

const NOT_A_STRING =
  /^(?:true|false|yes|no|on|off|null|~|[-+]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?|0x[0-9a-f]+|0o[0-7]+|[-+]?\.inf|\.nan)$/i;

/** Whether a text can be written without quotes and still read back as the same string. */
function plainSafe(value: string): boolean {
  return (
    value !== '' &&
    value === value.trim() &&
    !/[\n\r\t]/.test(value) &&
    !/^[-?:,[\]{}#&*!|>'"%@`]/.test(value) &&
    !/:\s|:$|\s#|[,[\]{}]/.test(value) &&
    !NOT_A_STRING.test(value)
  );
}

function doubleQuoted(value: string): string {
  return JSON.stringify(value);
}

/** A block scalar's new text: its header line kept, lines at the original indentation, its trailing lines kept. */
function blockScalar(original: string, value: string, folded: boolean, newline: string): string {
  const headerEnd = original.indexOf('\n') + 1;
  if (headerEnd === 0) return `${original}${newline}  ${value}`;
  const content = original.slice(headerEnd);
  const indent = content.match(/^(?:[ \t]*\r?\n)*( +)/)?.[1] ?? '  ';
  const lastLine = content.trimEnd().length;
  const trailing = content.slice(lastLine);
  const lines = trimEndOf(value, '\n').split('\n');
  const body = lines.map((line) => (line ? indent + line : '')).join(folded ? newline + newline : newline);
  return original.slice(0, headerEnd) + body + trailing;
}

/** The scalar written in its original style where the new text allows it, double-quoted otherwise. */
export function writeYamlScalar(source: string, scalar: YamlScalar, value: string, newline: string): string {
  switch (scalar.style) {
    case Scalar.BLOCK_LITERAL:
    case Scalar.BLOCK_FOLDED:
      return blockScalar(source.slice(scalar.start, scalar.end), value, scalar.style === Scalar.BLOCK_FOLDED, newline);
    case Scalar.QUOTE_SINGLE:
      return /[\n\r]/.test(value) ? doubleQuoted(value) : `'${value.replace(/'/g, "''")}'`;
    case Scalar.PLAIN:
      return plainSafe(value) ? value : doubleQuoted(value);
    default:
      return doubleQuoted(value);
  }
}

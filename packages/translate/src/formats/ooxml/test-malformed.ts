/** Malformed packages for the safety tests of the Office adapters: each must fail with its own error, fast. */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { FormatError } from '../document-format.ts';

export interface MalformedCase {
  name: string;
  input: Uint8Array;
  code: FormatError['code'];
  message: RegExp;
}

function utf16(text: string): number[] {
  return [...text].flatMap((char) => [char.charCodeAt(0), 0]);
}

/** An OLE compound file header followed by stream names, as Office writes encrypted and legacy files. */
function compoundFile(...streams: string[]): Uint8Array {
  const header = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(504).fill(0)];
  return new Uint8Array([...header, ...streams.flatMap(utf16)]);
}

function withPart(valid: Uint8Array, path: string, text: string): Uint8Array {
  const files = unzipSync(valid);
  files[path] = strToU8(text);
  return zipSync(files);
}

/**
 * The cases every OOXML adapter must refuse. `part` is an XML part the adapter always reads,
 * `other` a valid package of another kind.
 */
export function malformedCases(valid: Uint8Array, part: string, other: Uint8Array, otherKind: RegExp): MalformedCase[] {
  const original = strFromU8(unzipSync(valid)[part] as Uint8Array);
  const root = /<([\w:]+)[\s>]/.exec(original.replace(/<\?xml[^>]*\?>/, ''))?.[1] ?? 'root';
  const deep = `${'<a>'.repeat(5000)}${'</a>'.repeat(5000)}`;
  const bomb = zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'big.xml': [new Uint8Array(60 * 1024 * 1024), { level: 9 }],
  });
  return [
    { name: 'an empty file', input: new Uint8Array(), code: 'empty', message: /empty/ },
    {
      name: 'a password-protected file',
      input: compoundFile('EncryptionInfo', 'EncryptedPackage'),
      code: 'encrypted',
      message: /password/,
    },
    {
      name: 'an old binary Office file',
      input: compoundFile('Workbook', 'PowerPoint Document'),
      code: 'unsupported',
      message: /old binary/,
    },
    { name: 'a PDF', input: strToU8('%PDF-1.7\n%âãÏÓ\n1 0 obj'), code: 'unsupported', message: /PDF/ },
    {
      name: 'a truncated zip',
      input: valid.slice(0, Math.floor(valid.length / 2)),
      code: 'corrupt',
      message: /damaged/,
    },
    { name: 'a zip bomb', input: bomb, code: 'unsafe', message: /unsafe/ },
    { name: 'another kind of package', input: other, code: 'unsupported', message: otherKind },
    {
      name: 'billion laughs',
      input: withPart(
        valid,
        part,
        `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><${root}>&lol2;</${root}>`,
      ),
      code: 'unsafe',
      message: /entities/,
    },
    {
      name: 'an external entity',
      input: withPart(valid, part, `<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><${root}>&e;</${root}>`),
      code: 'unsafe',
      message: /entities/,
    },
    {
      name: 'too deep XML',
      input: withPart(valid, part, original.trimEnd().replace(/(<\/[\w:]+>)$/, `${deep}$1`)),
      code: 'unsafe',
      message: /deeply/,
    },
    {
      name: 'malformed XML',
      input: withPart(valid, part, original.slice(0, -20)),
      code: 'corrupt',
      message: /well-formed/,
    },
  ];
}

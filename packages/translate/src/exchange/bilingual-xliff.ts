import { encodeUnitId, inlineXml, pairIds, type XliffVersion, xmlAttribute } from './xliff-codes.ts';

export type { XliffVersion } from './xliff-codes.ts';

/**
 * A version's sentences as a bilingual XLIFF file, for any CAT tool to finish the work and bring
 * back (issue 32, docs/decisions/0053-xliff-exchange.md): one unit per segment, in document order,
 * its id the segment's, source and target with the IR's inline tags as XLIFF inline codes.
 * bilingual-xliff-read.ts reads such a file back.
 */

export const XLIFF_NAMESPACES = {
  '2.1': 'urn:oasis:names:tc:xliff:document:2.0',
  '1.2': 'urn:oasis:names:tc:xliff:document:1.2',
} as const;

/**
 * The namespace of the one attribute of Glossa's own in the file: the version it was exported
 * from, on `<file>` (both XLIFF versions allow attributes of other namespaces there), so a file
 * brought back to another conversation is told apart even where sentence ids are alike.
 */
export const GLOSSA_NAMESPACE = 'urn:glossa:xliff-exchange';

/** How far a sentence is: no translation yet, translated (by an engine, the memory or an edit), confirmed by a reviewer. */
export type UnitState = 'initial' | 'translated' | 'reviewed';

export interface BilingualUnit {
  /** The segment id. */
  id: string;
  /** Segment text, with the IR's inline tags. */
  source: string;
  /** Null when not translated. */
  target: string | null;
  state: UnitState;
}

export interface BilingualFile {
  version: XliffVersion;
  sourceLanguage: string;
  targetLanguage: string;
  /** The document's name, as the file's `original`. */
  original: string;
  /** The version exported (GLOSSA_NAMESPACE's `version` attribute). */
  versionId?: string;
  units: Iterable<BilingualUnit>;
}

/** A language code as a file's language (BCP 47): a source that could not be detected is `und`. */
function languageTag(code: string): string {
  return code && code !== 'auto' ? code : 'und';
}

function unit21(unit: BilingualUnit): string {
  const pairs = pairIds(unit.source);
  const state = unit.target === null ? 'initial' : unit.state;
  const target =
    unit.target === null
      ? ''
      : `\n        <target xml:space="preserve">${inlineXml(unit.target, '2.1', pairs)}</target>`;
  return (
    `    <unit id="${xmlAttribute(encodeUnitId(unit.id))}" name="${xmlAttribute(unit.id)}">\n` +
    `      <segment state="${state}">\n` +
    `        <source xml:space="preserve">${inlineXml(unit.source, '2.1', pairs)}</source>${target}\n` +
    '      </segment>\n' +
    '    </unit>\n'
  );
}

function unit12(unit: BilingualUnit): string {
  const pairs = pairIds(unit.source);
  const id = xmlAttribute(unit.id);
  // XLIFF 1.2 has no "reviewed" of its own: an edited sentence is translated, as an engine's is.
  const target =
    unit.target === null
      ? '<target state="needs-translation"/>'
      : `<target state="translated">${inlineXml(unit.target, '1.2', pairs)}</target>`;
  return (
    `      <trans-unit id="${id}" resname="${id}" xml:space="preserve">\n` +
    `        <source>${inlineXml(unit.source, '1.2', pairs)}</source>\n` +
    `        ${target}\n` +
    '      </trans-unit>\n'
  );
}

/**
 * The file, as pieces of text (join them, or send them as a stream): one piece per unit, built in
 * one pass, so 10,000 sentences cost a few megabytes and milliseconds.
 */
export function* bilingualXliffPieces(file: BilingualFile): Generator<string> {
  const source = xmlAttribute(languageTag(file.sourceLanguage));
  const target = xmlAttribute(languageTag(file.targetLanguage));
  const original = xmlAttribute(file.original);
  const glossa = file.versionId
    ? ` xmlns:glossa="${GLOSSA_NAMESPACE}" glossa:version="${xmlAttribute(file.versionId)}"`
    : '';
  yield '<?xml version="1.0" encoding="UTF-8"?>\n';
  if (file.version === '2.1') {
    yield `<xliff xmlns="${XLIFF_NAMESPACES['2.1']}" version="2.1" srcLang="${source}" trgLang="${target}">\n`;
    yield `  <file id="f1" original="${original}"${glossa}>\n`;
    for (const unit of file.units) yield unit21(unit);
    yield '  </file>\n</xliff>\n';
    return;
  }
  yield `<xliff xmlns="${XLIFF_NAMESPACES['1.2']}" version="1.2">\n`;
  yield `  <file original="${original}" source-language="${source}" target-language="${target}" datatype="plaintext"${glossa}>\n`;
  yield '    <body>\n';
  for (const unit of file.units) yield unit12(unit);
  yield '    </body>\n  </file>\n</xliff>\n';
}

/** The whole file as text. */
export function writeBilingualXliff(file: BilingualFile): string {
  return [...bilingualXliffPieces(file)].join('');
}

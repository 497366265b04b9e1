import { type DocumentFormat, FormatError } from '../document-format.ts';
import { canEncode, decodeText, dominantEol, encodeText, type TextForm } from '../text-file.ts';
import { gettextLanguage, pluralFormsHeader, pluralRule } from './plural-forms.ts';
import { isHeader, type PoEntry, readPoEntries } from './po-entries.ts';
import { declaredCharset, updateHeader } from './po-header.ts';
import { formatPoField, wrapWidth } from './po-strings.ts';
import { type PoUnit, poUnits, renderPoSource } from './po-units.ts';

export interface PoSkeleton {
  form: TextForm;
  source: string;
  /** The wrap width of the file and its line break, for the strings we write. */
  width: number;
  eol: string;
  units: PoUnit[];
  header?: PoEntry;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

const MAX_BYTES = 64 * 1024 * 1024;
const WHAT = 'the PO file';

/**
 * The msgstr lines of a filled entry. Plural entries get as many forms as the target language
 * has: the singular's translation in msgstr[0] and the plural's in the others (one-form
 * languages use the plural's, which carries the count). A plural-aware engine could do better
 * by translating each form for a sample count of its own.
 */
function msgstrLines(
  skeleton: PoSkeleton,
  unit: PoUnit,
  singular: string,
  plural: string | undefined,
  nplurals: number,
) {
  const { width } = skeleton;
  const { eol } = unit.entry;
  if (plural === undefined) return formatPoField('msgstr', singular, width, eol);
  const forms = Array.from({ length: nplurals }, (_, n) => (n === 0 && nplurals > 1 ? singular : plural));
  return forms.map((value, n) => formatPoField(`msgstr[${n}]`, value, width, eol)).join(eol);
}

/** Removes `fuzzy` from an entry's flags line, or the whole line when it was the only flag. */
function unfuzzy(entry: PoEntry): Edit | undefined {
  const flags = entry.flags;
  if (!flags?.values.includes('fuzzy')) return undefined;
  const rest = flags.values.filter((flag) => flag !== 'fuzzy');
  return { start: flags.start, end: flags.next, text: rest.length > 0 ? `#, ${rest.join(', ')}${entry.eol}` : '' };
}

function unitEdits(
  skeleton: PoSkeleton,
  unit: PoUnit,
  translations: ReadonlyMap<string, string>,
  nplurals: number,
): Edit[] {
  const singular = translations.get(unit.singular.id);
  const plural = unit.plural ? translations.get(unit.plural.id) : undefined;
  if (singular === undefined || (unit.plural && plural === undefined)) return [];
  const text = msgstrLines(
    skeleton,
    unit,
    renderPoSource(unit.singular, singular),
    unit.plural && plural !== undefined ? renderPoSource(unit.plural, plural) : undefined,
    nplurals,
  );
  const { msgstr } = unit.entry;
  const edits: Edit[] = [
    { start: (msgstr[0] as PoEntry['msgid']).start, end: (msgstr.at(-1) as PoEntry['msgid']).end, text },
  ];
  const flags = unfuzzy(unit.entry);
  return flags ? [...edits, flags] : edits;
}

function headerEdits(skeleton: PoSkeleton, language: string, utf8: boolean): Edit[] {
  const rule = pluralRule(language);
  const update = { language: gettextLanguage(language), pluralForms: pluralFormsHeader(rule), utf8 };
  const { header, eol, width } = skeleton;
  if (!header) {
    const value = updateHeader('', update);
    return [{ start: 0, end: 0, text: `msgid ""${eol}${formatPoField('msgstr', value, width, eol)}${eol}${eol}` }];
  }
  const field = header.msgstr[0] as PoEntry['msgid'];
  const value = updateHeader(field.value, update);
  const edits: Edit[] =
    value === field.value
      ? []
      : [{ start: field.start, end: field.end, text: formatPoField('msgstr', value, width, header.eol) }];
  const flags = unfuzzy(header);
  return flags ? [...edits, flags] : edits;
}

function applyEdits(source: string, edits: Edit[]): string {
  edits.sort((a, b) => a.start - b.start || a.end - b.end);
  let out = '';
  let cursor = 0;
  for (const edit of edits) {
    out += source.slice(cursor, edit.start) + edit.text;
    cursor = edit.end;
  }
  return out + source.slice(cursor);
}

function render(skeleton: PoSkeleton, translations: ReadonlyMap<string, string>, language: string, utf8: boolean) {
  const nplurals = pluralRule(language).nplurals;
  const edits = [
    ...headerEdits(skeleton, language, utf8),
    ...skeleton.units.flatMap((unit) => unitEdits(skeleton, unit, translations, nplurals)),
  ];
  return applyEdits(skeleton.source, edits);
}

/**
 * gettext PO and POT: msgids are segments and the rebuild fills msgstr (all plural forms of the
 * target language), drops `fuzzy` from the entries it fills and sets the header's Language and
 * Plural-Forms. Contexts, comments, references, flags and obsolete entries stay as they are. A
 * POT comes back filled, PO-shaped. A PO is itself bilingual: there is no bilingual output.
 */
export const po: DocumentFormat<PoSkeleton> & { bilingual: false } = {
  id: 'po',
  extensions: ['po', 'pot'],
  bilingual: false,
  async extract(input) {
    const declared = declaredCharset(input);
    const { text, encoding, bom } = decodeText(input, {
      what: WHAT,
      maxBytes: MAX_BYTES,
      declared,
      latin1Fallback: true,
      binary: 'unsupported',
    });
    if (!/^[ \t]*msgid[ \t]+"/m.test(text))
      throw new FormatError('The file is not a PO file: it has no msgid entries', 'unsupported');
    const entries = readPoEntries(text);
    const header = entries.find(isHeader);
    const declaredLanguage = /^Language:[ \t]*\S/im.test(header?.msgstr[0]?.value ?? '');
    const { units, segments } = poUnits(entries, declaredLanguage);
    if (segments.length === 0)
      throw new FormatError('Nothing to translate: the PO file has no untranslated entries', 'empty');
    return {
      segments,
      skeleton: {
        form: { encoding, bom },
        source: text,
        width: wrapWidth(text),
        eol: dominantEol(text),
        units,
        header,
      },
    };
  },
  async rebuild(skeleton, translations, _mode, options) {
    const output = render(skeleton, translations, options.targetLanguage, false);
    if (canEncode(output, skeleton.form)) return encodeText(output, skeleton.form);
    // The translation needs characters the file's charset lacks: the file becomes UTF-8 and says so.
    const utf8 = render(skeleton, translations, options.targetLanguage, true);
    return encodeText(utf8, { encoding: 'utf-8', bom: skeleton.form.bom });
  },
};

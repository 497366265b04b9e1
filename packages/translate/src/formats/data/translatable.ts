/**
 * Whether a value of a data file (cell, JSON string, YAML scalar, property) is text for people
 * rather than data for programs. Numbers, dates, formulas, URLs, paths, identifiers and
 * configuration words stay as they are.
 */
const URL_LIKE = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.|mailto:|tel:)\S*$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
/** Windows, UNC and absolute Unix paths, which may hold spaces ('C:\\Program Files\\App'). */
const SPACED_PATH = /^(?:[a-z]:\\|\\\\|\/[^\s/]+\/)/i;
const PATH = /^(?:\.{0,2}\/|~\/|[a-z]:\\)\S*$|^[\w.@-]*\/[\w./@-]*\.[a-z0-9]{1,5}$/i;
const DATE_TIME =
  /^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;
const TIME = /^\d{1,2}:\d{2}(?::\d{2})?(?:\s?[ap]\.?m\.?)?$/i;
const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const CONFIG_WORDS = new Set(['true', 'false', 'null', 'nil', 'none', 'yes', 'no', 'on', 'off', 'undefined', 'nan']);
/** snake_case, dotted.names, SCREAMING_CASE and camelCase: identifiers, never prose. */
const IDENTIFIER = /^(?:[\p{L}\p{N}]+(?:[_.:][\p{L}\p{N}]+)+|[a-z]+[A-Z][\p{L}\p{N}]*|[A-Z0-9]+_[A-Z0-9_]+)$/u;
/** One token mixing letters and digits ('v2', 'abc123', '1.0.0-beta', a UUID). */
const CODE_TOKEN = /^(?=\S*\p{N})(?=\S*\p{L})[\p{L}\p{N}_\-.#:/+]+$/u;

/** Placeholders alone ('%d', '{0}', '{{count}}', '%1$@') are not words. */
// Zeros after '%' are flags and the width starts with 1-9: one reading of '%000...'.
const PLACEHOLDER =
  /\{\{[^{}]*\}\}|\{[\w.,\s]*\}|%(?:\d+\$)?[-+#0 ]*(?:[1-9]\d*)?(?:\.\d+)?(?:hh|h|ll|l|z)?[sdifuxXoeEgGc@]/g;

export function isTranslatableValue(value: string): boolean {
  const text = value.trim();
  if (!/\p{L}/u.test(text.replace(PLACEHOLDER, ''))) return false;
  if (text.startsWith('=')) return false;
  if (CONFIG_WORDS.has(text)) return false;
  if (/\s/.test(text)) return ![URL_LIKE, DATE_TIME, TIME, SPACED_PATH].some((re) => re.test(text));
  return ![URL_LIKE, EMAIL, PATH, DATE_TIME, TIME, HEX_COLOUR, IDENTIFIER, CODE_TOKEN].some((re) => re.test(text));
}

export interface HeaderUpdate {
  language: string;
  pluralForms: string;
  /** The file is written in UTF-8 from now on (a POT's placeholder or an encoding too small). */
  utf8: boolean;
}

/** Sets one `Key: value` line of a header, after `after` when it is new. */
function setField(lines: string[], key: string, value: string, after?: string): void {
  const at = lines.findIndex((line) => line.toLowerCase().startsWith(`${key.toLowerCase()}:`));
  if (at >= 0) {
    lines[at] = `${key}: ${value}`;
    return;
  }
  const anchor = after ? lines.findIndex((line) => line.toLowerCase().startsWith(`${after.toLowerCase()}:`)) : -1;
  lines.splice(anchor >= 0 ? anchor + 1 : lines.length, 0, `${key}: ${value}`);
}

/**
 * The header msgstr with the target's Language and Plural-Forms (and a charset a POT leaves as
 * CHARSET); every other field stays as it was, in its place.
 */
export function updateHeader(value: string, update: HeaderUpdate): string {
  const lines = value.split('\n');
  const newlineAtEnd = lines.at(-1) === '';
  if (newlineAtEnd) lines.pop();
  setField(lines, 'Language', update.language, 'Language-Team');
  setField(lines, 'Plural-Forms', update.pluralForms);
  const type = lines.findIndex((line) => /^content-type:/i.test(line));
  if (type < 0) setField(lines, 'Content-Type', 'text/plain; charset=UTF-8', 'MIME-Version');
  else if (update.utf8 || /charset=CHARSET/i.test(lines[type] as string)) {
    const line = lines[type] as string;
    lines[type] = /charset=/i.test(line) ? line.replace(/charset=[^\s;]*/i, 'charset=UTF-8') : `${line}; charset=UTF-8`;
  }
  return `${lines.join('\n')}${newlineAtEnd || lines.length > 0 ? '\n' : ''}`;
}

/** The charset a PO header declares, read from the raw bytes before decoding. */
export function declaredCharset(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 4096));
  const charset = /charset=([A-Za-z0-9._:-]+)/.exec(head)?.[1];
  return charset && charset.toUpperCase() !== 'CHARSET' ? charset : undefined;
}

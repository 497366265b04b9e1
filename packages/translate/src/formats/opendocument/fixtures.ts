import { unzipSync, zipSync } from 'fflate';

/** Hand-written OpenDocument packages for the tests: the smallest files LibreOffice still opens. */

const NS = [
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"',
  'xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0"',
  'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
  'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'xmlns:xlink="http://www.w3.org/1999/xlink"',
  'xmlns:dc="http://purl.org/dc/elements/1.1/"',
  'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"',
].join(' ');

const BODY: Record<string, string> = {
  text: 'office:text',
  spreadsheet: 'office:spreadsheet',
  presentation: 'office:presentation',
};

export interface OdfFixture {
  family: 'text' | 'spreadsheet' | 'presentation';
  /** The inside of office:text / office:spreadsheet / office:presentation. */
  body: string;
  automaticStyles?: string;
  /** The inside of office:master-styles. */
  masterStyles?: string;
  title?: string;
  /** Extra manifest file entries (encryption data, objects). */
  manifestEntries?: string;
  /** Extra zip entries, by path. */
  extra?: Record<string, string>;
  template?: boolean;
}

const encoder = new TextEncoder();

export function contentXml(fixture: Pick<OdfFixture, 'family' | 'body' | 'automaticStyles'>): string {
  const body = BODY[fixture.family];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<office:document-content ${NS} office:version="1.3"><office:automatic-styles>${fixture.automaticStyles ?? ''}</office:automatic-styles><office:body><${body}>${fixture.body}</${body}></office:body></office:document-content>`;
}

export function odfPackage(fixture: OdfFixture): Uint8Array {
  const mimetype = `application/vnd.oasis.opendocument.${fixture.family}${fixture.template ? '-template' : ''}`;
  const styles = `<?xml version="1.0" encoding="UTF-8"?>\n<office:document-styles ${NS} office:version="1.3"><office:styles/><office:master-styles>${fixture.masterStyles ?? ''}</office:master-styles></office:document-styles>`;
  const meta = `<?xml version="1.0" encoding="UTF-8"?>\n<office:document-meta ${NS} office:version="1.3"><office:meta>${fixture.title === undefined ? '' : `<dc:title>${fixture.title}</dc:title>`}<meta:generator>glossa-tests</meta:generator></office:meta></office:document-meta>`;
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>\n<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3"><manifest:file-entry manifest:full-path="/" manifest:media-type="${mimetype}"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/><manifest:file-entry manifest:full-path="styles.xml" manifest:media-type="text/xml"/><manifest:file-entry manifest:full-path="meta.xml" manifest:media-type="text/xml"/>${fixture.manifestEntries ?? ''}</manifest:manifest>`;
  const entries: Record<string, [Uint8Array, { level: 0 | 6 }]> = {
    mimetype: [encoder.encode(mimetype), { level: 0 }],
    'content.xml': [encoder.encode(contentXml(fixture)), { level: 6 }],
    'styles.xml': [encoder.encode(styles), { level: 6 }],
    'meta.xml': [encoder.encode(meta), { level: 6 }],
  };
  for (const [path, text] of Object.entries(fixture.extra ?? {})) entries[path] = [encoder.encode(text), { level: 6 }];
  entries['META-INF/manifest.xml'] = [encoder.encode(manifest), { level: 6 }];
  return zipSync(entries);
}

/** One entry of a package, as text. */
export function entryText(zip: Uint8Array, path: string): string {
  const entry = unzipSync(zip, { filter: (file) => file.name === path })[path];
  return entry ? new TextDecoder().decode(entry) : '';
}

/** The entry names in the order the zip stores them, and whether `mimetype` is stored uncompressed. */
export function zipLayout(zip: Uint8Array): { names: string[]; mimetypeStored: boolean } {
  const names: string[] = [];
  let offset = 0;
  let mimetypeStored = false;
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  while (offset + 30 <= zip.length && view.getUint32(offset, true) === 0x04034b50) {
    const method = view.getUint16(offset + 8, true);
    const compressed = view.getUint32(offset + 18, true);
    const nameLength = view.getUint16(offset + 26, true);
    const extraLength = view.getUint16(offset + 28, true);
    const name = new TextDecoder().decode(zip.subarray(offset + 30, offset + 30 + nameLength));
    if (name === 'mimetype') mimetypeStored = method === 0 && extraLength === 0;
    names.push(name);
    offset += 30 + nameLength + extraLength + compressed;
  }
  return { names, mimetypeStored };
}

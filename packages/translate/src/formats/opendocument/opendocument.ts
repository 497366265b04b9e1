import type { Element } from '@xmldom/xmldom';
import type { Unzipped } from 'fflate';
import { writeArchive } from '../archive.ts';
import type { DocumentFormat, ExtractOptions } from '../document-format.ts';
import { xmlFromBytes, xmlToBytes } from '../safe-xml.ts';
import { shrinkTextFrames } from './fit-text.ts';
import { odfInlineModel } from './odf-inline.ts';
import { odfName } from './odf-names.ts';
import { type OdfFamily, openPackage } from './odf-package.ts';
import { odfTitleUnits, odfUnits } from './odf-units.ts';
import { extractParts, type ParsedPart, type PartPlan, rebuildParts } from './xml-parts.ts';
import { childElements, plainTextNodes } from './xml-runs.ts';
import { checkDepth, readUnits, type XmlUnit } from './xml-units.ts';

export interface OpenDocumentSkeleton {
  input: Uint8Array;
  files: Unzipped;
  order: string[];
  family: OdfFamily;
  options: ExtractOptions;
  plans: PartPlan[];
}

/** The element of a part where its text lives: the body, or the master pages of styles.xml. */
function textRoot(path: string, root: Element, family: OdfFamily, options: ExtractOptions): Element | undefined {
  const children = childElements(root);
  if (path !== 'styles.xml') return children.find((child) => odfName(child) === 'office:body');
  // A presentation's masters: the text they put on every slide, unless left out (their
  // placeholders' prompts, "Click to add Title", are left out by odfUnits).
  if (family === 'presentation' && options.includeMasters === false) return undefined;
  return children.find((child) => odfName(child) === 'office:master-styles');
}

function partReader(family: OdfFamily, options: ExtractOptions) {
  return (path: string, bytes: Uint8Array): ParsedPart => {
    const doc = xmlFromBytes(bytes, path);
    checkDepth(doc, path);
    const root = doc.documentElement as Element;
    let units: XmlUnit[] = [];
    const meta = path === 'meta.xml';
    if (meta) {
      units = odfTitleUnits(root);
    } else {
      const textAt = textRoot(path, root, family, options);
      const walk = {
        spreadsheet: family === 'spreadsheet' && path === 'content.xml',
        includeHidden: options.includeHidden ?? false,
        includeNotes: options.includeNotes ?? true,
      };
      if (textAt) units = odfUnits(doc, textAt, path === 'styles.xml' ? 'master' : 'body', walk);
    }
    const odf = odfInlineModel(doc);
    const model = meta ? { ...odf, textNodes: plainTextNodes } : odf;
    const read = readUnits(units, model);
    return {
      doc,
      read,
      model,
      write: () => xmlToBytes(doc),
      finish(mode) {
        if (family === 'presentation' && mode !== 'translated') shrinkTextFrames(doc, read);
      },
    };
  };
}

function openDocumentFormat(
  id: string,
  family: OdfFamily,
  extensions: readonly string[],
): DocumentFormat<OpenDocumentSkeleton> & { bilingual: true } {
  return {
    id,
    extensions,
    bilingual: true,
    async extract(input, options = {}) {
      const pkg = openPackage(input, family, options.archiveLimits);
      const { segments, plans } = extractParts(pkg.parts, pkg.files, partReader(family, options));
      return { segments, skeleton: { input, files: pkg.files, order: pkg.order, family, options, plans } };
    },
    async rebuild(skeleton, translations, mode, options) {
      const read = partReader(skeleton.family, skeleton.options);
      const written = rebuildParts(skeleton.plans, skeleton.files, read, translations, mode, options);
      if (written.size === 0) return skeleton.input;
      const files: Unzipped = { ...skeleton.files };
      for (const [path, bytes] of written) files[path] = bytes as Uint8Array<ArrayBuffer>;
      return writeArchive(files, skeleton.order, ['mimetype']);
    },
  };
}

/**
 * OpenDocument text (odt, ott): paragraphs and headings, lists, tables, text boxes, footnotes
 * and endnotes, comments, headers and footers, chart texts and the document title.
 */
export const openDocumentText = openDocumentFormat('odt', 'text', ['odt', 'ott']);

/** OpenDocument spreadsheets (ods, ots): string cells only; formulas, numbers, dates and hidden content stay. */
export const openDocumentSpreadsheet = openDocumentFormat('ods', 'spreadsheet', ['ods', 'ots']);

/** OpenDocument presentations (odp, otp): slides, and speaker notes and masters when the options say. */
export const openDocumentPresentation = openDocumentFormat('odp', 'presentation', ['odp', 'otp']);

export const openDocumentFormats = [openDocumentText, openDocumentSpreadsheet, openDocumentPresentation] as const;

import type { Segment } from '../../segments/segment.ts';
import type { DocumentFormat } from '../document-format.ts';
import { applyReplacements, decodeText, encodeText, requireSegments, type TextFile } from '../text-file.ts';
import { isTranslatableValue } from './translatable.ts';
import { writeYamlScalar, type YamlScalar, yamlScalars } from './yaml-scalars.ts';

export interface YamlSkeleton {
  file: TextFile;
  units: { id: string; scalar: YamlScalar; text: string }[];
}

/** The segments of YAML string values, and the rebuilt text; shared with Markdown front matter. */
export function extractYaml(text: string, what: string, accept: (scalar: YamlScalar) => boolean = () => true) {
  const units: YamlSkeleton['units'] = [];
  const segments: Segment[] = [];
  for (const scalar of yamlScalars(text, what)) {
    const body = scalar.value.trim();
    if (!accept(scalar) || !isTranslatableValue(body)) continue;
    const id = `y${units.length + 1}`;
    units.push({ id, scalar, text: body });
    segments.push({ id, text: body, context: { part: scalar.keys.join('.'), kind: 'other' } });
  }
  return { units, segments };
}

export function rebuildYaml(
  text: string,
  units: YamlSkeleton['units'],
  translations: ReadonlyMap<string, string>,
  newline: string,
): string {
  const replacements = [];
  for (const unit of units) {
    const target = translations.get(unit.id);
    if (target === undefined || target === unit.text) continue;
    const { value } = unit.scalar;
    const lead = value.slice(0, value.indexOf(unit.text));
    const full = lead + target + value.slice(lead.length + unit.text.length);
    replacements.push({
      start: unit.scalar.start,
      end: unit.scalar.end,
      text: writeYamlScalar(text, unit.scalar, full, newline),
    });
  }
  return applyReplacements(text, replacements);
}

/**
 * YAML: string values are segments; keys, anchors, aliases, numbers, booleans, comments and
 * layout are untouched. Format-preserved output only.
 */
export const yaml: DocumentFormat<YamlSkeleton> & { bilingual: false } = {
  id: 'yaml',
  extensions: ['yaml', 'yml'],
  bilingual: false,
  async extract(input) {
    const file = decodeText(input, { what: 'the YAML file' });
    const { units, segments } = extractYaml(file.text, 'the YAML file');
    return { segments: requireSegments(segments, 'the YAML file'), skeleton: { file, units } };
  },
  async rebuild(skeleton, translations) {
    const { file, units } = skeleton;
    return encodeText(rebuildYaml(file.text, units, translations, file.newline), file);
  },
};

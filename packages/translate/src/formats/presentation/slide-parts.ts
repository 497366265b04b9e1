import type { Element } from '@xmldom/xmldom';
import type { SegmentKind } from '../../segments/segment.ts';
import type { OoxmlPackage } from '../ooxml/package.ts';
import { type Relationship, readRelationships } from '../ooxml/relationships.ts';
import { attributeByLocalName, elementsByName, parsePart } from '../ooxml/xml-part.ts';

/** A part of a presentation with text, in reading order, with what translators see as its place. */
export interface TextPart {
  path: string;
  /** 'slide 3', 'slide 3 notes', 'layout 2' ... */
  label: string;
  kind: SegmentKind;
  /** For a SmartArt drawing: the data part it mirrors. */
  mirrors?: string;
  /** A slide master, layout, notes or handout master: its placeholders hold prompts, not text. */
  template?: boolean;
}

export interface PartChoice {
  notes: boolean;
  masters: boolean;
  charts: boolean;
}

const LABELS: Record<string, string> = { notesMaster: 'notes master', handoutMaster: 'handout master' };

/** Where the presentation's own relationships point, for one type, in the order of the list element. */
function orderedTargets(pkg: OoxmlPackage, listName: string, type: string): string[] {
  const rels = readRelationships(pkg.files, pkg.mainPart).filter((rel) => rel.type === type && !rel.external);
  const byId = new Map(rels.map((rel) => [rel.id, rel.target]));
  const doc = parsePart(pkg.files[pkg.mainPart] as Uint8Array, pkg.mainPart);
  const ordered: string[] = [];
  for (const list of elementsByName(doc, listName)) {
    for (const item of Array.from(list.childNodes)) {
      if (item.nodeType !== 1) continue;
      const target = byId.get(attributeByLocalName(item as Element, 'id') ?? '');
      if (target) ordered.push(target);
    }
  }
  // A master or slide only reachable through relationships still counts, after the listed ones.
  for (const rel of rels) if (!ordered.includes(rel.target)) ordered.push(rel.target);
  return ordered;
}

/** Charts, SmartArt and (when chosen) notes hanging off a slide, master or layout. */
function dependents(source: TextPart, rels: readonly Relationship[], choice: PartChoice): TextPart[] {
  const out: TextPart[] = [];
  const data = rels.find((rel) => rel.type === 'diagramData' && !rel.external);
  for (const rel of rels) {
    if (rel.external) continue;
    if (rel.type === 'chart' && choice.charts)
      out.push({ path: rel.target, label: `${source.label} chart`, kind: 'caption' });
    else if (rel.type === 'diagramData')
      out.push({ path: rel.target, label: `${source.label} SmartArt`, kind: 'paragraph' });
    else if (rel.type === 'diagramDrawing') {
      out.push({ path: rel.target, label: `${source.label} SmartArt`, kind: 'paragraph', mirrors: data?.target });
    } else if (rel.type === 'notesSlide' && choice.notes) {
      out.push({ path: rel.target, label: `${source.label} notes`, kind: 'note' });
    }
  }
  return out;
}

/**
 * The parts to translate, in reading order: each slide followed by its charts, SmartArt and
 * notes; then masters with their layouts, and the notes and handout masters, when chosen.
 */
export function textParts(pkg: OoxmlPackage, choice: PartChoice): TextPart[] {
  const parts: TextPart[] = [];
  const seen = new Set<string>();
  const visit = (part: TextPart, master = false) => {
    if (seen.has(part.path) || !pkg.files[part.path]) return;
    seen.add(part.path);
    parts.push(part);
    const rels = readRelationships(pkg.files, part.path);
    for (const dependent of dependents(part, rels, choice)) visit(dependent);
    if (master) {
      rels
        .filter((rel) => rel.type === 'slideLayout' && !rel.external)
        .forEach((rel, index) => {
          visit({ path: rel.target, label: `${part.label} layout ${index + 1}`, kind: 'other', template: true });
        });
    }
  };
  orderedTargets(pkg, 'sldIdLst', 'slide').forEach((path, index) => {
    visit({ path, label: `slide ${index + 1}`, kind: 'paragraph' });
  });
  if (choice.masters) {
    orderedTargets(pkg, 'sldMasterIdLst', 'slideMaster').forEach((path, index) => {
      visit({ path, label: `master ${index + 1}`, kind: 'other', template: true }, true);
    });
    for (const type of ['notesMaster', 'handoutMaster']) {
      for (const path of orderedTargets(pkg, `${type}IdLst`, type))
        visit({ path, label: LABELS[type] as string, kind: 'other', template: true });
    }
  }
  return parts;
}

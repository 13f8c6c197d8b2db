import type {IndexedSection, SectionColumns} from './types';

/*
 * Sections travel as columns, not objects: no repeated keys, and each section names only its own heading (its
 * depth says which of the previous headings are its parents), which halves their share of the file.
 */

/** Encodes sections (grouped by page, in page order) into columns. */
export function toColumns(sections: IndexedSection[]): SectionColumns {
  const columns: SectionColumns = {perPage: [], heading: [], depth: [], anchor: [], length: []};
  sections.forEach((section, id) => {
    const first = id === 0 || sections[id - 1]!.p !== section.p;
    if (first) columns.perPage.push(0);
    columns.perPage[columns.perPage.length - 1]! += 1;
    columns.length.push(section.n);
    if (section.o === undefined) {
      columns.heading.push(section.h.at(-1) ?? '');
      columns.depth.push(section.h.length);
      columns.anchor.push(section.a);
      return;
    }
    // An option: its parent section, as a negative position in the page, and its anchor if it has its own.
    const pageStart = id - columns.perPage[columns.perPage.length - 1]! + 1;
    const parent = sections.findIndex(
      (other, otherId) =>
        otherId >= pageStart &&
        other.p === section.p &&
        other.o === undefined &&
        other.h.join('\u0000') === section.h.slice(0, -1).join('\u0000'),
    );
    columns.heading.push(section.o);
    columns.depth.push(-(parent - pageStart) - 1);
    columns.anchor.push(section.a === sections[parent]!.a ? '' : section.a);
  });
  return columns;
}

/** Decodes the columns back into sections. */
export function fromColumns(columns: SectionColumns): IndexedSection[] {
  const sections: IndexedSection[] = [];
  columns.perPage.forEach((count, page) => {
    const pageStart = sections.length;
    for (let position = 0; position < count; position += 1) {
      const id = pageStart + position;
      const heading = columns.heading[id]!;
      const depth = columns.depth[id]!;
      const n = columns.length[id]!;
      if (depth >= 0) {
        const previous = position === 0 ? [] : sections[id - 1]!.h;
        const h = depth === 0 ? [] : [...previous.slice(0, depth - 1), heading];
        sections.push({p: page, h, a: columns.anchor[id]!, n});
      } else {
        const parent = sections[pageStart - depth - 1]!;
        sections.push({p: page, h: [...parent.h, heading], a: columns.anchor[id] || parent.a, n, o: heading});
      }
    }
  });
  return sections;
}

import type {IndexedSection, SectionColumns} from './types';

/*
 * Sections travel as columns, not objects: no repeated keys, and each section names only its own heading (its
 * depth says which of the previous headings are its parents), which halves their share of the file. An anchor that
 * is what Docusaurus makes of the heading (its slug), or an option's own name, is left out (null): 1,127 of the
 * current docs index's 1,371 sections and options, and 4.5 KB of its 75 KB gzipped.
 */

/**
 * The anchor Docusaurus (github-slugger) gives a heading, for most headings: lower case, without punctuation and
 * symbols, spaces as hyphens. A heading it gets wrong (a repeated heading's `-1`) keeps its anchor in the file.
 */
export function headingSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Encodes sections (grouped by page, in page order) into columns. */
export function toColumns(sections: IndexedSection[]): SectionColumns {
  const columns: SectionColumns = {perPage: [], heading: [], depth: [], anchor: [], length: []};
  sections.forEach((section, id) => {
    const first = id === 0 || sections[id - 1]!.p !== section.p;
    if (first) columns.perPage.push(0);
    columns.perPage[columns.perPage.length - 1]! += 1;
    columns.length.push(section.n);
    if (section.o === undefined) {
      const heading = section.h.at(-1) ?? '';
      columns.heading.push(heading);
      columns.depth.push(section.h.length);
      columns.anchor.push(section.a === headingSlug(heading) ? null : section.a);
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
    const anchor = section.a === sections[parent]!.a ? '' : section.a;
    columns.anchor.push(anchor === section.o ? null : anchor);
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
        sections.push({p: page, h, a: columns.anchor[id] ?? headingSlug(heading), n});
      } else {
        const parent = sections[pageStart - depth - 1]!;
        const anchor = columns.anchor[id] ?? heading;
        sections.push({p: page, h: [...parent.h, heading], a: anchor || parent.a, n, o: heading});
      }
    }
  });
  return sections;
}

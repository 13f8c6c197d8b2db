/** One framework release, as written in CHANGELOG.md. */
export type Release = {
  version: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** The paragraph(s) between the release heading and its first group. */
  summary: string;
  groups: ReleaseGroup[];
  /** 1-based line of the release heading, for error messages. */
  line: number;
};

export type ReleaseGroup = {title: string; items: string[]};

export class ChangelogParseError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`CHANGELOG.md line ${line}: ${message}`);
    this.name = 'ChangelogParseError';
  }
}

const RELEASE_HEADING = /^## (\S+) \((\d{4}-\d{2}-\d{2})\)\s*$/;
const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?$/;

function isRealDate(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso);
}

function parseReleaseHeading(text: string, line: number): Pick<Release, 'version' | 'date'> {
  const match = text.match(RELEASE_HEADING);
  if (!match) {
    const version = text.slice(3).trim().split(/\s+/)[0] ?? '';
    if (VERSION.test(version) && !/\(/.test(text)) {
      throw new ChangelogParseError(line, `release ${version} has no date; write "## ${version} (YYYY-MM-DD)"`);
    }
    throw new ChangelogParseError(line, `"${text}" is not a release heading; write "## <version> (YYYY-MM-DD)"`);
  }
  const [, version, date] = match;
  if (!VERSION.test(version)) {
    throw new ChangelogParseError(line, `"${version}" is not a semantic version`);
  }
  if (!isRealDate(date)) {
    throw new ChangelogParseError(line, `release ${version} has an impossible date "${date}"`);
  }
  return {version, date};
}

/**
 * Splits CHANGELOG.md into releases. Anything that does not fit the format is
 * an error naming its line: nothing is silently dropped.
 */
export function parseChangelog(markdown: string): Release[] {
  const releases: Release[] = [];
  const seen = new Map<string, number>();
  let current: Release | undefined;
  let group: ReleaseGroup | undefined;
  const summary: string[] = [];

  const closeRelease = () => {
    if (!current) return;
    current.summary = summary.join('\n').trim();
    if (!current.summary) {
      throw new ChangelogParseError(
        current.line,
        `release ${current.version} needs a summary paragraph under its heading`,
      );
    }
    releases.push(current);
    summary.length = 0;
  };

  markdown.split(/\r?\n/).forEach((text, index) => {
    const line = index + 1;
    if (text.startsWith('## ')) {
      closeRelease();
      const {version, date} = parseReleaseHeading(text, line);
      const previous = seen.get(version);
      if (previous) {
        throw new ChangelogParseError(line, `release ${version} is listed twice (first on line ${previous})`);
      }
      seen.set(version, line);
      current = {version, date, summary: '', groups: [], line};
      group = undefined;
      return;
    }
    if (!current) {
      if (/^#{2,} /.test(text)) {
        throw new ChangelogParseError(line, `"${text}" comes before the first release heading`);
      }
      return;
    }
    if (text.startsWith('### ')) {
      group = {title: text.slice(4).trim(), items: []};
      current.groups.push(group);
      return;
    }
    if (/^#+ /.test(text)) {
      throw new ChangelogParseError(line, `only "### <group>" headings may appear inside release ${current.version}`);
    }
    if (!group) {
      summary.push(text);
      return;
    }
    if (text.startsWith('- ')) {
      group.items.push(text.slice(2).trim());
    } else if (/^\s+\S/.test(text) && group.items.length > 0) {
      group.items[group.items.length - 1] += ` ${text.trim()}`;
    } else if (text.trim() !== '') {
      throw new ChangelogParseError(
        line,
        `text in group "${group.title}" of ${current.version} must be a "- " list item`,
      );
    }
  });
  closeRelease();

  for (const release of releases) {
    const empty = release.groups.find((g) => g.items.length === 0);
    if (empty) {
      throw new ChangelogParseError(release.line, `group "${empty.title}" of ${release.version} has no items`);
    }
  }
  if (releases.length === 0) {
    throw new ChangelogParseError(1, 'no release found; each release starts with "## <version> (YYYY-MM-DD)"');
  }
  return releases;
}

/** The blog post (front matter + Markdown) that renders one release at /changelog/{version}/. */
export function releaseToPost(release: Release): {fileName: string; content: string} {
  const body = release.groups
    .map((g) => [`## ${g.title}`, '', ...g.items.map((item) => `- ${item}`)].join('\n'))
    .join('\n\n');
  const frontMatter = [
    '---',
    `title: ${JSON.stringify(release.version)}`,
    `date: ${release.date}`,
    `slug: /${release.version}`,
    `description: ${JSON.stringify(`What changed in Docusaurus ${release.version}, released on ${release.date}.`)}`,
    'hide_table_of_contents: false',
    '---',
  ].join('\n');
  return {
    fileName: `${release.date}-${release.version}.md`,
    content: `${frontMatter}\n\n${release.summary}\n\n<!-- truncate -->\n\n${body}\n`,
  };
}

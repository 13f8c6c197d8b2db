import {describe, expect, it} from 'vitest';
import {ChangelogParseError, parseChangelog, releaseToPost} from './parse';

const sample = `# Changelog

Intro text that is not a release.

## 2.0.0-beta.22 (2022-07-08)

Headline of the release.

### 🚀 New features

- **plugin-content-docs**: something new
  that wraps onto a second line.
- **theme-classic**: another thing.

### 🐛 Bug fixes

- **core**: a fix.

## 2.0.0-beta.21 (2022-05-27)

Only a summary, no groups.
`;

function errorOf(markdown: string): ChangelogParseError {
  try {
    parseChangelog(markdown);
  } catch (error) {
    return error as ChangelogParseError;
  }
  throw new Error('expected a parse error');
}

describe('parseChangelog', () => {
  it('reads releases newest first with version, date, summary and groups', () => {
    const releases = parseChangelog(sample);
    expect(releases.map((r) => [r.version, r.date, r.line])).toEqual([
      ['2.0.0-beta.22', '2022-07-08', 5],
      ['2.0.0-beta.21', '2022-05-27', 19],
    ]);
    expect(releases[0].summary).toBe('Headline of the release.');
    expect(releases[0].groups).toEqual([
      {
        title: '🚀 New features',
        items: [
          '**plugin-content-docs**: something new that wraps onto a second line.',
          '**theme-classic**: another thing.',
        ],
      },
      {title: '🐛 Bug fixes', items: ['**core**: a fix.']},
    ]);
    expect(releases[1].groups).toEqual([]);
  });

  it('names the line of a release without a date', () => {
    const error = errorOf('## 2.0.0-beta.5\n\nSummary.\n');
    expect(error).toBeInstanceOf(ChangelogParseError);
    expect(error.line).toBe(1);
    expect(error.message).toContain('line 1: release 2.0.0-beta.5 has no date');
  });

  it('rejects an impossible date and a non-version heading', () => {
    expect(errorOf('## 2.0.0 (2022-02-30)\n\nSummary.\n').message).toContain('impossible date "2022-02-30"');
    expect(errorOf('text\n## Unreleased\n').message).toContain('line 2: "## Unreleased" is not a release heading');
  });

  it('rejects duplicates, stray headings, loose text in a group, empty groups and missing summaries', () => {
    expect(errorOf('## 1.0.0 (2020-01-01)\n\nA.\n\n## 1.0.0 (2020-01-02)\n\nB.\n').message).toContain(
      'line 5: release 1.0.0 is listed twice (first on line 1)',
    );
    expect(errorOf('## 1.0.0 (2020-01-01)\n\nA.\n\n#### Deep\n').message).toContain(
      'line 5: only "### <group>" headings',
    );
    expect(errorOf('## 1.0.0 (2020-01-01)\n\nA.\n\n### Fixes\n\nloose text\n').message).toContain(
      'line 7: text in group "Fixes" of 1.0.0 must be a "- " list item',
    );
    expect(errorOf('## 1.0.0 (2020-01-01)\n\nA.\n\n### Fixes\n').message).toContain(
      'group "Fixes" of 1.0.0 has no items',
    );
    expect(errorOf('## 1.0.0 (2020-01-01)\n\n### Fixes\n\n- x\n').message).toContain('release 1.0.0 needs a summary');
    expect(errorOf('# Changelog\n\nnothing here\n').message).toContain('no release found');
  });
});

describe('releaseToPost', () => {
  it('renders one dated post per release with the summary as excerpt and groups as sections', () => {
    const [release] = parseChangelog(sample);
    const post = releaseToPost(release);
    expect(post.fileName).toBe('2022-07-08-2.0.0-beta.22.md');
    expect(post.content).toContain('title: "2.0.0-beta.22"\ndate: 2022-07-08\nslug: /2.0.0-beta.22\n');
    expect(post.content).toContain(
      'Headline of the release.\n\n<!-- truncate -->\n\n## 🚀 New features\n\n- **plugin-content-docs**',
    );
  });
});

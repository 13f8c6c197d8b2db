import {describe, expect, it} from 'vitest';
import {
  normaliseVersion,
  normaliseWhitespace,
  restoreVersion,
  VERSION_TOKEN,
  VERSION_TOKENS,
  versionNames,
} from './normalise';

describe('versionNames', () => {
  it('takes the release from a versioned name and from the label of the current version', () => {
    expect(versionNames('2.0.0-beta.22', '2.0.0-beta.22')).toEqual(['2.0.0-beta.22', 'beta.22']);
    expect(versionNames('current', '2.0.0-beta.23 🚧')).toEqual(['2.0.0-beta.23', 'beta.23']);
    expect(versionNames('3.1.0', '3.1.0')).toEqual(['3.1.0']);
  });

  it('gives nothing to normalise when neither name nor label is a release', () => {
    expect(versionNames('current', 'Next')).toEqual([]);
  });
});

describe('normaliseVersion', () => {
  it('makes a sentence naming the version being read the same in both versions', () => {
    const older = normaliseVersion('This page describes Docusaurus 2.0.0-beta.21.', ['2.0.0-beta.21']);
    const newer = normaliseVersion('This page describes Docusaurus 2.0.0-beta.22.', ['2.0.0-beta.22']);
    expect(older).toBe(newer);
    expect(older).toBe(`This page describes Docusaurus ${VERSION_TOKEN}.`);
  });

  it('normalises the short name of a prerelease, not the same words in another release', () => {
    const names = versionNames('2.0.0-beta.22', '2.0.0-beta.22');
    expect(normaliseVersion('Searching returns beta.22 docs, not beta.21 ones.', names)).toBe(
      `Searching returns ${VERSION_TOKENS[1]} docs, not beta.21 ones.`,
    );
  });

  it('normalises names inside commands', () => {
    expect(normaliseVersion('npx create-docusaurus@2.0.0-beta.22 site classic', ['2.0.0-beta.22'])).toBe(
      `npx create-docusaurus@${VERSION_TOKEN} site classic`,
    );
  });

  it('keeps other versions: naming another release is a real change', () => {
    const text = 'Upgrade from 2.0.0-beta.21 to 2.0.0-beta.22.';
    expect(normaliseVersion(text, ['2.0.0-beta.22'])).toBe(`Upgrade from 2.0.0-beta.21 to ${VERSION_TOKEN}.`);
  });

  it('does not take a shorter name out of a longer one', () => {
    expect(normaliseVersion('2.0.0-beta.21 and 2.0.0-beta.2', ['2.0.0-beta.2'])).toBe(
      `2.0.0-beta.21 and ${VERSION_TOKEN}`,
    );
    expect(normaliseVersion('2.0.0-beta.22.1', ['2.0.0-beta.22'])).toBe('2.0.0-beta.22.1');
    expect(normaliseVersion('v2.0.0-beta.22.md', ['2.0.0-beta.22', 'beta.22'])).toBe('v2.0.0-beta.22.md');
    expect(normaliseVersion('versioned_docs/version-2.0.0-beta.22/', ['2.0.0-beta.22', 'beta.22'])).toBe(
      `versioned_docs/version-${VERSION_TOKEN}/`,
    );
  });

  it('leaves the text alone without names, and restores a name for display', () => {
    expect(normaliseVersion('2.0.0-beta.21', [])).toBe('2.0.0-beta.21');
    const names = versionNames('2.0.0-beta.22', '2.0.0-beta.22');
    const normalised = normaliseVersion('core@2.0.0-beta.22 and the beta.22 docs', names);
    expect(normalised).not.toContain('beta.22');
    expect(restoreVersion(normalised, names)).toBe('core@2.0.0-beta.22 and the beta.22 docs');
  });
});

describe('normaliseWhitespace', () => {
  it('collapses spaces per line and drops empty lines', () => {
    expect(normaliseWhitespace('\n  a   b \n\n\t c\u200b\n')).toBe('a b\nc');
  });
});

/**
 * A sentence naming the version being read ("This page documents 2.0.0-beta.22") says the same thing in every
 * version: before comparing, each side's own version name becomes one placeholder, so only real changes remain.
 */

/** A private-use character: never in our content, and a token of its own for the word diff. */
export const VERSION_TOKEN = '\uE000';

const SEMVER = /\d+\.\d+\.\d+(?:-[0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*)?/;

/**
 * The names a version's pages use for themselves: its name, the release in its label ("2.0.0-beta.23 🚧"), and
 * the short form of a prerelease ("beta.22 docs"). The first one is the name shown in diffs.
 */
export function versionNames(name: string, label: string): string[] {
  const names = new Set<string>();
  const fromName = name.match(SEMVER)?.[0] === name ? name : undefined;
  const release = fromName ?? label.match(SEMVER)?.[0];
  if (!release) return [];
  names.add(release);
  const prerelease = release.split('-').slice(1).join('-');
  if (/^[A-Za-z]+\.\d+$/.test(prerelease)) names.add(prerelease);
  return [...names];
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces whole occurrences of the names (not "2.0.0-beta.2" inside "2.0.0-beta.21") by the placeholder. */
export function normaliseVersion(text: string, names: readonly string[]): string {
  if (names.length === 0) return text;
  // Longest first, so a name that is a prefix of another never wins.
  const alternatives = [...names].sort((a, b) => b.length - a.length).map(escape).join('|');
  return text.replace(new RegExp(`(?<![\\w.])(?:${alternatives})(?![\\w]|\\.\\d)`, 'g'), VERSION_TOKEN);
}

/** Puts a version's name back where the placeholder stands, for display. */
export function restoreVersion(text: string, name: string): string {
  return text.split(VERSION_TOKEN).join(name);
}

const ANY_SEMVER = new RegExp(SEMVER.source, 'g');
const FIRST_ATOM = 0xe001;

/**
 * Makes every other release name one private-use character, so the word diff treats "2.0.0-beta.21" as one word
 * (not nine tokens that align with the dots around them). `atoms` is shared by both sides of a comparison.
 */
export function atomiseVersions(text: string, atoms: string[]): string {
  return text.replace(ANY_SEMVER, (release) => {
    let index = atoms.indexOf(release);
    if (index < 0) index = atoms.push(release) - 1;
    return String.fromCharCode(FIRST_ATOM + index);
  });
}

export function restoreAtoms(text: string, atoms: readonly string[]): string {
  return text.replace(/[\ue001-\uf8ff]/g, (char) => atoms[char.charCodeAt(0) - FIRST_ATOM] ?? char);
}

/** Collapses runs of spaces inside each line and drops empty lines: layout of the HTML is not content. */
export function normaliseWhitespace(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * A sentence naming the version being read ("This page documents 2.0.0-beta.22") says the same thing in every
 * version: before comparing, each side's own version name becomes one placeholder, so only real changes remain.
 */

/**
 * Private-use characters, never in our content, each a token of its own for the word diff: one for the release
 * name ("2.0.0-beta.22") and one for its short form ("beta.22"), so each side gets its own form back for display.
 */
export const VERSION_TOKENS = ['\uE000', '\uF8FF'] as const;
export const VERSION_TOKEN = VERSION_TOKENS[0];

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

/**
 * Replaces whole occurrences of the names by their placeholders ("versioned_docs/version-2.0.0-beta.22" too): not
 * "2.0.0-beta.2" inside "2.0.0-beta.21", nor names inside longer words such as the file name "v2.0.0-beta.22.md".
 */
export function normaliseVersion(text: string, names: readonly string[]): string {
  return (
    names
      .slice(0, VERSION_TOKENS.length)
      .map((name, index) => ({name, token: VERSION_TOKENS[index]!}))
      // Longest first, so a short name never takes part of a long one.
      .sort((a, b) => b.name.length - a.name.length)
      // The short form must not be the tail of a longer release name ("v2.0.0-beta.22"): no hyphen before it.
      .reduce((result, {name, token}) => {
        const before = token === VERSION_TOKEN ? '(?<![\\w.])' : '(?<![\\w.-])';
        return result.replace(new RegExp(`${before}${escape(name)}(?![\\w]|\\.\\d)`, 'g'), token);
      }, text)
  );
}

/** Puts a version's names back where the placeholders stand, for display. */
export function restoreVersion(text: string, names: readonly string[]): string {
  return VERSION_TOKENS.reduce(
    (result, token, index) => result.split(token).join(names[index] ?? names[0] ?? ''),
    text,
  );
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
  return text.replace(/[\ue001-\uf8fe]/g, (char) => atoms[char.charCodeAt(0) - FIRST_ATOM] ?? char);
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

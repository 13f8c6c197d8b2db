/**
 * A sentence naming the version being read ("This page documents 2.0.0-beta.22") says the same thing in every
 * version: before comparing, each side's own version name becomes one placeholder, so only real changes remain.
 */

/** A private-use character: never in our content, and a token of its own for the word diff. */
export const VERSION_TOKEN = '\uE000';

const SEMVER = /\d+\.\d+\.\d+(?:-[0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*)?/;

/** The names a version's pages use for themselves: its name, and the release in its label ("2.0.0-beta.23 🚧"). */
export function versionNames(name: string, label: string): string[] {
  const names = new Set<string>();
  if (SEMVER.test(name)) names.add(name);
  const fromLabel = label.match(SEMVER)?.[0];
  if (fromLabel) names.add(fromLabel);
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

/** Collapses runs of spaces inside each line and drops empty lines: layout of the HTML is not content. */
export function normaliseWhitespace(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Words of URL paths that say where a page lives, not what it is about. */
const PATH_NOISE = new Set(['docs', 'api', 'next', 'index', 'html', 'htm', 'category', 'page', 'tags', 'www']);

/**
 * The search query a missing page's URL stands for: the words of its path after the base URL, without
 * path noise and version numbers (`/docs/2.0.0-beta.21/sidebars/autogenerate/` → "sidebars autogenerate").
 */
export function missingPageQuery(pathname: string, baseUrl: string): string {
  const path = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: search the words as written.
  }
  return (
    decoded
      .split('/')
      // A segment that starts with a digit is a version (`2.0.0-beta.21`) or a date.
      .filter((segment) => !/^\d/.test(segment))
      .flatMap((segment) => segment.split(/[^\p{L}\p{N}]+|(?<=\p{Ll})(?=\p{Lu})/u))
      .filter((word) => /^\p{L}[\p{L}\p{N}]*$/u.test(word) && !PATH_NOISE.has(word.toLowerCase()))
      .join(' ')
  );
}

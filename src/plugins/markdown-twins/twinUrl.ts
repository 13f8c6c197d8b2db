/**
 * The URL of a page's Markdown twin: the page URL with its trailing slash replaced by `.md`. One rule for every
 * page, index pages included: `/docs/installation/` → `/docs/installation.md`, `/docs/` → `/docs.md`,
 * `/docs/2.0.0-beta.22/` → `/docs/2.0.0-beta.22.md`. Kept free of Node APIs: the "Copy page" button uses it too.
 */
export function twinUrl(pathname: string): string {
  return `${pathname.endsWith('/') ? pathname.slice(0, -1) : pathname}.md`;
}

/** Sections that get no twins and are not listed in `llms.txt`: the test pages and the debug pages. */
export const TWINLESS_PREFIXES = ['/tests/', '/__docusaurus/'];

/** Whether a page (path without the base URL, starting with `/`) has a Markdown twin of its own section. */
export function isTwinless(relativePath: string): boolean {
  return TWINLESS_PREFIXES.some((prefix) => relativePath.startsWith(prefix));
}

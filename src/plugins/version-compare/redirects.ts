/** A doc in one version: its id and its path inside the version (permalink without the version's base path). */
export type VersionDoc = {id: string; path: string};
export type VersionDocs = {base: string; docs: readonly VersionDoc[]};

export type Redirect = {from: string; to: string};

/**
 * Pages that moved between versions keep working at their old paths: in every version that has the page, each
 * path the page has in another version (and that no doc of this version uses) redirects to the page.
 * `sameDoc` links a page across versions (by id, then title, as the comparison matches them): [versionIndex, id][].
 */
export function movedRedirects(
  versions: readonly VersionDocs[],
  sameDoc: ReadonlyArray<ReadonlyArray<[number, string]>>,
): Redirect[] {
  const redirects = new Map<string, string>();
  sameDoc.forEach((group) => {
    const paths = group.map(([versionIndex, id]) => versions[versionIndex]!.docs.find((doc) => doc.id === id)!.path);
    group.forEach(([versionIndex], position) => {
      const version = versions[versionIndex]!;
      const target = `${version.base}${paths[position]!}`;
      paths.forEach((otherPath) => {
        if (version.docs.some((doc) => doc.path === otherPath)) return;
        const from = `${version.base}${otherPath}`;
        if (!redirects.has(from)) redirects.set(from, target);
      });
    });
  });
  return [...redirects].map(([from, to]) => ({from, to}));
}

/** A static redirect page: works without JavaScript and is kept out of search engines and our search index. */
export function redirectHtml(target: string): string {
  const href = target.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">',
    `<title>Page moved</title><link rel="canonical" href="${href}"><meta http-equiv="refresh" content="0; url=${href}">`,
    `</head><body><p>This page moved to <a href="${href}">${href}</a>.</p></body></html>`,
    '',
  ].join('\n');
}

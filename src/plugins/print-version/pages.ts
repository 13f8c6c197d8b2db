/** Where the print page of a docs version lives: `print/` under the version's base path. */
export function printPagePath(versionPath: string): string {
  return `${versionPath.endsWith('/') ? versionPath : `${versionPath}/`}print/`;
}

/** Where the print page of a docs version lives: `print/` under the version's base path. */
export function printPagePath(versionPath: string): string {
  return `${versionPath.endsWith('/') ? versionPath : `${versionPath}/`}print/`;
}

let written: Promise<void> = Promise.resolve();

/**
 * Lets another plugin's postBuild (the offline manifest) wait for the print pages: plugins' postBuild steps run
 * at the same time. The print plugin calls this when it is created, before any postBuild starts.
 */
export function announcePrintPages(done: Promise<void>): void {
  written = done;
}

export function printPagesWritten(): Promise<void> {
  return written;
}

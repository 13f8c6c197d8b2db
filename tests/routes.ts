import fs from 'node:fs';
import path from 'node:path';

/** Every URL the site serves, from tests/e2e/routes.txt (one per line, `#` comments): each content area adds its own. */
export const routes: string[] = fs
  .readFileSync(path.join(__dirname, 'e2e', 'routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

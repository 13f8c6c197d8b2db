import fs from 'node:fs';
import {chromium} from '@playwright/test';

// Playwright's own browser download is not available everywhere: fall back to Debian's Chromium. Its headless shell
// (package chromium-headless-shell) is the build Playwright itself runs headless tests in; full Chromium in headless
// mode spends ~40 % more CPU per page load, which on a 2-core machine is most of the browser suite's time.
const SYSTEM_CHROMIUM = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'];

/** The Chromium to launch: undefined means Playwright's own; a path, Debian's; an error if there is none. */
export function chromiumExecutablePath() {
  if (fs.existsSync(chromium.executablePath())) return undefined;
  const system = SYSTEM_CHROMIUM.find((file) => fs.existsSync(file));
  if (!system)
    throw new Error(
      `No Chromium: neither Playwright's (${chromium.executablePath()}) nor ${SYSTEM_CHROMIUM.join(' or ')}. ` +
        "Install Debian's chromium-headless-shell (as .ci/run does) or run `npx playwright install chromium`.",
    );
  return system;
}

import {describe, expect, it} from 'vitest';
import {overviewPages} from './overviews';

describe('overviewPages', () => {
  const urls = [
    '/docs/',
    '/docs/migration/',
    '/docs/migration/manual/',
    '/docs/api/plugins/',
    '/docs/api/plugins/@docusaurus/plugin-pwa/',
    '/docs/i18n/introduction/',
    '/docs/i18n/crowdin/',
    '/docs/api/misc/logger/',
    '/docs/cli/',
  ];
  const overviewOf = (url: string): string | undefined => {
    const overview = overviewPages(urls)[urls.indexOf(url)]!;
    return overview === -1 ? undefined : urls[overview];
  };

  it("finds the page at the nearest folder above a page, across folders that are no page (a package's scope)", () => {
    expect(overviewOf('/docs/migration/manual/')).toBe('/docs/migration/');
    expect(overviewOf('/docs/api/plugins/@docusaurus/plugin-pwa/')).toBe('/docs/api/plugins/');
  });

  it("takes a folder's introduction for its overview when the folder is no page", () => {
    expect(overviewOf('/docs/i18n/crowdin/')).toBe('/docs/i18n/introduction/');
    expect(overviewOf('/docs/i18n/introduction/')).toBeUndefined();
  });

  it('never takes the root (the shortest URL, above every page) for an overview', () => {
    expect(overviewOf('/docs/cli/')).toBeUndefined();
    expect(overviewOf('/docs/api/misc/logger/')).toBeUndefined();
    expect(overviewOf('/docs/migration/')).toBeUndefined();
    expect(overviewPages([])).toEqual(new Int32Array());
  });
});

import {describe, expect, it} from 'vitest';
import {missingPageQuery} from './missingPage';

describe('missingPageQuery', () => {
  it('reads the words of a missing URL, without path noise and versions', () => {
    expect(missingPageQuery('/docs/2.0.0-beta.21/sidebars/autogenerate/', '/')).toBe('sidebars autogenerate');
    expect(missingPageQuery('/docs/api/plugins/plugin-content-doc.html', '/')).toBe('plugins plugin content doc');
    expect(missingPageQuery('/site/docs/deployment_guide/', '/site/')).toBe('deployment guide');
    expect(missingPageQuery('/docs/trailingSlash/', '/')).toBe('trailing Slash');
  });

  it('keeps odd input as plain words', () => {
    expect(missingPageQuery('/%3Cscript%3Ealert(1)%3C/script%3E/', '/')).toBe('script alert script');
    expect(missingPageQuery('/%E0%A4%A/install/', '/')).toBe('E0 A4 A install');
  });
});

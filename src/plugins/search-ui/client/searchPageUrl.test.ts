import {describe, expect, it} from 'vitest';
import {searchPageParams, searchPageUrl} from './searchPageUrl';

describe('the search page URL', () => {
  const {parse, serialize} = searchPageParams;

  it('reads the query and the docs version, whichever way a space was written', () => {
    expect(parse('?q=hide+sidebar&version=2.0.0-beta.21&bench')).toEqual({q: 'hide sidebar', version: '2.0.0-beta.21'});
    expect(parse('?q=hide%20sidebar').q).toBe('hide sidebar');
    expect(parse('')).toEqual(searchPageParams.initial);
  });

  it('writes only what is set, a space as %20, and reads back what it wrote', () => {
    expect(serialize({q: '', version: ''})).toBe('');
    expect(serialize({q: '', version: '2.0.0-beta.21'})).toBe('?version=2.0.0-beta.21');
    const params = {q: 'a+b & <c>', version: '2.0.0-beta.22'};
    expect(serialize(params)).toBe('?q=a%2Bb%20%26%20%3Cc%3E&version=2.0.0-beta.22');
    expect(parse(serialize(params))).toEqual(params);
  });

  it('links to the page for a query under the base URL', () => {
    expect(searchPageUrl('/', 'sidebars autogenerate')).toBe('/search/?q=sidebars%20autogenerate');
    expect(searchPageUrl('/site/', 'versioning')).toBe('/site/search/?q=versioning');
  });
});

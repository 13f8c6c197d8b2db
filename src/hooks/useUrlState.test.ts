import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import {Router} from 'react-router';
import {createMemoryHistory, type MemoryHistory} from 'history';
import {describe, expect, it, vi} from 'vitest';
import {useUrlState, type SetUrlState, type UrlStateCodec} from './useUrlState';

// Docusaurus' aliases of react-router's hooks, and whether hydration is done (switched by the tests).
const browser = vi.hoisted(() => ({hydrated: true}));
vi.mock('@docusaurus/router', async () => await import('react-router'));
vi.mock('@docusaurus/useIsBrowser', () => ({default: () => browser.hydrated}));

type Filters = {readonly tag: string; readonly page: string};

const codec: UrlStateCodec<Filters> = {
  initial: {tag: '', page: '1'},
  parse: (search) => {
    const params = new URLSearchParams(search);
    return {tag: params.get('tag') ?? '', page: params.get('page') ?? '1'};
  },
  serialize: ({tag, page}) => {
    const params = new URLSearchParams();
    if (tag) params.set('tag', tag);
    if (page !== '1') params.set('page', page);
    const search = params.toString();
    return search ? `?${search}` : '';
  },
};

/** Renders the hook at a URL (on the server renderer, which is enough to run a hook) and returns what it gave. */
function renderAt(history: MemoryHistory): [Filters, SetUrlState<Filters>] {
  let result: [Filters, SetUrlState<Filters>] | undefined;
  function Probe() {
    result = useUrlState(codec);
    return null;
  }
  renderToString(createElement(Router, {history}, createElement(Probe)));
  return result!;
}

describe('useUrlState', () => {
  it('renders the initial state until hydration is done, then the state in the URL', () => {
    const history = createMemoryHistory({initialEntries: ['/showcase/?tag=blog&page=2']});
    browser.hydrated = false;
    expect(renderAt(history)[0]).toEqual({tag: '', page: '1'});
    browser.hydrated = true;
    expect(renderAt(history)[0]).toEqual({tag: 'blog', page: '2'});
  });

  it('merges each change with the URL as it is when called, pushing a history entry', () => {
    const history = createMemoryHistory({initialEntries: ['/showcase/?tag=blog']});
    const [, setFilters] = renderAt(history);
    // Two changes before any re-render: the second must keep the first.
    setFilters({page: '3'});
    setFilters({tag: 'design'});
    expect(history.location).toMatchObject({pathname: '/showcase/', search: '?tag=design&page=3'});
    expect(history.length).toBe(3);
    expect(renderAt(history)[0]).toEqual({tag: 'design', page: '3'});
  });

  it('replaces the history entry when asked, and leaves defaults out of the URL', () => {
    const history = createMemoryHistory({initialEntries: ['/showcase/?tag=blog']});
    const [, setFilters] = renderAt(history);
    setFilters({tag: ''}, {replace: true});
    expect(history.location.search).toBe('');
    expect(history.length).toBe(1);
  });
});

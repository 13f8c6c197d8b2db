import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import type {FeatureRequest} from '../../data/featureRequests';
import {boardPermalink, buildRouteTree, requestPermalink, toItems} from './index';

const request = (slug: string): FeatureRequest => ({
  slug,
  title: `Request ${slug}`,
  summary: 'A summary long enough to describe what was asked for.',
  status: 'planned',
  votes: 3,
  category: 'docs',
  createdAt: '2021-01-01',
});

describe('permalinks', () => {
  it('puts the board and each request under /feature-requests/ with a trailing slash', () => {
    expect(boardPermalink('/')).toBe('/feature-requests/');
    expect(requestPermalink('/', 'dark-mode')).toBe('/feature-requests/dark-mode/');
  });

  it('respects a base URL', () => {
    expect(boardPermalink('/site/')).toBe('/site/feature-requests/');
    expect(requestPermalink('/site/', 'dark-mode')).toBe('/site/feature-requests/dark-mode/');
  });

  it('adds the permalink to each item and keeps the data', () => {
    const [item] = toItems('/', [request('pdf-export')]);
    expect(item).toEqual({...request('pdf-export'), permalink: '/feature-requests/pdf-export/'});
  });
});

describe('buildRouteTree', () => {
  const tree = buildRouteTree({
    boardPermalink: '/feature-requests/',
    boardModule: '/data/board.json',
    pages: [
      {permalink: '/feature-requests/a/', module: '/data/request-a.json'},
      {permalink: '/feature-requests/b/', module: '/data/request-b.json'},
    ],
    components: {root: 'Root.tsx', board: 'Board.tsx', page: 'Page.tsx'},
  });
  const children: RouteConfig[] = tree.routes ?? [];

  it('is one non-exact parent route rendered by the root component', () => {
    expect(tree).toMatchObject({path: '/feature-requests', exact: false, component: 'Root.tsx'});
  });

  it('has the board as an exact child at the trailing-slash URL, fed with every item', () => {
    expect(children[0]).toEqual({
      path: '/feature-requests/',
      exact: true,
      component: 'Board.tsx',
      modules: {requests: '/data/board.json'},
    });
  });

  it('has one exact child per request, linking back to the board', () => {
    expect(children.slice(1)).toEqual([
      {
        path: '/feature-requests/a/',
        exact: true,
        component: 'Page.tsx',
        modules: {request: '/data/request-a.json'},
        props: {boardPermalink: '/feature-requests/'},
      },
      {
        path: '/feature-requests/b/',
        exact: true,
        component: 'Page.tsx',
        modules: {request: '/data/request-b.json'},
        props: {boardPermalink: '/feature-requests/'},
      },
    ]);
  });
});

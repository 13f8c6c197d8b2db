import {describe, expect, it} from 'vitest';
import type {FeatureRequest} from '../../data/featureRequests';
import {boardViewToSearch, DEFAULT_VIEW, parseBoardView, selectRequests} from './boardQuery';

const request = (slug: string, fields: Partial<FeatureRequest>): FeatureRequest => ({
  slug,
  title: slug,
  summary: 'A summary long enough to describe what was asked for.',
  status: 'planned',
  votes: 0,
  category: 'docs',
  createdAt: '2020-01-01',
  ...fields,
});

const requests = [
  request('old-popular', {votes: 300, createdAt: '2019-05-01', status: 'complete'}),
  request('new-quiet', {votes: 10, createdAt: '2022-04-01', status: 'planned'}),
  request('middle', {votes: 120, createdAt: '2021-02-01', status: 'planned'}),
];

describe('parseBoardView', () => {
  it('reads status and sort from the query string', () => {
    expect(parseBoardView('?status=planned&sort=newest')).toEqual({status: 'planned', sort: 'newest'});
  });

  it('falls back to all statuses, most voted, for missing or unknown values', () => {
    expect(parseBoardView('')).toEqual(DEFAULT_VIEW);
    expect(parseBoardView('?status=shipped&sort=random')).toEqual(DEFAULT_VIEW);
  });
});

describe('boardViewToSearch', () => {
  it('writes only what differs from the default view', () => {
    expect(boardViewToSearch(DEFAULT_VIEW)).toBe('');
    expect(boardViewToSearch({status: 'in-progress', sort: 'votes'})).toBe('?status=in-progress');
    expect(boardViewToSearch({status: 'planned', sort: 'newest'})).toBe('?status=planned&sort=newest');
  });

  it('round-trips through parseBoardView', () => {
    const view = {status: 'complete', sort: 'newest'} as const;
    expect(parseBoardView(boardViewToSearch(view))).toEqual(view);
  });
});

describe('selectRequests', () => {
  const slugs = (list: readonly FeatureRequest[]) => list.map(({slug}) => slug);

  it('shows every request, most voted first, by default', () => {
    expect(slugs(selectRequests(requests, DEFAULT_VIEW))).toEqual(['old-popular', 'middle', 'new-quiet']);
  });

  it('sorts newest first on request', () => {
    expect(slugs(selectRequests(requests, {status: null, sort: 'newest'}))).toEqual([
      'new-quiet',
      'middle',
      'old-popular',
    ]);
  });

  it('keeps only the chosen status', () => {
    expect(slugs(selectRequests(requests, {status: 'planned', sort: 'votes'}))).toEqual(['middle', 'new-quiet']);
  });

  it('leaves its input untouched', () => {
    const before = slugs(requests);
    selectRequests(requests, {status: null, sort: 'newest'});
    expect(slugs(requests)).toEqual(before);
  });
});

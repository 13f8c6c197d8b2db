// The board's view state: which status is shown and how requests are ordered. It lives in the
// query string (?status=planned&sort=newest) so a view can be shared and survives a reload.
// Pure functions only, so the board component stays small and this file is unit-tested.
import {featureRequestStatuses} from '../../data/featureRequests/labels';
import type {FeatureRequest, FeatureRequestStatus} from '../../data/featureRequests/types';

export type BoardSort = 'votes' | 'newest';

export type BoardView = {
  /** `null` shows every status. */
  readonly status: FeatureRequestStatus | null;
  readonly sort: BoardSort;
};

export const DEFAULT_VIEW: BoardView = {status: null, sort: 'votes'};

export const sortLabels: Record<BoardSort, string> = {votes: 'Most voted', newest: 'Newest'};

const isStatus = (value: string | null): value is FeatureRequestStatus =>
  value !== null && (featureRequestStatuses as readonly string[]).includes(value);

/** Reads the view from a query string; unknown values fall back to the defaults. */
export function parseBoardView(search: string): BoardView {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  return {
    status: isStatus(status) ? status : null,
    sort: params.get('sort') === 'newest' ? 'newest' : 'votes',
  };
}

/** The query string of a view, without the defaults so the plain board keeps a clean URL. */
export function boardViewToSearch({status, sort}: BoardView): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (sort !== DEFAULT_VIEW.sort) params.set('sort', sort);
  const search = params.toString();
  return search ? `?${search}` : '';
}

const byVotes = (a: FeatureRequest, b: FeatureRequest): number =>
  b.votes - a.votes || a.title.localeCompare(b.title, 'en');
const byNewest = (a: FeatureRequest, b: FeatureRequest): number =>
  b.createdAt.localeCompare(a.createdAt) || a.title.localeCompare(b.title, 'en');

/** The requests a view shows, in its order. */
export function selectRequests<T extends FeatureRequest>(requests: readonly T[], {status, sort}: BoardView): T[] {
  return requests
    .filter((request) => status === null || request.status === status)
    .sort(sort === 'newest' ? byNewest : byVotes);
}

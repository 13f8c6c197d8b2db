// Display names and the status order, kept apart from the data so that client code
// can import them without bundling every request a second time.
import type {FeatureRequestCategory, FeatureRequestStatus} from './types';

/** Statuses in the order a request moves through them. */
export const featureRequestStatuses: readonly FeatureRequestStatus[] = [
  'under-consideration',
  'planned',
  'in-progress',
  'complete',
];

export const statusLabels: Record<FeatureRequestStatus, string> = {
  'under-consideration': 'Under consideration',
  planned: 'Planned',
  'in-progress': 'In progress',
  complete: 'Complete',
};

export const categoryLabels: Record<FeatureRequestCategory, string> = {
  docs: 'Docs',
  blog: 'Blog',
  markdown: 'Markdown',
  theming: 'Theming',
  i18n: 'Internationalization',
  search: 'Search',
  performance: 'Performance',
  tooling: 'Tooling',
};

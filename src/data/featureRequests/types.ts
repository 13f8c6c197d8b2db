/** Where a request stood in mid-2022, when this snapshot of the board was taken. */
export type FeatureRequestStatus = 'under-consideration' | 'planned' | 'in-progress' | 'complete';

export type FeatureRequestCategory =
  'docs' | 'blog' | 'markdown' | 'theming' | 'i18n' | 'search' | 'performance' | 'tooling';

/** A feature the community asked the Docusaurus framework for. */
export type FeatureRequest = {
  /** URL segment of the request's page: lowercase letters, digits and single hyphens. */
  slug: string;
  title: string;
  /** What was asked for and why, in our own words. */
  summary: string;
  status: FeatureRequestStatus;
  /** Votes it had gathered at snapshot time. */
  votes: number;
  category: FeatureRequestCategory;
  /** ISO date (YYYY-MM-DD) the request was made. */
  createdAt: string;
  /** The public GitHub thread where it was discussed, when there is one. */
  discussionUrl?: string;
};

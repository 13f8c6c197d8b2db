import {requests} from './requests';
import type {FeatureRequest} from './types';

export type {FeatureRequest, FeatureRequestCategory, FeatureRequestStatus} from './types';
export {categoryLabels, featureRequestStatuses, statusLabels} from './labels';

/** Every request, most voted first. Computed once at module load. */
export const featureRequests: readonly FeatureRequest[] = [...requests].sort(
  (a, b) => b.votes - a.votes || a.title.localeCompare(b.title, 'en'),
);

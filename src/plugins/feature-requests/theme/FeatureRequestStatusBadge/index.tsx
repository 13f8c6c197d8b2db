// A request's status as a badge: the status colour marks a dot and border, the text keeps the normal colour.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {statusLabels} from '../../../../data/featureRequests/labels';
import type {FeatureRequestStatus} from '../../../../data/featureRequests/types';
import styles from './styles.module.css';

const statusClassNames: Record<FeatureRequestStatus, string> = {
  'under-consideration': styles.underConsideration,
  planned: styles.planned,
  'in-progress': styles.inProgress,
  complete: styles.complete,
};

type Props = {readonly status: FeatureRequestStatus};

export default function FeatureRequestStatusBadge({status}: Props): ReactNode {
  return <span className={clsx(styles.badge, statusClassNames[status])}>{statusLabels[status]}</span>;
}

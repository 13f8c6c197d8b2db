// Wrapped to add, under the banner of an older or unreleased version, a link to what changed since then.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsVersion, useVersions} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof DocVersionBannerType>;

export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  const latest = useVersions(version.pluginId).find((candidate) => candidate.isLast);
  if (!version.banner || version.pluginId !== 'default' || !latest || latest.name === version.version) {
    return <DocVersionBanner {...props} />;
  }
  const query = new URLSearchParams({from: version.version, to: latest.name});
  return (
    <>
      <DocVersionBanner {...props} />
      <p className="theme-version-compare-banner-link margin-bottom--md">
        <Link to={`/versions/compare/?${query.toString()}`}>
          See every page that changed between {version.label} and {latest.label}
        </Link>
      </p>
    </>
  );
}

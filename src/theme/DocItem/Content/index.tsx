// Wrapped to put the version note ("Changed since …: 3 sections") and its compare view under the doc's title.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import VersionNote from '../../../plugins/version-compare/client/VersionNote';

type Props = WrapperProps<typeof ContentType>;

/** The children are the MDX content, rendered after the title: the note goes first among them. */
export default function ContentWrapper({children, ...props}: Props): ReactNode {
  // Only the default docs instance has versions to compare.
  const {pluginId} = useDocsVersion();
  return (
    <Content {...props}>
      {pluginId === 'default' && <VersionNote />}
      {children}
    </Content>
  );
}

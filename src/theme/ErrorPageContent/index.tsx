// Wrapped: the stock in-layout crash screen leaves the crashed page's title in place; the spec titles it "Page Error".
import React from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ErrorPageContentType>;

export default function ErrorPageContentWrapper(props: Props): React.ReactNode {
  return (
    <>
      <PageMetadata title="Page Error" />
      <ErrorPageContent {...props} />
    </>
  );
}

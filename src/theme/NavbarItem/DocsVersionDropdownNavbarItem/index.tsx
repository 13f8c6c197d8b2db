// Wrapped because the not-found page is prerendered without a docs version: hydrated at a missing URL of an older
// version (/docs/2.0.0-beta.21/x/), the menu's label would differ from the HTML. There it waits for the browser.
import React, {type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useIsNotFoundPage} from '@site/src/hooks/useIsNotFoundPage';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  if (useIsNotFoundPage() && !isBrowser) return null;
  return <DocsVersionDropdownNavbarItem {...props} />;
}

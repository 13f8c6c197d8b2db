// Wrapped because on the not-found page the stock menu links every language to /404/, the path that page was
// prerendered at (it does not exist); there the menu appears once the browser knows the URL really asked for.
import React, {type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type LocaleDropdownNavbarItemType from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useIsNotFoundPage} from '@site/src/hooks/useIsNotFoundPage';

type Props = WrapperProps<typeof LocaleDropdownNavbarItemType>;

export default function LocaleDropdownNavbarItemWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  if (useIsNotFoundPage() && !isBrowser) return null;
  return <LocaleDropdownNavbarItem {...props} />;
}

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
export * from './index';
export { DocSidebarItemsExpandedStateProvider, useDocSidebarItemsExpandedState, } from './contexts/docSidebarItemsExpandedState';
export { DocsVersionProvider, useDocsVersion } from './contexts/docsVersion';
export { DocsSidebarProvider, useDocsSidebar } from './contexts/docsSidebar';
export { DocProvider, useDoc, type DocContextValue } from './contexts/doc';
export { BlogPostProvider, useBlogPost, type BlogPostContextValue, } from './contexts/blogPost';
export { useDocsPreferredVersionByPluginId, DocsPreferredVersionContextProvider, } from './contexts/docsPreferredVersion';
export { AnnouncementBarProvider, useAnnouncementBar, } from './contexts/announcementBar';
export { useTabGroupChoice, TabGroupChoiceProvider, } from './contexts/tabGroupChoice';
export { useNavbarMobileSidebar } from './contexts/navbarMobileSidebar';
export { useNavbarSecondaryMenu } from './contexts/navbarSecondaryMenu/display';
export { ColorModeProvider } from './contexts/colorMode';
export { useAlternatePageUtils } from './utils/useAlternatePageUtils';
export { parseCodeBlockTitle, parseLanguage, parseLines, containsLineNumbers, } from './utils/codeBlockUtils';
export { docVersionSearchTag, DEFAULT_SEARCH_TAG } from './utils/searchUtils';
export { isDocsPluginEnabled, useDocById, findSidebarCategory, findFirstCategoryLink, isActiveSidebarItem, useSidebarBreadcrumbs, useDocsVersionCandidates, useLayoutDoc, useLayoutDocsSidebar, useDocRouteMetadata, } from './utils/docsUtils';
export { useTitleFormatter } from './utils/generalUtils';
export { useLocationChange } from './utils/useLocationChange';
export { useLocalPathname } from './utils/useLocalPathname';
export { useHistoryPopHandler } from './utils/historyUtils';
export { useFilteredAndTreeifiedTOC, useTreeifiedTOC, type TOCTreeNode, } from './utils/tocUtils';
export { ScrollControllerProvider, useScrollController, useScrollPosition, useScrollPositionBlocker, useSmoothScrollTo, } from './utils/scrollUtils';
export { useHomePageRoute, isSamePath } from './utils/routesUtils';
export { PluginHtmlClassNameProvider } from './utils/metadataUtils';
export { splitNavbarItems, NavbarProvider } from './utils/navbarUtils';
export { useTOCHighlight, type TOCHighlightConfig, } from './hooks/useTOCHighlight';
export { useHideableNavbar } from './hooks/useHideableNavbar';
export { useKeyboardNavigation, keyboardFocusedClassName, } from './hooks/useKeyboardNavigation';
export { useLockBodyScroll } from './hooks/useLockBodyScroll';
export { useSearchPage } from './hooks/useSearchPage';
export { useCodeWordWrap } from './hooks/useCodeWordWrap';
export { useSkipToContent } from './hooks/useSkipToContent';
export { getPrismCssVariables } from './utils/codeBlockUtils';
export { useBackToTopButton } from './hooks/useBackToTopButton';

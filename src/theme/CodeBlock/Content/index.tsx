// Wrapped: code is highlighted while the page is prerendered, so the browser hydrates one element per block instead
// of a component per token, and Prism stays out of the first load. Blocks rendered in the browser (after a
// client-side navigation) use the stock highlighter, loaded on demand.
import React, {lazy, Suspense, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
// The theme's own layout classes, so that prerendered lines look exactly like the ones its components render.
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {highlightToHtml} from './highlight';

const Highlighter = lazy(() => import('./Highlighter'));

/** The block as the stock highlighter lays it out; its lines are prerendered markup, or plain text while loading. */
function CodeLines({className, plain}: Props & {plain?: boolean}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language, lineClassNames, lineNumbersStart} = metadata;
  const showLineNumbers = lineNumbersStart !== undefined;
  // Empty in the browser: React leaves the prerendered inner markup in place when it hydrates this element.
  const html = plain
    ? undefined
    : highlightToHtml(
        {code, language: language ?? 'text', lineClassNames, showLineNumbers},
        {codeLine: lineStyles.codeLine, codeLineNumber: lineStyles.codeLineNumber, codeLineContent: lineStyles.codeLineContent},
      );
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      className={clsx(className, contentStyles.codeBlock, 'thin-scrollbar', 'prism-code', `language-${language}`)}>
      <code
        className={clsx(contentStyles.codeBlockLines, showLineNumbers && contentStyles.codeBlockLinesWithNumbering)}
        style={showLineNumbers ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        {...(html === undefined ? {children: code} : {dangerouslySetInnerHTML: {__html: html}, suppressHydrationWarning: true})}
      />
    </pre>
  );
}

export default function CodeBlockContent(props: Props): ReactNode {
  // Decided once per block: prerendered while the page is rendered in Node and hydrated, highlighted in the browser
  // when the block first appears after hydration.
  const [prerendered] = useState(!useIsBrowser());
  if (prerendered) return <CodeLines {...props} />;
  return (
    <Suspense fallback={<CodeLines {...props} plain />}>
      <Highlighter {...props} />
    </Suspense>
  );
}

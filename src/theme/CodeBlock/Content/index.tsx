// Wrapped: code is highlighted while the page is prerendered, so the browser hydrates one element per block instead
// of a component per token, and Prism stays out of the first load. Blocks first rendered in the browser (after a
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

/**
 * The markup of every block hydrated so far, by its content: a block that mounts again later reuses it instead of
 * loading Prism. Tabs, for one, re-mount their panels right after hydration to show the reader's stored choice.
 */
const hydratedMarkup = new Map<string, string>();

/** The block as the stock highlighter lays it out: `html` as its lines, or the code as plain text while loading. */
function CodeLines({className, html, markupKey}: Props & {html?: string; markupKey: string}): ReactNode {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  const {code, language = 'text', lineNumbersStart} = metadata;
  const showLineNumbers = lineNumbersStart !== undefined;
  return (
    <pre
      ref={codeBlockRef}
      tabIndex={0}
      className={clsx(className, contentStyles.codeBlock, 'thin-scrollbar', 'prism-code', `language-${language}`)}
    >
      <code
        className={clsx(contentStyles.codeBlockLines, showLineNumbers && contentStyles.codeBlockLinesWithNumbering)}
        style={showLineNumbers ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        {...(html === undefined
          ? {children: code}
          : {
              // Empty while hydrating: React then leaves the prerendered lines in place.
              dangerouslySetInnerHTML: {__html: html},
              suppressHydrationWarning: true,
              ref: (element: HTMLElement | null) => {
                if (element?.innerHTML) hydratedMarkup.set(markupKey, element.innerHTML);
              },
            })}
      />
    </pre>
  );
}

const lineClasses = {
  codeLine: lineStyles.codeLine,
  codeLineNumber: lineStyles.codeLineNumber,
  codeLineContent: lineStyles.codeLineContent,
};

export default function CodeBlockContent(props: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  const {code, language = 'text', lineClassNames, lineNumbersStart} = metadata;
  const markupKey = JSON.stringify([language, lineNumbersStart, lineClassNames, code]);
  const isBrowser = useIsBrowser();
  // Decided once per block: highlighted in Node while prerendering (the browser's stand-in returns '' during
  // hydration), the markup of an earlier hydration, or nothing: then the stock highlighter renders it.
  const [html] = useState(() =>
    isBrowser
      ? hydratedMarkup.get(markupKey)
      : highlightToHtml({code, language, lineClassNames, showLineNumbers: lineNumbersStart !== undefined}, lineClasses),
  );
  if (html !== undefined) return <CodeLines {...props} html={html} markupKey={markupKey} />;
  return (
    <Suspense fallback={<CodeLines {...props} markupKey={markupKey} />}>
      <Highlighter {...props} />
    </Suspense>
  );
}

// Wrapped: the stock block re-mounts after hydration to repaint itself in the reader's colour mode, rendering every
// token again; a prerendered block takes its colours from CSS per colour mode, so it is hydrated once and kept.
import React, {Children, type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import CodeBlockString from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

export default function CodeBlockWrapper(props: Props & {live?: boolean}): ReactNode {
  const parts = Children.toArray(props.children);
  // Live blocks and blocks of JSX elements keep the stock path (the live editor, unhighlighted elements).
  if (props.live || !parts.every((part) => typeof part === 'string')) return <CodeBlock {...props} />;
  return <CodeBlockString {...props}>{parts.join('')}</CodeBlockString>;
}

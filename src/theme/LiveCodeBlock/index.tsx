// Wrapped: the stock live block pulls react-live and its transpiler (~50 KB gzip) into every page with a code
// block; loading it lazily keeps that cost on the pages that really have a live block.
import React, {lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import CodeBlockString from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/LiveCodeBlock';

const OriginalLiveCodeBlock = lazy(
  () => import('@theme-original/LiveCodeBlock') as Promise<{default: ComponentType<Props>}>,
);

export default function LiveCodeBlock(props: Props): ReactNode {
  return (
    // Until the editor has loaded (after a client-side navigation), the code shows as a static block.
    <Suspense fallback={<CodeBlockString {...props}>{props.children ?? ''}</CodeBlockString>}>
      <OriginalLiveCodeBlock {...props} />
    </Suspense>
  );
}

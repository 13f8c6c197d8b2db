// Ejected (small): the stock page prints each chunk's resolved module path during server rendering,
// which the client bundle names differently, so hydration failed with a text mismatch.
import React from 'react';
import registry from '@generated/registry';
import BrowserOnly from '@docusaurus/BrowserOnly';
import DebugLayout from '@theme/DebugLayout';
import styles from './styles.module.css';
import Heading from '@theme/Heading';

export default function DebugRegistry(): React.ReactNode {
  return (
    <DebugLayout>
      <Heading as="h2">Registry</Heading>
      <ul className="clean-list">
        {Object.values(registry).map(([, aliasedPath, resolved]) => (
          <li key={aliasedPath} className={styles.listItem}>
            <div className={styles.aliased}>
              Aliased Path: <code>{aliasedPath}</code>
            </div>
            <div>
              Resolved Path:{' '}
              <BrowserOnly fallback={<code>…</code>}>{() => <code>{String(resolved)}</code>}</BrowserOnly>
            </div>
          </li>
        ))}
      </ul>
    </DebugLayout>
  );
}

import React, {useState} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/** Renders nothing: it only throws, so that the nearest error boundary takes over. */
function Crash({error}: {error: Error}): React.ReactNode {
  throw error;
}

/** A button that makes its own subtree throw on the next render. Nothing throws before a click. */
function CrashButton({label, error}: {label: string; error: () => Error}): React.ReactNode {
  const [crashed, setCrashed] = useState(false);
  return (
    <>
      <button type="button" className="button button--danger margin-right--sm" onClick={() => setCrashed(true)}>
        {label}
      </button>
      {crashed && <Crash error={error()} />}
    </>
  );
}

function BoxFallback({
  boundary,
  error,
  tryAgain,
}: {
  boundary: string;
  error: Error;
  tryAgain: () => void;
}): React.ReactNode {
  return (
    <div role="alert" className="alert alert--warning margin-vert--sm">
      <p>
        The {boundary} boundary caught: <strong>{error.message}</strong>
      </p>
      <button type="button" className="button button--secondary button--sm" onClick={tryAgain}>
        Reset the {boundary} boundary
      </button>
    </div>
  );
}

export default function ErrorBoundaryTests(): React.ReactNode {
  const [crashOutsideLayout, setCrashOutsideLayout] = useState(false);
  if (crashOutsideLayout) {
    // Thrown by the page component itself, above <Layout>: only the boundary at the root of the app can catch it.
    throw new Error('The whole page crashed on purpose, outside the layout');
  }
  return (
    <Layout
      title="Error boundary tests"
      description="Errors thrown on demand inside nested error boundaries and at page level."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Error boundary tests</Heading>
        <p>
          Nothing on this page fails while it loads. Each button below throws an error during the next render, at a
          different depth, to show which error boundary catches it and what the visitor then sees.
        </p>

        <Heading as="h2" id="nested-boundaries">
          Nested boundaries
        </Heading>
        <p>
          The inner box sits inside an inner boundary, itself inside an outer one. An error in the inner box replaces
          the inner box only; an error in the outer box replaces both boxes. Each fallback has a button that resets its
          boundary and brings the original content back.
        </p>
        <ErrorBoundary fallback={(params) => <BoxFallback boundary="outer" {...params} />}>
          <div className="card margin-vert--md">
            <div className="card__body">
              <p>Outer box, protected by the outer boundary.</p>
              <CrashButton label="Crash the outer box" error={() => new Error('The outer box crashed on purpose')} />
              <ErrorBoundary fallback={(params) => <BoxFallback boundary="inner" {...params} />}>
                <div className="card margin-vert--md shadow--lw">
                  <div className="card__body">
                    <p>Inner box, protected by the inner boundary.</p>
                    <CrashButton
                      label="Crash the inner box"
                      error={() => new Error('The inner box crashed on purpose')}
                    />
                  </div>
                </div>
              </ErrorBoundary>
            </div>
          </div>
        </ErrorBoundary>

        <Heading as="h2" id="page-content">
          Crash of the page content
        </Heading>
        <p>
          This button throws inside the layout but outside any boundary of this page. The boundary of the theme layout
          catches the error and replaces the page content with the theme crash screen: the heading &quot;This page
          crashed.&quot;, the error message with its cause, and a &quot;Try again&quot; button. The navbar and the
          footer stay in place. &quot;Try again&quot; renders the page content again, in its initial state.
        </p>
        <CrashButton
          label="Crash the page content"
          error={() =>
            new Error('The page content crashed on purpose', {
              cause: new Error('Requested with the page content button'),
            })
          }
        />

        <Heading as="h2" id="whole-page">
          Crash of the whole page
        </Heading>
        <p>
          This button makes the page component itself throw, above the theme layout. The error reaches the boundary at
          the root of the application, whose fallback is the crash screen of the framework core: a &quot;This page
          crashed&quot; heading, the message and a &quot;Try again&quot; button that mounts the whole application again.
        </p>
        <button type="button" className="button button--danger" onClick={() => setCrashOutsideLayout(true)}>
          Crash the whole page
        </button>
      </main>
    </Layout>
  );
}

import React, {useId, useState} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Formats a date in UTC with fixed English month names: the same string on the server and in every browser. */
function formatUtcDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

const EVENTS = [
  {label: 'Internationalisation released', at: '2021-03-09T16:30:00.000Z'},
  {label: 'First beta release', at: '2021-05-12T09:00:00.000Z'},
  {label: 'Test page written', at: '2022-06-01T23:30:00.000Z'},
];

function HydrationState(): React.ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <p className={isBrowser ? 'badge badge--success' : 'badge badge--secondary'} data-hydrated={isBrowser}>
      {isBrowser
        ? 'Hydrated: React now controls this page in the browser'
        : 'Prerendered: this label comes from the static HTML'}
    </p>
  );
}

function LabelledCounter(): React.ReactNode {
  const id = useId();
  const [count, setCount] = useState(0);
  return (
    <p>
      <label htmlFor={id}>A counter whose input id comes from useId: </label>
      <input id={id} type="number" readOnly value={count} style={{width: '5rem'}} />{' '}
      <button type="button" className="button button--sm button--primary" onClick={() => setCount(count + 1)}>
        Add one
      </button>
    </p>
  );
}

export default function HydrationTests(): React.ReactNode {
  return (
    <Layout
      title="Hydration tests"
      description="Content that must render identically on the server and in the browser."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Hydration tests</Heading>
        <p>
          This page is prerendered to HTML at build time, then React hydrates it in the browser. Hydration only works if
          the first render in the browser produces exactly the markup of the server; any difference is reported as an
          error in the console. Each section shows a safe way to render something that could differ.
        </p>

        <Heading as="h2" id="dates">
          Dates formatted deterministically
        </Heading>
        <p>
          The dates below are formatted in UTC with fixed month names, never with the time zone or locale of the
          machine, so the build server and a visitor on the other side of the world produce the same text. The last
          event falls on June 1 in UTC although it is already June 2 in Asia.
        </p>
        <ul>
          {EVENTS.map((event) => (
            <li key={event.at}>
              {event.label}: <time dateTime={event.at}>{formatUtcDate(event.at)}</time>
            </li>
          ))}
        </ul>

        <Heading as="h2" id="use-is-browser">
          A label switched after hydration
        </Heading>
        <p>
          <code>useIsBrowser()</code> returns false during the prerender and during the first browser render, then true
          once hydration is done. The label below therefore matches the static HTML at first and switches right after
          hydration, without a mismatch.
        </p>
        <HydrationState />

        <Heading as="h2" id="browser-only">
          Content rendered in the browser only
        </Heading>
        <p>
          <code>&lt;BrowserOnly&gt;</code> renders its fallback on the server and during hydration, then calls its
          function, which may read <code>window</code> freely. The sentence below must show the width of this window and
          its time zone once the page is interactive.
        </p>
        <BrowserOnly fallback={<p>Waiting for the browser to report its window size and time zone.</p>}>
          {() => (
            <p>
              This window is {window.innerWidth} pixels wide and its time zone is{' '}
              {Intl.DateTimeFormat().resolvedOptions().timeZone}.
            </p>
          )}
        </BrowserOnly>

        <Heading as="h2" id="use-id">
          Stable ids
        </Heading>
        <p>
          Random or incrementing ids differ between the server and the browser. <code>useId()</code> gives an id that is
          the same on both sides, so the label below stays attached to its input, and the counter works after hydration.
        </p>
        <LabelledCounter />
      </main>
    </Layout>
  );
}

import React, {useEffect, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import markup from '@diagram-markup';

export type DiagramProps = {
  name: string;
  caption: string;
  /** The size Graphviz laid the diagram out at (CSS lengths): the box is reserved before the SVG is there. */
  width: string;
  height: string;
};

/** Where a diagram's SVG sits in the page, and the markup to start from: the server's, when the page has it. */
export function zoomLinkSelector(name: string): string {
  return `figure[data-diagram="${name}"] > .diagram__scroll > .diagram__zoom`;
}

/**
 * The SVG markup to render first. On the server it is the build's; in the browser at hydration, the prerendered one
 * read back from the page, so that hydration renders exactly what is there and the client bundle needs no copy of it.
 * After a client-side navigation the page holds none: empty, and the effect below fetches it.
 */
export function initialMarkup(name: string, root: Pick<Document, 'querySelector'> | undefined): string {
  return markup[name] ?? root?.querySelector(zoomLinkSelector(name))?.innerHTML ?? '';
}

/**
 * A build-time diagram (see ../remark.ts): a labelled, keyboard-scrollable region (wide diagrams scroll rather than
 * shrink below a legible size), the SVG inside a plain link to its standalone copy (opens full size, no JavaScript),
 * and a caption. The browser only ever receives finished SVG.
 */
export default function Diagram({name, caption, width, height}: DiagramProps): ReactNode {
  const [svg, setSvg] = useState(() => initialMarkup(name, typeof document === 'undefined' ? undefined : document));
  const fragmentUrl = useBaseUrl(`/diagrams/${name}.fragment.svg`);
  const href = useBaseUrl(`/diagrams/${name}.svg`);

  useEffect(() => {
    if (svg) return undefined;
    let current = true;
    fetch(fragmentUrl)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(response.statusText))))
      .then((text) => {
        if (current) setSvg(text);
      })
      // Offline or gone: the reserved box stays empty, and the caption and the zoom link still say what it shows.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [svg, fragmentUrl]);

  return (
    <figure className="diagram" data-diagram={name}>
      {/* A wide diagram scrolls sideways, so its region takes the focus to be scrollable from the keyboard (WCAG
          2.1.1; axe's scrollable-region-focusable), as code blocks and wide tables do. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="diagram__scroll" tabIndex={0} role="region" aria-label={`Diagram: ${caption}`}>
        {/* The standalone SVG is a file written after the build, outside the router and its link checker. */}
        {/* eslint-disable-next-line @docusaurus/no-html-links */}
        <a
          className="diagram__zoom"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          title="Open the diagram full size"
          style={{width, height}}
          dangerouslySetInnerHTML={{__html: svg}}
        />
      </div>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

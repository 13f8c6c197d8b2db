import React, {useEffect, useId, useRef, type ReactNode} from 'react';
import styles from './styles.module.css';

export type CopyResult = {kind: 'copied' | 'failed'} | {kind: 'fallback'; text: string};

async function fetchText(href: string): Promise<string> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href}: HTTP ${response.status}`);
  return response.text();
}

/**
 * Copies the Markdown at `href`. The clipboard is called before the text has arrived (a ClipboardItem takes a
 * promise), as Safari requires; without a usable clipboard the text is handed back for the fallback dialog.
 */
export async function copyMarkdown(href: string): Promise<CopyResult> {
  const text = fetchText(href);
  const {clipboard} = navigator;
  let written: Promise<void>;
  if (typeof ClipboardItem === 'function' && clipboard?.write) {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    written = clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else if (clipboard?.writeText) {
    written = text.then((value) => clipboard.writeText(value));
  } else {
    written = Promise.reject(new Error('No clipboard API'));
  }
  try {
    await written;
    return {kind: 'copied'};
  } catch {
    try {
      return {kind: 'fallback', text: await text};
    } catch {
      return {kind: 'failed'};
    }
  }
}

/** Where the clipboard is unavailable or refused: the Markdown, selected in a modal dialog, ready for Ctrl+C. */
export function FallbackDialog({text, onClose}: {text: string; onClose: () => void}): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  useEffect(() => {
    dialog.current?.showModal();
    textarea.current?.select();
  }, []);
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- a dialog's title, not a section of the doc: no anchor link */}
      <h2 id={titleId}>Copy the page as Markdown</h2>
      <p>The clipboard is not available here. The Markdown below is selected: press Ctrl+C (⌘C on a Mac) to copy it.</p>
      <textarea ref={textarea} readOnly value={text} aria-label="Markdown of this page" />
      <form method="dialog">
        <button type="submit" className="button button--primary">
          Close
        </button>
      </form>
    </dialog>
  );
}

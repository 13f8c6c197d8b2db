import type {HighlightInput, LineClassNames} from './highlight';

// The browser's stand-in for ./highlight (swapped in by src/plugins/code-highlight): a block being hydrated keeps
// the markup prerendered in Node, so the browser needs neither Prism nor the tokens.
export function highlightToHtml(_input: HighlightInput, _classNames: LineClassNames): string {
  return '';
}

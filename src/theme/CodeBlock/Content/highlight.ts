import {normalizeTokens, Prism, type Token} from 'prism-react-renderer';

/** What the prerendered markup of a block depends on, from the theme's code-block metadata. */
export interface HighlightInput {
  code: string;
  language: string;
  lineClassNames: {[lineIndex: number]: string[]};
  showLineNumbers: boolean;
}

/** The class names of the theme's line layout (CSS modules, so known only to the bundle). */
export interface LineClassNames {
  codeLine: string;
  codeLineNumber: string;
  codeLineContent: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Prism's tokens of the code, in lines, as prism-react-renderer's `Highlight` computes them. */
function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  const env = {code, grammar, language, tokens: [] as ReturnType<typeof Prism.tokenize>};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

/**
 * The highlighted code as the markup of the theme's `CodeBlock/Line`: one `token-line` per line with its magic-comment
 * classes, `token <types>` spans, and the line-number cells when numbered. Colours come from the stylesheet of the
 * code-highlight plugin, by token type and colour mode. Runs while the page is prerendered (Node); the browser
 * bundle gets `highlight.browser.ts` instead.
 */
export function highlightToHtml(input: HighlightInput, classNames: LineClassNames): string {
  return tokenize(input.code, input.language)
    .map((line, index) => {
      // A line holding only its line break would otherwise render twice as tall: the <br> ends it.
      const tokens = line.length === 1 && line[0].content === '\n' ? [{...line[0], content: ''}] : line;
      const spans = tokens
        .map((token) => `<span class="token ${token.types.join(' ')}">${escapeHtml(token.content)}</span>`)
        .join('');
      const lineClasses = ['token-line', ...(input.lineClassNames[index] ?? [])];
      if (input.showLineNumbers) lineClasses.push(classNames.codeLine);
      const content = input.showLineNumbers
        ? `<span class="${classNames.codeLineNumber}"></span><span class="${classNames.codeLineContent}">${spans}</span>`
        : spans;
      return `<div class="${lineClasses.join(' ')}">${content}<br></div>`;
    })
    .join('');
}

// The browser's stand-in for the classic theme's client module that loads Prism and its additional languages on
// every page (swapped in by src/plugins/code-highlight): Content/Highlighter.tsx does it when a block really needs
// highlighting in the browser.
export {};

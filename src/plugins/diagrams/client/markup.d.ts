declare module '@diagram-markup' {
  /**
   * The SVG markup of every diagram, by name. The server bundle gets all of them (a module written by ../index.ts);
   * the client bundle gets ./noMarkup.ts, so no diagram is ever part of the page scripts.
   */
  const markup: Readonly<Record<string, string>>;
  export default markup;
}

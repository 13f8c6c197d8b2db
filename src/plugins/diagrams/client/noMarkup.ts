// What the client bundle gets for '@diagram-markup': in the browser a diagram comes from the prerendered HTML (kept
// at hydration) or from its fragment file (after a client-side navigation), never from a script.
const markup: Readonly<Record<string, string>> = {};
export default markup;

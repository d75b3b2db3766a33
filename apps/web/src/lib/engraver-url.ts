import engraverUrl from 'verovio/wasm?url';

/**
 * The address of Verovio's module (the score engraver, ~7 MB with its WebAssembly and fonts
 * inside), emitted as a file of its own: the practice view imports it from here, and the offline
 * copy fetches it for kept events without running it. Not precached: most installs never practise
 * (docs/decisions.md, "The practice view").
 */
export const ENGRAVER_URL: string = engraverUrl;

import type { VerovioToolkit } from 'verovio/esm';
import { ENGRAVER_URL } from '@/lib/engraver-url.ts';

/*
 * The score engraved in the page with Verovio (MusicXML to SVG, in WebAssembly). Loaded on the
 * practice view only: the module is ~7 MB with its engine and fonts inside, fetched as the file it
 * is (lib/engraver-url.ts) rather than bundled.
 */

let toolkit: Promise<VerovioToolkit> | null = null;

function load(): Promise<VerovioToolkit> {
  toolkit ??= Promise.all([import(/* @vite-ignore */ ENGRAVER_URL) as Promise<typeof import('verovio/wasm')>, import('verovio/esm')])
    .then(async ([wasm, esm]) => new esm.VerovioToolkit(await wasm.default()))
    .catch((error: unknown) => {
      toolkit = null;
      throw error;
    });
  return toolkit;
}

/** Engraving scale (percent): staves a phone can read without zooming, and a little larger on a desk. */
export const scaleFor = (width: number) => (width < 600 ? 34 : 42);

/**
 * The whole score as SVG pages `width` pixels wide, transposed by `semitones`; one tall page
 * unless the score is very long (continuous scroll).
 */
export async function engrave(xml: string, width: number, semitones: number): Promise<string[]> {
  const tk = await load();
  const scale = scaleFor(width);
  tk.setOptions({
    pageWidth: Math.round((width * 100) / scale),
    pageHeight: 60_000,
    scale,
    adjustPageHeight: true,
    breaks: 'auto',
    header: 'none',
    footer: 'none',
    svgViewBox: true,
    // Verovio takes semitones as "+2"/"-3"; "" leaves the score as written ("0" would add cautionary accidentals).
    transpose: semitones ? `${semitones > 0 ? '+' : ''}${semitones}` : '',
  });
  if (!tk.loadData(xml)) throw new Error('Verovio could not read the score');
  const pages: string[] = [];
  for (let page = 1; page <= tk.getPageCount(); page++) pages.push(clean(tk.renderToSVG(page)));
  return pages;
}

/**
 * What goes into the page is drawing only: Verovio writes none, but a score is someone's upload,
 * so anything that could run (script, foreignObject, event handlers, links) is taken out.
 */
function clean(svg: string): string {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  for (const el of Array.from(doc.querySelectorAll('script, foreignObject, a, iframe, object, embed'))) el.remove();
  for (const el of Array.from(doc.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) if (/^on/i.test(attr.name)) el.removeAttribute(attr.name);
  }
  return new XMLSerializer().serializeToString(doc.documentElement);
}

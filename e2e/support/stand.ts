import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';
import { apiCommunity, apiLogin, uniqueName, verifiedUser } from './fixtures.ts';
import { onePagePdf, pdfFromObjects } from './pdf.ts';

/* Issue 25: a community, three songs (two with sheet music, one in ChordPro) and an event in two days with their setlist. */

export const isoInDays = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A valid PDF of several pages, each with one line of text. */
export function pagesPdf(lines: string[]): Buffer {
  const n = lines.length;
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${lines.map((_, i) => `${3 + i * 2} 0 R`).join(' ')}] /Count ${n} >>`];
  const font = 3 + n * 2;
  lines.forEach((text, i) => {
    const stream = `BT /F1 32 Tf 72 700 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${4 + i * 2} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`);
    objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  });
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  return pdfFromObjects(objects);
}

/** The text of each page of a PDF, read with pdf.js (the project's own copy). */
export async function pdfPages(data: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' '));
  }
  await doc.destroy();
  return pages;
}

export async function standSetup(request: APIRequestContext, info: TestInfo) {
  const owner = await verifiedUser(request, info, 'stojalo');
  const token = await apiLogin(request, owner);
  const community = await apiCommunity(request, token, `Zbor stojala ${uniqueName('s', info)}`);
  const headers = { 'X-CSRFToken': token };
  const song = async (data: Record<string, unknown>) => {
    const res = await request.post('/api/songs', { headers, data: { category: 'Splošno', community_id: community.id, ...data } });
    expect(res.status()).toBe(201);
    return (await res.json()).song as { id: number; title: string };
  };
  const upload = async (id: number, name: string, pdf: Buffer) => {
    const res = await request.post(`/api/songs/${id}/upload-part`, { headers, multipart: { file: { name, mimeType: 'application/pdf', buffer: pdf } } });
    expect(res.ok()).toBe(true);
  };
  const entrance = await song({ title: 'Kristus kraljuj E2E' });
  await upload(entrance.id, 'kristus.pdf', pagesPdf(['Kristus stran ena', 'Kristus stran dva']));
  const psalm = await song({ title: 'Hvalite Gospoda E2E', key: 'G', lyrics: '[G]Hvalite [D]Gospoda, [Em]vsi na[C]rodi\n{soc}\n[G]Aleluja\n{eoc}' });
  // In the entry's key F its chords are F Dm B Hdim: chords in H/B notation (B = B♭, H = B natural).
  const offertory = await song({ title: 'Darujem E2E', key: 'G', lyrics: '[G]Darujem [Em]kruh [C]in [C#dim]vino' });
  await upload(offertory.id, 'darujem.pdf', onePagePdf('Darujem edina stran'));
  // Written by a Slovenian author in H/B notation; not in the setlist.
  const slava = await song({ title: 'Slava Bogu E2E', key: 'H', lyrics: '[H]Slava [E]Bogu [F#7]na [H]višavah' });
  const title = `Maša ob stojalu ${uniqueName('m', info)}`;
  const eventRes = await request.post('/api/events', {
    headers,
    data: { title, date: isoInDays(2), time: '10:00', location: 'Stolnica', event_type: 'mass', community_id: community.id },
  });
  expect(eventRes.status()).toBe(201);
  const event = (await eventRes.json()).event as { id: number };
  const setlist = await request.post('/api/setlists', {
    headers,
    data: {
      event_id: event.id,
      songs: [
        { song_id: entrance.id, song_role: 'Vstopna' },
        { song_id: psalm.id, song_role: 'Psalm', item_key: 'A' },
        { song_id: offertory.id, song_role: 'Darovanje', item_key: 'F' },
      ],
    },
  });
  expect(setlist.status()).toBe(201);
  return { owner, event, title, psalm, slava, community };
}


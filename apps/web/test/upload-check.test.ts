import { describe, expect, it } from 'vitest';
import { acceptOf, checkUpload, uploadRules } from '../src/lib/upload-check.ts';

const MB = 1024 * 1024;

describe('profile and performer pictures (issue 18: a 6 MB PNG went to the server, and the next upload hung)', () => {
  const rule = uploadRules.picture;
  it('refuses a 6 MB PNG before it is sent, with the server’s message', () => {
    expect(checkUpload({ name: 'velika.png', type: 'image/png', size: 6 * MB }, rule)).toBe('Slika je prevelika. Največja dovoljena velikost je 5 MB.');
  });
  it('lets a 590-byte PNG go, and a picture of exactly 5 MB', () => {
    expect(checkUpload({ name: 'mala.png', type: 'image/png', size: 590 }, rule)).toBeNull();
    expect(checkUpload({ name: 'a.webp', type: 'image/webp', size: 5 * MB }, rule)).toBeNull();
    expect(checkUpload({ name: 'a.jpg', type: 'image/jpeg', size: 5 * MB + 1 }, rule)).toBe('Slika je prevelika. Največja dovoljena velikost je 5 MB.');
  });
  it.each([
    ['opomba.txt', 'text/plain'],
    ['risba.svg', 'image/svg+xml'],
    ['slika.bmp', 'image/bmp'],
    ['note.pdf', 'application/pdf'],
  ])('refuses %s (%s): the server takes JPEG, PNG, GIF and WebP only', (name, type) => {
    expect(checkUpload({ name, type, size: 100 }, rule)).toBe('Izberite slikovno datoteko.');
  });
  it('asks for a file when none is chosen', () => {
    expect(checkUpload(null, rule)).toBe('Izberite slikovno datoteko.');
  });
});

describe('event header images (spec §5)', () => {
  const rule = uploadRules.headerImage;
  it('takes JPG, PNG and GIF up to 5 MB', () => {
    expect(checkUpload({ type: 'image/png', size: 5_242_880 }, rule)).toBeNull();
    expect(checkUpload({ type: 'image/jpeg', size: 10 }, rule)).toBeNull();
    expect(checkUpload({ type: 'image/jpg', size: 10 }, rule)).toBeNull();
    expect(checkUpload({ type: 'image/gif', size: 10 }, rule)).toBeNull();
  });
  it('refuses the rest with the spec’s messages', () => {
    expect(checkUpload(null, rule)).toBe('Izberite datoteko za nalaganje.');
    expect(checkUpload({ type: 'image/webp', size: 10 }, rule)).toBe('Izberite veljavno slikovno datoteko (JPG, PNG ali GIF).');
    expect(checkUpload({ type: 'image/png', size: 5_242_881 }, rule)).toBe('Slika mora biti manjša od 5 MB.');
  });
});

describe('song part files (spec §5)', () => {
  const rule = uploadRules.partFile;
  it('asks for a file when none is chosen', () => {
    expect(checkUpload(null, rule)).toBe('Izberite datoteko za nalaganje.');
  });
  it.each(['a.pdf', 'b.JPG', 'c.jpeg', 'd.png', 'e.gif', 'f.tif', 'g.TIFF'])('accepts %s', (name) => {
    expect(checkUpload({ name, size: 1000 }, rule)).toBeNull();
  });
  it('goes by the name when the browser’s type says nothing (application/octet-stream)', () => {
    expect(checkUpload({ name: 'Ave Maria.pdf', type: 'application/octet-stream', size: 1000 }, rule)).toBeNull();
  });
  it.each(['a.docx', 'b', 'c.pdf.exe', 'd.svg'])('refuses %s', (name) => {
    expect(checkUpload({ name, size: 10 }, rule)).toBe('Vrsta datoteke ni dovoljena. Dovoljene so: pdf, jpg, jpeg, png, gif, tif, tiff.');
  });
  it('allows exactly 10 MB and refuses one byte more', () => {
    expect(checkUpload({ name: 'a.pdf', size: 10_485_760 }, rule)).toBeNull();
    expect(checkUpload({ name: 'a.pdf', size: 10_485_761 }, rule)).toBe('Datoteka je prevelika. Največja dovoljena velikost je 10 MB.');
  });
});

it('offers the file picker the kinds by type and by extension', () => {
  expect(acceptOf(uploadRules.headerImage)).toBe('image/jpeg,image/jpg,.jpg,.jpeg,image/png,.png,image/gif,.gif');
});

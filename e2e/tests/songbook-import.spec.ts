import { expect, test } from '@playwright/test';
import { cspViolations, isMobile, logIn, verifiedUser } from '../support/fixtures.ts';
import { expectAccessible } from '../support/a11y.ts';
import { onePagePdf } from '../support/pdf.ts';

/** A folder as a choir leader has it: a band's ChordPro files, a scan, a spreadsheet, and a stray file. */
const folder = [
  { name: 'Zdrava Marija.cho', type: 'text/plain', data: Buffer.from('{title: Zdrava Marija}\n{composer: Ignacij Hladnik}\n{key: F}\n[F]Zdrava, [C]Marija\n') },
  { name: 'Marija skoz zivljenje.cho', type: 'text/plain', data: Buffer.from('{title: Marija, skoz\' življenje}\n{artist: ljudska}\n[D]Marija, skoz\' [A]življenje\n') },
  { name: 'Kristus kraljuje.chopro', type: 'text/plain', data: Buffer.from('{title: Kristus kraljuje}\n[G]Kristus kra[D]ljuje\n') },
  { name: '03_Zdrava_Marija-SATB.pdf', type: 'application/pdf', data: onePagePdf('Zdrava Marija SATB') },
  { name: 'seznam.csv', type: 'text/csv', data: Buffer.from('naslov;skladatelj;kategorija\nSveta noč;Franz Gruber;Božična\nPovsod je Bog;ljudska;Splošno\n') },
  { name: 'beležka.txt', type: 'text/plain', data: Buffer.from('nakupi') },
];

test('songbook import: drag a folder\'s files in, read the preview, untick one, import, see the songs', async ({ page, request }, info) => {
  const csp = cspViolations(page);
  const user = await verifiedUser(request, info, 'uvoz');
  await logIn(page, user.username, user.password);
  await page.goto('/songs');
  await expect(page.getByText('Ni pesmi.').first()).toBeVisible();

  await page.getByRole('button', { name: 'Uvozi pesmi' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Največ 500 datotek ali 200 MB skupaj; vsaka datoteka največ 10 MB.')).toBeVisible();
  await expect(page.locator('.modal.show').first()).toHaveCSS('opacity', '1');
  await expectAccessible(page, 'uvoz pesmi: izbira datotek');
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/import-choose-${info.project.name}.png` });

  // A drop of the folder's files, as the browser hands them to the page.
  const transfer = await page.evaluateHandle((files) => {
    const dt = new DataTransfer();
    for (const f of files) dt.items.add(new File([Uint8Array.from(atob(f.data), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
    return dt;
  }, folder.map((f) => ({ name: f.name, type: f.type, data: f.data.toString('base64') })));
  await dialog.getByTestId('song-import-drop').dispatchEvent('drop', { dataTransfer: transfer });

  const rows = dialog.getByTestId('song-import-row');
  await expect(rows).toHaveCount(7);
  await expect(rows.filter({ hasText: '03_Zdrava_Marija-SATB.pdf' })).toContainText('Priloži k pesmi »Zdrava Marija«');
  await expect(rows.filter({ hasText: 'beležka.txt' })).toContainText('Zavrnjeno');
  await expect(rows.filter({ hasText: 'beležka.txt' }).getByRole('checkbox')).toBeDisabled();
  await expect(dialog.getByText('5 novih pesmi, 1 priložena datoteka, 1 preskočena vrstica')).toBeVisible();
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/import-preview-${info.project.name}.png` });
  await expect(page.locator('.modal.show').first()).toHaveCSS('opacity', '1');
  await expectAccessible(page, 'uvoz pesmi: predogled');

  // Not this one.
  await dialog.getByRole('checkbox', { name: 'Uvozi Kristus kraljuje.chopro' }).uncheck();
  await expect(dialog.getByText('4 nove pesmi, 1 priložena datoteka, 2 preskočeni vrstici')).toBeVisible();
  await dialog.getByRole('button', { name: 'Uvozi (5)' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Uvoz je končan: 4 nove pesmi, 1 priložen notni zapis.')).toBeVisible();

  const titles = isMobile(info) ? page.locator('.song-item__title') : page.getByTestId('song-row').locator('.songs-table__title');
  await expect(titles).toHaveText(["Marija, skoz' življenje", 'Povsod je Bog', 'Sveta noč', 'Zdrava Marija']);
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/import-done-${info.project.name}.png` });

  // The export link downloads the songbook.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Izvozi pesmarico' }).click();
  expect((await download).suggestedFilename()).toMatch(/^pesmarica-.*\.zip$/);
  expect(csp).toEqual([]);
});

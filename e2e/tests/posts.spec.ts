import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { apiCommunity, apiLogin, isMobile, logIn, uniqueName, verifiedUser } from '../support/fixtures.ts';

/** Objave from the navbar's Skupine dropdown, or from the mobile bottom bar's Več menu. */
async function openPostsFromMenu(page: Page, info: TestInfo) {
  if (isMobile(info)) {
    await page.getByRole('navigation', { name: 'Spodnji meni' }).getByRole('button', { name: 'Več' }).click();
    await page.getByRole('link', { name: 'Objave', exact: true }).click();
  } else {
    await page.getByRole('button', { name: 'Skupine' }).click();
    await page.getByRole('link', { name: 'Objave', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/posts$/);
}

test('a user without a community is asked to join or create one first', async ({ page, request }, info) => {
  const user = await verifiedUser(request, info, 'brez');
  await logIn(page, user.username, user.password);
  await openPostsFromMenu(page, info);
  await expect(page.getByText('Za ogled objav se najprej pridružite skupini.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pridruži se skupini' }).last()).toHaveAttribute('href', '/community/join');
  await expect(page.getByRole('link', { name: 'Ustvari skupino' }).last()).toHaveAttribute('href', '/community/create');
  await expect(page.getByRole('button', { name: 'Nova objava' })).toHaveCount(0);
});

test('write, edit and delete a post and a comment; a member comment shows up', async ({ page, request }, info) => {
  const author = await verifiedUser(request, info, 'avtor');
  const token = await apiLogin(request, author);
  const community = await apiCommunity(request, token, uniqueName('Zbor objav', info), 'Public');
  const member = await verifiedUser(request, info, 'clan');
  const memberToken = await apiLogin(request, member);
  expect((await request.post(`/api/communities/${community.id}/join`, { headers: { 'X-CSRFToken': memberToken }, data: {} })).status()).toBe(200);

  await logIn(page, author.username, author.password);
  await openPostsFromMenu(page, info);
  await expect(page.getByText(`Skupina ${community.name}`)).toBeVisible();
  await expect(page.getByText('Ni še objav v tej skupini.')).toBeVisible();

  // Write: the submit button stays disabled while the text is blank.
  await page.getByRole('button', { name: 'Nova objava' }).click();
  const modal = page.getByRole('dialog', { name: 'Nova objava' });
  const publish = modal.getByRole('button', { name: 'Objavi', exact: true });
  await expect(publish).toBeDisabled();
  await modal.getByLabel('Naslov').fill('Vaja za polnočnico');
  await modal.getByLabel('Vsebina').fill('   ');
  await expect(publish).toBeDisabled();
  const text = `Dobimo se v četrtek ob 19.00 v župnijski dvorani. ${'Prinesite note za Sveta noč in Glej, zvezdice božje. '.repeat(5)}Konec.`;
  await modal.getByLabel('Vsebina').fill(text);
  await publish.click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Objava je objavljena.' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Vaja za polnočnico' });
  await expect(card).toHaveCount(1);
  // The preview: 200 characters on desktop, 150 on mobile, then an ellipsis and Preberi več.
  const max = isMobile(info) ? 150 : 200;
  await expect(card).toContainText(`${text.slice(0, max).trimEnd()}…`);
  await expect(card).not.toContainText(text.slice(0, max + 5));
  await expect(card.getByRole('link', { name: 'Preberi več' })).toBeVisible();
  await expect(card.getByRole('link', { name: '0 komentarjev' })).toBeVisible();

  // Edit from the list.
  await card.getByRole('button', { name: 'Uredi' }).click();
  const edit = page.getByRole('dialog', { name: 'Uredi objavo' });
  await expect(edit.getByLabel('Vsebina')).toHaveValue(text);
  await edit.getByLabel('Naslov').fill('Vaja za polnočnico – nova ura');
  await edit.getByRole('button', { name: 'Shrani spremembe' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Objava je posodobljena.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vaja za polnočnico – nova ura' })).toBeVisible();

  // Open it: the whole text, no comments yet.
  await page.getByRole('link', { name: 'Vaja za polnočnico – nova ura' }).click();
  await expect(page).toHaveURL(/\/posts\/\d+$/);
  const postId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: 'Vaja za polnočnico – nova ura' })).toBeVisible();
  await expect(page.getByText('Konec.')).toBeVisible();
  await expect(page.getByText('Ni še komentarjev. Napišite prvega.')).toBeVisible();

  // Comment: disabled while blank, then shown under the post.
  const send = page.getByRole('button', { name: 'Objavi komentar' });
  await expect(send).toBeDisabled();
  await page.getByPlaceholder('Napišite komentar …').fill('Pridem ob 19.00.');
  await send.click();
  const comments = page.getByRole('region', { name: /Komentarji/ }).getByRole('listitem');
  await expect(comments).toHaveCount(1);
  await expect(comments.first()).toContainText('Pridem ob 19.00.');
  await expect(comments.first()).toContainText(author.username);
  await expect(page.getByPlaceholder('Napišite komentar …')).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'Komentarji (1)' })).toBeVisible();

  // A member comments too (through the API); it appears after a reload.
  const res = await request.post('/api/comments', {
    headers: { 'X-CSRFToken': memberToken },
    data: { content: 'Prinesem še note za alt.', content_type: 'post', content_id: postId },
  });
  expect(res.status()).toBe(201);
  await page.reload();
  await expect(comments).toHaveCount(2);
  await expect(comments.nth(1)).toContainText(member.username);

  // Delete the own comment, with confirmation.
  await page.getByRole('button', { name: `Izbriši komentar uporabnika ${author.username}` }).click();
  const confirmComment = page.getByRole('dialog', { name: 'Izbriši komentar' });
  await expect(confirmComment).toContainText('Ali ste prepričani, da želite izbrisati ta komentar?');
  await confirmComment.getByRole('button', { name: 'Izbriši komentar' }).click();
  await expect(confirmComment).toBeHidden();
  await expect(comments).toHaveCount(1);
  await expect(page.getByText('Pridem ob 19.00.')).toHaveCount(0);
  await expect(page.getByText('Prinesem še note za alt.')).toBeVisible();

  // Edit on the post page.
  await page.getByRole('button', { name: 'Uredi' }).click();
  const editHere = page.getByRole('dialog', { name: 'Uredi objavo' });
  await editHere.getByLabel('Vsebina').fill('Vaja bo ob 20.00, ne ob 19.00.');
  await editHere.getByRole('button', { name: 'Shrani spremembe' }).click();
  await expect(editHere).toBeHidden();
  await expect(page.getByText('Vaja bo ob 20.00, ne ob 19.00.')).toBeVisible();
  await expect(page.getByText('urejeno')).toBeVisible();

  // Delete the post: back to the list, which is empty again.
  await page.getByRole('button', { name: 'Izbriši', exact: true }).first().click();
  const confirmPost = page.getByRole('dialog', { name: 'Izbriši objavo' });
  await expect(confirmPost).toContainText('Izbrisani bodo tudi vsi njeni komentarji.');
  await confirmPost.getByRole('button', { name: 'Izbriši objavo' }).click();
  await expect(page).toHaveURL(/\/posts$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Objava je izbrisana.' })).toBeVisible();
  await expect(page.getByText('Ni še objav v tej skupini.')).toBeVisible();

  await page.goto(`/posts/${postId}`);
  await expect(page.getByText('Objava ne obstaja ali pa je bila izbrisana.')).toBeVisible();
});

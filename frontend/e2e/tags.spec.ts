import { expect, test } from './fixtures.ts';
import { ADMIN } from './playwright.config.ts';
import { adminSession } from './public-fixtures.ts';

/**
 * A venue with more tags than the header and the chips show (12): the header's EVENT dropdown and
 * the chips keep to the tags with the most upcoming events, and every other tag can be found in a
 * searchable list on /event, which gives the chosen tag a chip of its own. The tags made here are
 * moved to the trash afterwards, so the other specs see the demo's tags again.
 */
test('tags past the twelve featured ones are found in a searchable list', async ({ page, baseURL }) => {
  const { gql } = await adminSession(baseURL!, ADMIN.email, ADMIN.password);
  const run = Date.now().toString(36);
  const made: string[] = [];
  try {
    for (let i = 0; i < 14; i++) {
      const { createTag } = await gql<{ createTag: { _id: string } }>(
        'mutation($i: TagInput!) { createTag(input: $i) { _id } }',
        { i: { nameVi: `Chủ đề ${run} số ${i}`, nameEn: `Topic ${run} no ${i}` } },
      );
      made.push(createTag._id);
    }
    const { tags } = await gql<{ tags: { _id: string }[] }>('{ tags { _id } }');
    expect(tags.length).toBeGreaterThan(12);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/event?lang=en');
    const chips = page.getByRole('group', { name: 'Filter by topic' }).getByRole('radio');
    await expect(chips.first()).toBeAttached();
    // "All" and at most twelve tags.
    expect(await chips.count()).toBeLessThanOrEqual(13);
    await page
      .getByRole('navigation', { name: 'main' })
      .getByRole('link', { name: 'EVENT', exact: true })
      .hover();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    expect(await page.getByRole('menuitem').count()).toBeLessThanOrEqual(12);
    await page.mouse.move(10, 700);

    // A tag without events is not among the chips: find it by typing.
    const wanted = `Topic ${run} no 9`;
    await expect(page.getByRole('radio', { name: wanted })).toHaveCount(0);
    const search = page.getByRole('combobox', { name: 'More topics…' });
    await search.click();
    await search.fill(`${run} no 9`);
    await page.getByRole('option', { name: wanted }).click();
    await expect(page).toHaveURL(new RegExp(`tag=${made[9]}`));
    await expect(page.getByRole('radio', { name: wanted })).toBeChecked();
    await expect(page.getByText('No events found.')).toBeVisible();

    // The same in Vietnamese, from a shared link.
    await page.goto(`/event?lang=vi&tag=${made[9]}`);
    await expect(page.getByRole('radio', { name: `Chủ đề ${run} số 9` })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Chủ đề khác…' })).toBeVisible();
  } finally {
    for (const id of made) await gql('mutation($id: ID!) { deleteTag(id: $id) { _id } }', { id });
  }
});

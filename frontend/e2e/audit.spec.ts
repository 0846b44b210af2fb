import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from './fixtures.ts';
import { ADMIN } from './playwright.config.ts';
import { signIn } from './staff.ts';

// The audit log. An invited editor edits an event; the admin sees who did what.

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: ADMIN });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** The invitation link's token, read from the outbox (this gateway keeps mails: no SMTP_URL). */
async function invitationToken(request: APIRequestContext, token: string, to: string): Promise<string> {
  const auth = { authorization: `Bearer ${token}` };
  const list = await request.get('/api/mail/outbox?pageSize=100', { headers: auth });
  const mails = ((await list.json()) as { results: { items: { _id: string; to: string; kind: string }[] } })
    .results.items;
  const mail = mails.find((m) => m.to === to && m.kind === 'invitation');
  expect(mail, `an invitation to ${to}`).toBeTruthy();
  const full = await request.get(`/api/mail/outbox/${mail!._id}`, { headers: auth });
  const { text } = ((await full.json()) as { results: { text: string } }).results;
  return /accept-invitation#token=([\w-]+)/.exec(text)![1]!;
}

test('the admin sees an invited editor’s edit and the invitation and role changes, and filters by person', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const stamp = Date.now().toString(36);
  const title = `Đêm nhạc nhật ký ${stamp}`;
  const created = await request.post('/api/events/create', {
    data: {
      titleVi: title,
      startAt: new Date(Date.now() + 4 * 86_400_000).toISOString(),
      status: 'published',
    },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);

  const adminContext = await browser.newContext();
  const editorContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const editorPage = await editorContext.newPage();
  const editor = {
    email: `audit-editor-${stamp}@venue.test`,
    password: 'editor-password-e2e',
    name: `Biên tập ${stamp}`,
  };

  // The admin invites the editor through the staff screen, then changes their role twice.
  await signIn(adminPage);
  await adminPage.goto('/admin/staff');
  await adminPage.getByLabel('Email').fill(editor.email);
  await adminPage.getByLabel('Họ tên').fill(editor.name);
  await adminPage.getByRole('button', { name: 'Gửi lời mời' }).click();
  const card = adminPage.getByTestId('staff-member').filter({ hasText: editor.email });
  await expect(card).toContainText('Đang chờ nhận lời mời');
  const staff = await request.get('/api/staff/all', { headers: { authorization: `Bearer ${token}` } });
  const member = ((await staff.json()) as { results: { id: string; email: string }[] }).results.find(
    (m) => m.email === editor.email,
  )!;
  for (const role of ['admin', 'editor'])
    expect(
      (
        await request.put(`/api/staff/role/${member.id}`, {
          data: { role },
          headers: { authorization: `Bearer ${token}` },
        })
      ).status(),
    ).toBe(200);

  // The editor accepts, signs in and edits the event.
  await editorPage.goto(
    `/admin/accept-invitation#token=${await invitationToken(request, token, editor.email)}`,
  );
  await editorPage.getByLabel(/^Mật khẩu mới/).fill(editor.password);
  await editorPage.getByLabel(/^Nhập lại mật khẩu mới/).fill(editor.password);
  await editorPage.getByRole('button', { name: 'Đặt mật khẩu' }).click();
  await expect(editorPage.getByRole('heading', { name: 'Chào mừng bạn!' })).toBeVisible();
  await signIn(editorPage, editor);
  await editorPage.goto('/admin/events');
  await editorPage.getByLabel('Tìm kiếm').fill(stamp);
  await editorPage.getByRole('button', { name: `Sửa ${title}` }).click();
  const drawer = editorPage.getByRole('dialog', { name: 'Sửa sự kiện' });
  const edited = `${title} (đã sửa)`;
  await drawer.getByLabel('Tiêu đề').fill(edited);
  await drawer.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(editorPage.getByText('Đã lưu sự kiện').first()).toBeVisible();
  // Editors have no audit log: no entry in the menu, and the screen says so.
  await expect(editorPage.getByRole('link', { name: 'Nhật ký', exact: true })).toHaveCount(0);
  await editorPage.goto('/admin/audit');
  await expect(editorPage.getByRole('alert')).toContainText('Chỉ quản trị viên');

  // The admin opens the log from the menu.
  await adminPage.getByRole('link', { name: 'Nhật ký', exact: true }).first().click();
  await expect(adminPage).toHaveURL(/\/admin\/audit$/);
  const entries = adminPage.getByTestId('audit-entry');
  const action = (name: string) => ({ has: adminPage.getByText(name, { exact: true }) });
  const edit = entries.filter({ hasText: edited }).filter(action('Sửa'));
  await expect(edit).toContainText(editor.name);
  await expect(entries.filter({ hasText: editor.email }).filter(action('Mời'))).toContainText(ADMIN.email);
  await expect(entries.filter(action('Đổi vai trò')).filter({ hasText: editor.email })).toHaveCount(2);
  await edit.getByRole('button', { name: /thay đổi/ }).click();
  const diff = adminPage.getByTestId('audit-diff').filter({ hasText: edited });
  await expect(diff).toContainText(title);
  await expect(diff).toContainText(edited);

  // Filtered by the editor: only what they did (accepting, signing in, the edit).
  await adminPage.getByRole('combobox', { name: 'Người thực hiện' }).click();
  await adminPage.getByRole('option', { name: new RegExp(editor.name) }).click();
  await expect(entries).toHaveCount(3);
  await expect(entries.filter({ hasText: ADMIN.email })).toHaveCount(0);
  await expect(entries.nth(0).getByText('Sửa', { exact: true })).toBeVisible();

  for (const lang of ['vi', 'en']) {
    await adminPage.goto(`/admin/audit?lang=${lang}`);
    await expect(entries.first()).toBeVisible();
    await entries
      .filter({ hasText: edited })
      .getByRole('button', { name: /thay đổi|changes/ })
      .click();
    await expect(
      adminPage.getByTestId('audit-diff').filter({ hasText: edited }).getByText('startAt'),
    ).toBeInViewport();
    // The table's times ('26/11/2026 22:14') stay on one line.
    const timeLines = await entries
      .first()
      .getByRole('cell')
      .first()
      .evaluate((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
      });
    expect(timeLines).toBe(1);
    for (const width of [1280, 390]) {
      await adminPage.setViewportSize({ width, height: 900 });
      await adminPage.screenshot({
        path: test.info().outputPath(`audit-${lang}-${width}.png`),
      });
    }
    await adminPage.setViewportSize({ width: 1280, height: 720 });
  }
  // No accessibility violation (as a11y.spec.ts checks the other admin screens), a diff open.
  const { violations } = await new AxeBuilder({ page: adminPage })
    .withTags(['wcag2a', 'wcag2aa', 'best-practice'])
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.html} ${v.nodes[0]?.any[0]?.message}`),
  ).toEqual([]);
  await adminContext.close();
  await editorContext.close();
});

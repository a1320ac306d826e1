import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './a11y.js';
import { newEmail, PASSWORD, text } from './helpers.js';
import { useMailServer } from './mail-server.js';

// Teams need the invitation mail: like password-reset.spec.ts, this file starts a server of its own with SMTP_URL
// pointing at an SMTP server the test holds, so other e2e files are unaffected.
const port = Number(process.env.E2E_TEAMS_PORT ?? 3348);
const teamsUrl = `http://127.0.0.1:${port}`;
const en = (key: string, values: Record<string, string> = {}) => text('en', key, values);

const mailServer = useMailServer(port, { AUTH_RATE_LIMIT: '200' });

/** The newest link of `kind` (`invitation`, `confirm-email`) mailed to `email`. */
async function linkMailedTo(email: string, kind: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+/${kind}#[A-Za-z0-9_-]+`);
  let link = '';
  await expect
    .poll(
      () => {
        const mails = mailServer().smtp.received.filter((item) => item.envelope.to.includes(email));
        link = mails.map((mail) => mail.text.match(pattern)?.[0] ?? '').findLast(Boolean) ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}

/** A new account on the mail server, confirmed through its mailed link and signed in in the page's browser. */
async function signUpConfirmed(page: Page, fullName: string, email: string): Promise<void> {
  const headers = { origin: teamsUrl };
  const signedUp = await page.request.post(`${teamsUrl}/api/auth/sign-up/email`, {
    headers,
    data: { fullName, email, password: PASSWORD },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  const token = (await linkMailedTo(email, 'confirm-email')).split('#')[1];
  const confirmed = await page.request.post(`${teamsUrl}/api/auth/confirm-email`, { headers, data: { token } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}

test('an owner invites an editor by mail; the editor signs up from the invitation, joins, makes a QR code, and cannot manage members', async ({
  page,
  browser,
}) => {
  test.slow();
  const ownerEmail = newEmail('owner');
  const editorEmail = newEmail('editor');

  // The owner makes a shared workspace in the switcher: the whole app moves into it.
  await signUpConfirmed(page, 'Olga Owner', ownerEmail);
  await page.goto(`${teamsUrl}/`);
  await expect(page.getByTestId('home-greeting')).toContainText('Olga Owner');
  const switcher = page.getByTestId('workspace-switcher');
  await switcher.click();
  await page.getByRole('menuitem', { name: en('workspaces.create') }).click();
  const create = page.getByRole('dialog', { name: en('workspaces.create_title') });
  await create.getByLabel(en('workspaces.name')).fill('Harbour Bistro');
  await create.getByRole('button', { name: en('workspaces.create_submit') }).click();
  await expect(page.getByTestId('workspace-notice')).toContainText(
    en('workspaces.notice_created', { name: 'Harbour Bistro' }),
  );
  await expect(switcher).toContainText('Harbour Bistro');

  // It invites the editor from the members page: the mail goes out, and the link is there to copy too.
  await switcher.click();
  await page.getByRole('menuitem', { name: en('workspaces.invite') }).click();
  await expect(page).toHaveURL(/\/settings\/members$/);
  const invite = page.getByRole('form', { name: en('members.invite_title') });
  await invite.getByLabel(en('members.email')).fill(editorEmail);
  await invite.getByLabel(en('members.role')).selectOption('editor');
  await invite.getByRole('button', { name: en('members.invite_submit') }).click();
  const sent = page.getByTestId('sent-invitation');
  await expect(sent).toBeFocused();
  await expect(sent).toContainText(en('members.sent_mailed_title', { email: editorEmail }));
  const shownLink = (await sent.getByTestId('invitation-link').textContent()) ?? '';
  const invitationRow = page.getByTestId('invitation-row').filter({ hasText: editorEmail });
  await expect(invitationRow).toContainText(en('roles.editor'));
  await expectAccessible(page, 'members, invitation sent');

  // The editor, in a browser of their own, follows the mailed link, which is the one the owner was shown.
  const mailedLink = await linkMailedTo(editorEmail, 'invitation');
  expect(mailedLink).toBe(shownLink);
  const editorContext = await browser.newContext({ locale: 'en-US' });
  const editor = await editorContext.newPage();
  await editor.goto(mailedLink);
  await expect(
    editor.getByRole('heading', { name: en('invitation.title', { workspace: 'Harbour Bistro' }) }),
  ).toBeVisible();
  await expect(
    editor.getByText(en('invitation.lead_editor', { inviter: 'Olga Owner', workspace: 'Harbour Bistro' })),
  ).toBeVisible();
  await expect(editor.getByTestId('invitation-email')).toHaveText(editorEmail);
  await expectAccessible(editor, 'invitation, signed out');

  // No account yet: signing up with the invited address (handed over), confirming it, and back to the invitation.
  await editor.getByRole('link', { name: en('invitation.sign_up') }).click();
  await expect(editor.getByLabel(en('auth.email'))).toHaveValue(editorEmail);
  await editor.getByLabel(en('auth.full_name')).fill('Eddie Editor');
  await editor.getByLabel(en('auth.password')).fill(PASSWORD);
  await editor.getByRole('button', { name: en('auth.sign_up'), exact: true }).click();
  await expect(editor.getByRole('heading', { name: en('auth.sign_up_sent_title') })).toBeVisible();
  await editor.goto(await linkMailedTo(editorEmail, 'confirm-email'));
  await editor.getByRole('button', { name: en('auth.confirm_email_action') }).click();
  await editor.getByRole('link', { name: en('auth.confirm_email_continue') }).click();
  await expect(editor).toHaveURL(/\/invitation$/);
  await expect(editor.getByText(en('invitation.signed_in_as', { email: editorEmail }))).toBeVisible();
  await editor.getByRole('button', { name: en('invitation.accept') }).click();

  // Joined: the panel says so, and the editor works in the workspace with the editor's role.
  await expect(editor.getByTestId('workspace-notice')).toContainText(
    en('workspaces.notice_joined', { name: 'Harbour Bistro', role: en('roles.editor') }),
  );
  const editorSwitcher = editor.getByTestId('workspace-switcher');
  await expect(editorSwitcher).toContainText('Harbour Bistro');
  await expect(editorSwitcher).toContainText(en('roles.editor'));

  // An editor makes content: a QR code, through the designer.
  await editor
    .getByRole('link', { name: en('home.create_qr_code') })
    .first()
    .click();
  await editor.getByRole('radio', { name: en('qr_type.link') }).check();
  await editor.getByRole('radio', { name: en('qr_designer.target.kind_url') }).check();
  await editor.getByLabel(en('qr_designer.target.url_label')).fill('example.com/menu');
  await editor.getByLabel(en('qr_designer.name.label')).fill('Table sticker');
  await expect(editor.getByText(en('qr_designer.check.passed'), { exact: true })).toBeVisible({ timeout: 15_000 });
  await editor.getByRole('button', { name: en('qr_designer.create') }).click();
  await expect(editor.getByRole('heading', { name: 'Table sticker', level: 1 })).toBeVisible();

  // …but does not manage members: no entry in the settings, and the page itself says who may.
  await editor.goto(`${teamsUrl}/settings/workspace`);
  const sections = editor.getByRole('navigation', { name: en('settings.nav_label') });
  await expect(sections.getByRole('link', { name: en('settings.section_workspace') })).toBeVisible();
  await expect(sections.getByRole('link', { name: en('settings.section_members') })).toHaveCount(0);
  await editor.goto(`${teamsUrl}/settings/members`);
  await expect(editor.getByTestId('role-required')).toContainText(en('access.admin_title'));
  await expect(editor.getByRole('form', { name: en('members.invite_title') })).toHaveCount(0);
  expect((await editor.request.get(`${teamsUrl}/api/members`)).status()).toBe(403);
  await editorContext.close();

  // The owner sees the editor among the members, and the QR code in the workspace.
  await page.reload();
  // A table on wide screens, cards on narrow ones: the one shown.
  const member = page.getByTestId(/^member-(row|card)$/).filter({ visible: true, hasText: editorEmail });
  await expect(member.getByRole('combobox', { name: en('members.role_of', { name: 'Eddie Editor' }) })).toHaveValue(
    'editor',
  );
  await expect(page.getByTestId('invitation-row').filter({ hasText: editorEmail })).toHaveCount(0);
  await page.goto(`${teamsUrl}/qr-codes`);
  await expect(page.getByRole('link', { name: en('qr_code.details_for', { name: 'Table sticker' }) })).toBeVisible();

  // The audit log shows both: the invitation, the editor joining and the code the editor made.
  await page.goto(`${teamsUrl}/settings/audit`);
  await expect(page.getByRole('heading', { name: en('audit.title'), level: 1 })).toBeVisible();
  const log = page.getByRole('table', { name: en('audit.table_caption') });
  await expect(log.getByRole('row').filter({ hasText: en('audit.actions.qr_code_created') })).toContainText(
    'Table sticker',
  );
  await expect(log.getByRole('row').filter({ hasText: en('audit.actions.qr_code_created') })).toContainText(
    'Eddie Editor',
  );
  await expect(log.getByRole('row').filter({ hasText: en('audit.actions.member_added') })).toContainText(
    'Eddie Editor',
  );
  await expect(log.getByRole('row').filter({ hasText: en('audit.actions.invitation_created') })).toContainText(
    editorEmail,
  );
});

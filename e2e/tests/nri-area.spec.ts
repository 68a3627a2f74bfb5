import { expect, test, type Page } from '@playwright/test';
import { nriClientMessages, preparerAreaMessages } from '@quayside/contract/messages';
import { ITR_STAGE_LABELS } from '@quayside/contract/nri-area';
import { DEMO_ACCOUNTS_BY_ROLE } from './support/demo-accounts';
import { signIn, newPage } from './support/session';

/**
 * The NRI line after payment (issue 15), in two browser contexts on a fresh demo database: the demo preparer opens
 * the demo NRI client (a paid AY filing assigned to them) and uploads the draft computation; the NRI client sees
 * it on /dashboard/nri, approves it with their typed name, and the ITR timeline's current stage is "Draft
 * approved". Then the NRI client uploads a required document to an opening task and submits the task.
 *
 * It changes the demo NRI client's filing and tasks, so it runs in the "exclusive" project (after the journeys
 * that only read them, such as the signed-in pages' accessibility checks).
 */

test.describe.configure({ timeout: 240_000 });

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A small but real PDF (the server checks files by content). */
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    `%PDF-1.4\n% ${name}\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
  ),
});

test('the preparer uploads the draft computation, the NRI client approves it with a typed signature, and the timeline shows it', async ({
  browser,
  page: preparer,
}) => {
  const nri = await newPage(browser, { width: 1280, height: 900 });
  await signIn(preparer, DEMO_ACCOUNTS_BY_ROLE.preparer);
  await signIn(nri, DEMO_ACCOUNTS_BY_ROLE.nri_client);

  // The preparer finds the NRI client among their clients and opens the workspace's documents.
  await preparer.goto('/dashboard/preparer/companies');
  await preparer
    .getByRole('list', { name: 'NRI clients' })
    .getByRole('link', { name: /Rohan Mehta/ })
    .click();
  await expect(preparer.getByRole('heading', { level: 1, name: 'Rohan Mehta' })).toBeVisible({
    timeout: 30_000,
  });
  await preparer
    .getByRole('navigation', { name: 'NRI client workspace' })
    .getByRole('link', { name: 'Documents' })
    .click();
  const upload = preparer.getByRole('form', { name: 'Upload a document for the client' });
  await expect(upload.getByLabel('Kind')).toHaveValue('draft_computation');
  await upload.getByLabel('Choose the file to upload').setInputFiles(pdf('computation-ay-2026-27.pdf'));
  await upload.getByLabel('Name (optional)').fill('Draft computation AY 2026-27');
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toast(preparer, preparerAreaMessages.success.documentUploaded)).toBeVisible();
  await expect(
    preparer.getByRole('list', { name: 'Documents' }).getByText('Draft computation AY 2026-27'),
  ).toBeVisible();
  await expect(preparer.getByText("Draft: Waiting for the client's decision")).toBeVisible();
  await expect(
    preparer.getByLabel('Current filing').getByRole('link', { name: 'computation-ay-2026-27.pdf' }),
  ).toBeVisible();

  // The NRI client is asked to review it from the overview.
  await nri.goto('/dashboard/nri');
  const status = nri.getByTestId('itr-status');
  await expect(status.getByText('Waiting for your decision')).toBeVisible({ timeout: 30_000 });
  await status.getByRole('link', { name: 'Review the draft' }).click();
  await expect(nri).toHaveURL(/\/dashboard\/nri\/filing$/);
  const draft = nri.getByTestId('draft-computation');
  await expect(draft.getByRole('link', { name: 'computation-ay-2026-27.pdf' })).toBeVisible();

  // A signature that is not the account's name is refused by the server; the dialog says so.
  const form = nri.getByRole('form', { name: 'Your decision on the draft' });
  await form.getByLabel('Type your full name to sign').fill('Somebody Else');
  await form.getByRole('button', { name: 'Approve draft' }).click();
  let dialog = nri.getByRole('dialog', { name: 'Approve the draft computation?' });
  await dialog.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(dialog.getByText(nriClientMessages.errors.signatureMismatch)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await form.getByLabel('Type your full name to sign').fill('Rohan Mehta');
  await form.getByRole('button', { name: 'Approve draft' }).click();
  dialog = nri.getByRole('dialog', { name: 'Approve the draft computation?' });
  await expect(dialog.getByText('Signed "Rohan Mehta"')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(toast(nri, nriClientMessages.success.draftDecision)).toBeVisible();
  await expect(draft.getByText(/You approved this draft on .*signed “Rohan Mehta”/)).toBeVisible();

  // The timeline: the current stage is "Draft approved", the draft approved.
  await nri.goto('/dashboard/nri');
  const timeline = nri.getByRole('list', { name: 'Tax return progress' });
  await expect(timeline.locator('[aria-current="step"]')).toContainText(ITR_STAGE_LABELS.draft_approved, {
    timeout: 30_000,
  });
  await expect(status.getByText('Approved', { exact: true })).toBeVisible();

  // The preparer's workspace shows the decision.
  await preparer.reload();
  await expect(preparer.getByText('Draft: Approved')).toBeVisible({ timeout: 30_000 });
});

test('the NRI client uploads a required document to a task and submits it', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS_BY_ROLE.nri_client);
  await page.goto('/dashboard/nri/tasks');
  await page
    .getByRole('list', { name: 'Tasks' })
    .getByRole('link', { name: /Identity documents/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Identity documents/ })).toBeVisible({
    timeout: 30_000,
  });

  // The requirement still to upload (the PAN card is already there).
  const toUpload = page
    .getByTestId('requirement')
    .filter({ has: page.getByTestId('requirement-status').getByText('To upload') })
    .first();
  const name = (await toUpload.getByRole('heading', { level: 3 }).textContent()) ?? '';
  // Found by its name from here on: its status changes once the file is in.
  const requirement = page.getByRole('listitem', { name, exact: true });
  await requirement.getByLabel(`Choose a file for ${name}`).setInputFiles(pdf('passport-pages.pdf'));
  await requirement.getByRole('button', { name: 'Upload file' }).click();
  await expect(toast(page, nriClientMessages.success.documentUploaded)).toBeVisible();
  await expect(requirement.getByRole('link', { name: 'passport-pages.pdf' })).toBeVisible();
  await expect(requirement.getByTestId('requirement-status')).not.toHaveText('To upload');

  await page.getByRole('button', { name: 'Submit task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit this task?' });
  await dialog
    .getByLabel('Note for your preparer (optional)')
    .fill('Both pages of the passport are in one file.');
  await dialog.getByRole('button', { name: 'Submit task' }).click();
  await expect(toast(page, nriClientMessages.success.taskSubmitted)).toBeVisible();
  await expect(page.getByText(/You submitted this task on/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit again' })).toBeVisible();
});

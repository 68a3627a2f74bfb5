import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInAs } from './support/signed-in-pages';

/**
 * The NRI tax onboarding journey (issue 15): from the home page's "Start NRI tax filing" through every wizard
 * step (the residency result with its reasons, the e-mail code read from the dev outbox, identity checks, the
 * answers surviving a reload, the declaration), the server's quote, the test checkout, the confirmation, the set-password mail of the account the payment opened
 * and the NRI dashboard.
 * SHOTS_DIR set: each step is also photographed at 1280 and 375 px wide.
 */

const ADMIN = { email: 'admin@quayside.test', password: 'Quayside-demo-1' };
type OutboxItem = { to: string; subject: string; text: string };

async function signIn(api: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await api.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function waitForMail(
  api: APIRequestContext,
  token: string,
  to: string,
  subject: RegExp,
): Promise<OutboxItem> {
  let found: OutboxItem | undefined;
  await expect
    .poll(
      async () => {
        const res = await api.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (!res.ok()) return `outbox answered ${res.status()}`;
        found = ((await res.json()) as { items: OutboxItem[] }).items.find((m) => subject.test(m.subject));
        return found ? 'found' : 'not yet';
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe('found');
  if (!found) throw new Error('unreachable');
  return found;
}

/** Each step: axe finds nothing; with SHOTS_DIR, photographed at both widths. */
async function shot(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page), name).toEqual([]);
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/nri-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${dir}/nri-${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('NRI tax onboarding', () => {
  let admin: APIRequestContext;
  let adminToken: string;

  test.beforeAll(async ({ playwright, baseURL }) => {
    admin = await playwright.request.newContext({ baseURL });
    adminToken = await signIn(admin, ADMIN.email, ADMIN.password);
  });
  test.afterAll(async () => {
    await admin.dispose();
  });

  test('a visitor goes from the home page through the wizard, verifies the e-mail, gets a quote and pays', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const email = `nri-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

    // The home page's way in.
    await page.goto('/');
    await page.getByRole('link', { name: 'Start NRI tax filing' }).first().click();
    await expect(page).toHaveURL(/\/nri-tax/);

    // 1. Contact.
    await expect(page.getByRole('heading', { name: 'Your details', exact: true })).toBeVisible();
    await shot(page, '1-contact');
    await page.getByRole('button', { name: 'Start my application' }).click();
    await expect(page.getByText('Enter the full name')).toBeVisible();
    await page.getByLabel('Full name (as on your PAN)').fill('Rohan Mehta');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Country code').selectOption('+971');
    await page.getByLabel('Phone number').fill('50 123 4567');
    await page.getByRole('button', { name: 'Start my application' }).click();

    // 2. The code from the dev outbox (the same one-time-code service as sign-in and incorporation).
    // A new step takes the focus to its heading.
    await expect(page.getByRole('heading', { name: 'Verify your e-mail', exact: true })).toBeFocused();
    await expect(page.getByText('OTP sent')).toBeVisible();
    const mail = await waitForMail(admin, adminToken, email, /verification code/i);
    const code = /(\d{6})/.exec(mail.subject)?.[1] ?? /(\d{6})/.exec(mail.text)?.[1] ?? '';
    await shot(page, '2-verify');
    await page.getByLabel('Verification code').fill(code);

    // 3. Residency: the status and its reasons appear as the answers come in.
    await expect(page.getByRole('heading', { name: 'Your stay in India', exact: true })).toBeVisible();
    await expect(page.getByText('Email verified')).toBeVisible();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('Enter the number of days in India this financial year')).toBeVisible();
    await page.getByLabel('Days in India this financial year').fill('40');
    await page.getByLabel('Days in India in the 4 years before').fill('200');
    await page.getByLabel('Days in India in the 7 years before').fill('300');
    await page.getByLabel('Years you were non-resident, of the 10 before').fill('10');
    await page.getByLabel('Indian citizen', { exact: true }).check();
    await page.getByLabel('I live outside India and came to India on visits').check();
    await page
      .getByRole('group', { name: 'Indian income above Rs 15 lakh this year?' })
      .getByLabel('No')
      .check();
    await page
      .getByRole('group', { name: 'Taxed as a resident of another country?' })
      .getByLabel('Yes')
      .check();
    await expect(page.getByTestId('residency-status')).toHaveText('Non-resident (NR)');
    await expect(page.getByText('You were in India for 40 days this year')).toBeVisible();
    await shot(page, '3-residency');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // 4. Identity: the PAN's entity character and Aadhaar's check digit are checked.
    await expect(page.getByRole('heading', { name: 'Identity', exact: true })).toBeVisible();
    await page.getByLabel('I have a PAN').check();
    await page.getByLabel('PAN', { exact: true }).fill('AAACQ1234Z');
    await page.getByLabel('I have an Aadhaar number').check();
    await page.getByLabel('Aadhaar number', { exact: true }).fill('234567890125');
    await page.getByLabel('Passport number').fill('K1234567');
    await page.getByLabel('Date of birth').fill('14/05/1987');
    await page.getByLabel('Male', { exact: true }).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('This PAN belongs to a company, firm or trust')).toBeVisible();
    await expect(page.getByText('This Aadhaar number is not valid: check the digits')).toBeVisible();
    await page.getByLabel('PAN', { exact: true }).fill('ABCPE1234F');
    await page.getByLabel('Aadhaar number', { exact: true }).fill('2345 6789 0124');
    await shot(page, '4-identity');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // "Continue later" mails the resume link again.
    await page.getByRole('button', { name: 'Continue later' }).click();
    await expect(page.getByText(/We sent a link to continue your application to your e-mail/)).toBeVisible();
    await waitForMail(admin, adminToken, email, /Your Quayside NRI tax filing application/);

    // 5. Address; then a reload keeps the step and the answers (the persisted nriTax slice and the server).
    await expect(page.getByRole('heading', { name: 'Address and tax residence', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Address and tax residence', exact: true })).toBeVisible();
    await page.getByLabel('Street address').fill('Villa 12, Street 4, Al Barsha 2');
    await page.getByLabel('City').fill('Dubai');
    await page.getByLabel('Postal code').fill('00000');
    await page.getByLabel('Country', { exact: true }).selectOption('AE');
    await page.getByLabel('Country of tax residence').selectOption('AE');
    await page.getByLabel('Taxpayer identification number there').fill('100-2345-6789');
    await shot(page, '5-address');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // 6. Income. Back keeps the answers of the step before.
    await expect(page.getByRole('heading', { name: 'Income and deductions', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('City')).toHaveValue('Dubai');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('heading', { name: 'Income and deductions', exact: true })).toBeVisible();
    await page.getByLabel('Interest (NRO account, deposits, bonds)').check();
    await page.getByLabel('Capital gains (shares, mutual funds)').check();
    await page.getByLabel('Relief under a tax treaty (DTAA) for tax paid abroad').check();
    await shot(page, '6-income');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // 7. Declaration.
    await expect(page.getByRole('heading', { name: 'Declaration', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save and see the quote' }).click();
    await expect(page.getByText('Confirm that the information is accurate')).toBeVisible();
    await page.getByLabel('The information I have given is true, correct and complete.').check();
    await page.getByLabel(/I authorise Quayside/).check();
    await page.getByLabel('Place').fill('Dubai');
    // A drawn signature: a stroke on the pad (sent as a PNG).
    await page.getByLabel('Draw my signature').check();
    const pad = page
      .getByRole('img', { name: 'Draw your signature here' })
      .or(page.getByLabel('Draw your signature here'));
    const box = await pad.boundingBox();
    if (!box) throw new Error('no signature pad');
    await page.mouse.move(box.x + 30, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + 40, { steps: 8 });
    await page.mouse.move(box.x + 220, box.y + 110, { steps: 8 });
    await page.mouse.up();
    await shot(page, '7-declaration');
    await page.getByRole('button', { name: 'Save and see the quote' }).click();

    // 8. The quote, priced by the server: ITR-2, capital gains and DTAA relief.
    await expect(page.getByRole('heading', { name: 'Your quote', exact: true })).toBeVisible();
    const summary = page.getByTestId('order-summary');
    await expect(summary).toContainText('NRI income tax return filing (India)');
    await expect(summary).toContainText('NRI capital gains and property sale advisory');
    await expect(summary).toContainText('Tax treaty (DTAA) relief claim');
    await expect(page.getByText(/Return form ITR-2/)).toBeVisible();
    await shot(page, '8-quote');
    await page.getByRole('button', { name: 'Submit and pay USD 627.00' }).click();

    // The test checkout, then the confirmation.
    await expect(page.getByRole('button', { name: 'Decline payment' })).toBeVisible();
    await page.getByRole('button', { name: /^Pay USD\s627\.00$/ }).click();
    await expect(page).toHaveURL(/\/nri-tax\/confirmation\?session=/);
    await expect(page.getByRole('heading', { name: 'Payment received', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('USD 627.00')).toBeVisible();
    await shot(page, '9-confirmation');

    // The stored application is cleared once paid: the wizard starts afresh.
    await page.goto('/nri-tax');
    await expect(page.getByRole('heading', { name: 'Your details', exact: true })).toBeVisible();

    // The account the payment opened: the set-password mail, then the NRI dashboard.
    const welcome = await waitForMail(admin, adminToken, email, /Welcome to Quayside: set your password/);
    const link = /(https?:\/\/\S+\/reset-password\?token=\S+)/.exec(welcome.text)?.[1];
    expect(link, welcome.text).toBeTruthy();
    const url = new URL(link ?? '');
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByLabel('New password', { exact: true }).fill('Harbour-lights-2031');
    await page.getByLabel('Repeat the new password').fill('Harbour-lights-2031');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page).toHaveURL(/\/dashboard\/nri$/);
  });

  test('the admin finds an NRI application on the staging screen, corrects it and deletes it', async ({
    page,
  }) => {
    const email = `nri-staging-${Date.now().toString(36)}@example.com`;
    const started = await page.request.post('/api/staging-nri/start', {
      data: {
        fullName: 'Priya Raman',
        contactEmail: email,
        contactNumber: '+1 415 555 0134',
        countryCode: '+1',
      },
    });
    expect(started.status()).toBe(201);
    const { session } = (await started.json()) as { session: { id: string } };
    await signInAs(page, 'admin');
    await page.goto('/dashboard/admin/staging');
    await page.getByRole('link', { name: 'NRI tax' }).click();
    await page.getByLabel('Name, e-mail or phone').fill(email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: /Priya Raman/ }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/admin/staging/nri/${session.id}$`));
    await page.getByLabel('Full name').fill('Priya K Raman');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Updated successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Priya K Raman', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete application' }).click();
    await expect(page.getByText('Deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/admin\/staging\/nri$/);
    expect((await page.request.get(`/api/staging-nri/resume/${session.id}`)).status()).toBe(404);
  });

  test('a declined payment brings the visitor back to the quote of the submitted application, which can be paid again', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = `nri-declined-${Date.now().toString(36)}@example.com`;
    const api = page.request;
    const started = await api.post('/api/staging-nri/start', {
      data: {
        fullName: 'Anil Kapoor',
        contactEmail: email,
        contactNumber: '+44 7700 900123',
        countryCode: '+44',
      },
    });
    const { session } = (await started.json()) as { session: { id: string } };
    expect((await api.post(`/api/staging-nri/send-otp/${session.id}`)).status()).toBe(200);
    const mail = await waitForMail(admin, adminToken, email, /verification code/i);
    const code = /(\d{6})/.exec(mail.subject)?.[1] ?? '';
    expect(
      (await api.post(`/api/staging-nri/verify-otp/${session.id}`, { data: { otp: code } })).status(),
    ).toBe(200);
    const update = await api.put(`/api/staging-nri/update/${session.id}`, {
      data: {
        step: 8,
        stayDurationData: {
          daysInIndia: 20,
          daysInIndia4Yrs: 90,
          citizenship: 'indian_citizen',
          situation: 'visiting',
          indianIncomeAboveThreshold: false,
          liableToTaxElsewhere: true,
          nonResidentYearsOfPreceding10: 10,
          daysInIndia7Yrs: 150,
        },
        identityData: {
          panStatus: 'available',
          panNumber: 'ABCPK1234L',
          aadhaarStatus: 'not_eligible',
          passportNumber: '533380006',
        },
        dob: '1979-11-02',
        gender: 'male',
        addressData: {
          streetAddress: '14 Elm Park Gardens',
          city: 'London',
          postalCode: 'SW10 9NY',
          country: 'GB',
        },
        jurisdictionOfResidence: 'GB',
        taxpayerIdentificationNumber: 'AB123456C',
        incomeSources: ['business'],
        deductions: [],
        filingType: 'revised',
        declarationData: {
          accuracy: true,
          authorization: true,
          date: new Date().toISOString().slice(0, 10),
          place: 'London',
          signature: 'Anil Kapoor',
        },
      },
    });
    expect(update.status(), await update.text()).toBe(200);

    // The resume link opens the quote: ITR-3 with the business schedules and the revised return.
    await page.goto(`/nri-tax?session=${session.id}`);
    await expect(page.getByRole('heading', { name: 'Your quote', exact: true })).toBeVisible();
    await expect(page.getByText(/Return form ITR-3/)).toBeVisible();
    await expect(page.getByTestId('order-summary')).toContainText(
      'Revised income tax return (section 139(5))',
    );
    await page.getByRole('button', { name: /^Submit and pay/ }).click();
    await page.getByRole('button', { name: 'Decline payment' }).click();
    await expect(page).toHaveURL(/\/nri-tax\?step=8&payment=declined/);
    await expect(page.getByText('The payment was declined or cancelled')).toBeVisible();
    await expect(
      page.getByText('Your application is submitted; its answers are fixed for this payment.'),
    ).toBeVisible();
    // Submitted: the answers no longer change.
    expect((await api.put(`/api/staging-nri/update/${session.id}`, { data: { step: 3 } })).status()).toBe(
      409,
    );
    await page.getByRole('button', { name: /^Submit and pay/ }).click();
    await expect(page.getByRole('button', { name: 'Decline payment' })).toBeVisible();
  });
});

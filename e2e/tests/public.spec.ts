import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openPublicPage } from './support/public-page';

/**
 * Journeys of the public site (issue 3) against the built app: every route renders server-side with its
 * heading, the navigation behaves as specified on a phone and a desktop, the WhatsApp button, the contact and
 * job forms, the tools, the blog, link prefetching and accessibility.
 */

const ROUTES: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /Set up, stay compliant and grow across Singapore, the UAE and India/ },
  { path: '/about', heading: /A corporate services firm built for cross-border business/ },
  { path: '/services', heading: /Everything a company needs/ },
  { path: '/services/incorporation', heading: /Company incorporation in Singapore, the UAE and India/ },
  { path: '/services/corporate-secretary', heading: /Corporate secretary and statutory compliance/ },
  { path: '/services/accounting', heading: /Accounting, financial statements and payroll/ },
  { path: '/services/tax-advisory', heading: /Tax advisory and filing, including NRI tax/ },
  { path: '/services/legacy-planning', heading: /Legacy and estate planning across borders/ },
  { path: '/services/fund-administration', heading: /Fund administration for VCCs and private funds/ },
  { path: '/services/global', heading: /One firm across Singapore, the UAE and India/ },
  { path: '/singapore', heading: /Setting up and running a company in Singapore/ },
  { path: '/uae', heading: /Setting up and running a company in the UAE/ },
  { path: '/india', heading: /Doing business in India and NRI tax services/ },
  { path: '/resources', heading: /Tools and guides for founders/ },
  { path: '/resources/tools', heading: /Calculators built on the rules we apply every day/ },
  { path: '/resources/blogs', heading: /Insights from our advisers/ },
  {
    path: '/resources/blogs/nri-residential-status-182-day-120-day-deemed-residency',
    heading: /Residential status for NRIs/,
  },
  { path: '/career', heading: /Build a career in cross-border corporate services/ },
  { path: '/contact', heading: /Talk to an adviser/ },
  { path: '/faqs', heading: /Frequently asked questions/ },
  { path: '/privacy', heading: /Privacy policy/ },
  { path: '/terms', heading: /Terms of use/ },
];

/** Console errors and page errors (a hydration mismatch reports one). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}


async function apiLogin(page: Page, email: string): Promise<string> {
  const res = await page.request.post('/api/auth/login', { data: { email, password: 'Quayside-demo-1' } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

test.describe('every public route', () => {
  for (const route of ROUTES) {
    test(`${route.path} answers 200 with its heading, server-rendered, and hydrates cleanly`, async ({
      page,
      request,
    }) => {
      // The first response already carries the content, title, description, canonical URL and Open Graph tags.
      const raw = await request.get(route.path);
      expect(raw.status()).toBe(200);
      const html = await raw.text();
      expect(html).toMatch(/<h1[^>]*>/);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}">/);
      expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\//);
      expect(html).toContain('<meta property="og:title"');

      const errors = watchErrors(page);
      const response = await openPublicPage(page, route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }

  test('an unknown path answers 404 with a helpful page', async ({ page }) => {
    const response = await openPublicPage(page, '/services/astrology');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('an unknown article answers 404', async ({ page }) => {
    const response = await openPublicPage(page, '/resources/blogs/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
  });

  test('sitemap.xml lists the pages and the articles; robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/services/fund-administration</loc>');
    expect(sitemap).toContain(
      '/resources/blogs/singapore-variable-capital-company-when-it-makes-sense</loc>',
    );
    expect(await (await request.get('/robots.txt')).text()).toMatch(
      /Sitemap: http:\/\/localhost:\d+\/sitemap.xml/,
    );
  });

  test('the home page carries Organization and FAQPage structured data', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('"@type":"ProfessionalService"');
    expect(html).toContain('"@type":"FAQPage"');
  });
});

test.describe('navigation on a desktop', () => {
  test('dropdowns for Services, Resources and Global open on hover and with the keyboard', async ({
    page,
  }) => {
    await openPublicPage(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Services', exact: true }).hover();
    await expect(nav.getByRole('link', { name: /Fund administration/ })).toBeVisible();
    await page.mouse.move(5, 500);
    await expect(nav.getByRole('link', { name: /Fund administration/ })).toBeHidden();

    const global = nav.getByRole('button', { name: 'Global menu' });
    await global.focus();
    await page.keyboard.press('Enter');
    await expect(global).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: /^UAE/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(global).toHaveAttribute('aria-expanded', 'false');

    await nav.getByRole('button', { name: 'Resources menu' }).click();
    await nav.getByRole('link', { name: /^Tools/ }).click();
    await expect(page).toHaveURL('/resources/tools');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Calculators/);
  });

  test('the logo is 190 by 56 and the content sits 80px below the top', async ({ page }) => {
    await openPublicPage(page, '/about');
    const logo = page.getByRole('banner').getByRole('img', { name: 'Quayside' });
    expect(await logo.boundingBox()).toMatchObject({ width: 190, height: 56 });
    expect(await page.locator('main').evaluate((el) => getComputedStyle(el).paddingTop)).toBe('80px');
  });

  test('links prefetch their route code when they come within 200px of the viewport', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await openPublicPage(page, '/');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    // The FAQs page is linked only near the bottom of the home page.
    expect(fetched.some((p) => /\/assets\/faqs-page-[\w-]+\.js$/.test(p))).toBe(false);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => fetched.some((p) => /\/assets\/faqs-page-[\w-]+\.js$/.test(p))).toBe(true);
  });

  test('no analytics script loads when no measurement id is configured', async ({ page }) => {
    const analytics: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('googletagmanager')) analytics.push(r.url());
    });
    await openPublicPage(page, '/');
    await page.waitForLoadState('networkidle');
    expect(analytics).toEqual([]);
  });
});

test.describe('navigation on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu slides down with a backdrop, expands an accordion, locks scrolling and closes on the backdrop', async ({
    page,
  }) => {
    await openPublicPage(page, '/');
    const toggle = page.getByTestId('mobile-menu-toggle');
    await toggle.click();
    const panel = page.locator('#mobile-menu');
    await expect(panel).toBeVisible();
    await expect(page.getByTestId('mobile-menu-backdrop')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    const services = panel.getByRole('button', { name: 'Show Services pages' });
    await expect(panel.getByRole('link', { name: 'Legacy planning' })).toBeHidden();
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: 'Legacy planning' })).toBeVisible();

    // The panel stops short of the bottom of the screen, so a strip of backdrop is always there to tap.
    const backdrop = page.getByTestId('mobile-menu-backdrop');
    const box = await backdrop.boundingBox();
    await backdrop.click({ position: { x: 20, y: (box?.height ?? 600) - 15 } });
    await expect(panel).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('tapping a link in the menu navigates and closes it', async ({ page }) => {
    await openPublicPage(page, '/');
    await page.getByTestId('mobile-menu-toggle').click();
    const panel = page.locator('#mobile-menu');
    await panel.getByRole('button', { name: 'Show Global pages' }).click();
    await panel.getByRole('link', { name: 'India' }).click();
    await expect(page).toHaveURL('/india');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Doing business in India/);
  });
});

test.describe('WhatsApp button and the Login/Dashboard button', () => {
  test('on a phone the wizards hide the WhatsApp button that would cover their step buttons; wider, it shows', async ({
    page,
  }) => {
    for (const path of ['/incorporate', '/nri-tax']) {
      await page.setViewportSize({ width: 375, height: 740 });
      await openPublicPage(page, path);
      await expect(page.getByRole('navigation', { name: 'Application steps' })).toBeVisible();
      await expect(page.getByTestId('whatsapp-button')).toBeHidden();
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByTestId('whatsapp-button')).toBeVisible();
    }
    await page.setViewportSize({ width: 375, height: 740 });
    await openPublicPage(page, '/contact');
    await expect(page.getByTestId('whatsapp-button')).toBeVisible();
  });

  test('the WhatsApp button opens the firm’s chat with a greeting in a new tab', async ({
    page,
    context,
  }) => {
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    await openPublicPage(page, '/contact');
    const button = page.getByTestId('whatsapp-button');
    await expect(button).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([context.waitForEvent('page'), button.click()]);
    await popup.waitForLoadState();
    const url = new URL(popup.url());
    expect(url.origin + url.pathname).toBe('https://wa.me/6589507100');
    expect(url.searchParams.get('text')).toMatch(
      /^Hello Quayside, I would like to know more about your services/,
    );
  });

  test('a signed-in client sees "Dashboard", which leads to their area, where the public shell is absent', async ({
    page,
  }) => {
    await openPublicPage(page, '/');
    await expect(page.getByRole('banner').getByTestId('auth-button')).toHaveText('Login');
    // Signed in elsewhere in this browser: the refresh cookie and the non-secret hint (never the token) remain.
    await apiLogin(page, 'client@quayside.test');
    await page.evaluate(() => localStorage.setItem('signedIn', '1'));
    await openPublicPage(page, '/about');
    const button = page.getByRole('banner').getByTestId('auth-button');
    await expect(button).toHaveText('Dashboard');
    await button.click();
    await expect(page).toHaveURL(/\/dashboard\/client/);
    await expect(page.getByTestId('whatsapp-button')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });
});

test.describe('the two ways to start', () => {
  test('"Incorporate a company" opens the incorporation onboarding; "NRI tax filing" the NRI tax onboarding', async ({
    page,
  }) => {
    await openPublicPage(page, '/');
    const hero = page.locator('main section').first();
    await hero.getByRole('link', { name: 'Incorporate a company' }).click();
    await expect(page).toHaveURL('/incorporate');
    // The link changes the address at once, then loads the wizard (not a public page) as a new document: leaving
    // before it has loaded raced that navigation (CI, 28 November 2026: "interrupted by another navigation").
    await expect(page.getByRole('heading', { level: 1, name: 'Incorporate your company' })).toBeVisible();
    await openPublicPage(page, '/');
    await hero.getByRole('link', { name: 'NRI tax filing' }).click();
    await expect(page).toHaveURL(/\/nri-tax$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('contact and careers', () => {
  test('the contact form shows field errors, then succeeds, and the message is stored', async ({ page }) => {
    const email = `visitor.${Date.now()}@example.com`;
    await openPublicPage(page, '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Enter your full name')).toBeVisible();
    await expect(form.getByText('Enter your e-mail address')).toBeVisible();
    await expect(form.getByText('Choose what you need help with')).toBeVisible();
    await expect(form.getByText(/Tell us a little more/)).toBeVisible();
    await expect(form.getByText(/Please agree to our privacy policy/)).toBeVisible();

    await form.getByLabel('Full name').fill('Farah Siddiqui');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('What do you need help with?').selectOption('nri-tax');
    await form
      .getByLabel('Your message')
      .fill('I sold a flat in Pune this year and live in Dubai. Can you handle the TDS and my return?');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('contact-success')).toContainText(
      'Thank you. Your message has reached our team',
    );

    const token = await apiLogin(page, 'admin@quayside.test');
    const res = await page.request.get('/api/contact/messages?limit=20', {
      headers: { authorization: `Bearer ${token}` },
    });
    const { messages } = (await res.json()) as { messages: Array<{ email: string; topic: string }> };
    expect(messages).toContainEqual(expect.objectContaining({ email, topic: 'nri-tax' }));
  });

  test('a job application with a PDF CV is accepted', async ({ page }) => {
    await openPublicPage(page, '/career');
    await page.locator('summary', { hasText: 'Senior Tax Associate, NRI Taxation' }).click();
    await page.getByRole('button', { name: 'Apply for this role' }).first().click();
    const form = page.getByRole('form', { name: 'Job application' });
    await expect(form.getByLabel('Role', { exact: true })).toHaveValue('senior-tax-associate-nri-noida');
    await form.getByLabel('Office you would work from').selectOption('noida');
    await form.getByLabel('Full name').fill('Kavya Iyer');
    await form.getByLabel('E-mail').fill(`kavya.${Date.now()}@example.com`);
    await form.getByLabel('Phone').fill('+91 98100 12345');
    await form.getByLabel('CV').setInputFiles({
      name: 'kavya-iyer-cv.pdf',
      mimeType: 'application/pdf',
      // A real (if empty) PDF: the server parses uploaded PDFs.
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      ),
    });
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByTestId('application-success')).toContainText('Thank you for applying');
  });

  test('a CV that is not a PDF or DOCX is refused before sending', async ({ page }) => {
    await openPublicPage(page, '/career#apply');
    const form = page.getByRole('form', { name: 'Job application' });
    await form
      .getByLabel('CV')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a cv') });
    await expect(form.getByText('Your CV must be a PDF or Word (DOCX) file')).toBeVisible();
  });
});

test.describe('tools and blog', () => {
  test('the NRI calculator gives RNOR for a visiting citizen under the 120-day rule, with the reasons', async ({
    page,
  }) => {
    await openPublicPage(page, '/resources/tools');
    const form = page.getByRole('form', { name: 'NRI residential status calculator' });
    await form.getByLabel('Citizenship').selectOption('indian_citizen');
    await form.getByLabel('I live outside India and came to India on visits').check();
    await form.getByLabel('Days in India this financial year').fill('150');
    await form.getByLabel('Days in India in the 4 preceding years').fill('400');
    await form.getByLabel('More than Rs 15 lakh').check();
    await form.getByRole('radio', { name: 'Yes' }).check();
    await form.getByLabel('Days in India in the 7 preceding years').fill('700');
    await form.getByRole('button', { name: 'Check my status' }).click();
    await expect(page.getByTestId('nri-result-status')).toHaveText('RNOR');
    await expect(page.getByText(/120-day rule/).first()).toBeVisible();

    // The same stay with Indian income of Rs 15 lakh or less: non-resident (182-day test).
    await form.getByLabel('Rs 15 lakh or less').check();
    await form.getByRole('button', { name: 'Check my status' }).click();
    await expect(page.getByTestId('nri-result-status')).toHaveText('Non-resident');
  });

  test('the NRI calculator explains missing answers', async ({ page }) => {
    await openPublicPage(page, '/resources/tools');
    const form = page.getByRole('form', { name: 'NRI residential status calculator' });
    await form.getByRole('button', { name: 'Check my status' }).click();
    await expect(form.getByText('Choose your citizenship')).toBeVisible();
    await expect(form.getByText('Enter the number of days in one financial year')).toBeVisible();
  });

  test('the incorporation estimator prices services from the live catalogue', async ({ page }) => {
    await openPublicPage(page, '/resources/tools#incorporation-estimator');
    const total = page.getByTestId('estimate-first-year');
    // The package with Singapore's 9% GST, as the invoice charges it.
    await expect(total).toHaveText('USD 1,362.50');
    await expect(page.getByTestId('estimate-tax')).toHaveText('USD 112.50');
    await page.getByLabel('United Arab Emirates').check();
    await page.getByLabel(/Free zone company setup \(UAE\)/).check();
    await expect(total).toHaveText('USD 4,357.50'); // USD 4,150.00 + VAT 5%
  });

  test('the Singapore tax estimator applies the partial exemption and the YA 2025 rebate', async ({
    page,
  }) => {
    await openPublicPage(page, '/resources/tools#sg-corporate-tax');
    const form = page.getByRole('form', { name: 'Singapore corporate tax estimator' });
    await form.getByLabel('Chargeable income (SGD)').fill('300,000');
    // The tool opens on the newest year (YA 2026, issue 19's Budget 2026 rebate: admin-rules.spec); YA 2025 had 50%.
    await form.getByLabel('Year of Assessment').selectOption('2025');
    await form.getByRole('button', { name: 'Estimate the tax' }).click();
    await expect(page.getByTestId('sg-tax-net')).toHaveText('SGD 18,787.50');
  });

  test('the blog lists published articles and opens one', async ({ page }) => {
    await openPublicPage(page, '/resources/blogs');
    await page.getByRole('button', { name: 'NRI tax' }).click();
    const link = page.getByRole('link', { name: /Selling property in India as an NRI/ });
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Selling property in India as an NRI/);
    await expect(page.getByText('Form 15CB:')).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const width of [1280, 375]) {
    test(`axe finds no serious or critical violation on any public page at ${width}px${width === 375 ? ', and nothing scrolls sideways' : ''}`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      for (const route of [...ROUTES, { path: '/no-such-page', heading: /./ }]) {
        await openPublicPage(page, route.path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        if (width === 375) {
          // Nothing wider than a phone's screen: no sideways scrolling.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${route.path} scrolls sideways`).toBeLessThanOrEqual(0);
        }
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(
          serious.map((v) => `${route.path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
        ).toEqual([]);
      }
    });
  }
});

import { describe, expect, inject, it } from 'vitest';
import { routeTable } from '../../src/app/route-table';
import { forms as english } from '../../src/content/forms';
import { forms as nepali } from '../../src/content/ne/forms';
import { nepaliCountryNames } from '../../src/features/meeting-booking/nepali-country-names';
import { formatDateNe } from '../../src/i18n/nepali-dates';
import { localizedPath } from '../../src/i18n/locale';
import { freeDayAt } from './support/nepal-day';
import { seriousAxeProblems } from './support/accessibility';
import { openPage, sharedBrowser, type WatchedPage } from './support/browser';
import { storedRecords as storedAt } from './support/table-api';
import { uniqueEmail, uniquePhone } from './support/unique';

const baseURL = inject('baseURL');
const staffToken = inject('staffToken');
const browser = sharedBrowser();

const devanagari = /[\u0900-\u097F]/;
const nepaliPaths = routeTable.map((route) => localizedPath(route.path, 'ne'));

async function visit(path: string, width = 1280): Promise<WatchedPage> {
  const watched = await openPage(browser(), width);
  await watched.page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
  await watched.page.locator('main h1, header h1').first().waitFor();
  return watched;
}

const storedRecords = (table: string) => storedAt(baseURL, staffToken, table);

/** '9812345678' typed as a Nepali keyboard types it: '९८१२३४५६७८'. */
const devanagariDigits = (digits: string) => digits.replace(/\d/g, (d) => '०१२३४५६७८९'[Number(d)]);

describe('every Nepali page in Chromium', () => {
  // Pages side by side (the e2e project's maxConcurrency), each test with its own expect. A page's
  // head, its Latin count and its language switch (which leaves it, so comes last) read one load:
  // the four checks are about the same first visit.
  for (const [index, path] of nepaliPaths.entries()) {
    const english = routeTable[index].path;
    it.concurrent(
      `${path}: lang="ne", a Nepali title and description, hreflang en/ne/x-default; axe finds no serious or critical problem; less than 20% of the letters in <main> are Latin; the language switch leads to the same English page and back`,
      async ({ expect }) => {
        const { page, errors } = await visit(path);
        expect(await page.locator('html').getAttribute('lang')).toBe('ne');
        expect(await page.title()).toMatch(devanagari);
        expect(await page.locator('meta[name=description]').getAttribute('content')).toMatch(devanagari);
        const alternates = await page
          .locator('link[rel=alternate][hreflang]')
          .evaluateAll((links) =>
            links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]),
          );
        // /blogsingle shows the featured post (a sample with its twin here): its head is the post's own.
        const [en, ne] =
          english === '/blogsingle'
            ? ['/blog/banner-promotion-ideas', '/ne/blog/banner-promotion-ideas']
            : [english, path];
        expect(alternates).toEqual([
          ['en', en],
          ['ne', ne],
          ['x-default', en],
        ]);
        expect(errors).toEqual([]);

        expect(await seriousAxeProblems(page)).toEqual([]);

        // Scroll through so the home page's islands and lazy sections are all in place.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForLoadState('networkidle');
        // Left out of the count: text marked lang="en", English by design and said so to screen
        // readers (a Team record's role, a video's English title, an article written in English), and
        // proper nouns and identifiers marked translate="no" (people's names, phone numbers, e-mail).
        const text = await page.locator('main').evaluate((main) => {
          const copy = main.cloneNode(true) as HTMLElement;
          for (const kept of copy.querySelectorAll('[lang=en], [translate=no]')) kept.remove();
          return copy.textContent ?? '';
        });
        const letters = text.match(/\p{L}/gu) ?? [];
        const latin = text.match(/[A-Za-z]/g) ?? [];
        expect(letters.length, 'letters in <main>').toBeGreaterThan(20);
        expect(latin.length / letters.length, `Latin share on ${path}`).toBeLessThan(0.2);

        await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'English' }).click();
        await page.waitForURL(`${baseURL}${english}`);
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
        await expect.poll(() => page.title()).not.toMatch(devanagari);
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'नेपाली' }).click();
        await page.waitForURL(`${baseURL}${path}`);
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ne');
        await expect.poll(() => page.title()).toMatch(devanagari);
        await page.context().close();
      },
    );
  }
});

describe('the Nepali shell', () => {
  it('shows the Nepali fallback screen for an unknown /ne/ path, with HTTP 404', async () => {
    const response = await fetch(`${baseURL}/ne/no-such-page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="ne">');
    expect(html).toContain('अनपेक्षित त्रुटि भयो!');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('lists every page in both languages in sitemap.xml, with their alternates', async () => {
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    // /blogsingle shows the featured post, whose own address is its canonical and is listed.
    const pageRoutes = routeTable.filter((route) => route.path !== '/blogsingle');
    expect(sitemap).not.toContain('/blogsingle</loc>');
    for (const route of pageRoutes) {
      expect(sitemap).toContain(`${route.path}</loc>`);
      expect(sitemap).toContain(`${localizedPath(route.path, 'ne')}</loc>`);
    }
    // Beside the pages, only the published blog posts and event albums (issue 28), each with its own address.
    const pages = [...sitemap.matchAll(/<url>\s*<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    const posts = pages.filter((path) => /^(\/ne)?\/blog\/[^/]+$/.test(path));
    const albums = pages.filter((path) => /^(\/ne)?\/gallerys\/[^/]+$/.test(path));
    expect(pages).toHaveLength(pageRoutes.length * 2 + posts.length + albums.length);
    expect(sitemap.match(/hreflang="ne"/g)!.length).toBeGreaterThanOrEqual(pageRoutes.length * 2);
  });

  it('never redirects a first visit by the browser language; remembers a choice made with the switch', async () => {
    const context = await browser().newContext({
      locale: 'ne-NP',
      extraHTTPHeaders: { 'Accept-Language': 'ne-NP,ne;q=0.9' },
    });
    await context.addInitScript(() => sessionStorage.setItem('support-popup-seen', '1'));
    const page = await context.newPage();
    const first = await page.goto(`${baseURL}/about`, { waitUntil: 'networkidle' });
    expect(first?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'नेपाली' }).click();
    await page.waitForURL(`${baseURL}/ne/about`);

    const later = await context.newPage();
    await later.goto(`${baseURL}/services`, { waitUntil: 'networkidle' });
    await later.waitForURL(`${baseURL}/ne/services`);
    expect(await later.locator('html').getAttribute('lang')).toBe('ne');
    await context.close();
  });

  it('offers the switch in the mobile menu too, to the same page', async () => {
    const { page } = await visit('/ne/contact', 375);
    await page.getByRole('button', { name: 'मेनु खोल्नुहोस्' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${baseURL}/contact`);
    await page.getByRole('heading', { level: 1, name: 'Talk to us' }).waitFor();
    await page.context().close();
  });
});

describe('Nepali forms store exactly what the English forms store', () => {
  it('callback: Nepali labels, Devanagari digits stored as ASCII, the same record', async () => {
    const { page, errors } = await visit('/ne/', 375);
    const phone = uniquePhone();
    const form = page.locator('#callback');
    await form.getByRole('textbox', { name: 'नाम' }).fill('सीता');
    await form.getByRole('textbox', { name: 'थर' }).fill('शर्मा');
    // Typing woke the form; this test is about what it stores (presses before hydration: before-hydration.test.ts).
    await page.locator('[data-island="callback-request"][data-hydrated]').waitFor({ state: 'attached' });
    await form.getByRole('button', { name: /देशको कोड/ }).click();
    await form.getByRole('option', { name: 'भारत +91' }).click();
    await form.getByRole('textbox', { name: 'फोन नम्बर' }).fill(devanagariDigits(phone));
    await form.getByRole('button', { name: nepali.callback.submit }).click();
    await page.getByText(nepali.callback.success).waitFor();
    const stored = (await storedRecords('Request-Callback')).filter(
      (record) => record.fields['Phone No'] === `+91 ${phone}`,
    );
    expect(stored.map((record) => record.fields)).toEqual([
      { 'First Name': 'सीता', 'Last Name': 'शर्मा', 'Phone No': `+91 ${phone}` },
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('callback: the same mistakes get the same messages, in Nepali', async () => {
    const mistakes = async (path: string, labels: typeof english.labels, submit: string) => {
      const { page } = await visit(path);
      const form = page.locator('#callback');
      await form.getByRole('textbox', { name: labels['Last Name'] }).fill('O2');
      await form.getByRole('textbox', { name: labels['Phone Number'] }).fill('98x');
      await form.getByRole('button', { name: submit }).click();
      await expect
        .poll(() => form.getByRole('textbox', { name: labels['First Name'] }).getAttribute('aria-invalid'))
        .toBe('true');
      const messages = await form.locator('[id$="-error"]').allTextContents();
      await page.context().close();
      return messages;
    };
    const inEnglish = await mistakes('/', english.labels, english.callback.submit);
    const inNepali = await mistakes('/ne/', nepali.labels, nepali.callback.submit);
    expect(inEnglish).toEqual([
      'First Name is required',
      'Last Name can only contain letters and spaces',
      'Invalid phone number',
    ]);
    expect(inNepali).toEqual(inEnglish.map(nepali.message));
    for (const message of inNepali) expect(message).toMatch(devanagari);
  });

  it('booking: Nepali labels and option labels, the English values stored, the slot confirmed with its BS date', async () => {
    const { page, errors } = await visit('/ne/book', 375);
    const email = uniqueEmail('ne');
    // Days apart from forms.test.ts, which books 14:15 on the same gateway.
    const day = await freeDayAt(baseURL, 24, '14:15', 30);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('बैठक बुक गर्नुहोस्');
    await page.getByRole('textbox', { name: 'नाम' }).fill('आशा गुप्ता');
    await page.getByRole('textbox', { name: 'इमेल ठेगाना' }).fill(email);
    await page.getByRole('textbox', { name: 'फोन नम्बर' }).fill(`+९७७ ${devanagariDigits('9812345678')}`);
    const country = page.getByRole('combobox', { name: 'देश', exact: true });
    // The Nepali names the site ships (scripts/generate-countries.mjs), not the browser's own.
    const nepal = nepaliCountryNames.NP;
    await country.fill(nepal.slice(0, 3));
    await page.getByRole('listbox').getByRole('option', { name: nepal, exact: true }).click();
    await page.getByLabel('चाहेको मिति').fill(day);
    await page.getByLabel('चाहेको समय').fill('14:15');
    await page.getByRole('combobox', { name: 'संस्थाको प्रकार' }).selectOption({ label: 'गैरनाफामूलक संस्था' });
    await page
      .getByRole('combobox', { name: 'बैठकको अवधि' })
      .selectOption({ label: '३० मिनेट · रु. ६,५०० (करिब ४९ अमेरिकी डलर)' });
    // The price line is the form's code's: picked before it hydrates, the line shows once it has.
    await expect.poll(() => page.getByText('शुल्क: रु. ६,५०० (करिब ४९ अमेरिकी डलर)').count()).toBe(1);
    await page.getByRole('combobox', { name: 'बैठकको उद्देश्य' }).selectOption({ label: 'डाटा विश्लेषण' });
    await page.getByRole('combobox', { name: 'बैठकको माध्यम' }).selectOption({ label: 'Google Meet' });
    await page.getByRole('textbox', { name: 'थप टिप्पणी' }).fill('कृपया पहिले फोन गर्नुहोस्');
    await page.getByRole('button', { name: 'बैठक बुक गर्नुहोस्' }).click();
    await page.getByText(nepali.meeting.booked).waitFor();
    // The browser's own time first (when it is not Nepal's), Nepal time second.
    expect(await page.getByRole('status').textContent()).toContain(`${formatDateNe(day, true)}, १४:१५ बजे (नेपाल समय`);
    const stored = (await storedRecords('Meeting')).filter((record) => record.fields.Email === email);
    expect(stored.map((record) => record.fields)).toEqual([
      {
        Name: 'आशा गुप्ता',
        Email: email,
        Phone: '+977 9812345678',
        Country: 'Nepal',
        'Preferred date': day,
        'Preferred Time': '14:15',
        'Organisation Type': 'Non-Profit',
        'Meeting Duration': '30 Minutes - 49$',
        Purpose: 'Data Analysis',
        'Meeting Gateway': 'Google Meet',
        'Additional Notes': 'कृपया पहिले फोन गर्नुहोस्',
        // Not a spec field: the zone the browser reads the times in (the machine's own here).
        'Visitor Time Zone': await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
        // Nor this: the browser's language, whose clock the e-mails read.
        'Visitor Locale': await page.evaluate(() => navigator.language),
      },
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('booking: the same mistakes get the same messages, in Nepali', async () => {
    const mistakes = async (path: string, submit: string) => {
      const { page } = await visit(path);
      await page.getByRole('button', { name: submit }).click();
      await expect.poll(() => page.locator('[id$="-error"]').count()).toBeGreaterThan(3);
      const messages = await page.locator('[id$="-error"]').allTextContents();
      await page.context().close();
      return messages;
    };
    const inEnglish = await mistakes('/book', english.meeting.submit);
    const inNepali = await mistakes('/ne/book', nepali.meeting.submit);
    expect(inEnglish).toContain('Please select Meeting Gateway');
    expect(inNepali).toEqual(inEnglish.map(nepali.message));
    for (const message of inNepali) expect(message).toMatch(devanagari);
  });

  it('career: Nepali option labels, Devanagari digits, the English values stored', async () => {
    const { page, errors } = await visit('/ne/career');
    const phone = uniquePhone();
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 40, height: 40 } });
    const text: Record<string, string> = {
      'First Name': 'बिकास',
      'Last Name': 'राई',
      'Name of School/University': 'पूर्वाञ्चल विश्वविद्यालय',
      'Passed Year': '२०२१',
      "Father's Name": 'हरि राई',
      'Phone Number': devanagariDigits(phone),
    };
    for (const [field, value] of Object.entries(text))
      await page
        .getByRole('textbox', { name: nepali.labels[field as keyof typeof nepali.labels], exact: true })
        .fill(value);
    const choices: Record<string, string> = {
      'Marital Status': 'Single',
      City: 'Dharan',
      Gender: 'Female',
      'Highest Education': 'Bachelor',
      'Current Employment Status': 'Foreign Returnee',
      'Employment Type': 'Full Time',
      'Expected Monthly Salary': 'Below NPR 29,000/-',
      'Duty Hours': 'Full Day 10 AM to 5 PM',
    };
    for (const [field, value] of Object.entries(choices)) {
      const label = nepali.labels[field as keyof typeof nepali.labels];
      await page.getByRole('button', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) }).click();
      await page.getByRole('combobox', { name: nepali.select.search }).fill(nepali.options[value].slice(0, 3));
      await page.getByRole('option', { name: nepali.options[value], exact: true }).click();
    }
    const inputs = page.locator('input[type="file"]');
    await inputs.nth(0).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await inputs.nth(1).setInputFiles({ name: 'cover.pdf', mimeType: 'application/pdf', buffer: pdf });
    await inputs.nth(2).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
    await inputs.nth(3).setInputFiles({ name: 'citizenship.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: nepali.career.submit }).click();
    await page.getByRole('heading', { name: nepali.career.loading }).waitFor();
    await page.getByText(nepali.career.success).waitFor({ timeout: 20_000 });
    const stored = (await storedRecords('Career')).filter((record) => record.fields['Phone Number'] === phone);
    expect(stored).toHaveLength(1);
    const {
      'Resume/CV': cv,
      'Cover Letter': cover,
      Headshot: headshot,
      Citizenship: citizenship,
      ...answers
    } = stored[0].fields;
    expect(answers).toEqual({
      'First Name': 'बिकास',
      'Last Name': 'राई',
      'Name of School/University': 'पूर्वाञ्चल विश्वविद्यालय',
      'Passed Year': '2021',
      "Father's Name": 'हरि राई',
      'Phone Number': phone,
      ...choices,
    });
    for (const attachment of [cv, cover, headshot, citizenship]) expect(attachment).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

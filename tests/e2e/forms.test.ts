import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { countries } from '../../schemas/countries';
import { freeDayAt } from './support/nepal-day';
import { openPage, sharedBrowser } from './support/browser';
import { storedRecords as storedAt } from './support/table-api';
import { uniqueEmail, uniquePhone } from './support/unique';

const baseURL = inject('baseURL');
const staffToken = inject('staffToken');
const browser = sharedBrowser();

const storedRecords = (table: string) => storedAt(baseURL, staffToken, table);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

async function openForm(path: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const watched = await openPage(browser(), width);
  await watched.page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
  // Every toast text that ever appears, however briefly, so a check cannot miss one.
  await watched.page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { seenToasts: seen });
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.Toastify__toast')) {
        const text = toast.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return watched;
}

const toastsSeen = (page: Page) => page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts);

describe('callback request in the browser', () => {
  it('stores exactly what the visitor sent, with the chosen +91 code and a Devanagari name', async () => {
    const { page, errors } = await openForm('/', 375);
    const phone = uniquePhone();
    const form = page.locator('#callback');
    await form.getByRole('textbox', { name: 'First Name' }).fill('सीता');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('शर्मा');
    await form.getByRole('button', { name: /Country code/ }).click();
    await form.getByRole('option', { name: 'India +91' }).click();
    await expect.poll(() => form.getByRole('listbox').count()).toBe(0);
    await form.getByRole('textbox', { name: 'Phone Number' }).fill(phone);
    await form.getByRole('button', { name: 'Request a Callback' }).click();
    await form.getByText(`Thank you, सीता: we will call +91 ${phone} within one working day.`).waitFor();
    expect(await form.getByRole('textbox', { name: 'First Name' }).count()).toBe(0);

    const stored = (await storedRecords('Request-Callback')).filter(
      (record) => record.fields['Phone No'] === `+91 ${phone}`,
    );
    expect(stored.map((record) => record.fields)).toEqual([
      { 'First Name': 'सीता', 'Last Name': 'शर्मा', 'Phone No': `+91 ${phone}` },
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('answers a bot that fills the honeypot like a person and stores nothing', async () => {
    const { page } = await openForm('/');
    const phone = uniquePhone();
    const form = page.locator('#callback');
    await form.getByRole('textbox', { name: 'First Name' }).fill('Bot');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Bot');
    await form.getByRole('textbox', { name: 'Phone Number' }).fill(phone);
    await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      input.value = 'http://spam.example';
    });
    await form.getByRole('button', { name: 'Request a Callback' }).click();
    await form.getByText('Your request has been submitted successfully').waitFor();
    const stored = (await storedRecords('Request-Callback')).filter((record) =>
      String(record.fields['Phone No']).endsWith(phone),
    );
    expect(stored).toEqual([]);
    await page.context().close();
  });
});

describe('the callback confirmation in the browser', () => {
  it("stays in the form's place, in the page's language, until the visitor asks to send another", async () => {
    const { page, errors } = await openForm('/ne/', 375);
    const phone = uniquePhone();
    const form = page.locator('#callback');
    await form.getByRole('textbox', { name: 'नाम', exact: true }).fill('गीता');
    await form.getByRole('textbox', { name: 'थर' }).fill('राई');
    await form.getByRole('textbox', { name: 'फोन नम्बर' }).fill(phone);
    await form.getByRole('button', { name: 'फिर्ती कल माग्नुहोस्' }).click();
    const thanks = form.getByText(`धन्यवाद, गीता: हामी एक कार्यदिवसभित्र +977 ${phone} मा फोन गर्नेछौं।`);
    await thanks.waitFor();
    await page.waitForTimeout(3000);
    expect(await thanks.isVisible(), 'the confirmation is still there after 3 s').toBe(true);
    expect(await toastsSeen(page)).toEqual([]);
    await form.getByRole('button', { name: 'अर्को फिर्ती कल माग्नुहोस्' }).click();
    const first = form.getByRole('textbox', { name: 'नाम', exact: true });
    await expect.poll(() => first.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await first.inputValue()).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('book a meeting in the browser', () => {
  it('the Country list draws only the rows in view, holds every country in order, and keeps the active one drawn', async () => {
    const { page, errors } = await openForm('/book', 375);
    const country = page.getByRole('combobox', { name: 'Country' });
    await country.click();
    // Before its code the list is the page's own, every name in it (before-hydration.test.ts); once
    // the code has taken it over, it draws only the rows in view.
    await page.locator('form[data-hydrated]').waitFor();
    const list = page.getByRole('listbox');
    const options = list.getByRole('option');
    await options.first().waitFor();
    const drawn = await options.count();
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(30);
    expect(await options.first().getAttribute('aria-setsize')).toBe(String(countries.length));
    // Scrolled from top to bottom, the rows drawn on the way are every country, in order.
    const seen = new Map<number, string>();
    const box = list.locator('..');
    for (let top = 0; ; top += 200) {
      await box.evaluate((element, top) => (element.scrollTop = top), top);
      await page.waitForTimeout(50);
      for (const [place, name] of await list.evaluate((element) =>
        [...element.querySelectorAll('[role=option]')].map(
          (option) => [Number(option.getAttribute('aria-posinset')), option.textContent ?? ''] as const,
        ),
      ))
        seen.set(place, name);
      if (await box.evaluate((element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 1)) break;
    }
    expect([...seen.keys()].toSorted((a, b) => a - b).map((place) => seen.get(place))).toEqual(
      countries.map((entry) => entry.name),
    );
    expect(await options.count()).toBeLessThan(30);
    // Home and End: the active option is drawn and named by aria-activedescendant.
    await country.press('Home');
    const active = async () =>
      page.evaluate(() => {
        const input = document.querySelector('input[role=combobox][aria-activedescendant]');
        return document.getElementById(input?.getAttribute('aria-activedescendant') ?? '')?.textContent;
      });
    await expect.poll(active).toBe(countries[0].name);
    await country.press('End');
    await expect.poll(active).toBe(countries.at(-1)!.name);
    await country.press('Enter');
    expect(await country.inputValue()).toBe(countries.at(-1)!.name);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('stores the Meeting record with the spec field names and offers a matching .ics file', async () => {
    const { page, errors } = await openForm('/book', 375);
    const email = uniqueEmail('e2e');
    const day = await freeDayAt(baseURL, 10, '14:15', 60);

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Book a Meeting');
    await page.getByRole('textbox', { name: 'Name' }).fill('Asha Devi Gupta');
    await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('+977 9812345678');
    const country = page.getByRole('combobox', { name: 'Country' });
    await country.fill('nep');
    const options = page.getByRole('listbox').getByRole('option');
    await expect.poll(() => options.allTextContents()).toEqual(['Nepal']);
    await country.press('ArrowDown');
    await country.press('Enter');
    expect(await country.inputValue()).toBe('Nepal');
    await page.getByLabel('Preferred Date').fill(day);
    await page.getByLabel('Preferred Time').fill('14:15');
    await page.getByRole('combobox', { name: 'Type of Organization' }).selectOption('Public Sector');
    await page.getByRole('combobox', { name: 'Meeting Duration' }).selectOption('60 Minutes - 99$');
    // The price line is the form's code's: picked before it hydrates, the line shows once it has.
    await expect.poll(() => page.getByText('Price: NPR 13,000 (about USD 99)').count()).toBe(1);
    await page.getByRole('combobox', { name: 'Purpose of Meeting' }).selectOption('IT Consultancy');
    await page.getByRole('combobox', { name: 'Meeting Gateway' }).selectOption('Microsoft Teams');
    await page.getByRole('textbox', { name: 'Additional Notes' }).fill('Please call before; thanks');
    await page.getByRole('button', { name: 'Book Meeting' }).click();
    await page.getByText('Requested: we will confirm by e-mail.').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('meeting.ics');
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
    const ics = Buffer.concat(chunks).toString('utf8');
    // 14:15 in Nepal (UTC+05:45) is 08:30 UTC; 60 minutes long.
    expect(ics).toContain(`DTSTART:${day.replace(/-/g, '')}T083000Z`);
    expect(ics).toContain(`DTEND:${day.replace(/-/g, '')}T093000Z`);
    expect(ics).toContain('LOCATION:Microsoft Teams');
    // The confirmation takes the form's place; the form it brings back is empty.
    await page.getByRole('button', { name: 'Book another meeting' }).click();
    expect(await country.inputValue()).toBe('');

    const stored = (await storedRecords('Meeting')).filter((record) => record.fields.Email === email);
    expect(stored.map((record) => record.fields)).toEqual([
      {
        Name: 'Asha Devi Gupta',
        Email: email,
        Phone: '+977 9812345678',
        Country: 'Nepal',
        'Preferred date': day,
        'Preferred Time': '14:15',
        'Organisation Type': 'Public Sector',
        'Meeting Duration': '60 Minutes - 99$',
        Purpose: 'IT Consultancy',
        'Meeting Gateway': 'Microsoft Teams',
        'Additional Notes': 'Please call before; thanks',
        // Not a spec field: the zone the browser reads the times in (the machine's own here).
        'Visitor Time Zone': await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
        // Nor this: the browser's language, whose clock the e-mails read.
        'Visitor Locale': await page.evaluate(() => navigator.language),
      },
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('an open list on a phone', () => {
  it('lies above the floating chat and support buttons, so its options there can be tapped', async () => {
    const { page, errors } = await openForm('/career', 375);
    // Where the chat button floats, shown or aside (it steps aside while a control is under it).
    const chat = await page.locator('[data-chat-button]').evaluate((button) => button.getBoundingClientRect().toJSON());
    expect(chat.width).toBeGreaterThan(0);
    const city = page.getByRole('button', { name: /^City/ });
    // The list opens just above the floating buttons, so its options run under them.
    await city.evaluate((button, top) => window.scrollBy(0, button.getBoundingClientRect().bottom - top), chat.y - 60);
    await city.click();
    await page.getByRole('listbox').waitFor();
    // Shown, as the chat button is where no control is under it: the list still lies above it.
    await page.evaluate(() => document.documentElement.removeAttribute('data-chat-aside'));
    const hit = (x: number, y: number) =>
      page.evaluate(([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest('[role="listbox"]')), [x, y]);
    expect(await hit(chat.x + chat.width / 2, chat.y + chat.height / 2)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('career application in the browser', () => {
  const pdf = (title: string) =>
    Buffer.from(
      `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    );
  const choices: Record<string, string> = {
    'Marital Status': 'Married',
    City: 'Biratnagar',
    Gender: 'Male',
    'Highest Education': 'Master',
    'Current Employment Status': 'Looking For Better Opportunity',
    'Employment Type': 'Part Time',
    'Expected Monthly Salary': 'Below NPR 49,000/-',
    'Duty Hours': 'Evening 6 PM to 9 PM',
  };

  /** Fills every answer and attaches real small PDF and PNG files; answers what it entered. */
  async function fillCareerForm(page: Page) {
    const phone = uniquePhone();
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 40, height: 40 } });
    const files = {
      'Resume/CV': { name: 'resume.pdf', mimeType: 'application/pdf', buffer: pdf(`resume ${phone}`) },
      'Cover Letter': { name: 'cover-letter.pdf', mimeType: 'application/pdf', buffer: pdf(`cover ${phone}`) },
      Headshot: { name: 'headshot.png', mimeType: 'image/png', buffer: png },
      Citizenship: { name: 'citizenship.pdf', mimeType: 'application/pdf', buffer: pdf(`citizenship ${phone}`) },
    };
    const answers: Record<string, string> = {
      'First Name': 'Bikash',
      'Last Name': 'राई',
      'Name of School/University': 'Purbanchal University',
      'Passed Year': '2021',
      "Father's Name": 'Hari Rai',
      'Phone Number': phone,
    };
    for (const [name, value] of Object.entries(answers))
      await page.getByRole('textbox', { name, exact: true }).fill(value);
    for (const [name, value] of Object.entries(choices)) {
      await page.getByRole('button', { name: new RegExp(`^${escape(name)}`) }).click();
      await page.getByRole('combobox', { name: 'Find an option' }).fill(value.slice(0, 4));
      await page.getByRole('option', { name: value, exact: true }).click();
    }
    const inputs = page.locator('input[type="file"]');
    for (const [index, file] of Object.values(files).entries()) await inputs.nth(index).setInputFiles(file);
    return { phone, files, answers };
  }

  /** The one stored Career record with this phone number: its answers exact, its files the same bytes. */
  async function expectStored(
    phone: string,
    answers: Record<string, string>,
    files: Record<string, { name: string; buffer: Buffer }>,
  ) {
    const stored = (await storedRecords('Career')).filter((record) => record.fields['Phone Number'] === phone);
    expect(stored).toHaveLength(1);
    const { fields } = stored[0];
    const attachmentNames = Object.keys(files);
    expect(Object.fromEntries(Object.entries(fields).filter(([name]) => !attachmentNames.includes(name)))).toEqual({
      ...answers,
      ...choices,
    });
    for (const [field, file] of Object.entries(files)) {
      const attachments = fields[field] as { url: string; filename: string }[];
      expect(attachments).toHaveLength(1);
      expect(attachments[0].filename).toBe(file.name.replace(/\.[^.]+$/, ''));
      // Private: only staff (here with the staff token) can read an uploaded file.
      expect((await fetch(attachments[0].url)).status).toBe(401);
      const served = await fetch(attachments[0].url, { headers: { Authorization: `Bearer ${staffToken}` } });
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(file.buffer)).toBe(true);
    }
  }

  it('uploads real PDF and PNG files one by one and stores the record with attachments that serve the same bytes', async () => {
    const { page, errors } = await openForm('/career');
    const { phone, files, answers } = await fillCareerForm(page);
    const uploads: string[] = [];
    page.on('request', (request) => request.url().includes('/v1_1/') && uploads.push(request.url()));
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('heading', { name: 'Loading.....' }).waitFor();
    // The thanks takes the form's place and stays: no toast that fades.
    const thanks = page.locator('[data-form-outcome]');
    await thanks.getByText('Form submitted successfully!').waitFor({ timeout: 20_000 });
    expect(await thanks.textContent()).toContain(`We will call you on ${phone}`);
    expect(await toastsSeen(page)).toEqual([]);
    expect(uploads).toHaveLength(4);
    await page.getByRole('button', { name: 'Send another application' }).click();
    expect(await page.getByRole('textbox', { name: 'Phone Number' }).inputValue()).toBe('');
    await expectStored(phone, answers, files);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the reason of an upload refused for good (a text file named .pdf) on its field, and offers no retry', async () => {
    const { page } = await openForm('/career', 375);
    const { phone } = await fillCareerForm(page);
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text\n') });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const reason = 'resume.pdf was not accepted: Unsupported file type.';
    const resume = page.getByLabel('Resume/CV', { exact: false }).and(page.locator('input[type="file"]'));
    await expect.poll(() => resume.getAttribute('aria-invalid'), { timeout: 20_000 }).toBe('true');
    expect(await page.getByText(reason, { exact: false }).count()).toBeGreaterThan(0);
    expect(await page.getByText('Please try again', { exact: false }).count()).toBe(0);
    // The refused file is no longer in its zone: another must be chosen.
    expect(await page.locator('[data-file-drop]').first().getByText('resume.pdf').count()).toBe(0);
    await expect.poll(() => resume.evaluate((input) => input === document.activeElement)).toBe(true);
    // Sending again without another file sends nothing: the field asks for one.
    const uploads: string[] = [];
    page.on('request', (request) => request.url().includes('/v1_1/') && uploads.push(request.url()));
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Please attach your Resume/CV').waitFor();
    expect(uploads).toEqual([]);
    expect((await storedRecords('Career')).filter((record) => record.fields['Phone Number'] === phone)).toEqual([]);
    await page.context().close();
  });

  it('after a failed upload keeps everything, and the retry sends only the files that had not arrived', async () => {
    const { page } = await openForm('/career', 375);
    const { phone, files, answers } = await fillCareerForm(page);
    const uploads: string[] = [];
    // The third upload (the headshot) is cut off once, as a dropped connection would.
    await page.route('**/v1_1/**', (route) =>
      uploads.push(route.request().url()) === 3 ? route.abort('connectionreset') : route.continue(),
    );
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect
      .poll(() => toastsSeen(page), { timeout: 20_000 })
      .toEqual(['There was an error submitting the form. Uploading Headshot failed.']);
    expect(await page.getByRole('textbox', { name: 'Last Name' }).inputValue()).toBe('राई');
    expect(await page.getByRole('button', { name: /^Duty Hours/ }).textContent()).toBe('Evening 6 PM to 9 PM');
    expect(await page.getByText('headshot.png').count()).toBe(1);
    expect((await storedRecords('Career')).filter((record) => record.fields['Phone Number'] === phone)).toEqual([]);

    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.locator('[data-form-outcome]').getByText('Form submitted successfully!').waitFor({ timeout: 20_000 });
    // Two uploads before the failure, the failed one, then only the headshot and the citizenship.
    expect(uploads).toHaveLength(5);
    await expectStored(phone, answers, files);
    await page.context().close();
  });
});

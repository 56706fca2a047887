import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser } from './support/browser';
import { mailTo, payingGateway, STAFF_TOKEN } from './support/paid-booking';
import { storedRecords } from './support/table-api';

// Issue 46's last parts, through the real form, gateway and mail: the visitor's time on their
// browser language's clock (en-US 12-hour, en-GB 24-hour) on the confirmation panel, in the e-mail
// and on the manage page; and every price a Nepali page shows in Devanagari digits.
const browser = sharedBrowser();
const SHOTS = '/work/shots/60-i46';
mkdirSync(SHOTS, { recursive: true });
const rig = payingGateway();

const visitors = [
  { name: 'new-york', zone: 'America/New_York', locale: 'en-US', city: 'New York', cityNe: 'न्युयोर्क' },
  { name: 'london', zone: 'Europe/London', locale: 'en-GB', city: 'London', cityNe: 'लन्डन' },
] as const;

const words = {
  en: {
    name: 'Name',
    email: 'Email Address',
    zone: (city: string) => `Dates and times in ${city} time`,
    choices: ['Type of Organization', 'Meeting Duration', 'Purpose of Meeting', 'Meeting Gateway'],
    book: 'Book Meeting',
    sent: 'Requested: we will confirm by e-mail.',
    starts: /^Start times/,
  },
  ne: {
    name: 'नाम',
    email: 'इमेल ठेगाना',
    zone: (city: string) => `मिति र समय: ${city} समय`,
    choices: ['संस्थाको प्रकार', 'बैठकको अवधि', 'बैठकको उद्देश्य', 'बैठकको माध्यम'],
    book: 'बैठक बुक गर्नुहोस्',
    sent: 'अनुरोध पठाइयो',
    starts: /^सुरु हुने समय/,
  },
};

describe.each(visitors)('a visitor in $zone whose browser reads $locale', (visitor) => {
  it.each(['en', 'ne'] as const)(
    'books a paid meeting on the %s form: panel, e-mail and manage page on their clock, prices in the page’s digits',
    async (lang) => {
      const t = words[lang];
      const { page, errors } = await openPage(browser(), 375, 900, {
        timezoneId: visitor.zone,
        locale: visitor.locale,
      });
      await page.goto(`${rig.gateway.url}${lang === 'ne' ? '/ne' : ''}/book`);
      await page.getByRole('textbox', { name: t.name, exact: true }).fill('Sita Karki');
      await page.getByText(t.zone(lang === 'ne' ? visitor.cityNe : visitor.city)).waitFor();
      await page.getByRole('group', { name: t.starts }).getByRole('button').first().click();
      const email = `clock-${visitor.name}-${lang}-${Date.now()}@example.com`;
      await page.getByRole('textbox', { name: t.email }).fill(email);
      const values = ['Individual', '30 Minutes - 49$', 'IT Consultancy', 'Zoom'];
      for (const [n, name] of t.choices.entries()) await page.getByRole('combobox', { name }).selectOption(values[n]);
      await page.getByRole('button', { name: t.book }).click();

      // English reads the visitor's time on their language's clock; Nepali on its 24-hour one in Devanagari digits.
      const clock =
        lang === 'ne'
          ? new RegExp(`[०-९]{2}:[०-९]{2} बजे \\(${visitor.cityNe} समय\\)`)
          : visitor.locale === 'en-GB'
            ? new RegExp(`, \\d\\d:\\d\\d ${visitor.city} time`)
            : new RegExp(`, \\d{1,2}:\\d\\d [AP]M ${visitor.city} time`);
      const panel = page.getByRole('status').filter({ hasText: t.sent });
      await panel.waitFor();
      const panelText = (await panel.textContent())!;
      expect(panelText).toMatch(clock);
      if (lang === 'ne') {
        expect(panelText).toContain('यो बैठकको शुल्क रु. ६,५०० हो।');
        expect(panelText).toContain('रु. ६,५०० (करिब ४९ अमेरिकी डलर)');
        expect(panelText).not.toMatch(/NPR|6,500/);
      } else expect(panelText).toContain('This meeting costs NPR 6,500.');
      await panel.screenshot({ path: `${SHOTS}/panel-${lang}-${visitor.name}-375.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
      await panel.screenshot({ path: `${SHOTS}/panel-${lang}-${visitor.name}-1280.png` });

      const stored = (await storedRecords(rig.gateway.url, STAFF_TOKEN, 'Meeting')).find(
        (record) => record.fields.Email === email,
      )!;
      expect(stored.fields).toMatchObject({ 'Visitor Time Zone': visitor.zone, 'Visitor Locale': visitor.locale });

      const mail = await mailTo(rig.sink, email, 1);
      expect(mail.parsed.subject).toMatch(clock);
      if (lang === 'ne') {
        expect(mail.parsed.text).toContain('भुक्तानी बाँकी: रु. ६,५००।');
        expect(mail.parsed.text).not.toMatch(/NPR|6,500/);
      }

      const manage = /https:\/\/www\.digitalbridge\.com\.np(\/meeting\/manage\?t=[\w.-]+)/.exec(
        mail.parsed.text ?? '',
      )![1];
      await page.setViewportSize({ width: 375, height: 900 });
      await page.goto(`${rig.gateway.url}${manage}`);
      const facts = page.locator('#facts + dl');
      expect(await facts.textContent()).toMatch(clock);
      const main = (await page.locator('main').textContent())!;
      if (lang === 'ne') {
        expect(main).toContain('रु. ६,५०० (करिब ४९ अमेरिकी डलर)');
        expect(main).not.toMatch(/NPR|6,500/);
      }
      await page.screenshot({ path: `${SHOTS}/manage-${lang}-${visitor.name}-375.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${SHOTS}/manage-${lang}-${visitor.name}-1280.png`, fullPage: true });
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});

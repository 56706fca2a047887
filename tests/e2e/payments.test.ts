import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser } from './support/browser';
import {
  bookPaid as bookPaidMeeting,
  mailTo,
  payingGateway,
  paymentOf as paymentOfMeeting,
  STAFF_TOKEN,
} from './support/paid-booking';

// A paid meeting paid online, through the real pages and the wallets' doubles: the visitor opens
// the manage link from the booking e-mail, pays with Khalti (or eSewa, from /ne/book in Nepali),
// comes back to a page that says Paid, and gets the receipt by e-mail; staff see it paid.
const browser = sharedBrowser();
const shots = '/work/shots/46-pay';
const rig = payingGateway();

const mail = (address: string, n: number) => mailTo(rig.sink, address, n);
const bookPaid = (day: number, lang: 'en' | 'ne') => bookPaidMeeting(rig.gateway.url, rig.sink, day, lang);
const paymentOf = (id: string) => paymentOfMeeting(rig.gateway.url, STAFF_TOKEN, id);

describe('paying a meeting online', () => {
  it('with Khalti: the manage page offers both wallets, Khalti sends the visitor back, the page and the e-mail say Paid', async () => {
    const { id, email, manage, received } = await bookPaid(3, 'en');
    expect(received.parsed.text).toContain('Payment is due: NPR 6,500');
    const visitor = await openPage(browser(), 375, 800);
    await visitor.page.goto(`${rig.gateway.url}${manage}`);
    const pay = visitor.page.getByRole('region', { name: /Pay for your meeting/ });
    await pay.getByText('NPR 6,500 (about USD 49)').waitFor();
    await pay.getByRole('button', { name: 'Pay with eSewa' }).waitFor();
    await pay.scrollIntoViewIfNeeded();
    await visitor.page.screenshot({ path: `${shots}/pay-step-en-375.png`, fullPage: true });
    await visitor.page.setViewportSize({ width: 1280, height: 900 });
    await visitor.page.screenshot({ path: `${shots}/pay-step-en-1280.png`, fullPage: true });

    await pay.getByRole('button', { name: 'Pay with Khalti' }).click();
    await visitor.page.getByRole('heading', { name: 'Khalti (test double)' }).waitFor();
    await visitor.page.getByRole('button', { name: 'Pay', exact: true }).click();
    await visitor.page.getByText('Paid. Thank you: we have your payment.').waitFor();
    await visitor.page.getByText('Paid with Khalti. Thank you.').waitFor();
    await visitor.page.screenshot({ path: `${shots}/paid-en-1280.png`, fullPage: true });
    expect(visitor.errors).toEqual([]);

    const receipt = await mail(email, 2);
    expect(receipt.parsed.subject).toMatch(/^Paid: your meeting on /);
    expect(receipt.parsed.text).toContain('we have received NPR 6,500 with Khalti');
    const payment = await paymentOf(id);
    expect(payment.paid).toBe(true);
    expect(payment.payments).toEqual([expect.objectContaining({ provider: 'khalti', state: 'paid' })]);
  });

  it('with eSewa, in Nepali: the hand-off page posts the signed form, eSewa sends the visitor back, Paid', async () => {
    const { id, email, manage } = await bookPaid(4, 'ne');
    const visitor = await openPage(browser(), 375, 800);
    await visitor.page.goto(`${rig.gateway.url}${manage}`);
    const pay = visitor.page.getByRole('region', { name: /बैठकको भुक्तानी गर्नुहोस्/ });
    await pay.getByRole('button', { name: 'Khalti बाट भुक्तानी गर्नुहोस्' }).waitFor();
    await pay.scrollIntoViewIfNeeded();
    await visitor.page.screenshot({ path: `${shots}/pay-step-ne-375.png`, fullPage: true });
    await visitor.page.setViewportSize({ width: 1280, height: 900 });
    await visitor.page.screenshot({ path: `${shots}/pay-step-ne-1280.png`, fullPage: true });

    // Every price on a Nepali page in Devanagari digits: the manage page's pay step and eSewa's hand-off.
    await pay.getByText('रु. ६,५०० (करिब ४९ अमेरिकी डलर)').waitFor();
    await pay.getByRole('button', { name: 'eSewa बाट भुक्तानी गर्नुहोस्' }).click();
    await visitor.page.getByText('रु. ६,५०० (करिब ४९ अमेरिकी डलर)').waitFor();
    expect(await visitor.page.locator('main').textContent()).not.toMatch(/NPR|6,500/);
    await visitor.page.getByRole('button', { name: 'eSewa मा जानुहोस्' }).click();
    await visitor.page.getByRole('heading', { name: 'eSewa (test double)' }).waitFor();
    await visitor.page.getByRole('button', { name: 'Pay', exact: true }).click();
    await visitor.page.getByText('भुक्तानी भयो। धन्यवाद: तपाईंको भुक्तानी हामीले पायौं।').waitFor();
    await visitor.page.setViewportSize({ width: 375, height: 800 });
    await visitor.page.screenshot({ path: `${shots}/paid-ne-375.png`, fullPage: true });
    expect(visitor.errors).toEqual([]);

    const receipt = await mail(email, 2);
    expect(receipt.parsed.subject).toMatch(/^भुक्तानी भयो: /);
    expect((await paymentOf(id)).payments).toEqual([expect.objectContaining({ provider: 'esewa', state: 'paid' })]);
  });

  it.each([
    { lang: 'en', width: 375, wallet: 'Khalti' },
    { lang: 'ne', width: 1280, wallet: 'eSewa' },
  ] as const)(
    'a visitor in New York books a paid meeting on the $lang form ($width px), pays with $wallet from the confirmation, and is told New York time first',
    async ({ lang, width, wallet }) => {
      const context = await browser().newContext({
        viewport: { width, height: 900 },
        timezoneId: 'America/New_York',
        locale: 'en-US',
        reducedMotion: 'reduce',
      });
      await context.addInitScript(() => sessionStorage.setItem('support-popup-seen', '1'));
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${rig.gateway.url}${lang === 'ne' ? '/ne' : ''}/book`);
      const t =
        lang === 'en'
          ? {
              name: 'Name',
              email: 'Email Address',
              zone: 'Dates and times in New York time',
              choices: ['Type of Organization', 'Meeting Duration', 'Purpose of Meeting', 'Meeting Gateway'],
              book: 'Book Meeting',
              sent: 'Requested: we will confirm by e-mail.',
              due: 'This meeting costs NPR 6,500. Pay now with Khalti or eSewa',
              pay: `Pay with ${wallet}`,
              paid: 'Paid. Thank you: we have your payment.',
            }
          : {
              name: 'नाम',
              email: 'इमेल ठेगाना',
              zone: 'मिति र समय: न्युयोर्क समय',
              choices: ['संस्थाको प्रकार', 'बैठकको अवधि', 'बैठकको उद्देश्य', 'बैठकको माध्यम'],
              book: 'बैठक बुक गर्नुहोस्',
              sent: 'अनुरोध पठाइयो',
              due: 'यो बैठकको शुल्क रु. ६,५०० हो। यो समय आफ्नो राख्न अहिले नै Khalti वा eSewa बाट भुक्तानी गर्नुहोस्',
              pay: `${wallet} बाट भुक्तानी गर्नुहोस्`,
              paid: 'भुक्तानी भयो। धन्यवाद: तपाईंको भुक्तानी हामीले पायौं।',
            };
      await page.getByRole('textbox', { name: t.name, exact: true }).fill('Ram Thapa');
      await page.getByText(t.zone).waitFor();
      await page
        .getByRole('group', { name: lang === 'en' ? /^Start times/ : /^सुरु हुने समय/ })
        .getByRole('button')
        .first()
        .click();
      const email = `ny-payer-${lang}-${Date.now()}@example.com`;
      await page.getByRole('textbox', { name: t.email }).fill(email);
      const values = ['Individual', '30 Minutes - 49$', 'IT Consultancy', 'Zoom'];
      for (const [n, name] of t.choices.entries()) await page.getByRole('combobox', { name }).selectOption(values[n]);
      await page.getByRole('button', { name: t.book }).click();

      const panel = page.getByRole('status').filter({ hasText: t.sent });
      await panel.getByText(t.due).waitFor();
      await panel.screenshot({ path: `${shots}/booked-pay-${lang}-${width}.png` });
      const booking = await mail(email, 1);
      expect(booking.parsed.subject).toMatch(lang === 'en' ? / [AP]M New York time \(/ : /न्युयोर्क समय/);

      await panel.getByRole('link', { name: t.pay }).click();
      // The hand-off page: one button starts the attempt (a mail scanner opening the link starts none).
      await page.getByRole('button', { name: t.pay }).click();
      if (wallet === 'eSewa') await page.getByRole('button', { name: /eSewa/ }).click();
      await page.getByRole('heading', { name: `${wallet} (test double)` }).waitFor();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.getByText(t.paid).waitFor();
      const receipt = await mail(email, 2);
      expect(receipt.parsed.subject).toMatch(lang === 'en' ? /^Paid: your meeting on .* New York time/ : /न्युयोर्क समय/);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

import { describe, expect, it } from 'vitest';
import { nepalDateTime } from '../../schemas/booking-slots';
import { dateInWords } from '../../schemas/date-in-words';
import { formatDateNe } from '../../schemas/nepali-dates';
import { zonedDateTime } from '../../schemas/zoned-time';
import { meeting } from '../../server/testing/sample-records';
import { openPage, sharedBrowser } from './support/browser';
import { mailingGateway } from './support/mailing-gateway';
import { mailTo } from './support/paid-booking';

// The visitor abroad moves their meeting from the manage page: its dates are theirs, its times on
// their clock with Nepal time beside (as the booking picker shows them), and the durations read
// the price staff set in NPR. In English and Nepali, at 375 and 1280 px.
const browser = sharedBrowser();
const rig = mailingGateway();
const shots = '/work/shots/46-rest';
const NEW_YORK = 'America/New_York';

/** A paid meeting booked from New York on the page in `lang`; its manage link's path and address. */
async function bookFromNewYork(day: number, lang: 'en' | 'ne') {
  const email = `ny-mover-${lang}-${Date.now()}@example.com`;
  const response = await fetch(`${rig.gateway.url}/v0/appLocalGateway01/Meeting`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Language': lang },
    body: JSON.stringify({ fields: { ...meeting(day, 1), Email: email, 'Visitor Time Zone': NEW_YORK } }),
  });
  expect(response.status).toBe(200);
  const received = await mailTo(rig.sink, email, 1);
  return {
    email,
    manage: /https:\/\/www\.digitalbridge\.com\.np(\/meeting\/manage\?t=[\w.-]+)/.exec(received.parsed.text ?? '')![1],
  };
}

describe('the manage page’s move picker for a visitor in New York', () => {
  it.each([
    {
      lang: 'en',
      date: 'Date (New York time)',
      day: (date: string) => dateInWords(date, true),
      legend: /^Free times on .*, in New York time \(Nepal time beside\)$/,
      time: /^\d{1,2}:\d\d [AP]M \(\d\d:\d\d Nepal\)$/,
      duration: '30 minutes · NPR 6,500 (about USD 49)',
      show: 'Show times',
      move: 'Move my meeting',
      moved: /^Moved\./,
    },
    {
      lang: 'ne',
      date: 'मिति (न्युयोर्क समय)',
      day: (date: string) => formatDateNe(date, true),
      legend: /का खाली समय, न्युयोर्क समयमा \(छेउमा नेपाल समय\)$/,
      time: /^[०-९]{2}:[०-९]{2} \(नेपाल [०-९]{2}:[०-९]{2}\)$/,
      duration: '३० मिनेट · रु. ६,५०० (करिब ४९ अमेरिकी डलर)',
      show: 'समय देखाउनुहोस्',
      move: 'मेरो बैठक सार्नुहोस्',
      moved: /^सारियो।/,
    },
  ] as const)(
    '$lang: New York dates, times on its clock with Nepal time beside, the NPR price; moving keeps the Nepal time the visitor picked',
    async (t) => {
      const { email, manage } = await bookFromNewYork(t.lang === 'en' ? 4 : 5, t.lang);
      const wide = await openPage(browser(), 1280, 900, { timezoneId: NEW_YORK });
      await wide.page.goto(`${rig.gateway.url}${manage}`);
      await wide.page.getByText(t.duration).waitFor();
      await wide.page
        .getByRole('heading', { name: t.lang === 'en' ? 'Move to another time' : 'अर्को समयमा सार्नुहोस्' })
        .scrollIntoViewIfNeeded();
      await wide.page.screenshot({ path: `${shots}/manage-move-${t.lang}-1280.png`, fullPage: true });
      await wide.page.context().close();

      const { page, errors } = await openPage(browser(), 375, 800, { timezoneId: NEW_YORK });
      await page.goto(`${rig.gateway.url}${manage}`);
      const dates = page.getByLabel(t.date, { exact: true });
      // A later New York date: a New York evening holds the next Nepal morning's times.
      const date = (await dates.locator('option').nth(2).getAttribute('value'))!;
      expect(await dates.locator('option').nth(2).textContent()).toBe(t.day(date));
      await dates.selectOption(date);
      await page.getByRole('button', { name: t.show }).click();
      const times = page.getByRole('group', { name: t.legend });
      await times.waitFor();
      const labels = await times.locator('label').allTextContents();
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) expect(label).toMatch(t.time);
      await times.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/manage-move-${t.lang}-375.png`, fullPage: true });

      const choice = times.getByRole('radio').last();
      const start = new Date((await choice.getAttribute('value'))!);
      expect(zonedDateTime(start, NEW_YORK).date).toBe(date);
      await choice.check();
      await page.getByRole('button', { name: t.move }).click();
      await page.getByText(t.moved).waitFor();
      // The e-mail with the moved meeting gives New York's time first, then Nepal's.
      const moved = await mailTo(rig.sink, email, 2);
      const nepal = nepalDateTime(start);
      const text = moved.parsed.text ?? '';
      expect(text.indexOf(t.lang === 'en' ? 'New York time' : 'न्युयोर्क समय')).toBeGreaterThan(-1);
      expect(text).toContain(t.lang === 'en' ? `${nepal.time} Nepal time` : 'नेपाल समय');
      expect(errors).toEqual([]);
    },
  );
});

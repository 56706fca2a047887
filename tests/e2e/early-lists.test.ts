import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { countries } from '../../schemas/countries';
import { careerChoices } from '../../schemas/options';
import { forms as nepali } from '../../src/content/ne/forms';
import { nepaliCountryNames } from '../../src/features/meeting-booking/nepali-country-names';
import { holdScripts, openPage, sharedBrowser } from './support/browser';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

/** The option the focused field (a search box, a combobox, a list) names active, and whether it is drawn so. */
const activeOption = (page: Page) =>
  page.evaluate(() => {
    const id = document.activeElement?.getAttribute('aria-activedescendant');
    const option = id ? document.getElementById(id) : null;
    return option && { name: option.textContent, drawn: option.classList.contains('bg-brand-50') };
  });
const active = (name: string) => ({ name, drawn: true });

describe('a list used from the keyboard before its code arrived works as it does after, and keeps what was done', () => {
  it('/career at 375: arrows, Home, End, "No options found" and Enter before the code; the menu goes on from the same option', async () => {
    const { page, errors } = await openPage(browser(), 375, 800);
    const scripts = await holdScripts(page);
    await page.goto(`${baseURL}/career`, { waitUntil: 'domcontentloaded' });
    const form = page.locator('[data-island="career-application-form"]');
    const city = form.getByRole('button', { name: /^City/ });
    // The menu's own box (its button's parent): every list of the form has the text, hidden.
    const empty = city.locator('xpath=..').getByText('No options found');
    const cities = careerChoices.City;

    // An arrow on the closed button opens the list on its first option.
    await city.focus();
    await page.keyboard.press('ArrowDown');
    expect(await city.getAttribute('aria-expanded')).toBe('true');
    expect(await activeOption(page)).toEqual(active(cities[0]));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await activeOption(page)).toEqual(active(cities[2]));
    expect(await form.getByRole('option', { name: cities[0] }).getAttribute('class')).not.toContain('bg-brand-50');
    await page.keyboard.press('End');
    expect(await activeOption(page)).toEqual(active(cities.at(-1)!));
    await page.keyboard.press('Home');
    expect(await activeOption(page)).toEqual(active(cities[0]));
    await page.keyboard.type('zz');
    await empty.waitFor({ state: 'visible' });
    expect(await activeOption(page)).toBeNull();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    expect(await empty.isVisible()).toBe(false);
    await page.keyboard.type('dh');
    expect(await activeOption(page)).toEqual(active('Dharan'));
    await page.keyboard.press('ArrowDown');
    expect(await activeOption(page)).toEqual(active('Dhankuta'));
    // Enter chooses the active option (not the first shown), and the form is not sent.
    await page.keyboard.press('Enter');
    expect(await city.textContent()).toBe('Dhankuta');
    await page.keyboard.press('Enter');
    await page.keyboard.type('dh');
    await page.keyboard.press('ArrowDown');
    expect(await activeOption(page)).toEqual(active('Dhankuta'));
    expect(await page.locator('[data-hydrated]').count()).toBe(0);

    await scripts.release();
    await form.and(page.locator('[data-hydrated]')).waitFor();
    expect(await form.getByRole('combobox', { name: 'Find an option' }).inputValue()).toBe('dh');
    expect(await activeOption(page)).toEqual(active('Dhankuta'));
    await page.keyboard.press('ArrowUp');
    expect(await activeOption(page)).toEqual(active('Dharan'));
    await page.keyboard.press('End');
    expect(await activeOption(page)).toEqual(active('Dhankuta'));
    await page.keyboard.type('zz');
    await empty.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    expect(await city.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await city.textContent()).toBe('Dhankuta');
    await page.keyboard.press('ArrowDown');
    expect(await activeOption(page)).toEqual(active('Dhankuta'));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    expect(await city.textContent()).toBe(cities[cities.indexOf('Dhankuta') - 1]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/ne/book at 375: the Country list shows the same Nepali names and Nepali "no options" text before and after its code', async () => {
    const { page, errors } = await openPage(browser(), 375, 800);
    const scripts = await holdScripts(page);
    await page.goto(`${baseURL}/ne/book`, { waitUntil: 'domcontentloaded' });
    const country = page.getByRole('combobox', { name: 'देश', exact: true });
    const shown = () => page.getByRole('listbox').getByRole('option').allTextContents();
    const names = countries.map((each) => nepaliCountryNames[each.code]);
    const empty = page.getByRole('listbox').getByText(nepali.select.empty);
    const nepal = nepaliCountryNames.NP;

    await country.click();
    expect(await shown()).toEqual(names);
    expect(await page.getByRole('listbox').getAttribute('lang')).toBeNull();
    expect(await activeOption(page)).toEqual(active(names[0]));
    await page.keyboard.press('End');
    expect(await activeOption(page)).toEqual(active(names.at(-1)!));
    await page.keyboard.type('zzz');
    await empty.waitFor({ state: 'visible' });
    await country.fill('');
    await page.keyboard.type(nepal.slice(0, 3));
    const matches = names.filter((name) => name.includes(nepal.slice(0, 3)));
    expect(await shown()).toEqual(matches);
    await page.keyboard.press('End');
    expect(await activeOption(page)).toEqual(active(matches.at(-1)!));
    expect(await page.locator('[data-hydrated]').count()).toBe(0);

    await scripts.release();
    await page.locator('form[data-hydrated]').waitFor();
    expect(await country.inputValue()).toBe(nepal.slice(0, 3));
    expect(await activeOption(page)).toEqual(active(matches.at(-1)!));
    // The code's own list, with flags, names the same countries the same way.
    await page.getByRole('listbox').locator('img').first().waitFor();
    expect(await shown()).toEqual(matches);
    await page.keyboard.press('Home');
    expect(await activeOption(page)).toEqual(active(matches[0]));
    await country.fill('zzz');
    await empty.waitFor({ state: 'visible' });
    await country.fill('');
    await page.keyboard.type(nepal);
    await page.keyboard.press('Enter');
    expect(await country.inputValue()).toBe(nepal);
    await country.fill('');
    await page.keyboard.press('ArrowDown');
    const drawn = await shown();
    expect(drawn.length).toBeGreaterThan(3);
    expect(drawn).toEqual(names.slice(0, drawn.length));
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

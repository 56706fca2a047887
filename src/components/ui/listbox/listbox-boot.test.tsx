import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listboxBoot } from './listbox-boot';
import { Combobox } from './combobox';
import { SelectMenu } from './select-menu';

const cities = ['Biratnagar', 'Itahari', 'Dharan', 'Dhankuta'].map((city) => ({ value: city, label: city }));

function CityMenu({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <form>
      <span id="city-label">City</span>
      <SelectMenu
        id="city"
        searchable
        options={cities}
        value={value}
        onValue={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <p data-testid="value">{value}</p>
    </form>
  );
}

const countries = ['India', 'Nepal', 'Netherlands', 'Norway'].map((country) => ({ value: country, label: country }));

function CountryField({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <form>
      <label id="country-label" htmlFor="country">
        Country
      </label>
      <Combobox
        id="country"
        aria-invalid={undefined}
        aria-describedby={undefined}
        aria-required={undefined}
        options={countries}
        value={value}
        onValue={(next) => {
          setValue(next);
          onValue(next);
        }}
        toggleLabel="Show countries"
      />
      <p data-testid="value">{value}</p>
    </form>
  );
}

type Field = typeof CityMenu;

/** The field as the prerenderer writes it, in an island that has not hydrated. */
function prerender(Field: Field = CityMenu) {
  const island = document.createElement('div');
  island.setAttribute('data-island', 'test');
  island.innerHTML = renderToString(<Field onValue={() => {}} />);
  document.body.append(island);
  return island;
}

/**
 * Hydrates it, as src/islands/hydrate-island.tsx does; returns what React could not hydrate (it
 * would draw the island again from scratch). The attributes the boot script changed are left as
 * they are by design (React's development build says so on the console) until the menu's state
 * catches up with them.
 */
async function hydrate(island: HTMLElement, onValue: (value: string) => void, Field: Field = CityMenu) {
  const failures: unknown[] = [];
  island.setAttribute('data-hydrating', '');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    hydrateRoot(island, <Field onValue={onValue} />, { onRecoverableError: (error) => failures.push(error) });
  });
  vi.mocked(console.error).mockRestore();
  return failures;
}

describe('a select menu before its code arrives', () => {
  beforeAll(() => listboxBoot());
  afterEach(() => document.body.replaceChildren());

  it('opens on a press with its search focused, filters as typed and keeps the choice, which the menu takes once hydrated', async () => {
    const user = userEvent.setup();
    const island = prerender();
    const trigger = screen.getByRole('button', { name: 'City select an option' });
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Find an option' })).toHaveFocus();
    await user.keyboard('DH');
    const shown = () =>
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(shown()).toEqual(['Dharan', 'Dhankuta']);
    await user.click(screen.getByRole('option', { name: 'Dhankuta' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger).toHaveTextContent('Dhankuta');
    expect(trigger).toHaveFocus();

    const onValue = vi.fn();
    expect(await hydrate(island, onValue)).toEqual([]);
    expect(onValue).toHaveBeenCalledWith('Dhankuta');
    expect(screen.getByTestId('value')).toHaveTextContent('Dhankuta');
    expect(trigger).toHaveTextContent('Dhankuta');
    expect(trigger).not.toHaveAttribute('data-choice');
    // The code answers from now on, and marks the choice in the list.
    await user.click(trigger);
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Dhankuta');
    expect(shown()).toHaveLength(4);
  });

  it('left open on a search, the menu stays open on it once hydrated, the first match active; Escape closes it', async () => {
    const user = userEvent.setup();
    const island = prerender();
    const trigger = screen.getByRole('button', { name: 'City select an option' });
    await user.click(trigger);
    await user.keyboard('ar');
    expect(await hydrate(island, vi.fn())).toEqual([]);
    const search = screen.getByRole('combobox', { name: 'Find an option' });
    expect(search).toHaveValue('ar');
    expect(search).toHaveFocus();
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Biratnagar', 'Itahari', 'Dharan']);
    expect(search).toHaveAttribute('aria-activedescendant', 'city-list-option-0');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('Dharan');
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('arrows, Home and End move the active option, a search matching nothing says so, and the menu takes over the active option', async () => {
    const user = userEvent.setup();
    const island = prerender();
    const trigger = screen.getByRole('button', { name: 'City select an option' });
    const search = () => screen.getByRole('combobox', { name: 'Find an option' });
    const active = () => document.getElementById(search().getAttribute('aria-activedescendant') ?? '');
    // An arrow on the closed button opens the list on its first option, drawn active.
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(search()).toHaveFocus();
    expect(active()).toHaveTextContent('Biratnagar');
    expect(active()).toHaveClass('bg-brand-50');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('Dharan');
    expect(screen.getByRole('option', { name: 'Biratnagar' })).not.toHaveClass('bg-brand-50');
    await user.keyboard('{End}');
    expect(active()).toHaveTextContent('Dhankuta');
    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Dhankuta');
    await user.keyboard('{Home}{ArrowUp}');
    expect(active()).toHaveTextContent('Biratnagar');
    await user.keyboard('zz');
    expect(screen.getByText('No options found')).toBeVisible();
    expect(search()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Backspace}{Backspace}dh{ArrowDown}');
    expect(screen.getByText('No options found')).not.toBeVisible();
    expect(active()).toHaveTextContent('Dhankuta');

    expect(await hydrate(island, vi.fn())).toEqual([]);
    expect(search()).toHaveValue('dh');
    expect(search()).toHaveFocus();
    expect(active()).toHaveTextContent('Dhankuta');
    expect(active()).toHaveClass('bg-brand-50');
    expect(screen.getByRole('option', { name: 'Dharan' })).not.toHaveClass('bg-brand-50');
    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent('Dharan');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('Dhankuta');
  });

  it('Enter in the search chooses the first option shown and does not submit the form; a press outside closes it', async () => {
    const user = userEvent.setup();
    prerender();
    const submit = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submit);
    const trigger = screen.getByRole('button', { name: 'City select an option' });
    await user.click(trigger);
    await user.keyboard('ita{Enter}');
    expect(trigger).toHaveTextContent('Itahari');
    expect(submit).not.toHaveBeenCalled();
    await user.click(trigger);
    expect(screen.getByRole('listbox')).toBeVisible();
    await user.click(screen.getByTestId('value'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the country list before its code arrives', () => {
  beforeAll(() => listboxBoot());
  afterEach(() => document.body.replaceChildren());

  it('left open on a search as it hydrates, the name under the finger stays there, and a press on it chooses', async () => {
    const user = userEvent.setup();
    const island = prerender(CountryField);
    const country = screen.getByRole('combobox', { name: 'Country' });
    await user.type(country, 'Ne');
    const nepal = screen.getByRole('option', { name: 'Nepal' });
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .filter((option) => !option.hidden),
    ).toHaveLength(2);

    // The code arrives between the finger landing and lifting (a 4x slower phone).
    fireEvent.pointerDown(nepal);
    const onValue = vi.fn();
    expect(await hydrate(island, onValue, CountryField)).toEqual([]);
    expect(nepal.isConnected).toBe(true);
    expect(country).toHaveValue('Ne');
    fireEvent.pointerUp(nepal);
    await user.click(nepal);
    expect(onValue).toHaveBeenCalledWith('Nepal');
    expect(country).toHaveValue('Nepal');
    expect(country).toHaveFocus();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('taken over open with no press on its way, the list is drawn anew at once, as when opened later', async () => {
    const user = userEvent.setup();
    const island = prerender(CountryField);
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'Ne');
    const nepal = screen.getByRole('option', { name: 'Nepal' });
    expect(await hydrate(island, vi.fn(), CountryField)).toEqual([]);
    expect(nepal.isConnected).toBe(false);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.queryByText('India')).toBeNull();
  });

  it('taken over open under a finger, the list becomes the full one with pictures on the next key, and still chooses', async () => {
    const user = userEvent.setup();
    const island = prerender(CountryField);
    const country = screen.getByRole('combobox', { name: 'Country' });
    await user.type(country, 'Ne');
    fireEvent.pointerDown(country);
    const onValue = vi.fn();
    expect(await hydrate(island, onValue, CountryField)).toEqual([]);
    expect(screen.getByText('India')).toBeInTheDocument();
    fireEvent.pointerUp(country);
    await user.type(country, 't');
    expect(screen.queryByText('India')).toBeNull();
    await user.keyboard('{Enter}');
    expect(onValue).toHaveBeenCalledWith('Netherlands');
    expect(country).toHaveValue('Netherlands');
  });
});

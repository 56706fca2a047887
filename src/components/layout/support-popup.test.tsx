import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { SupportDialog } from './support-dialog';
import { POPUP_DELAY_MS, SupportPopup } from './support-popup';

/** The prerendered dialog (plain HTML in a page) and the island that opens it by itself. */
function renderPopup(extra?: React.ReactNode) {
  return render(
    <MemoryRouter>
      {extra}
      <SupportDialog />
      <SupportPopup />
    </MemoryRouter>,
  );
}

const title = `Get IT support with ${site.name}`;

/** The visitor starts using the page, then the popup's delay passes. */
function engageAndWait(ms = POPUP_DELAY_MS) {
  fireEvent.pointerMove(window);
  act(() => vi.advanceTimersByTime(ms));
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

describe('SupportPopup', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
    window.scrollY = 0;
  });

  it('opens a delay after the visitor starts using the page, as a labelled modal dialog with a Book a Meeting link', async () => {
    renderPopup();
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS * 3));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.scroll(window);
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const dialog = screen.getByRole('dialog', { name: title });
    expect(within(dialog).getByRole('link', { name: 'Book a Meeting' })).toHaveAttribute('href', '/book');
  });

  it('does not open by itself a second time in the same browser session', () => {
    const first = renderPopup();
    engageAndWait();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    first.unmount();
    renderPopup();
    engageAndWait(POPUP_DELAY_MS * 3);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits while the visitor is typing in a form field', () => {
    renderPopup(<input aria-label="First Name" />);
    screen.getByRole('textbox', { name: 'First Name' }).focus();
    engageAndWait(POPUP_DELAY_MS * 3);
    expect(screen.queryByRole('dialog')).toBeNull();
    screen.getByRole('textbox', { name: 'First Name' }).blur();
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('never opens on /book or /career, in either language', () => {
    for (const path of ['/book', '/career', '/ne/book', '/ne/career/']) {
      window.history.replaceState(null, '', path);
      const { unmount } = renderPopup();
      engageAndWait(POPUP_DELAY_MS * 3);
      expect(screen.queryByRole('dialog')).toBeNull();
      unmount();
    }
    window.history.replaceState(null, '', '/');
  });

  it('never opens once a form on the page has been touched, even after the field is left', () => {
    renderPopup(
      <form>
        <input aria-label="First Name" />
      </form>,
    );
    const field = screen.getByRole('textbox', { name: 'First Name' });
    fireEvent.input(field, { target: { value: 'Sita' } });
    field.blur();
    engageAndWait(POPUP_DELAY_MS * 3);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never opens over a field filled in before its code arrived', () => {
    renderPopup(
      <form>
        <input aria-label="Phone" defaultValue="" />
      </form>,
    );
    (screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value = '9800000000';
    engageAndWait(POPUP_DELAY_MS * 3);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits while a success or error message is on screen', () => {
    const { rerender } = render(<div role="alert">Uploading Resume/CV failed.</div>);
    renderPopup();
    engageAndWait(POPUP_DELAY_MS * 3);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<div role="alert" />);
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('starts at once for a visitor who scrolled before its code arrived', () => {
    window.scrollY = 400;
    renderPopup();
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('starts with the next use for a visitor who scrolled, then left the tab, before its code arrived', () => {
    window.scrollY = 400;
    setVisibility('hidden');
    renderPopup();
    setVisibility('visible');
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS * 3));
    expect(screen.queryByRole('dialog')).toBeNull();
    engageAndWait();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('does not count, nor open, while the tab is in the background', () => {
    setVisibility('hidden');
    renderPopup();
    engageAndWait(POPUP_DELAY_MS * 3);
    expect(screen.queryByRole('dialog')).toBeNull();
    setVisibility('visible');
    engageAndWait();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('waits for the tab to come back before opening', () => {
    renderPopup();
    fireEvent.keyDown(window, { key: 'Tab' });
    setVisibility('hidden');
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS * 2));
    expect(screen.queryByRole('dialog')).toBeNull();
    setVisibility('visible');
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { callbackRequestsHandler } from '@/testing/handlers/callback-requests';
import { server } from '@/testing/msw-server';
import { CallbackRequestSection } from './callback-request-section';

function setup() {
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <CallbackRequestSection />
      <ToastContainer />
    </>,
  );
  return {
    user,
    first: screen.getByRole('textbox', { name: 'First Name' }),
    last: screen.getByRole('textbox', { name: 'Last Name' }),
    phone: screen.getByRole('textbox', { name: 'Phone Number' }),
    code: screen.getByRole('button', { name: /Country code/ }),
    submit: screen.getByRole('button', { name: 'Request a Callback' }),
  };
}

type Form = ReturnType<typeof setup>;

async function fill(form: Form, first: string, last: string, phone: string) {
  await form.user.type(form.first, first);
  await form.user.type(form.last, last);
  await form.user.type(form.phone, phone);
}

describe('callback request form', () => {
  it('shows every required message next to its field, marks them invalid and focuses the first', async () => {
    const { user, first, last, phone, submit } = setup();
    await user.click(submit);
    await waitFor(() => expect(first).toHaveAccessibleDescription('First Name is required'));
    expect(last).toHaveAccessibleDescription('Last Name is required');
    expect(phone).toHaveAccessibleDescription('Phone Number is required');
    for (const input of [first, last, phone]) expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveFocus();
  });

  it('rejects digits in names and letters in the phone number with the exact messages', async () => {
    const form = setup();
    const { user, first, last, phone, submit } = form;
    await fill(form, 'Sita2', 'Sharma_', '98123abc');
    await user.click(submit);
    await waitFor(() => expect(first).toHaveAccessibleDescription('First Name can only contain letters and spaces'));
    expect(last).toHaveAccessibleDescription('Last Name can only contain letters and spaces');
    expect(phone).toHaveAccessibleDescription('Invalid phone number');
  });

  it("sends a Devanagari name with the default +977 code and confirms it in the form's place until asked for another", async () => {
    const { handler, bodies } = callbackRequestsHandler();
    server.use(handler);
    const form = setup();
    const { user, submit } = form;
    await fill(form, 'सीता', 'शर्मा', '9812345678');
    await user.click(submit);
    const confirmation = (await screen.findByText('Your request has been submitted successfully')).closest(
      '[role="status"]',
    )!;
    expect(bodies).toEqual([{ fields: { 'First Name': 'सीता', 'Last Name': 'शर्मा', 'Phone No': '+977 9812345678' } }]);
    expect(confirmation).toHaveTextContent('Your request has been submitted successfully');
    expect(confirmation).toHaveTextContent('Thank you, सीता: we will call +977 9812345678 within one working day.');
    expect(confirmation).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'First Name' })).toBeNull();
    expect(document.querySelector('.Toastify__toast')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Request another callback' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('');
    expect(screen.queryByText('Your request has been submitted successfully')).toBeNull();
  });

  it('sends +91 when India is chosen from the keyboard-operable code list', async () => {
    const { handler, bodies } = callbackRequestsHandler();
    server.use(handler);
    const form = setup();
    const { user, code, submit } = form;
    await fill(form, 'Asha Devi', 'Gupta', '9876543210');
    code.focus();
    await user.keyboard('{ArrowDown}');
    const list = screen.getByRole('listbox');
    expect(within(list).getByRole('option', { name: 'Nepal +977' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(code).toHaveTextContent('India +91');
    await user.click(submit);
    await waitFor(() =>
      expect(bodies).toEqual([
        { fields: { 'First Name': 'Asha Devi', 'Last Name': 'Gupta', 'Phone No': '+91 9876543210' } },
      ]),
    );
  });

  it('closes the code list on Escape and on a press outside', async () => {
    const { user, code, first } = setup();
    await user.click(code);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(code);
    await user.click(first);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(code).toHaveTextContent('Nepal +977');
  });

  it.each([
    ['a non-200 answer', { status: 500 }],
    ['a network error', { networkError: true }],
  ])('on %s toasts the failure and keeps everything entered', async (_, options) => {
    const { handler, bodies } = callbackRequestsHandler(options);
    server.use(handler);
    const form = setup();
    const { user, first, last, phone, submit } = form;
    await fill(form, 'Sita', 'Sharma', '9812345678');
    await user.click(submit);
    expect(await screen.findByText('Failed! Please try again.')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(first).toHaveValue('Sita');
    expect(last).toHaveValue('Sharma');
    expect(phone).toHaveValue('9812345678');
  });

  it('disables the button while sending, so a double click sends once', async () => {
    const { handler, bodies } = callbackRequestsHandler();
    server.use(handler);
    const form = setup();
    const { user, submit } = form;
    await fill(form, 'Sita', 'Sharma', '9812345678');
    await user.dblClick(submit);
    expect(await screen.findByText('Your request has been submitted successfully')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('sends the honeypot as website only when a bot filled it', async () => {
    const { handler, bodies } = callbackRequestsHandler();
    server.use(handler);
    const form = setup();
    const { user, submit } = form;
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    await fill(form, 'Bot', 'Bot', '9812345678');
    honeypot.value = 'http://spam.example';
    await user.click(submit);
    await waitFor(() =>
      expect(bodies[0]?.fields).toEqual({
        'First Name': 'Bot',
        'Last Name': 'Bot',
        'Phone No': '+977 9812345678',
        website: 'http://spam.example',
      }),
    );
  });
});

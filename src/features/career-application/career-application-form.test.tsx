import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { careerApplicationsHandler } from '@/testing/handlers/career-applications';
import { uploadsHandler } from '@/testing/handlers/uploads';
import { server } from '@/testing/msw-server';
import { CareerApplicationForm } from './career-application-form';

const nextYear = new Date().getFullYear() + 1;

afterEach(() => {
  vi.restoreAllMocks();
});

const answers = {
  'First Name': 'सीता',
  'Last Name': 'Sharma',
  'Marital Status': 'Single',
  City: 'Dharan',
  Gender: 'Female',
  'Name of School/University': 'Tribhuvan University',
  'Highest Education': 'Bachelor',
  'Passed Year': '2022',
  "Father's Name": 'Ram Sharma',
  'Phone Number': '9812345678',
  'Current Employment Status': 'Fresher',
  'Employment Type': 'Full Time',
  'Expected Monthly Salary': 'Below NPR 29,000/-',
  'Duty Hours': 'Full Day 10 AM to 5 PM',
};
const textFields = [
  'First Name',
  'Last Name',
  'Name of School/University',
  'Passed Year',
  "Father's Name",
  'Phone Number',
] as const;
const choiceFields = Object.keys(answers).filter(
  (name) => !(textFields as readonly string[]).includes(name),
) as (keyof typeof answers)[];

const pdf = (name: string) => new File([`%PDF-1.4 ${name}`], name, { type: 'application/pdf' });
const files = {
  'Resume/CV': pdf('cv.pdf'),
  'Cover Letter': pdf('cover.pdf'),
  Headshot: new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }),
  Citizenship: pdf('citizenship.pdf'),
};
const attachment = (file: File) => [
  { url: `http://files.test/${file.name}`, filename: file.name.replace(/\.[^.]+$/, '') },
];
const expectedRecord = {
  ...answers,
  'Resume/CV': attachment(files['Resume/CV']),
  'Cover Letter': attachment(files['Cover Letter']),
  Headshot: attachment(files.Headshot),
  Citizenship: attachment(files.Citizenship),
};

function setup(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup({ delay: null, ...options });
  const view = render(
    <>
      <CareerApplicationForm />
      <ToastContainer />
    </>,
  );
  return { user, view };
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const menu = (name: string) => screen.getByRole('button', { name });
const fileInput = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name.replace('/', '\\/')}`)) as HTMLInputElement;

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(menu(field));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

async function fillEverything(user: ReturnType<typeof userEvent.setup>) {
  for (const name of textFields) await user.type(textbox(name), answers[name]);
  for (const name of choiceFields) await choose(user, name, answers[name]);
  for (const [name, file] of Object.entries(files)) await user.upload(fileInput(name), file);
}

describe('career application form', { timeout: 20_000 }, () => {
  it('marks every field required with a red asterisk and checks each one', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(textbox('First Name')).toHaveFocus());
    for (const name of [
      'First Name',
      'Last Name',
      'Name of School/University',
      'Passed Year',
      "Father's Name",
      'Phone Number',
    ]) {
      expect(textbox(name)).toHaveAttribute('aria-invalid', 'true');
      expect(textbox(name)).toHaveAccessibleDescription(`${name} is required`);
    }
    for (const name of choiceFields) expect(menu(name)).toHaveAccessibleDescription(`Please select ${name}`);
    for (const name of Object.keys(files))
      expect(fileInput(name)).toHaveAccessibleDescription(expect.stringContaining(`Please attach your ${name}`));
    const stars = document.querySelectorAll('label > span.text-red-600');
    expect(stars).toHaveLength(18);
    expect(textbox('First Name')).toHaveFocus();
  });

  it('checks the Passed Year range, the phone digits and names in any script', async () => {
    const { user } = setup();
    await user.type(textbox('First Name'), 'सीता');
    await user.type(textbox('Last Name'), 'O2');
    await user.type(textbox('Passed Year'), '1949');
    await user.type(textbox('Phone Number'), '123456');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(textbox('Last Name')).toHaveAttribute('aria-invalid', 'true'));
    expect(textbox('First Name')).not.toHaveAttribute('aria-invalid');
    expect(textbox('Last Name')).toHaveAccessibleDescription('Last Name can only contain letters and spaces');
    expect(textbox('Passed Year')).toHaveAccessibleDescription(`Passed Year must be between 1950 and ${nextYear}`);
    expect(textbox('Phone Number')).toHaveAccessibleDescription('Phone Number must be 7 to 15 digits');
    await user.clear(textbox('Passed Year'));
    await user.type(textbox('Passed Year'), String(nextYear + 1));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() =>
      expect(textbox('Passed Year')).toHaveAccessibleDescription(`Passed Year must be between 1950 and ${nextYear}`),
    );
  });

  it('uploads the four files in order with a progress bar each, then sends the exact record and clears everything', async () => {
    let release!: () => void;
    const uploads = uploadsHandler({
      holdUntil: { fileName: 'citizenship.pdf', release: new Promise<void>((resolve) => (release = resolve)) },
    });
    const records = careerApplicationsHandler();
    server.use(uploads.handler, records.handler);
    const { user } = setup();
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const loading = await screen.findByRole('heading', { name: 'Loading.....' });
    await waitFor(() => expect(loading).toHaveFocus());
    await waitFor(() => expect(uploads.calls).toHaveLength(4));
    const bar = (name: string) => screen.getByRole('progressbar', { name });
    expect(bar('Resume/CV')).toHaveAttribute('aria-valuenow', '100');
    expect(bar('Cover Letter')).toHaveAttribute('aria-valuenow', '100');
    expect(bar('Headshot')).toHaveAttribute('aria-valuenow', '100');
    expect(Number(bar('Citizenship').getAttribute('aria-valuenow'))).toBeLessThan(100);
    expect(records.bodies).toHaveLength(0);
    release();

    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
    expect(uploads.calls).toEqual(
      ['cv.pdf', 'cover.pdf', 'me.png', 'citizenship.pdf'].map((fileName) => ({ fileName, preset: 'career_uploads' })),
    );
    expect(records.bodies).toEqual([{ fields: expectedRecord }]);
    // The thanks stays in the form's place (no toast that fades), until the visitor asks for a new form.
    const thanks = screen.getByRole('status');
    expect(thanks).toHaveTextContent(
      'Form submitted successfully!Thank you, सीता: your application and its files have reached us. We will call you on 9812345678 when an opening matches your profile.',
    );
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.queryByRole('form', { name: 'Career application' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send another application' }));
    await waitFor(() => expect(textbox('First Name')).toHaveFocus());
    for (const name of textFields) expect(textbox(name)).toHaveValue('');
    for (const name of choiceFields) expect(menu(name)).toHaveTextContent('select an option');
    expect(screen.queryByText('cv.pdf')).not.toBeInTheDocument();
    expect(screen.getAllByText('Choose a file')).toHaveLength(4);
    expect(localStorage.getItem('career-application-draft')).toBeNull();
  });

  it('after a failed upload keeps everything and a retry does not upload again what already arrived', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const uploads = uploadsHandler({ failOn: ['me.png'], failOnce: true });
    const records = careerApplicationsHandler();
    server.use(uploads.handler, records.handler);
    const { user } = setup();
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(
      await screen.findByText('There was an error submitting the form. Uploading Headshot failed.'),
    ).toBeInTheDocument();
    expect(records.bodies).toHaveLength(0);
    expect(textbox('First Name')).toHaveValue('सीता');
    expect(menu('Duty Hours')).toHaveTextContent('Full Day 10 AM to 5 PM');
    for (const file of Object.values(files)) expect(screen.getByText(file.name)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Uploading Headshot failed.');
    expect(screen.getByRole('button', { name: 'Submit Application' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
    expect(uploads.calls.map((call) => call.fileName)).toEqual([
      'cv.pdf',
      'cover.pdf',
      'me.png',
      'me.png',
      'citizenship.pdf',
    ]);
    expect(records.bodies).toEqual([{ fields: expectedRecord }]);
  });

  /** Fills the form and submits it once while the Career table refuses; the table then accepts. */
  async function submitWhileTheRecordFails() {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const uploads = uploadsHandler();
    server.use(uploads.handler, careerApplicationsHandler({ status: 500 }).handler);
    const { user } = setup();
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(
      await screen.findByText('There was an error submitting the form. Saving your application failed.'),
    ).toBeInTheDocument();
    const records = careerApplicationsHandler();
    server.use(records.handler);
    return { user, uploads, records };
  }

  it('after a failed record keeps everything and a retry sends only the record', async () => {
    const { user, uploads, records } = await submitWhileTheRecordFails();
    expect(textbox("Father's Name")).toHaveValue('Ram Sharma');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
    expect(uploads.calls).toHaveLength(4);
    expect(records.bodies).toEqual([{ fields: expectedRecord }]);
  });

  it('uploads a replaced file again on retry', async () => {
    const { user, uploads, records } = await submitWhileTheRecordFails();
    await user.upload(fileInput('Cover Letter'), pdf('cover-v2.pdf'));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByText('Form submitted successfully!');
    expect(uploads.calls.map((call) => call.fileName)).toEqual([
      'cv.pdf',
      'cover.pdf',
      'me.png',
      'citizenship.pdf',
      'cover-v2.pdf',
    ]);
    expect(records.bodies[0].fields['Cover Letter']).toEqual([
      { url: 'http://files.test/cover-v2.pdf', filename: 'cover-v2' },
    ]);
  });
});

describe('career dropdowns', () => {
  it("show 'select an option', filter with 'Find an option' and say 'No options found'", async () => {
    const { user } = setup();
    const trigger = menu('Employment Type');
    expect(trigger).toHaveTextContent('select an option');
    await user.click(trigger);
    const search = screen.getByRole('combobox', { name: 'Find an option' });
    expect(search).toHaveFocus();
    expect(screen.getByRole('listbox')).toHaveClass('max-h-[200px]');
    await user.type(search, 'TIME');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Full Time', 'Part Time']);
    await user.type(search, 'zzz');
    expect(screen.getByRole('listbox')).toHaveTextContent('No options found');
    await user.clear(search);
    await user.type(search, 'part');
    await user.click(screen.getByRole('option', { name: 'Part Time' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('Part Time');
    await user.click(trigger);
    expect(screen.getByRole('combobox', { name: 'Find an option' })).toHaveValue('');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(6);
  });

  it('are keyboard operable and close on Escape and on a press outside', async () => {
    const { user } = setup();
    const trigger = menu('City');
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('combobox', { name: 'Find an option' })).toHaveFocus();
    await user.keyboard('dh{ArrowDown}{Enter}');
    expect(trigger).toHaveTextContent('Dhankuta');
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(textbox('First Name'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('Dhankuta');
  });
});

describe('career file drops', () => {
  it('reject a wrong kind or an oversized file with a clear message and do not keep it', async () => {
    const { user } = setup({ applyAccept: false });
    await user.upload(fileInput('Resume/CV'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(fileInput('Resume/CV')).toHaveAccessibleDescription(
      'PDF, DOC, DOCX or ODT, up to 10 MB notes.txt is not accepted for Resume/CV: choose a PDF, DOC, DOCX or ODT file.',
    );
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();
    await user.upload(
      fileInput('Headshot'),
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }),
    );
    expect(fileInput('Headshot')).toHaveAccessibleDescription(
      expect.stringContaining('big.jpg is too large (10.0 MB): the limit is 10.0 MB.'),
    );
    await user.upload(fileInput('Headshot'), new File(['x'], 'cv.pdf', { type: 'application/pdf' }));
    expect(fileInput('Headshot')).toHaveAccessibleDescription(
      expect.stringContaining('choose a JPEG, PNG or WEBP file.'),
    );
    await user.upload(fileInput('Headshot'), new File(['x'], 'me.webp', { type: 'image/webp' }));
    expect(fileInput('Headshot')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('me.webp')).toBeInTheDocument();
  });

  it('take a dropped file, highlight while dragging, show name and size, and remove it', async () => {
    const { user } = setup();
    const zone = fileInput('Citizenship').parentElement!;
    const dataTransfer = {
      files: [new File([new Uint8Array(2048)], 'id-card.pdf', { type: 'application/pdf' })],
      types: ['Files'],
    };
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    expect(zone).toHaveClass('border-brand-600');
    fireEvent.drop(zone, { dataTransfer });
    expect(zone).not.toHaveAttribute('data-dragging');
    expect(within(zone).getByText('id-card.pdf')).toBeInTheDocument();
    expect(within(zone).getByText('2 KB')).toBeInTheDocument();
    await user.click(within(zone).getByRole('button', { name: 'Remove id-card.pdf from Citizenship' }));
    expect(within(zone).queryByText('id-card.pdf')).not.toBeInTheDocument();
  });
});

describe('career draft', { timeout: 20_000 }, () => {
  it('keeps typed answers in localStorage and offers them back on return', async () => {
    const first = setup();
    await first.user.type(textbox('First Name'), 'सीता');
    await choose(first.user, 'City', 'Itahari');
    expect(JSON.parse(localStorage.getItem('career-application-draft')!)).toMatchObject({
      'First Name': 'सीता',
      City: 'Itahari',
    });
    first.view.unmount();

    const second = setup();
    expect(textbox('First Name')).toHaveValue('');
    const offer = screen.getByRole('region', { name: 'Saved draft' });
    expect(offer).toHaveTextContent('Files cannot be kept in a draft, so please attach them again.');
    await second.user.click(within(offer).getByRole('button', { name: 'Restore my answers' }));
    expect(textbox('First Name')).toHaveValue('सीता');
    expect(menu('City')).toHaveTextContent('Itahari');
    expect(screen.queryByRole('region', { name: 'Saved draft' })).not.toBeInTheDocument();
  });

  it('takes the offer of an older draft away once an application is sent without it', async () => {
    localStorage.setItem('career-application-draft', JSON.stringify({ 'First Name': 'Old' }));
    server.use(uploadsHandler().handler, careerApplicationsHandler().handler);
    const { user } = setup();
    expect(screen.getByRole('region', { name: 'Saved draft' })).toBeInTheDocument();
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByText('Form submitted successfully!');
    expect(screen.queryByRole('region', { name: 'Saved draft' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send another application' }));
    expect(screen.queryByRole('region', { name: 'Saved draft' })).not.toBeInTheDocument();
    expect(localStorage.getItem('career-application-draft')).toBeNull();
  });

  it('forgets the draft when the visitor starts afresh', async () => {
    localStorage.setItem('career-application-draft', JSON.stringify({ 'First Name': 'Old' }));
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Start afresh' }));
    expect(localStorage.getItem('career-application-draft')).toBeNull();
    expect(textbox('First Name')).toHaveValue('');
  });
});

import { describe, expect, it, onTestFinished } from 'vitest';
import { defaultCompanyFacts } from '../../schemas/company';
import type { LaunchChecklist } from '../../schemas/launch-checklist';
import { addAccount, signInAs, type StaffClient } from '../testing/staff-test-client';
import { startTestGateway, tempDir } from '../testing/test-gateway';

const checklist = async (admin: StaffClient) =>
  ((await (await admin.call('GET', '/launch-checklist')).json()) as LaunchChecklist).items;

describe('the launch checklist', () => {
  it('lists what a fresh install still has of the samples, in plain words, each with where it is fixed', async () => {
    const gateway = await startTestGateway();
    onTestFinished(() => gateway.close());
    const admin = await signInAs(gateway, 'owner@example.com', 'admin');
    expect(await checklist(admin)).toEqual([
      {
        key: 'placeholders',
        done: false,
        title: 'Replace the sample company facts',
        detail:
          'Still the sample: Phone, Toll-free helpline, E-mail, Street address, LinkedIn, X (Twitter), WhatsApp number, Map position.',
        fixAt: '/content/company',
      },
      {
        key: 'samples',
        done: false,
        title: 'Remove the sample content',
        detail: expect.stringMatching(
          /^Still on the site: \d+ sample blog posts, 17 sample events, 7 sample videos, 10 sample testimonials, \d+ sample team members, 6 sample supporters\.$/,
        ),
        fixAt: '/launch',
      },
      {
        key: 'mail',
        done: false,
        title: 'Set the mail server',
        detail: 'No e-mail leaves yet, not even a visitor’s confirmation.',
        fixAt: '/settings/mail',
      },
      {
        key: 'backups',
        done: false,
        title: 'Switch nightly backups on',
        detail: 'Nothing is backed up yet.',
        fixAt: '/backups',
      },
      {
        key: 'second-admin',
        done: false,
        title: 'Add a second admin',
        detail: '1 admin so far: nobody else can sign in if you are away.',
        fixAt: '/accounts',
      },
    ]);
  });

  it('ticks each item once it is done: the facts replaced (no helpline is fine), samples removed, mail, backups, a second admin', async () => {
    const gateway = await startTestGateway({ SMTP_URL: 'smtp://127.0.0.1:9', BACKUP_DIR: tempDir('launch-backups') });
    onTestFinished(() => gateway.close());
    const admin = await signInAs(gateway, 'owner@example.com', 'admin');
    const saved = await admin.call('PUT', '/settings/company', {
      ...defaultCompanyFacts,
      phone: '+977 21-444 555',
      helpline: '',
      email: 'hello@example.com',
      street: 'Traffic Chowk',
      addressNe: 'ट्राफिक चोक, विराटनगर',
      linkedin: '',
      x: '',
      facebook: 'https://www.facebook.com/example',
      whatsapp: '9779852012345',
      mapLat: 26.46,
      mapLon: 87.28,
    });
    expect(saved.status).toBe(200);
    expect((await admin.call('POST', '/samples/remove')).status).toBe(200);
    await addAccount(gateway, 'partner@example.com', 'admin');
    expect((await checklist(admin)).filter((item) => !item.done || item.detail)).toEqual([]);
  });
});

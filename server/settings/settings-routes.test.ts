import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCompanyFacts } from '../../schemas/company';
import { companyFactsSchema, type CompanyFactsAnswer } from '../../schemas/company-facts';
import { controlCharacterIn } from '../../schemas/plain-text';
import { startTestGateway, staffHeaders, type TestGateway } from '../testing/test-gateway';
import { signInAs, type StaffClient } from '../testing/staff-test-client';
import { nastyStrings } from '../testing/hostile-values';
import { openFolderDatabase } from '../testing/folder-database';
import { CompanySettings } from './company-settings';

let gateway: TestGateway;
let admin: StaffClient;
let staff: StaffClient;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await signInAs(gateway, 'owner@example.com', 'admin');
  staff = await signInAs(gateway, 'desk@example.com', 'staff');
});
afterAll(() => gateway.close());

const put = (facts: unknown, client = admin, headers?: Record<string, string>) =>
  client.call('PUT', '/settings/company', facts, headers);
const current = async () => ((await (await admin.call('GET', '/settings/company')).json()) as CompanyFactsAnswer).facts;

describe('company facts', () => {
  it('starts with the defaults of schemas/company.ts, stores a change for good and goes back to the defaults', async () => {
    const first = (await (await admin.call('GET', '/settings/company')).json()) as CompanyFactsAnswer;
    expect(first).toEqual({ facts: defaultCompanyFacts, defaults: defaultCompanyFacts, isDefault: true });
    expect(companyFactsSchema.parse(defaultCompanyFacts)).toEqual(defaultCompanyFacts);

    const changed = {
      ...defaultCompanyFacts,
      phone: '+977 21-444 555',
      androidApp: 'https://play.google.com/store/apps/details?id=np.kaamsewa',
    };
    const saved = await put(changed);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ facts: changed, isDefault: false });
    // Another process (a restart) reads the same.
    expect(new CompanySettings(gateway.app.database).facts()).toEqual(changed);
    const audit = await (await admin.call('GET', '/audit')).json();
    expect(JSON.stringify(audit)).toContain('changed company facts');
    expect(JSON.stringify(audit)).toContain('phone, androidApp');

    expect((await put(defaultCompanyFacts)).status).toBe(200);
    expect(gateway.app.database.prepare("SELECT COUNT(*) AS n FROM settings WHERE key = 'company'").get()).toEqual({
      n: 0,
    });
  });

  it('sees a change another process committed (an import) on the next read', async () => {
    const other = await openFolderDatabase(gateway.dataDir);
    const imported = { ...defaultCompanyFacts, email: 'hello@example.com' };
    new CompanySettings(other).save(imported, () => {});
    other.close();
    expect(await current()).toEqual(imported);
    await put(defaultCompanyFacts);
    expect(await current()).toEqual(defaultCompanyFacts);
  });

  it.each([
    [{ phone: 'call us' }, 'Phone: digits, spaces and dashes only'],
    [{ phone: '+977 1234567890123456' }, 'at most 15 digits'],
    [{ helpline: 'free call' }, 'Toll-free helpline: digits, spaces and dashes only'],
    [{ email: 'info at example' }, 'E-mail: an address such as info@example.com'],
    [{ name: '<script>alert(1)</script>' }, 'Company name: no line breaks, < or >'],
    [{ street: 'Main Road\r\nBcc: x@y.z' }, 'Street: no line breaks, < or >'],
    [{ hours: 'Sunday\u000b to Friday' }, 'Opening hours: remove the invisible control character U+000B'],
    [{ postalCode: '5661' }, 'Postal code: five digits'],
    [{ mapLat: 91 }, 'Map latitude: -90 to 90'],
    [{ mapLon: '87' }, 'Map longitude: a number'],
    [{ mapZoom: 14.5 }, 'Map zoom: a whole number'],
    [{ linkedin: 'javascript:alert(1)//linkedin.com' }, 'LinkedIn: an https:// link on linkedin.com'],
    [{ linkedin: 'https://linkedin.com.evil.example/x' }, 'LinkedIn: an https:// link on linkedin.com'],
    [{ x: 'http://x.com/a' }, 'X (Twitter): an https:// link'],
    [{ whatsapp: 'ask at the desk' }, 'WhatsApp number: the number with its country code, e.g. +977 985-2012345'],
    [{ facebook: 'https://facebook.com.evil.example/x' }, 'Facebook: an https:// link on facebook.com or fb.com'],
    [{ androidApp: 'https://evil.example/app.apk' }, 'Android app link: an https:// link on play.google.com'],
    [{ name: 'x'.repeat(101) }, 'Company name: at most 100 characters'],
    [{ taglineNe: '  ' }, 'Tagline in Nepali: required'],
    [{ tagline: '<img src=x onerror=alert(1)>' }, 'Tagline: no line breaks, < or >'],
    [{ figures: 'lots of services' }, 'Figures: each line a number, then its words'],
    [{ figuresNe: '१५ सेवाहरू\n४ क्षेत्रमा सेवा' }, 'Figures in Nepali: as many lines as in English'],
  ])('refuses %j with a clear message and keeps what was stored', async (wrong, message) => {
    const before = await current();
    const answer = await put({ ...defaultCompanyFacts, ...wrong });
    expect(answer.status).toBe(422);
    expect((await answer.json()).error.message).toContain(message);
    expect(await current()).toEqual(before);
  });

  it('takes no helpline, no LinkedIn or X, a Facebook page, and a WhatsApp number as people write it', async () => {
    const answer = await put({
      ...defaultCompanyFacts,
      helpline: '',
      linkedin: '',
      x: '',
      facebook: 'https://www.facebook.com/digitalbridgenepal',
      whatsapp: '+977 985-2012345',
    });
    expect(answer.status).toBe(200);
    expect(await current()).toEqual({
      ...defaultCompanyFacts,
      helpline: '',
      linkedin: '',
      x: '',
      facebook: 'https://www.facebook.com/digitalbridgenepal',
      whatsapp: '9779852012345',
    });
    await put(defaultCompanyFacts);
  });

  it("takes the home page's words in both languages, the figures one a line as typed, and audits them", async () => {
    const answer = await put({
      ...defaultCompanyFacts,
      tagline: 'Careers and code for Koshi',
      taglineNe: 'कोशीका लागि करियर र कोड',
      figures: '120 students placed\r\n\r\n  6   districts',
      figuresNe: '१२० विद्यार्थी\n६ जिल्ला',
    });
    expect(answer.status).toBe(200);
    expect(await current()).toEqual({
      ...defaultCompanyFacts,
      tagline: 'Careers and code for Koshi',
      taglineNe: 'कोशीका लागि करियर र कोड',
      figures: '120 students placed\n6 districts',
      figuresNe: '१२० विद्यार्थी\n६ जिल्ला',
    });
    const audit = JSON.stringify(await (await admin.call('GET', '/audit')).json());
    expect(audit).toContain('tagline, taglineNe, figures, figuresNe');
    await put(defaultCompanyFacts);
  });

  it('names a missing field', async () => {
    const { email: _email, ...rest } = defaultCompanyFacts;
    const answer = await put(rest);
    expect(answer.status).toBe(422);
    expect((await answer.json()).error.message).toBe('email: required');
  });

  it('keeps hostile text inert where it is allowed (a page shows it escaped)', async () => {
    for (const text of nastyStrings.filter((s) => s.trim() && !/[<>]/.test(s) && !controlCharacterIn(s))) {
      const answer = await put({ ...defaultCompanyFacts, hours: text });
      expect(answer.status, text).toBe(200);
    }
    await put(defaultCompanyFacts);
  });

  it('is for admins only: no session, a staff member, the staff token, a forged origin, a missing CSRF token, a huge body', async () => {
    const url = `${gateway.url}/staff/api/settings/company`;
    const body = JSON.stringify({ ...defaultCompanyFacts, phone: '+977 1-111 111' });
    const json = { 'Content-Type': 'application/json', Origin: gateway.url };
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { method: 'PUT', headers: json, body })).status).toBe(401);
    expect((await staff.call('GET', '/settings/company')).status).toBe(403);
    expect((await put({ ...defaultCompanyFacts, phone: '+977 1-111 111' }, staff)).status).toBe(403);
    expect((await fetch(url, { method: 'PUT', headers: { ...json, ...staffHeaders }, body })).status).toBe(403);
    expect(
      (await put({ ...defaultCompanyFacts, phone: '+977 1-111 111' }, admin, { Origin: 'https://evil.example' }))
        .status,
    ).toBe(403);
    expect((await fetch(url, { method: 'PUT', headers: { ...json, Cookie: admin.cookie }, body })).status).toBe(403);
    const huge = await put({ ...defaultCompanyFacts, hours: 'x'.repeat(5_000_000) });
    expect(huge.status).toBe(413);
    expect((await put('a string')).status).toBe(422);
    const malformed = await fetch(url, {
      method: 'PUT',
      headers: { ...json, Cookie: admin.cookie, 'X-CSRF-Token': admin.csrfToken },
      body: '{"phone":',
    });
    expect(malformed.status).toBe(422);
    expect((await malformed.json()).error.type).toBe('INVALID_REQUEST_UNKNOWN');
    expect(await current()).toEqual(defaultCompanyFacts);
  });
});

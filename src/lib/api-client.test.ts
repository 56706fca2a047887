import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw-server';
import { recordCreateHandler, tablePath } from '@/testing/handlers/record-create-handler';
import { uploadsHandler } from '@/testing/handlers/uploads';
import { createRecord, listRecords, uploadFile } from './api-client';
import { ApiError } from './api-error';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('api client', () => {
  it('posts {fields} to /v0/{base}/{table} and answers the created record', async () => {
    const { handler, bodies } = recordCreateHandler('Request-Callback');
    server.use(handler);
    const record = await createRecord('Request-Callback', { 'First Name': 'Sita' });
    expect(bodies).toEqual([{ fields: { 'First Name': 'Sita' } }]);
    expect(record.fields).toEqual({ 'First Name': 'Sita' });
  });

  it('adds the honeypot as the website field only when it is filled', async () => {
    const { handler, bodies } = recordCreateHandler('Meeting');
    server.use(handler);
    await createRecord('Meeting', { Name: 'A' }, '');
    await createRecord('Meeting', { Name: 'B' }, 'http://spam.example');
    expect(bodies).toEqual([{ fields: { Name: 'A' } }, { fields: { Name: 'B', website: 'http://spam.example' } }]);
  });

  it('turns an error answer into an ApiError with the status and the service message', async () => {
    server.use(recordCreateHandler('Meeting', { status: 422 }).handler);
    const error = await createRecord('Meeting', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, isNetworkError: false, message: 'Refused by the test' });
  });

  it('treats a 2xx other than 200 as a failure, as the spec counts only 200', async () => {
    server.use(http.post(tablePath('Meeting'), () => HttpResponse.json({}, { status: 201 })));
    await expect(createRecord('Meeting', {})).rejects.toMatchObject({ status: 201, isNetworkError: false });
  });

  it('turns a dropped connection into a network ApiError', async () => {
    server.use(recordCreateHandler('Meeting', { networkError: true }).handler);
    await expect(createRecord('Meeting', {})).rejects.toMatchObject({ status: null, isNetworkError: true });
  });

  it('lists records', async () => {
    server.use(
      http.get(tablePath('Team'), () =>
        HttpResponse.json({ records: [{ id: 'r1', createdTime: 'x', fields: { Name: 'A' } }] }),
      ),
    );
    expect(await listRecords('Team')).toEqual([{ id: 'r1', createdTime: 'x', fields: { Name: 'A' } }]);
  });

  it('uploads a file with the upload preset as multipart', async () => {
    const { handler, calls } = uploadsHandler();
    server.use(handler);
    const result = await uploadFile(new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(calls).toEqual([{ fileName: 'cv.pdf', preset: 'career_uploads' }]);
    expect(result).toMatchObject({ secure_url: 'https://files.test/cv.pdf', display_name: 'cv' });
  });

  it('sends no Authorization header through the gateway, and a Bearer token only in the direct mode', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post(tablePath('Meeting'), ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ id: 'r1', createdTime: 'x', fields: {} });
      }),
      http.post('/v1_1/local/auto/upload', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ url: 'http://files.test/a.pdf' });
      }),
    );
    await createRecord('Meeting', {});
    vi.stubEnv('VITE_TABLE_TOKEN', 'patDirectMode.0123');
    vi.resetModules();
    const direct = await import('./api-client');
    await direct.createRecord('Meeting', {});
    await direct.uploadFile(new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }));
    // The file host never gets the table token.
    expect(seen).toEqual([null, 'Bearer patDirectMode.0123', null]);
  });
});

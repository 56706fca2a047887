import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for local mode', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 8080,
      MODE: 'local',
      BASE_ID: 'appLocalGateway01',
      UPLOAD_CLOUD_NAME: 'local',
      UPLOAD_PRESET: 'career_uploads',
      MAX_UPLOAD_BYTES: 10485760,
    });
    expect(config.DATA_DIR).toMatch(/\/data$/);
  });

  it('names every bad value in one message', () => {
    expect(() => loadConfig({ PORT: 'eighty', BASE_ID: 'base1', STAFF_TOKEN: 'short', MODE: 'cloud' })).toThrow(
      /Invalid gateway configuration:\n {2}PORT: .+\n {2}MODE: .+\n {2}STAFF_TOKEN: STAFF_TOKEN must be at least 32 characters\n {2}BASE_ID: BASE_ID must look like app \+ 14 letters or digits/,
    );
  });

  it('requires the upstream settings in relay mode', () => {
    expect(() => loadConfig({ MODE: 'relay' })).toThrow(
      /UPSTREAM_TABLE_URL: UPSTREAM_TABLE_URL is required when MODE=relay/,
    );
    const config = loadConfig({
      MODE: 'relay',
      UPSTREAM_TABLE_URL: 'https://api.airtable.com/',
      UPSTREAM_TOKEN: 'pat',
      UPSTREAM_UPLOAD_URL: 'https://api.cloudinary.com/v1_1/demo',
    });
    expect(config.UPSTREAM_TABLE_URL).toBe('https://api.airtable.com');
  });

  it('ignores the MODE that Vite and Vitest put in the environment', () => {
    expect(loadConfig({ MODE: 'test' }).MODE).toBe('local');
    expect(loadConfig({ MODE: 'production' }).MODE).toBe('local');
  });
});

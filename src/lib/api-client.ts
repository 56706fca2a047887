import axios, { isAxiosError, type AxiosProgressEvent } from 'axios';
import { HONEYPOT_FIELD } from '@schemas/honeypot';
import { ApiError, asApiError, messageFrom, typeFrom } from './api-error';

const env = import.meta.env;
const tableApiUrl = env.VITE_TABLE_API_URL ?? '';
const tableBase = env.VITE_TABLE_BASE ?? 'appLocalGateway01';
const tableToken: string | undefined = env.VITE_TABLE_TOKEN;
const uploadUrl = `${env.VITE_UPLOAD_API_URL ?? ''}/v1_1/${env.VITE_UPLOAD_CLOUD_NAME ?? 'local'}/auto/upload`;
const uploadPreset = env.VITE_UPLOAD_PRESET ?? 'career_uploads';

export function toApiError(error: unknown): ApiError {
  if (isAxiosError(error)) {
    const { response } = error;
    if (response)
      return new ApiError(
        messageFrom(response.data) ?? `Request failed with status ${response.status}`,
        response.status,
        false,
        typeFrom(response.data),
      );
    return new ApiError(error.message || 'Network error', null, true);
  }
  return asApiError(error);
}

/** The one HTTP client. The spec counts only status 200 as success, so anything else is an error. */
export const apiClient = axios.create({ validateStatus: (status) => status === 200 });
apiClient.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)));

function tableUrl(table: string) {
  return `${tableApiUrl}/v0/${tableBase}/${encodeURIComponent(table)}`;
}

// The direct mode (a token in the bundle) exists only for local experiments; the gateway needs none.
const tableHeaders = tableToken ? { Authorization: `Bearer ${tableToken}` } : undefined;

export interface TableRecord<F> {
  id: string;
  createdTime: string;
  fields: F;
}

/**
 * Creates one record. A non-empty honeypot goes along as the `website` field, so the gateway
 * can answer the bot as if it succeeded and store nothing.
 */
export async function createRecord<F extends object>(
  table: string,
  fields: F,
  honeypot = '',
  /** The page's language ('ne' on /ne/…), for the gateway's e-mails; a CORS-safelisted header. */
  language?: 'en' | 'ne',
): Promise<TableRecord<F>> {
  const body = { fields: honeypot ? { ...fields, [HONEYPOT_FIELD]: honeypot } : fields };
  const headers = language ? { ...tableHeaders, 'Content-Language': language } : tableHeaders;
  const response = await apiClient.post<TableRecord<F>>(tableUrl(table), body, { headers });
  return response.data;
}

export async function listRecords<F>(table: string): Promise<TableRecord<F>[]> {
  const response = await apiClient.get<{ records?: TableRecord<F>[] }>(tableUrl(table), { headers: tableHeaders });
  return response.data.records ?? [];
}

export interface UploadedFile {
  secure_url?: string;
  url: string;
  display_name?: string;
  original_filename?: string;
  bytes?: number;
}

/** Uploads one file to the file host; `onProgress` receives 0..1. */
export async function uploadFile(file: File, onProgress?: (fraction: number) => void): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  form.append('upload_preset', uploadPreset);
  const response = await apiClient.post<UploadedFile>(uploadUrl, form, {
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (onProgress && event.total) onProgress(Math.min(1, event.loaded / event.total));
    },
  });
  return response.data;
}

import type {
  MailServerAnswer,
  MailServerInput,
  TestMailAnswer,
  WebhookAnswer,
  WebhookInput,
} from '@schemas/mail-settings';
import { staffClient } from '../../lib/staff-client';

export const mailServerKey = ['settings', 'mail'] as const;
export const webhookKey = ['settings', 'webhook'] as const;

export const fetchMailServer = async () => (await staffClient.get<MailServerAnswer>('/settings/mail')).data;
export const saveMailServer = async (server: MailServerInput) =>
  (await staffClient.put<MailServerAnswer>('/settings/mail', server)).data;
export const removeMailServer = async () => (await staffClient.delete<MailServerAnswer>('/settings/mail')).data;
export const sendTestMail = async () => (await staffClient.post<TestMailAnswer>('/settings/mail/test')).data;

export const fetchWebhook = async () => (await staffClient.get<WebhookAnswer>('/settings/webhook')).data;
export const saveWebhook = async (webhook: WebhookInput) =>
  (await staffClient.put<WebhookAnswer>('/settings/webhook', webhook)).data;
export const removeWebhook = async () => (await staffClient.delete<WebhookAnswer>('/settings/webhook')).data;

import { company as defaultCompany, type Company } from '../../schemas/company';
import { callbackTable } from '../../schemas/callback-request';
import { careerTable } from '../../schemas/career-application';
import { meetingTable } from '../../schemas/meeting';
import type { Config } from '../config';

/** What the queueing side needs from the configuration. */
export interface NotifySettings {
  /** The sender, named after the company as its facts are now. */
  from(): string;
  /** The company's facts now (Content → Company facts), kept with each queued e-mail. */
  company(): Company;
  /** The public site, for visitors' links (book again). */
  siteUrl: string;
  /** Where the back office is reached, for staff links; undefined when not known. */
  staffUrl: string | undefined;
  staffDefaults: Record<string, string[]>;
  webhookUrl: string | undefined;
  /** "We received your request" e-mails: per visitor address per day, and for everyone per hour. */
  visitorLimits: { perAddressPerDay: number; perHour: number };
}

/** `facts`: the company's facts as staff set them (the company settings); the shipped ones without. */
export function notifySettings(
  config: Config,
  facts: { company(): Company } = { company: () => defaultCompany },
): NotifySettings {
  const company = () => facts.company();
  const listening = config.PORT === 0 ? undefined : `http://${config.HOST}:${config.PORT}`;
  return {
    from: () => `"${company().name}" <${config.NOTIFY_FROM ?? company().email}>`,
    company,
    siteUrl: config.PUBLIC_URL ?? defaultCompany.website,
    staffUrl: config.PUBLIC_URL ?? listening,
    staffDefaults: {
      [callbackTable]: config.NOTIFY_CALLBACK_TO,
      [meetingTable]: config.NOTIFY_MEETING_TO,
      [careerTable]: config.NOTIFY_CAREER_TO,
    },
    webhookUrl: config.NOTIFY_WEBHOOK_URL,
    visitorLimits: {
      perAddressPerDay: config.NOTIFY_VISITOR_PER_ADDRESS_PER_DAY,
      perHour: config.NOTIFY_VISITOR_PER_HOUR,
    },
  };
}

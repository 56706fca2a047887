import { defaultCompanyFacts, type CompanyFacts } from '../../schemas/company';
import type { LaunchChecklist } from '../../schemas/launch-checklist';
import type { SampleCount } from '../../schemas/sample-content';

/** What the checklist reads, one small function each, wherever the gateway keeps it. */
export interface LaunchState {
  facts: () => CompanyFacts;
  samples: () => SampleCount[];
  /** Whether e-mail really leaves (a mail server is set). */
  mailSet: () => boolean;
  /** Whether the gateway takes backups itself. */
  backupsSet: () => boolean;
  /** How many admins can sign in. */
  admins: () => number;
}

/** The shipped stand-ins a company replaces, by what the facts page calls them. */
const placeholders: [string, (keyof CompanyFacts)[]][] = [
  ['Phone', ['phone']],
  ['Toll-free helpline', ['helpline']],
  ['E-mail', ['email']],
  ['Street address', ['street', 'addressNe']],
  ['LinkedIn', ['linkedin']],
  ['X (Twitter)', ['x']],
  ['WhatsApp number', ['whatsapp']],
  ['Map position', ['mapLat', 'mapLon']],
];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What still stands between the site and its launch, each with where it is fixed (paths below /staff). */
export function launchChecklist(state: LaunchState): LaunchChecklist {
  const facts = state.facts();
  const shipped = placeholders
    .filter(([, keys]) => keys.some((key) => facts[key] === defaultCompanyFacts[key]))
    .map(([label]) => label);
  const samples = state.samples().filter((kind) => kind.count > 0);
  const admins = state.admins();
  return {
    items: [
      {
        key: 'placeholders',
        done: shipped.length === 0,
        title: 'Replace the sample company facts',
        detail: shipped.length ? `Still the sample: ${shipped.join(', ')}.` : '',
        fixAt: '/content/company',
      },
      {
        key: 'samples',
        done: samples.length === 0,
        title: 'Remove the sample content',
        detail: samples.length
          ? `Still on the site: ${samples.map((kind) => `${kind.count} sample ${kind.label}`).join(', ')}.`
          : '',
        fixAt: '/launch',
      },
      {
        key: 'mail',
        done: state.mailSet(),
        title: 'Set the mail server',
        detail: state.mailSet() ? '' : 'No e-mail leaves yet, not even a visitor’s confirmation.',
        fixAt: '/settings/mail',
      },
      {
        key: 'backups',
        done: state.backupsSet(),
        title: 'Switch nightly backups on',
        detail: state.backupsSet() ? '' : 'Nothing is backed up yet.',
        fixAt: '/backups',
      },
      {
        key: 'second-admin',
        done: admins >= 2,
        title: 'Add a second admin',
        detail:
          admins >= 2 ? '' : `${plural(admins, 'admin', 'admins')} so far: nobody else can sign in if you are away.`,
        fixAt: '/accounts',
      },
    ],
  };
}

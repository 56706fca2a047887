import { factsDependent, fullAddress, site } from '@/config/site';
import { defaultBackupKeepDays, defaultRetentionMonths } from '@schemas/retention';
import type { LegalDocumentContent } from './legal';

/** Minimum age of the people our services are meant for. */
export const MINIMUM_AGE = 13;

// PLACEHOLDER: have this policy reviewed by the company's lawyer before launch.
export const privacy: LegalDocumentContent = factsDependent(() => ({
  eyebrow: 'Legal',
  title: 'Privacy Policy',
  intro: `How ${site.name} collects, uses and protects your personal information, and the choices you have.`,
  updated: 'Last updated: 1 November 2026',
  tocLabel: 'Sections',
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      paragraphs: [
        'We collect the information you give us through our forms and the basic technical data every website receives:',
      ],
      list: [
        'Callback requests: first name, last name and phone number.',
        'Meeting bookings: name, e-mail, phone, country, preferred date and time, organisation type, meeting details and notes.',
        'Career applications: the details and documents you submit, such as your CV and cover letter.',
        'Technical data: browser type, pages visited and the time of your visit.',
      ],
    },
    {
      id: 'how-we-use',
      title: 'How We Use Your Information',
      paragraphs: ['We use your information only to:'],
      list: [
        'call you back, arrange and hold the meetings you book;',
        'assess job applications;',
        'answer your questions and provide the services you ask for;',
        'keep the website secure and improve it.',
      ],
    },
    {
      id: 'sharing',
      title: 'Sharing',
      paragraphs: [
        'We do not sell your personal information. We share it only with service providers who help us run the website and services (such as hosting and video-meeting tools), under confidentiality obligations, or when the law requires it.',
      ],
    },
    {
      id: 'data-security',
      title: 'Data Security',
      paragraphs: [
        'We protect your information with encrypted connections, access controls and regular backups. No method of transmission or storage is completely secure, but we work to keep your data safe and tell you promptly if a breach affects you.',
        `We keep callback requests for ${defaultRetentionMonths['Request-Callback']} months and meeting bookings for ${defaultRetentionMonths.Meeting} months after the last change to them, and job applications with their documents for ${defaultRetentionMonths.Career} months; then they are deleted automatically, and leave our backups within ${defaultBackupKeepDays} days.`,
      ],
    },
    {
      id: 'your-rights',
      title: 'Your Rights',
      paragraphs: [
        'You may ask us to see, correct or delete the personal information we hold about you, or to stop using it for a particular purpose. Write to us using the details below and we will reply within 30 days.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and Tracking',
      paragraphs: [
        'The website stores only what it needs to work, such as whether you have already seen a pop-up in this session. We do not use advertising cookies or cross-site tracking.',
      ],
    },
    {
      id: 'third-party-links',
      title: 'Third-Party Links',
      paragraphs: [
        'Our pages link to other sites, such as social networks, messaging apps and maps. Their privacy practices are their own; please read their policies before sharing information with them.',
      ],
    },
    {
      id: 'childrens-privacy',
      title: 'Children’s Privacy',
      paragraphs: [
        `Our website and services are not directed at children under ${MINIMUM_AGE}, and we do not knowingly collect personal information from them. If you believe a child under ${MINIMUM_AGE} has given us information, contact us and we will delete it.`,
      ],
    },
    {
      id: 'changes',
      title: 'Changes',
      paragraphs: [
        'We may update this policy from time to time. The date at the top shows the latest revision; significant changes will be highlighted on this page.',
      ],
    },
    {
      id: 'contact-us',
      title: 'Contact Us',
      paragraphs: ['Questions or requests about your privacy? Contact us:'],
      list: [`Postal address: ${site.name}, ${fullAddress()}`, `E-mail: ${site.email}`, `Phone: ${site.phone.display}`],
    },
  ],
}));

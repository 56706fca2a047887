import { factsDependent, fullAddress, site } from '@/config/site';
import type { LegalDocumentContent } from './legal';

// PLACEHOLDER: have these terms reviewed by the company's lawyer before launch.
export const terms: LegalDocumentContent = factsDependent(() => ({
  eyebrow: 'Legal',
  title: 'Terms & Conditions',
  intro: `These terms govern your use of the ${site.name} website and services. Please read them carefully.`,
  updated: 'Last updated: 1 November 2026',
  tocLabel: 'Sections',
  sections: [
    {
      id: 'introduction',
      title: 'Introduction',
      paragraphs: [
        `Welcome to ${site.name}. By using this website, booking a consultation or using any of our services, you agree to these terms. If you do not agree, please do not use the website or services.`,
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property Rights',
      paragraphs: [
        `All content on this website, including text, graphics, logos, illustrations and software, belongs to ${site.name} or its licensors and is protected by copyright and trademark law. You may view and print pages for personal use; any other use needs our written permission.`,
      ],
    },
    {
      id: 'user-accounts',
      title: 'User Accounts',
      paragraphs: [
        'Some services may require an account. You are responsible for keeping your login details confidential and for all activity under your account, and you must give accurate and current information.',
      ],
    },
    {
      id: 'restrictions',
      title: 'Restrictions',
      paragraphs: ['When using the website or services you must not:'],
      list: [
        'publish, sell or sublicense any website material without permission;',
        'use the website in any way that damages it or affects other users’ access;',
        'use the website for unlawful, fraudulent or harmful purposes;',
        'collect data from the website by automated means without our consent;',
        'submit false information through our forms.',
      ],
    },
    {
      id: 'termination',
      title: 'Termination of Service',
      paragraphs: [
        'We may suspend or end your access to the website or services at any time, without notice, if you breach these terms. Sections that by their nature should survive termination, such as intellectual property and limitation of liability, continue to apply.',
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of Liability',
      paragraphs: [
        `To the fullest extent allowed by law, ${site.name}, its directors and staff are not liable for any indirect, incidental or consequential loss arising from your use of the website or services. Our total liability for any claim is limited to the amount you paid us for the service concerned.`,
        'Any claim relating to the website or services must be brought within one (1) year of the date the cause of action arose; after that it is permanently barred.',
      ],
    },
    {
      id: 'warranties',
      title: 'Warranties',
      paragraphs: [
        'The website and its content are provided “as is”. We work to keep information accurate and the website available, but we make no warranty that it will be error-free, uninterrupted or free of harmful components.',
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing Law & Jurisdiction',
      paragraphs: [
        `These terms are governed by the laws of Nepal. Any dispute is subject to the exclusive jurisdiction of the courts of ${site.address.city}, ${site.address.country}.`,
      ],
    },
    {
      id: 'indemnification',
      title: 'Indemnification',
      paragraphs: [
        `You agree to indemnify ${site.name} against any claims, losses, liabilities and expenses, including legal fees, arising from your breach of these terms or your misuse of the website or services.`,
      ],
    },
    {
      id: 'modifications',
      title: 'Modifications to the Terms',
      paragraphs: [
        'We may revise these terms at any time by updating this page. The date at the top shows the latest revision. By continuing to use the website after a change, you accept the revised terms.',
      ],
    },
    {
      id: 'contact-information',
      title: 'Contact Information',
      paragraphs: ['Questions about these terms? Contact us:'],
      list: [`Postal address: ${site.name}, ${fullAddress()}`, `E-mail: ${site.email}`, `Phone: ${site.phone.display}`],
    },
  ],
}));

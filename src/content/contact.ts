import type { ContactDetail } from '@/components/pages/contact/contact-details';
import { factsDependent, fullAddress, site } from '@/config/site';

const span = 0.03;

export const contactPage = factsDependent(() => {
  const { lat, lon, zoom } = site.map;
  return {
    eyebrow: 'Contact',
    title: 'Talk to us',
    intro: `Call, write or visit our office in ${site.address.city}. We answer within one working day.`,
    details: <ContactDetail[]>[
      { kind: 'phone', label: 'Phone', value: site.phone.display, href: site.phone.href },
      ...(site.helpline
        ? [{ kind: 'helpline', label: 'Toll-free helpline', value: site.helpline.display, href: site.helpline.href }]
        : []),
      { kind: 'email', label: 'E-mail', value: site.email, href: `mailto:${site.email}` },
      {
        kind: 'address',
        label: 'Address',
        value: fullAddress(),
        href: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`,
      },
    ],
    hours: site.hours.en,
    map: {
      title: `Map of ${site.address.city}, ${site.address.country}, with our office marked`,
      embedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${lon - span},${lat - span},${lon + span},${lat + span}&layer=mapnik&marker=${lat},${lon}`,
      linkUrl: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`,
      linkLabel: 'Open the map in OpenStreetMap',
    },
    cta: {
      title: 'Prefer a video call?',
      text: 'Book a free 15-minute consultation over Zoom, Google Meet or Microsoft Teams.',
      action: { to: '/book', label: 'Book a Meeting' },
    },
  };
});

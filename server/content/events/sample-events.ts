import type { EventInput } from '../../../schemas/gallery-event';
import type { Db } from '../../storage/db';
import { seedOnce } from '../../settings/seed-once';
import type { EventStore } from './event-store';

const art = (src: string, alt: string, altNe: string) => ({ picture: { src, width: 1200, height: 800 }, alt, altNe });
const scene = (n: number, alt: string, altNe: string) => ({
  picture: { src: `/art/events/event-${String(n).padStart(2, '0')}.svg`, width: 800, height: 600 },
  alt,
  altNe,
});

/** The inauguration's 15 photos (English, Nepali), as /singlegallery has always shown them. */
const moments: [string, string][] = [
  ['Guests cutting the ribbon to open the office', 'कार्यालय उद्घाटन गर्न रिबन काट्दै अतिथिहरू'],
  ['Lighting the ceremonial lamp', 'मङ्गल दीप प्रज्वलन'],
  ['The founder welcoming guests from the podium', 'मञ्चबाट अतिथिहरूलाई स्वागत गर्दै संस्थापक'],
  ['The team gathered on stage', 'मञ्चमा भेला भएको टोली'],
  ['A partner speaking about digital jobs', 'डिजिटल रोजगारीबारे बोल्दै एक साझेदार'],
  ['Presenting tokens of thanks to supporters', 'सहयोगीहरूलाई कृतज्ञताको चिनो प्रदान गर्दै'],
  ['Professionals trying the app at the demo tables', 'प्रदर्शनी टेबलमा एप चलाएर हेर्दै पेसेवरहरू'],
  ['Guests and partners on stage', 'मञ्चमा अतिथि र साझेदारहरू'],
  ['Ribbon cutting, seen from the audience', 'दर्शकहरूबाट देखिएको रिबन काट्ने क्षण'],
  ['A guest speaker on skills and employment', 'सीप र रोजगारीबारे बोल्दै एक अतिथि वक्ता'],
  ['Guests lighting lamps together', 'सँगै दीप प्रज्वलन गर्दै अतिथिहरू'],
  ['The founding team with invited guests', 'आमन्त्रित अतिथिहरूसँग संस्थापक टोली'],
  ['Awards for the first registered professionals', 'पहिलो पटक दर्ता भएका पेसेवरहरूलाई पुरस्कार'],
  ['Hands-on registration help at the tables', 'टेबलमा दर्ता गर्न प्रत्यक्ष सहयोग'],
  ['A group photo to close the ceremony', 'समारोहको अन्त्यमा सामूहिक फोटो'],
];

type Sample = [
  slug: string,
  image: number,
  title: string,
  titleNe: string,
  date: string,
  place: string,
  placeNe: string,
];

/** /gallery's six: the company's seminars, trainings and partner events (2017 to 2020). */
const companyEvents: Sample[] = [
  [
    'digital-literacy-biratnagar',
    1,
    'Digital Literacy Seminar',
    'डिजिटल साक्षरता गोष्ठी',
    '2017-08-19',
    'Biratnagar, Nepal',
    'विराटनगर, नेपाल',
  ],
  ['it-career-fair-pokhara', 3, 'IT Career Fair', 'आईटी करियर मेला', '2018-02-10', 'Pokhara, Nepal', 'पोखरा, नेपाल'],
  ['data-skills-dharan', 6, 'Data Skills Workshop', 'डाटा सीप कार्यशाला', '2018-11-24', 'Dharan, Nepal', 'धरान, नेपाल'],
  ['agritech-meetup-chitwan', 4, 'AgriTech Meetup', 'कृषि प्रविधि भेला', '2019-03-16', 'Chitwan, Nepal', 'चितवन, नेपाल'],
  ['startup-summit-kathmandu', 5, 'Startup Summit', 'स्टार्टअप सम्मेलन', '2019-09-21', 'Kathmandu, Nepal', 'काठमाडौं, नेपाल'],
  [
    'education-expo-india',
    2,
    'International Education Expo',
    'अन्तर्राष्ट्रिय शिक्षा प्रदर्शनी',
    '2020-01-25',
    'New Delhi, India',
    'नयाँ दिल्ली, भारत',
  ],
];

/** /gallerys' eleven: the marketplace's launches, trainings, agreements and celebrations (the inauguration apart). */
const marketplaceEvents: Sample[] = [
  ['registration', 3, 'Company Registration Celebration', 'कम्पनी दर्ताको उत्सव', '2018-06-15', 'Biratnagar', 'विराटनगर'],
  ['app-launch', 1, 'Android App Launch', 'एन्ड्रोइड एपको सार्वजनिकीकरण', '2018-04-20', 'Biratnagar', 'विराटनगर'],
  ['agent-training', 6, 'Agent Training Programme', 'एजेन्ट तालिम कार्यक्रम', '2019-12-14', 'Itahari', 'इटहरी'],
  [
    'skills-mou',
    5,
    'MoU Signing with Skills Partner',
    'सीप साझेदारसँग समझदारीपत्रमा हस्ताक्षर',
    '2020-02-21',
    'Kathmandu',
    'काठमाडौं',
  ],
  ['plumbers-meet', 9, 'Professionals Meet-up', 'पेसेवरहरूको भेटघाट', '2020-10-03', 'Dharan', 'धरान'],
  ['installs-50k', 7, '50K Installs Celebration', '५० हजार डाउनलोडको उत्सव', '2021-03-27', 'Biratnagar', 'विराटनगर'],
  ['installs-100k', 8, '100K Installs Celebration', '१ लाख डाउनलोडको उत्सव', '2021-12-18', 'Biratnagar', 'विराटनगर'],
  ['award', 11, 'Startup Award Ceremony', 'स्टार्टअप पुरस्कार समारोह', '2022-08-12', 'Kathmandu', 'काठमाडौं'],
  ['wallet-agreement', 10, 'Wallet Partnership Agreement', 'वालेट साझेदारी सम्झौता', '2023-02-17', 'Kathmandu', 'काठमाडौं'],
  ['women-at-work', 4, 'Women at Work Workshop', 'कार्यस्थलमा महिला कार्यशाला', '2024-03-08', 'Damak', 'दमक'],
];

const sampleEvent =
  (listing: EventInput['listing']) =>
  ([slug, image, title, titleNe, date, place, placeNe]: Sample): EventInput & { slug: string } => ({
    title,
    titleNe,
    slug,
    date,
    place,
    placeNe,
    listing,
    featured: false,
    description: '',
    descriptionNe: '',
    photos: [scene(image, title, titleNe)],
    cover: 0,
  });

/**
 * The shipped sample events (marked Sample in the back office; deletable in one action), the
 * spec's: six on /gallery, eleven on /gallerys, the inauguration's 15 photos the featured album at
 * /singlegallery. Each sample album but the inauguration's holds its one illustration.
 */
const samples: (EventInput & { slug: string })[] = [
  ...companyEvents.map(sampleEvent('gallery')),
  ...marketplaceEvents.map(sampleEvent('gallerys')),
  {
    title: 'Inauguration Ceremony',
    titleNe: 'उद्घाटन समारोह',
    slug: 'inauguration',
    date: '2019-09-06',
    place: 'Kathmandu',
    placeNe: 'काठमाडौं',
    listing: 'gallerys',
    featured: true,
    description: 'The day the marketplace officially opened its doors, with partners, professionals and guests.',
    descriptionNe: 'मार्केटप्लेसले औपचारिक रूपमा ढोका खोलेको दिन, साझेदार, पेसेवर र अतिथिहरूसँग।',
    photos: moments.map(([alt, altNe], i) =>
      art(`/art/inauguration/photo-${String(i + 1).padStart(2, '0')}.svg`, alt, altNe),
    ),
    cover: 0,
  },
];

/** Seeds the sample events once per data folder (as the sample posts are); a deletion is never undone. */
export function seedSampleEventsOnce(db: Db, events: EventStore) {
  seedOnce(db, 'events_seeded', () => {
    for (const data of samples) events.save(undefined, data, { sample: true, state: 'published' });
  });
}

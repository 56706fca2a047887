import type { EventInput } from '../../../schemas/gallery-event';
import type { Db } from '../../db';
import type { EventStore } from './event-store';

const art = (src: string, alt: string) => ({ picture: { src, width: 1200, height: 800 }, alt });
const scene = (n: number, alt: string) => ({
  picture: { src: `/art/events/event-${String(n).padStart(2, '0')}.svg`, width: 800, height: 600 },
  alt,
});

const moments = [
  'Guests cutting the ribbon to open the office',
  'Lighting the ceremonial lamp',
  'The founder welcoming guests from the podium',
  'The team gathered on stage',
  'A partner speaking about digital jobs',
  'Presenting tokens of thanks to supporters',
  'Professionals trying the app at the demo tables',
  'Guests and partners on stage',
  'Ribbon cutting, seen from the audience',
  'A guest speaker on skills and employment',
  'Guests lighting lamps together',
  'The founding team with invited guests',
  'Awards for the first registered professionals',
  'Hands-on registration help at the tables',
  'A group photo to close the ceremony',
];

/** The shipped sample events (marked Sample in the back office; deletable in one action). */
const samples: (EventInput & { slug: string })[] = [
  {
    title: 'Inauguration Ceremony',
    titleNe: 'उद्घाटन समारोह',
    slug: 'inauguration-ceremony',
    date: '2019-09-06',
    place: 'Kathmandu',
    description: 'The day the marketplace officially opened its doors, with partners, professionals and guests.',
    descriptionNe: 'मार्केटप्लेसले औपचारिक रूपमा ढोका खोलेको दिन, साझेदार, पेसेवर र अतिथिहरूसँग।',
    photos: moments.map((alt, i) => art(`/art/inauguration/photo-${String(i + 1).padStart(2, '0')}.svg`, alt)),
    cover: 0,
  },
  {
    title: 'MoU Signing with Skills Partner',
    titleNe: 'सीप साझेदारसँग समझदारीपत्रमा हस्ताक्षर',
    slug: 'skills-partner-mou',
    date: '2020-02-21',
    place: 'Kathmandu',
    description: 'An agreement to train and certify professionals together.',
    descriptionNe: 'पेसेवरहरूलाई सँगै तालिम र प्रमाणपत्र दिने सम्झौता।',
    photos: [scene(5, 'Partners signing the agreement')],
    cover: 0,
  },
  {
    title: 'Agent Training Programme',
    titleNe: 'एजेन्ट तालिम कार्यक्रम',
    slug: 'agent-training-programme',
    date: '2019-12-14',
    place: 'Itahari',
    description: 'Two days of training for the marketplace’s field agents.',
    descriptionNe: 'मार्केटप्लेसका फिल्ड एजेन्टहरूका लागि दुई दिने तालिम।',
    photos: [scene(6, 'Agents in a training session')],
    cover: 0,
  },
  {
    title: 'Android App Launch',
    titleNe: 'एन्ड्रोइड एपको सार्वजनिकीकरण',
    slug: 'android-app-launch',
    date: '2018-04-20',
    place: 'Biratnagar',
    description: 'The first release of the marketplace’s Android app.',
    descriptionNe: 'मार्केटप्लेसको एन्ड्रोइड एपको पहिलो संस्करण।',
    photos: [scene(1, 'The launch on stage')],
    cover: 0,
  },
];

/** From now on the sample events are never seeded into this data folder (an import brought real ones). */
export function markEventsSeeded(db: Db) {
  db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('events_seeded', ?)").run(new Date().toISOString());
}

/** Seeds the sample events once per data folder (as the sample posts are); a deletion is never undone. */
export function seedSampleEventsOnce(db: Db, events: EventStore) {
  db.transaction(() => {
    if (db.prepare("SELECT 1 FROM meta WHERE key = 'events_seeded'").get()) return;
    for (const data of samples) events.save(undefined, data, { sample: true, state: 'published' });
    markEventsSeeded(db);
  }).immediate();
}

import { describe, expect, it } from 'vitest';
import { postInput, type PostInput } from './blog-post';
import { defaultCompanyFacts } from './company';
import { companyFactsSchema } from './company-facts';
import { eventInput, type EventInput } from './gallery-event';
import { controlCharacterIn } from './plain-text';
import { shippedPoster } from './sample-videos';
import { teamMemberInput, type TeamMember } from './team-member';
import { testimonialInput, type TestimonialInput } from './testimonial';
import { videoInput, type VideoInput } from './video';

const post: PostInput = {
  title: 'Visa interview: ten questions to prepare',
  lang: 'en',
  summary: 'What embassies ask.',
  category: 'Career',
  authorName: 'Asha Poudel',
  cover: { src: '/art/blog/featured.svg', width: 800, height: 600 },
  coverAlt: 'A student',
  body: '## Before the day\n\n\tBring your documents.\r\n',
};
const event: EventInput = {
  title: 'Career fair',
  titleNe: 'करियर मेला',
  date: '2026-03-14',
  place: 'Biratnagar',
  placeNe: '',
  listing: 'gallerys',
  featured: false,
  description: 'Stalls.\nTalks.',
  descriptionNe: '',
  photos: [{ picture: { src: '/art/events/event-01.svg', width: 800, height: 600 }, alt: 'A stall' }],
  cover: 0,
};
const testimonial: TestimonialInput = {
  quote: 'They helped.\nTwice.',
  quoteNe: '',
  name: 'Sita Sharma',
  nameNe: '',
  role: '',
  roleNe: '',
  rating: 5,
  photo: null,
};
const video: VideoInput = {
  titleEn: 'Our office',
  titleNe: 'हाम्रो कार्यालय',
  poster: shippedPoster,
  posterAlt: 'The front desk',
  source: { kind: 'shipped' },
};
const member: TeamMember = {
  Name: 'Asha Poudel',
  Role: 'Counsellor',
  Image: [{ url: '/media/asha.jpg' }],
  About: 'Ten years of visas.\nAsk her.',
  order: 1,
};

/** The first problem a schema reports, as the gateway's answer shows it (`title: …`). */
function firstProblem(schema: { safeParse: (value: unknown) => { error?: { issues: unknown[] } } }, value: unknown) {
  const issue = schema.safeParse(value).error?.issues[0] as { path: PropertyKey[]; message: string } | undefined;
  return issue && `${issue.path.join('.')}: ${issue.message}`;
}

describe('control characters in content', () => {
  it('are found and named: C0 but tab and line breaks where text has lines, DEL, C1, U+FFFE/U+FFFF, lone surrogates', () => {
    for (const [text, code] of [
      ['a\u000bb', 'U+000B'],
      ['\u0000', 'U+0000'],
      ['a\u007f', 'U+007F'],
      ['a\u0085', 'U+0085'],
      ['a\ufffe', 'U+FFFE'],
      ['a\uffff', 'U+FFFF'],
      ['a\ud800b', 'U+D800'],
      ['a\udc00', 'U+DC00'],
    ])
      expect([controlCharacterIn(text), controlCharacterIn(text, { lines: true })]).toEqual([code, code]);
    expect(controlCharacterIn('one\ttwo')).toBe('U+0009');
    expect(controlCharacterIn('one\ntwo')).toBe('U+000A');
    expect(controlCharacterIn('one\ttwo\r\nthree', { lines: true })).toBeUndefined();
    for (const fine of ['नेपाल', '👩🏽‍💻🇳🇵', 'e\u0301', '\u00a0café', '“quoted” — dash'])
      expect(controlCharacterIn(fine)).toBeUndefined();
  });

  it('are refused in a post, naming the field, and the body keeps its lines and tabs', () => {
    expect(firstProblem(postInput, { ...post, title: 'Visa\u000b tips' })).toBe(
      'title: remove the invisible control character U+000B (it comes in with pasted text)',
    );
    expect(firstProblem(postInput, post)).toBeUndefined();
    expect(firstProblem(postInput, { ...post, summary: 'a\u0085b' })).toMatch(/^summary: .*U\+0085/);
    expect(firstProblem(postInput, { ...post, authorName: 'Asha\u0000' })).toMatch(/^authorName: .*U\+0000/);
    expect(firstProblem(postInput, { ...post, coverAlt: 'x\ud800' })).toMatch(/^coverAlt: .*U\+D800/);
    expect(firstProblem(postInput, { ...post, body: 'Line\u000b' })).toMatch(/^body: .*U\+000B/);
  });

  it('are refused in events, photos, testimonials, videos, company facts and Team records', () => {
    expect(firstProblem(eventInput, event)).toBeUndefined();
    expect(firstProblem(eventInput, { ...event, place: 'Birat\u000bnagar' })).toMatch(/^place: remove .*U\+000B/);
    expect(firstProblem(eventInput, { ...event, descriptionNe: 'ab\u001b' })).toMatch(/^descriptionNe: .*U\+001B/);
    expect(firstProblem(eventInput, { ...event, photos: [{ ...event.photos[0], altNe: 'x\uffff' }] })).toMatch(
      /^photos\.0\.altNe: .*U\+FFFF/,
    );
    expect(firstProblem(testimonialInput, testimonial)).toBeUndefined();
    expect(firstProblem(testimonialInput, { ...testimonial, name: 'Sita\u000b Sharma' })).toMatch(/^name: .*U\+000B/);
    expect(firstProblem(videoInput, video)).toBeUndefined();
    expect(firstProblem(videoInput, { ...video, titleEn: 'Our\u000b office' })).toBe(
      'titleEn: Title in English: remove the invisible control character U+000B (it comes in with pasted text)',
    );
    expect(firstProblem(videoInput, { ...video, posterAlt: 'desk\ud800' })).toMatch(
      /^posterAlt: Poster alt text: .*U\+D800/,
    );
    expect(firstProblem(companyFactsSchema, defaultCompanyFacts)).toBeUndefined();
    expect(firstProblem(companyFactsSchema, { ...defaultCompanyFacts, hours: 'Sun–Fri\ufffe' })).toMatch(
      /^hours: Opening hours: .*U\+FFFE/,
    );
    expect(
      firstProblem(companyFactsSchema, { ...defaultCompanyFacts, linkedin: 'https://www.linkedin.com/a\u000bb' }),
    ).toMatch(/^linkedin: LinkedIn: .*U\+000B/);
    expect(firstProblem(teamMemberInput, member)).toBeUndefined();
    expect(firstProblem(teamMemberInput, { ...member, Role: 'Coun\u000bsellor' })).toMatch(/^Role: remove .*U\+000B/);
    expect(firstProblem(teamMemberInput, { ...member, AboutNe: 'x\u0007' })).toMatch(/^AboutNe: .*U\+0007/);
    expect(firstProblem(teamMemberInput, { ...member, Image: [{ url: '/a\u0000.jpg' }] })).toMatch(
      /^Image\.0\.url: .*U\+0000/,
    );
  });
});

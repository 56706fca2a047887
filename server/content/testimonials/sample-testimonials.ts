import { CAROUSEL_SIZE, type TestimonialInput } from '../../../schemas/testimonial';
import type { Db } from '../../storage/db';
import { seedOnce } from '../../settings/seed-once';
import type { TestimonialStore } from './testimonial-store';

const portrait = (n: number) => ({
  src: `/art/people/person-${String(n).padStart(2, '0')}.svg`,
  width: 400,
  height: 400,
});

/** The shipped sample testimonials (marked Sample; deletable in one action); the first four are the carousel's. */
const samples: TestimonialInput[] = [
  {
    quote:
      'They rebuilt our admissions system in six weeks. Applications that used to take our office a full day now take an hour, and parents can track them online.',
    quoteNe:
      'उहाँहरूले छ हप्तामै हाम्रो भर्ना प्रणाली नयाँ बनाइदिनुभयो। पहिले हाम्रो कार्यालयलाई दिनभर लाग्ने आवेदनको काम अब एक घण्टामा सकिन्छ, र अभिभावकहरू अनलाइनबाटै आवेदनको अवस्था हेर्न सक्नुहुन्छ।',
    name: 'Sunita Karki',
    nameNe: 'सुनिता कार्की',
    role: 'Principal, Biratnagar',
    roleNe: 'प्रधानाध्यापक, विराटनगर',
    rating: 5,
    photo: portrait(5),
  },
  {
    quote:
      'The data analysis for our health survey was careful and clear. Their report went straight into our funding proposal.',
    quoteNe:
      'हाम्रो स्वास्थ्य सर्वेक्षणको डाटा विश्लेषण सावधानीपूर्ण र स्पष्ट थियो। उहाँहरूको प्रतिवेदन सिधै हाम्रो अनुदान प्रस्तावमा समावेश भयो।',
    name: 'Dr. Ramesh Adhikari',
    nameNe: 'डा. रमेश अधिकारी',
    role: 'Programme Director, Health NGO',
    roleNe: 'कार्यक्रम निर्देशक, स्वास्थ्य गैरसरकारी संस्था',
    rating: 5,
    photo: portrait(12),
  },
  {
    quote:
      'Honest advice from the first meeting. They told us what we did not need to buy, and the website they built brings us bookings every week.',
    quoteNe:
      'पहिलो भेटदेखि नै इमानदार सल्लाह। हामीलाई के किन्नु आवश्यक छैन भनेर उहाँहरूले नै भन्नुभयो, र उहाँहरूले बनाइदिनुभएको वेबसाइटबाट हरेक हप्ता बुकिङ आउँछ।',
    name: 'Pasang Sherpa',
    nameNe: 'पासाङ शेर्पा',
    role: 'Owner, Trekking Agency',
    roleNe: 'सञ्चालक, ट्रेकिङ एजेन्सी',
    rating: 5,
    photo: portrait(3),
  },
  {
    quote:
      'Their counsellors guided me through every step of my application. I am now studying data science, and I still call them for advice.',
    quoteNe:
      'उहाँहरूका परामर्शदाताले मेरो आवेदनको हरेक चरणमा साथ दिनुभयो। म अहिले डाटा विज्ञान पढ्दैछु, र अझै पनि सल्लाहका लागि उहाँहरूलाई फोन गर्छु।',
    name: 'Anjali Yadav',
    nameNe: 'अञ्जली यादव',
    role: 'Student',
    roleNe: 'विद्यार्थी',
    rating: 5,
    photo: portrait(10),
  },
  {
    quote:
      'Our cooperative finally has one place for member records and loan data. Reports that took a week now take minutes.',
    quoteNe: 'हाम्रो सहकारीसँग अब सदस्यका अभिलेख र ऋणको डाटा राख्ने एउटै ठाउँ छ। एक हप्ता लाग्ने प्रतिवेदन अब केही मिनेटमै तयार हुन्छ।',
    name: 'Hari Prasad Rai',
    nameNe: 'हरिप्रसाद राई',
    role: '',
    roleNe: '',
    rating: 5,
    photo: portrait(1),
  },
  {
    quote: 'Professional, patient and on time. The HR system fits the way our factory actually works.',
    quoteNe: 'व्यावसायिक, धैर्यवान् र समयमै। मानव संसाधन प्रणाली हाम्रो कारखाना साँच्चै जसरी चल्छ, त्यसैअनुसार मिल्छ।',
    name: 'Meena Shrestha',
    nameNe: 'मीना श्रेष्ठ',
    role: '',
    roleNe: '',
    rating: 5,
    photo: portrait(9),
  },
  {
    quote: 'Our social media reach tripled in three months, and the enquiries are real customers.',
    quoteNe: 'तीन महिनामै हाम्रो सामाजिक सञ्जालको पहुँच तेब्बर भयो, र सोधपुछ गर्नेहरू वास्तविक ग्राहक हुनुहुन्छ।',
    name: 'Bikash Gupta',
    nameNe: 'विकास गुप्ता',
    role: '',
    roleNe: '',
    rating: 5,
    photo: portrait(7),
  },
  {
    quote: 'The free consultation alone saved us from an expensive mistake. We signed up for support the same week.',
    quoteNe: 'निःशुल्क परामर्शले मात्रै हामीलाई एउटा महँगो गल्तीबाट जोगायो। हामीले सोही हप्ता सहयोग सेवा लियौं।',
    name: 'Sarita Limbu',
    nameNe: 'सरिता लिम्बू',
    role: '',
    roleNe: '',
    rating: 5,
    photo: portrait(11),
  },
  {
    quote: 'They tabulated 12,000 survey forms accurately and ahead of schedule.',
    quoteNe: 'उहाँहरूले १२,००० सर्वेक्षण फारम शुद्धसँग र तोकिएको समयभन्दा अगावै तालिकीकरण गर्नुभयो।',
    name: 'Dipendra Thapa',
    nameNe: 'दिपेन्द्र थापा',
    role: '',
    roleNe: '',
    rating: 5,
    photo: portrait(13),
  },
  {
    quote: 'Friendly team, clear pricing and a website our patients find easy to use.',
    quoteNe: 'मिलनसार टोली, स्पष्ट मूल्य, र हाम्रा बिरामीलाई प्रयोग गर्न सजिलो लाग्ने वेबसाइट।',
    name: 'Kabita Bhattarai',
    nameNe: 'कविता भट्टराई',
    role: '',
    roleNe: '',
    rating: 5,
    photo: portrait(2),
  },
];

/** The same id on every machine, so an export's samples are found again by an import elsewhere. */
const sampleId = (i: number) => i.toString(16).padStart(20, '0');

/** Seeds the sample testimonials once per data folder (as the sample posts are); a deletion is never undone. */
export function seedSampleTestimonialsOnce(db: Db, testimonials: TestimonialStore) {
  seedOnce(db, 'testimonials_seeded', () => {
    const start = Date.parse('2024-01-01T00:00:00Z');
    const ids = samples.map(
      (data, i) =>
        testimonials.save(sampleId(i), data, { sample: true, at: new Date(start + i * 1000).toISOString() }).id,
    );
    testimonials.setCarousel(ids.slice(0, CAROUSEL_SIZE));
  });
}

import type { Localized } from '@/i18n/localized';
import { formatBikramSambat, formatDateNe, formatGregorianNe } from '@/i18n/nepali-dates';
import { nepaliDigits } from '@/i18n/nepali-digits';
import { meetingPurposeNe } from '@schemas/meeting-purposes-ne';
import { zoneName } from '@schemas/zone-name';
import { clockTime } from '@schemas/zoned-time';
import { forms as en, type Forms } from '../forms';

const labels: Localized<Forms['labels']> = {
  'First Name': 'नाम',
  'Last Name': 'थर',
  'Phone Number': 'फोन नम्बर',
  Name: 'नाम',
  Email: 'इमेल ठेगाना',
  Phone: 'फोन नम्बर',
  Country: 'देश',
  'Preferred date': 'चाहेको मिति',
  'Preferred Time': 'चाहेको समय',
  'Organisation Type': 'संस्थाको प्रकार',
  'Meeting Duration': 'बैठकको अवधि',
  Purpose: 'बैठकको उद्देश्य',
  'Meeting Gateway': 'बैठकको माध्यम',
  'Additional Notes': 'थप टिप्पणी',
  'Marital Status': 'वैवाहिक स्थिति',
  City: 'सहर',
  Gender: 'लिङ्ग',
  'Name of School/University': 'विद्यालय/विश्वविद्यालयको नाम',
  'Highest Education': 'उच्चतम शैक्षिक योग्यता',
  'Passed Year': 'उत्तीर्ण वर्ष (ईस्वी)',
  "Father's Name": 'बुबाको नाम',
  'Current Employment Status': 'हालको रोजगारी स्थिति',
  'Employment Type': 'रोजगारीको प्रकार',
  'Expected Monthly Salary': 'अपेक्षित मासिक तलब',
  'Duty Hours': 'काम गर्ने समय',
  'Resume/CV': 'बायोडाटा (CV)',
  'Cover Letter': 'कभर लेटर',
  Headshot: 'पासपोर्ट साइजको फोटो',
  Citizenship: 'नागरिकताको प्रमाणपत्र',
};

/** Nepali labels of every stored option value (schemas/options.ts); the values themselves stay English. */
const options: Record<string, string> = {
  // Callback country codes
  Nepal: 'नेपाल',
  India: 'भारत',
  // Type of Organization
  'Public Sector': 'सार्वजनिक क्षेत्र',
  'Non-Profit': 'गैरनाफामूलक संस्था',
  Government: 'सरकारी निकाय',
  'Business / Private company': 'व्यवसाय / निजी कम्पनी',
  'Educational institution': 'शैक्षिक संस्था',
  Individual: 'व्यक्तिगत',
  // Purpose of Meeting
  ...meetingPurposeNe,
  // Meeting Gateway: product names stay as they are
  Zoom: 'Zoom',
  'Google Meet': 'Google Meet',
  'Microsoft Teams': 'Microsoft Teams',
  // Marital Status
  Married: 'विवाहित',
  Single: 'अविवाहित',
  Complicated: 'जटिल',
  Others: 'अन्य',
  // City
  Biratnagar: 'विराटनगर',
  Itahari: 'इटहरी',
  Dharan: 'धरान',
  Damak: 'दमक',
  Birtamode: 'बिर्तामोड',
  Bhadrapur: 'भद्रपुर',
  Dhankuta: 'धनकुटा',
  Inaruwa: 'इनरुवा',
  Ilam: 'इलाम',
  // Gender
  Male: 'पुरुष',
  Female: 'महिला',
  'Rather Not To Say': 'भन्न चाहन्नँ',
  // Highest Education
  SEE: 'एसईई (SEE)',
  Diploma: 'डिप्लोमा',
  Bachelor: 'स्नातक',
  Master: 'स्नातकोत्तर',
  'M. Phill': 'एमफिल',
  'Ph.D': 'विद्यावारिधि (पीएचडी)',
  Other: 'अन्य',
  // Current Employment Status
  Unemployed: 'बेरोजगार',
  Fresher: 'नयाँ (पहिलो रोजगारी खोज्दै)',
  'Trained/Skilled': 'तालिमप्राप्त/सीपयुक्त',
  'Foreign Returnee': 'वैदेशिक रोजगारीबाट फर्केको',
  'Looking For Better Opportunity': 'अझ राम्रो अवसरको खोजीमा',
  // Employment Type
  Agent: 'एजेन्ट',
  'Full Time': 'पूर्णकालीन',
  'Part Time': 'आंशिक समय',
  Internship: 'इन्टर्नसिप',
  Volunteer: 'स्वयंसेवक',
  // Expected Monthly Salary
  'Applying as An Agent': 'एजेन्टका रूपमा आवेदन',
  'Below NPR 19,000/- Monthly': 'मासिक रु. १९,०००/- भन्दा कम',
  'Below NPR 29,000/-': 'रु. २९,०००/- भन्दा कम',
  'Below NPR 49,000/-': 'रु. ४९,०००/- भन्दा कम',
  'Below NPR 99,000/-': 'रु. ९९,०००/- भन्दा कम',
  // Duty Hours
  'I want to work as An Agent': 'म एजेन्टका रूपमा काम गर्न चाहन्छु',
  'Full Day 10 AM to 5 PM': 'दिनभर, बिहान १० देखि बेलुका ५ बजेसम्म',
  'Morning 6 AM to 9 AM': 'बिहान, ६ देखि ९ बजेसम्म',
  'Day 11 AM to 3 PM': 'दिउँसो, ११ देखि ३ बजेसम्म',
  'Evening 6 PM to 9 PM': 'बेलुका, ६ देखि ९ बजेसम्म',
  'TechFriday 4 PM to 5 PM': 'TechFriday, दिउँसो ४ देखि ५ बजेसम्म',
  'Saturday 11 AM to 7 PM': 'शनिबार, बिहान ११ देखि बेलुका ७ बजेसम्म',
};

/** The English label a schema message names → its Nepali label ('Email Address' → 'इमेल ठेगाना'). */
const labelByEnglish = new Map(
  Object.entries(en.labels).map(([field, label]) => [label, labels[field as keyof Forms['labels']]]),
);
const label = (english: string) => labelByEnglish.get(english) ?? english;

const messages: readonly [RegExp, (...groups: string[]) => string][] = [
  [/^(.+) is required$/, (field) => `${label(field)} अनिवार्य छ`],
  [
    /^(.+) must be at most (\d+) characters$/,
    (field, max) => `${label(field)} बढीमा ${nepaliDigits(max)} अक्षरको हुनुपर्छ`,
  ],
  [/^(.+) can only contain letters and spaces$/, (field) => `${label(field)}मा अक्षर र खाली ठाउँ मात्र हुनुपर्छ`],
  [/^Please select (.+)$/, (field) => `कृपया ${label(field)} छान्नुहोस्`],
  [/^Please attach your (.+)$/, (field) => `कृपया आफ्नो ${label(field)} संलग्न गर्नुहोस्`],
  [/^(.+) must be an uploaded file$/, (field) => `${label(field)} अपलोड गरिएको फाइल हुनुपर्छ`],
  [/^Invalid phone number$/, () => 'फोन नम्बर मिलेन; अङ्क मात्र लेख्नुहोस्'],
  [/^Enter a valid e-mail address$/, () => 'कृपया सही इमेल ठेगाना लेख्नुहोस्'],
  [/^Enter a valid phone number$/, () => 'कृपया सही फोन नम्बर लेख्नुहोस्'],
  [/^Choose a country from the list$/, () => 'कृपया सूचीबाट देश छान्नुहोस्'],
  [/^Choose a time zone from the list$/, () => 'कृपया सूचीबाट समय क्षेत्र छान्नुहोस्'],
  [/^Choose a date that exists on the calendar$/, () => 'कृपया पात्रोमा भएको मिति छान्नुहोस्'],
  [/^Choose today or a later date \(Nepal time\)$/, () => 'कृपया आजको वा त्यसपछिको मिति छान्नुहोस् (नेपाल समय)'],
  [/^Choose a time later than now \(Nepal time\)$/, () => 'कृपया अहिलेभन्दा पछिको समय छान्नुहोस् (नेपाल समय)'],
  [/^Passed Year must be a four-digit year$/, () => 'उत्तीर्ण वर्ष चार अङ्कको ईस्वी वर्ष हुनुपर्छ'],
  [
    /^Passed Year must be between 1950 and (\d+)$/,
    (last) => `उत्तीर्ण वर्ष ईस्वी १९५० देखि ${nepaliDigits(last)} सम्मको हुनुपर्छ`,
  ],
  [/^Phone Number must be 7 to 15 digits$/, () => 'फोन नम्बर ७ देखि १५ अङ्कको हुनुपर्छ'],
];

export const forms: Localized<Forms> = {
  labels,
  options,
  message: (message: string) => {
    for (const [pattern, translate] of messages) {
      const match = pattern.exec(message);
      if (match) return translate(...match.slice(1));
    }
    return message;
  },
  select: {
    placeholder: 'एउटा विकल्प छान्नुहोस्',
    search: 'विकल्प खोज्नुहोस्',
    empty: 'कुनै विकल्प भेटिएन',
  },
  file: {
    choose: 'फाइल छान्नुहोस्',
    drop: 'वा यहाँ ल्याएर छोड्नुहोस्',
    remove: (file: string, field: string) => `${label(field)} बाट ${file} हटाउनुहोस्`,
    rules: (kinds: string) => `${kinds}, बढीमा १० MB`,
    or: 'वा',
    notAccepted: (file: string, field: string, kinds: string) =>
      `${label(field)} का लागि ${file} स्वीकार्य छैन: ${kinds} फाइल छान्नुहोस्।`,
    tooLarge: (file: string, size: string, limit: string) => `${file} धेरै ठूलो छ (${size}): सीमा ${limit} हो।`,
    empty: (file: string) => `${file} खाली छ: अर्को फाइल छान्नुहोस्।`,
    refused: (file: string, reason: string) => `${file} स्वीकार भएन: ${reason} अर्को फाइल छान्नुहोस्।`,
  },
  callback: {
    eyebrow: 'हामीसँग कुरा गर्नुहोस्',
    title: 'फिर्ती कलको अनुरोध',
    intro: 'आफ्नो नाम र फोन नम्बर छोड्नुहोस्, हामी तपाईंलाई फोन गर्नेछौं।',
    countryCode: 'देशको कोड',
    submit: 'फिर्ती कल माग्नुहोस्',
    success: 'तपाईंको अनुरोध सफलतापूर्वक पेस भयो',
    thanks: (name: string, phone: string) => `धन्यवाद, ${name}: हामी एक कार्यदिवसभित्र ${phone} मा फोन गर्नेछौं।`,
    another: 'अर्को फिर्ती कल माग्नुहोस्',
    failure: 'पेस हुन सकेन! कृपया फेरि प्रयास गर्नुहोस्।',
  },
  meeting: {
    formLabel: 'बैठक बुक गर्नुहोस्',
    nepalTime: 'नेपाल समय (UTC+05:45)',
    placeholders: {
      'Organisation Type': 'प्रकार छान्नुहोस्',
      'Meeting Duration': 'अवधि छान्नुहोस्',
      Purpose: 'उद्देश्य छान्नुहोस्',
      'Meeting Gateway': 'माध्यम छान्नुहोस्',
    },
    price: (price: string) => `शुल्क: ${price}`,
    prices: (list: readonly { minutes: number; price: string }[]) =>
      list.map((d) => `${nepaliDigits(d.minutes)} मिनेट: ${d.price}`).join(' · '),
    duration: (minutes: number, price: string) => `${nepaliDigits(minutes)} मिनेट · ${price}`,
    country: {
      search: 'देश खोज्न टाइप गर्नुहोस्',
      showAll: 'सबै देश देखाउनुहोस्',
    },
    submit: 'बैठक बुक गर्नुहोस्',
    booked: 'अनुरोध पठाइयो: हामी इमेलबाट पक्का गर्नेछौं।',
    bookedFor: (date: string, time: string) => `${formatDateNe(date)}, ${nepaliDigits(time)} बजे (नेपाल समय)`,
    confirmation: {
      when: 'समय',
      next: 'अब के हुन्छ: हामी एक कार्यदिनभित्र बैठकको लिङ्कसहित इमेलबाट पक्का गर्नेछौं। त्यो इमेलमा बैठक सार्ने वा रद्द गर्ने लिङ्क पनि हुन्छ।',
      paid: (price: string) =>
        `यो बैठकको शुल्क ${price} हो। भुक्तानी कसरी गर्ने (बैंक ट्रान्सफर, डिजिटल वालेट वा QR कोड) हाम्रो पक्का गर्ने इमेलमा आउँछ; कृपया बैठकअघि आफ्नो नाम उल्लेख गरी भुक्तानी गर्नुहोस्।`,
      payNow: (amount: string) =>
        `यो बैठकको शुल्क ${amount} हो। यो समय आफ्नो राख्न अहिले नै Khalti वा eSewa बाट भुक्तानी गर्नुहोस्: यो समय तपाईंका लागि ३० मिनेट राखिन्छ। भुक्तानी गर्ने लिङ्क भर्खरै पठाइएको इमेलमा पनि छ।`,
      payWith: (wallet: string) => `${wallet} बाट भुक्तानी गर्नुहोस्`,
      another: 'अर्को बैठक बुक गर्नुहोस्',
    },
    taken: (times: string[]) =>
      times.length > 0
        ? `त्यो समय भर्खरै अरू कसैले लियो। नजिकका खाली समय (नेपाल समय): ${nepaliDigits(times.join(', '))}`
        : 'त्यो समय भर्खरै अरू कसैले लियो। कृपया अर्को मिति छान्नुहोस्।',
    refused: 'बैठक बुक हुन सकेन। कृपया फेरि प्रयास गर्नुहोस्।',
    limited: (phone: string) =>
      `तपाईंका केही बैठक अनुरोध हाम्रो जवाफको प्रतीक्षामा छन्। कृपया इमेलमा हाम्रो जवाफ पर्खनुहोस्, वा अर्को बैठक अहिले नै बुक गर्न ${phone} मा फोन गर्नुहोस्।`,
    notBooked: 'बैठक अझै बुक भएको छैन: तल चिनो लगाइएका उत्तर सच्याउनुहोस्।',
    thrown: 'केही त्रुटि भयो। कृपया फेरि प्रयास गर्नुहोस्।',
    addToCalendar: 'क्यालेन्डरमा थप्नुहोस्',
    picker: {
      legend: 'खाली समय',
      intro: 'मिति र सुरु हुने समय छान्नुहोस्; तलका मिति र समय आफैं भरिन्छन् (नेपाल समय)।',
      zone: 'समय देखाउने क्षेत्र',
      zoneName: (timeZone: string) => zoneName(timeZone, 'ne'),
      shownIn: (name: string) => `मिति र समय: ${name}`,
      dates: 'मितिहरू',
      times: 'सुरु हुने समय',
      loading: 'खाली समय खुल्दैछ…',
      failed: 'खाली समय खुल्न सकेन: तल मिति र समय (नेपाल समय) टाइप गर्नुहोस्।',
      chooseDate: 'खाली समय हेर्न मिति छान्नुहोस्।',
      reasons: {
        open: 'खाली समय छ',
        closed: 'बन्द',
        holiday: 'सार्वजनिक बिदा',
        full: 'सबै समय बुक भइसक्यो',
        tooSoon: 'बुक गर्न धेरै छिटो',
        tooFar: 'धेरै पछिको मिति',
        none: 'खाली समय छैन',
      },
      /** A date button: 'शुक्रबार, मंसिर ११ (२७ नोभेम्बर)', the Bikram Sambat day first. */
      dateLabel: (date: string) =>
        `${formatGregorianNe(date, true).split(',')[0]}, ${formatBikramSambat(date).replace(/^वि\.सं\. \S+ /, '')} (${formatGregorianNe(date).replace(/ \S+$/, '')})`,
      // A 24-hour clock in Devanagari digits, the same in the gateway's render and every browser (their Nepali locale data differ).
      clock: (instant: Date, timeZone: string) => nepaliDigits(clockTime(instant, timeZone, 'en-GB')),
      timeLabel: (local: string, nepal: string, sameZone: boolean) => (sameZone ? nepal : `${local} (नेपाल ${nepal})`),
    },
  },
  career: {
    formLabel: 'रोजगारीका लागि आवेदन',
    loading: 'पठाइँदैछ.....',
    draftNote: 'तपाईंले टाइप गरेका उत्तर पेस नगरेसम्म यसै ब्राउजरमा ड्राफ्टका रूपमा राखिन्छन्; फाइलहरू भने राखिँदैनन्।',
    submit: 'आवेदन पेस गर्नुहोस्',
    success: 'फारम सफलतापूर्वक पेस भयो!',
    thanks: (name: string, phone: string) =>
      `धन्यवाद, ${name}: तपाईंको आवेदन र त्यसका फाइलहरू हामीकहाँ आइपुगे। तपाईंको प्रोफाइलसँग मिल्ने अवसर आएमा हामी ${phone} मा फोन गर्नेछौं।`,
    another: 'अर्को आवेदन पठाउनुहोस्',
    steps: {
      saving: 'तपाईंको आवेदन सुरक्षित गर्ने काम',
      uploading: (field: string) => `${label(field)} अपलोड गर्ने काम`,
    },
    toastFailure: (step: string) => `फारम पेस गर्दा त्रुटि भयो। ${step} सफल भएन।`,
    failure: (step: string) =>
      `${step} सफल भएन। तपाईंले भर्नुभएका सबै विवरण यहीँ छन्; अपलोड भइसकेका फाइल फेरि पठाइने छैनन्। कृपया फेरि प्रयास गर्नुहोस्।`,
    draft: {
      label: 'सुरक्षित ड्राफ्ट',
      question: 'तपाईंले यहाँ पहिले आवेदन भर्न सुरु गर्नुभएको थियो। ती उत्तरहरू फर्काउने हो?',
      files: 'ड्राफ्टमा फाइल राख्न मिल्दैन, त्यसैले कृपया फाइलहरू फेरि संलग्न गर्नुहोस्।',
      restore: 'मेरा उत्तर फर्काउनुहोस्',
      discard: 'नयाँ सुरु गर्नुहोस्',
    },
  },
};

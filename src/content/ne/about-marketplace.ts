import { factsDependent, site } from '@/config/site';
import * as en from '../about-marketplace';

export const aboutMarketplacePage: typeof en.aboutMarketplacePage = factsDependent(() => ({
  eyebrow: `${site.marketplace} को बारेमा`,
  title: 'सीपयुक्त काम, केही मिनेटमै खोजेर लगाउनुहोस्',
  intro: `${site.marketplace} ले एउटै हलुका एन्ड्रोइड एपबाट देशभरका सीपयुक्त पेसेवरहरूलाई उनीहरूलाई काममा लगाउने मानिसहरूसँग जोड्छ।`,
  action: { to: '/works', label: 'यसले कसरी काम गर्छ' },
  whoWeAre: {
    eyebrow: 'हामी को हौं',
    title: 'विराटनगरमा बनेको, सारा नेपालका लागि मार्केटप्लेस',
    paragraphs: [
      `${site.marketplace}, ${site.name} को रोजगारी तथा सेवा मार्केटप्लेस हो। इलेक्ट्रिसियन, प्लम्बर, ट्युटर, चालक, डिजाइनर र अन्य सयौं पेसेवरहरूले प्रमाणित प्रोफाइल राख्नुहुन्छ; ग्राहकहरूले खोज्नुहुन्छ, सिधै काममा लगाउनुहुन्छ र सुरक्षित रूपमा भुक्तानी गर्नुहुन्छ।`,
      'सदस्यता शुल्क डिजिटल वालेटबाट तिरिन्छ, त्यसैले देशभरका पेसेवरहरू बैंक नगई सदस्य बन्न सक्नुहुन्छ।',
    ],
    image: { ...en.aboutMarketplacePage.whoWeAre.image, alt: 'दुई पेसेवरबीच एउटा ब्रिफकेस' },
  },
  features: {
    eyebrow: 'हामीलाई के कुराले फरक बनाउँछ',
    title: 'पेसेवर र ग्राहकहरूले हामीलाई किन रोज्नुहुन्छ',
  },
  history: {
    eyebrow: 'हाम्रो इतिहास',
    title: 'अहिलेसम्मका छवटा कोसेढुङ्गा',
    label: 'इतिहासका कोसेढुङ्गाहरू',
    hint: 'सबै कोसेढुङ्गा हेर्न छेउतिर स्क्रोल गर्नुहोस् वा एरो कुञ्जी प्रयोग गर्नुहोस्।',
  },
}));

const [team, reach, opportunities, ai] = en.marketplaceFeatures;

export const marketplaceFeatures: typeof en.marketplaceFeatures = [
  {
    ...team,
    title: 'अनुभवी टोली',
    description: 'नेपाली रोजगार बजारलाई नजिकबाट चिनेका इन्जिनियर, डिजाइनर र फिल्ड एजेन्टहरू।',
  },
  {
    ...reach,
    title: 'विश्वव्यापी पहुँच',
    description: 'देशभित्र र विदेशमा रहनुभएका ग्राहकले नेपालमा रहेको परिवारका लागि भरपर्दो सहयोगी लगाउन सक्नुहुन्छ।',
  },
  {
    ...opportunities,
    title: 'बहुविध अवसर',
    description: 'घर मर्मतदेखि ट्युसन र आईटी कामसम्म सयौं पेसा र सीप।',
  },
  {
    ...ai,
    title: 'एआई र एमएल एकीकरण',
    description: 'स्मार्ट मिलानले सीप, दूरी र मूल्याङ्कनका आधारमा उपयुक्त पेसेवर सुझाउँछ।',
  },
];

import type { TeamMember } from '../../schemas/team-member';

const member = (slug: string, fields: Omit<TeamMember, 'Image' | 'XLink' | 'LinkedInLink'>): TeamMember => ({
  ...fields,
  Image: [{ url: `/team/${slug}.svg` }],
  XLink: `https://x.com/${slug.replace('-', '_')}`,
  LinkedInLink: `https://www.linkedin.com/in/${slug}`,
});

/** The sample team a fresh install starts with, in English and Nepali; staff replace it with `npm run records -- import Team`. */
export const sampleTeam: TeamMember[] = [
  member('aarav-shrestha', {
    Name: 'Aarav Shrestha',
    Role: 'Founder and Managing Director',
    About:
      'Aarav founded the company in Biratnagar to bring dependable software and data services to businesses across Koshi Province.\nHe spent a decade building systems for hospitals and travel companies before returning home, and still reviews every project plan himself.\nOutside work he mentors students preparing to study abroad.',
    order: 1,
    NameNe: 'आरव श्रेष्ठ',
    RoleNe: 'संस्थापक तथा प्रबन्ध निर्देशक',
    AboutNe:
      'आरवले कोशी प्रदेशभरका व्यवसायमा भरपर्दो सफ्टवेयर र डाटा सेवा पुर्‍याउन विराटनगरमा यो संस्था स्थापना गर्नुभयो।\nघर फर्कनुअघि उहाँले एक दशक अस्पताल र ट्राभल कम्पनीहरूका लागि प्रणाली बनाउनुभयो, र अझै पनि हरेक परियोजनाको योजना आफैं हेर्नुहुन्छ।\nकामबाहेक उहाँ विदेश पढ्ने तयारी गरिरहेका विद्यार्थीहरूलाई मार्गदर्शन गर्नुहुन्छ।',
  }),
  member('sita-karki', {
    Name: 'Sita Karki',
    Role: 'Head of Consulting',
    About:
      'Sita leads the consulting practice, mapping business processes for clients in health care, tourism and employment.',
    order: 2,
    NameNe: 'सीता कार्की',
    RoleNe: 'परामर्श प्रमुख',
    AboutNe: 'सीताले स्वास्थ्य, पर्यटन र रोजगारी क्षेत्रका ग्राहकहरूको व्यावसायिक प्रक्रिया नक्साङ्कन गर्दै परामर्श सेवाको नेतृत्व गर्नुहुन्छ।',
  }),
  member('bikash-rai', {
    Name: 'Bikash Rai',
    Role: 'Lead Software Engineer',
    About:
      'Bikash designs the web applications and databases the team delivers, and keeps them fast on modest hardware.',
    order: 3,
    NameNe: 'बिकाश राई',
    RoleNe: 'प्रमुख सफ्टवेयर इन्जिनियर',
    AboutNe: 'बिकाशले टोलीले बनाउने वेब एप्लिकेसन र डाटाबेसको डिजाइन गर्नुहुन्छ, र तिनलाई साधारण हार्डवेयरमा पनि छिटो चलाउनुहुन्छ।',
  }),
  member('anjali-thapa', {
    Name: 'Anjali Thapa',
    Role: 'Data Analyst',
    About: 'Anjali turns survey and operations data into reports that owners can act on.',
    order: 4,
    NameNe: 'अञ्जली थापा',
    RoleNe: 'डाटा विश्लेषक',
    AboutNe: 'अञ्जलीले सर्वेक्षण र सञ्चालनका तथ्याङ्कलाई सञ्चालकहरूले काममा लगाउन सक्ने प्रतिवेदनमा बदल्नुहुन्छ।',
  }),
  member('prakash-gurung', {
    Name: 'Prakash Gurung',
    Role: 'UI/UX Designer',
    About: 'Prakash designs interfaces that work in Nepali and English, on phones first.',
    order: 5,
    NameNe: 'प्रकाश गुरुङ',
    RoleNe: 'UI/UX डिजाइनर',
    AboutNe: 'प्रकाशले पहिले फोनमै, नेपाली र अङ्ग्रेजी दुवै भाषामा चल्ने इन्टरफेस डिजाइन गर्नुहुन्छ।',
  }),
  member('sunita-limbu', {
    Name: 'Sunita Limbu',
    Role: 'Education Counsellor',
    About: 'Sunita guides students through course choices, applications and visa documents.',
    order: 6,
    NameNe: 'सुनिता लिम्बू',
    RoleNe: 'शैक्षिक परामर्शदाता',
    AboutNe: 'सुनिताले विद्यार्थीहरूलाई कोर्स छनोट, आवेदन र भिसाका कागजातमा मार्गदर्शन गर्नुहुन्छ।',
  }),
  member('rohan-adhikari', {
    Name: 'Rohan Adhikari',
    Role: 'Digital Marketing Specialist',
    About: 'Rohan plans search, social and e-mail campaigns for local and international clients.',
    order: 7,
    NameNe: 'रोहन अधिकारी',
    RoleNe: 'डिजिटल मार्केटिङ विशेषज्ञ',
    AboutNe: 'रोहनले स्थानीय तथा अन्तर्राष्ट्रिय ग्राहकका लागि सर्च, सामाजिक सञ्जाल र इमेल अभियानको योजना बनाउनुहुन्छ।',
  }),
];

import type { IconType } from 'react-icons';
import {
  HiOutlineBuildingOffice2,
  HiOutlineCreditCard,
  HiOutlineDevicePhoneMobile,
  HiOutlineDocumentCheck,
  HiOutlineRocketLaunch,
  HiOutlineShieldCheck,
  HiOutlineArrowTrendingUp,
  HiOutlineTrophy,
} from 'react-icons/hi2';
import { site } from '@/config/site';
import { monthInWords } from '@schemas/date-in-words';

export interface Milestone {
  /** Display date, e.g. 'May 2024': always the month's whole name (monthInWords). */
  date: string;
  /** Machine-readable month for <time>, e.g. '2024-05'. */
  dateTime: string;
  title: string;
  description: string;
  icon: IconType;
}

export const timelinePage = {
  eyebrow: site.marketplace,
  title: 'Our Journey',
  intro:
    'From company registration in 2018 to in-app wallet payments in 2024: the milestones that shaped the marketplace.',
  listLabel: 'Milestones, newest first',
};

/** Newest first; the last two keep the order the company gave them. */
export const milestones: readonly Milestone[] = (
  [
    {
      dateTime: '2024-05',
      title: 'Wallet payments for membership',
      description: 'Members can now pay the membership fee inside the app through our digital wallet partner.',
      icon: HiOutlineCreditCard,
    },
    {
      dateTime: '2024-03',
      title: 'Verified startup, USD 125,000 credit',
      description:
        'Selected and verified in a global startup programme, with USD 125,000 in cloud credit to scale the platform.',
      icon: HiOutlineShieldCheck,
    },
    {
      dateTime: '2023-02',
      title: 'Payment provider agreement',
      description: 'Signed an agreement with the digital wallet provider to handle marketplace payments.',
      icon: HiOutlineDocumentCheck,
    },
    {
      dateTime: '2021-12',
      title: '100K+ app installs',
      description: 'The Android app passed one hundred thousand installs across Nepal.',
      icon: HiOutlineTrophy,
    },
    {
      dateTime: '2021-03',
      title: '50K+ installs',
      description: 'Fifty thousand people had installed the app to find or offer skilled work.',
      icon: HiOutlineArrowTrendingUp,
    },
    {
      dateTime: '2019-09',
      title: 'Official launch',
      description: 'The marketplace officially launched at an inauguration ceremony in Kathmandu.',
      icon: HiOutlineRocketLaunch,
    },
    {
      dateTime: '2018-04',
      title: 'Android app released',
      description: 'The first version of the app reached the Play Store for early users.',
      icon: HiOutlineDevicePhoneMobile,
    },
    {
      dateTime: '2018-06',
      title: 'Company registered',
      description: 'The company behind the marketplace was formally registered in Nepal.',
      icon: HiOutlineBuildingOffice2,
    },
  ] satisfies Omit<Milestone, 'date'>[]
).map((milestone) => ({ ...milestone, date: monthInWords(milestone.dateTime) }));

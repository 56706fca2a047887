import type { Localized } from '@/i18n/localized';
import { formatDateNe } from '@/i18n/nepali-dates';
import * as en from '../career-openings';

export const careerOpenings: Localized<typeof en.careerOpenings> = {
  title: 'खुला पदहरू',
  intro: 'तलको फारमबाट आवेदन दिनुहोस्, र आफूले आवेदन दिने पदको नाम आफ्नो कभर लेटरमा लेख्नुहोस्।',
  none: 'अहिले कुनै पद खुला छैन। तैपनि हामी आवेदनको स्वागत गर्छौं: तलको फारमबाट आफ्नो आवेदन पठाउनुहोस्, अर्को पद खुल्दा हामी त्यसलाई ध्यानमा राख्नेछौं।',
  typeLabel: 'प्रकार',
  location: 'स्थान',
  closesOn: 'आवेदनको अन्तिम मिति',
  date: (iso: string) => formatDateNe(iso),
  apply: 'यो पदका लागि आवेदन दिनुहोस्',
};

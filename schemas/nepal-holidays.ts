/**
 * Nepal's public holidays for Bikram Sambat 2083 and 2084 (mid-April 2026 to mid-April 2028), as
 * DATA STAFF CAN CORRECT: a best-effort list made without the government's gazette to hand. Days
 * fixed in the Bikram Sambat calendar (New Year, Republic Day, Constitution Day, Prithvi Jayanti,
 * Maghe Sankranti, Martyrs' Day, Democracy Day) were converted with nepali-date-converter; the lunar
 * festivals (Dashain, Tihar, Buddha Jayanti, Teej, Holi...) are the usually published dates and may
 * be off by a day. The back office's Availability screen ticks each on or off and adds days, and
 * its choices are stored, so this list is only the starting point.
 */
export interface PublicHoliday {
  /** The Gregorian day, YYYY-MM-DD. */
  date: string;
  name: string;
}

export const nepalPublicHolidays: readonly PublicHoliday[] = [
  // Bikram Sambat 2083
  { date: '2026-04-14', name: 'Nepali New Year 2083' },
  { date: '2026-05-01', name: 'Labour Day; Buddha Jayanti' },
  { date: '2026-05-29', name: 'Republic Day' },
  { date: '2026-08-28', name: 'Janai Purnima' },
  { date: '2026-09-04', name: 'Krishna Janmashtami' },
  { date: '2026-09-14', name: 'Haritalika Teej' },
  { date: '2026-09-19', name: 'Constitution Day' },
  { date: '2026-10-17', name: 'Dashain: Fulpati' },
  { date: '2026-10-18', name: 'Dashain: Maha Ashtami' },
  { date: '2026-10-19', name: 'Dashain: Maha Navami' },
  { date: '2026-10-20', name: 'Dashain: Vijaya Dashami' },
  { date: '2026-10-21', name: 'Dashain: Ekadashi' },
  { date: '2026-11-08', name: 'Tihar: Laxmi Puja' },
  { date: '2026-11-09', name: 'Tihar: Govardhan Puja' },
  { date: '2026-11-10', name: 'Tihar: Bhai Tika' },
  { date: '2026-11-11', name: 'Tihar' },
  { date: '2026-11-15', name: 'Chhath' },
  { date: '2026-12-25', name: 'Christmas' },
  { date: '2026-12-30', name: 'Tamu Lhosar' },
  { date: '2027-01-11', name: 'Prithvi Jayanti' },
  { date: '2027-01-15', name: 'Maghe Sankranti' },
  { date: '2027-01-30', name: "Martyrs' Day" },
  { date: '2027-02-07', name: 'Sonam Lhosar' },
  { date: '2027-02-19', name: 'Democracy Day' },
  { date: '2027-03-06', name: 'Maha Shivaratri' },
  { date: '2027-03-08', name: "International Women's Day" },
  { date: '2027-03-09', name: 'Gyalpo Lhosar' },
  { date: '2027-03-22', name: 'Holi (hills)' },
  { date: '2027-03-23', name: 'Holi (Terai)' },
  // Bikram Sambat 2084
  { date: '2027-04-14', name: 'Nepali New Year 2084' },
  { date: '2027-04-15', name: 'Ram Navami' },
  { date: '2027-05-01', name: 'Labour Day' },
  { date: '2027-05-20', name: 'Buddha Jayanti' },
  { date: '2027-05-29', name: 'Republic Day' },
  { date: '2027-08-17', name: 'Janai Purnima' },
  { date: '2027-08-25', name: 'Krishna Janmashtami' },
  { date: '2027-09-03', name: 'Haritalika Teej' },
  { date: '2027-09-20', name: 'Constitution Day' },
  { date: '2027-10-06', name: 'Dashain: Fulpati' },
  { date: '2027-10-07', name: 'Dashain: Maha Ashtami' },
  { date: '2027-10-08', name: 'Dashain: Maha Navami' },
  { date: '2027-10-09', name: 'Dashain: Vijaya Dashami' },
  { date: '2027-10-10', name: 'Dashain: Ekadashi' },
  { date: '2027-10-29', name: 'Tihar: Laxmi Puja' },
  { date: '2027-10-30', name: 'Tihar: Govardhan Puja' },
  { date: '2027-10-31', name: 'Tihar: Bhai Tika' },
  { date: '2027-11-04', name: 'Chhath' },
  { date: '2027-12-25', name: 'Christmas' },
  { date: '2027-12-30', name: 'Tamu Lhosar' },
  { date: '2028-01-12', name: 'Prithvi Jayanti' },
  { date: '2028-01-15', name: 'Maghe Sankranti' },
  { date: '2028-01-27', name: 'Sonam Lhosar' },
  { date: '2028-01-30', name: "Martyrs' Day" },
  { date: '2028-02-19', name: 'Democracy Day' },
  { date: '2028-02-23', name: 'Maha Shivaratri' },
  { date: '2028-02-26', name: 'Gyalpo Lhosar' },
  { date: '2028-03-08', name: "International Women's Day" },
  { date: '2028-03-11', name: 'Holi (hills)' },
  { date: '2028-03-12', name: 'Holi (Terai)' },
  { date: '2028-04-03', name: 'Ram Navami' },
];

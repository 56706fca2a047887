/** Headers of the pages whose body is a form or a live list (the spec gives their English titles). */
export const pageHeaders = {
  book: {
    title: 'Book a Meeting',
    intro:
      'Book a free 15-minute consultation or a paid 30 or 60 minute meeting over Zoom, Google Meet or Microsoft Teams.',
  },
  career: {
    title: 'Careers',
    intro: 'Apply to work with us as an agent, full-timer, part-timer, intern or volunteer.',
  },
  team: { title: 'Our Team', intro: 'Meet the people behind our projects, consultations and training.' },
};

// The Bikram Sambat converter lives in schemas/ so the gateway's Nepali e-mails use the same one.
export * from '@schemas/nepali-dates';

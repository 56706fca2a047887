// In schemas/ so the gateway's Nepali e-mails use the same digits.
export { nepaliDigits } from '@schemas/nepali-digits';

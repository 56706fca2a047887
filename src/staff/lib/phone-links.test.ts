import { describe, expect, it } from 'vitest';
import { phoneLinks } from './phone-links';

describe('phone links', () => {
  it('calls and opens WhatsApp with the full international number', () => {
    expect(phoneLinks('+977 9812345678')).toEqual({
      display: '+977 9812345678',
      tel: 'tel:+9779812345678',
      whatsapp: 'https://wa.me/9779812345678',
    });
  });

  it('takes the default country code for a number typed without one', () => {
    expect(phoneLinks('9812345678', '+977')).toEqual({
      display: '9812345678',
      tel: 'tel:+9779812345678',
      whatsapp: 'https://wa.me/9779812345678',
    });
  });

  it('still calls a number without a country code, but offers no WhatsApp guess', () => {
    expect(phoneLinks(' 98-1234 5678 ')).toEqual({
      display: '98-1234 5678',
      tel: 'tel:9812345678',
      whatsapp: undefined,
    });
  });

  it('keeps anything but digits and a leading plus out of the links', () => {
    expect(phoneLinks('+977 98123"><script>')?.tel).toBe('tel:+97798123');
    expect(phoneLinks('no number')).toBeNull();
    expect(phoneLinks(undefined)).toBeNull();
  });
});

/**
 * Dialling codes offered beside the phone number (the session's countryCode). The firm's offices and the
 * countries most of its clients call from first; the field also accepts any other code typed into the number.
 */
export const DIALLING_CODES = [
  { code: '+65', country: 'Singapore' },
  { code: '+971', country: 'United Arab Emirates' },
  { code: '+91', country: 'India' },
  { code: '+44', country: 'United Kingdom' },
  { code: '+1', country: 'United States / Canada' },
  { code: '+61', country: 'Australia' },
  { code: '+852', country: 'Hong Kong' },
  { code: '+60', country: 'Malaysia' },
  { code: '+62', country: 'Indonesia' },
  { code: '+66', country: 'Thailand' },
  { code: '+63', country: 'Philippines' },
  { code: '+84', country: 'Vietnam' },
  { code: '+86', country: 'China' },
  { code: '+81', country: 'Japan' },
  { code: '+82', country: 'South Korea' },
  { code: '+966', country: 'Saudi Arabia' },
  { code: '+974', country: 'Qatar' },
  { code: '+973', country: 'Bahrain' },
  { code: '+968', country: 'Oman' },
  { code: '+965', country: 'Kuwait' },
  { code: '+49', country: 'Germany' },
  { code: '+33', country: 'France' },
  { code: '+31', country: 'Netherlands' },
  { code: '+41', country: 'Switzerland' },
  { code: '+64', country: 'New Zealand' },
  { code: '+27', country: 'South Africa' },
] as const;

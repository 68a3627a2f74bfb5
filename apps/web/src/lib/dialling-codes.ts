import metadata from 'libphonenumber-js/min/metadata';

export type DiallingCode = { code: string; country: string };

/** The firm's offices first: most applicants call from there. */
const FIRST = ['65', '971', '91'];
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * Every country calling code of libphonenumber's metadata, offered beside the phone number (the session's
 * countryCode, sent as "+65"), each named after its main country ("United States (+1)").
 */
export const DIALLING_CODES: DiallingCode[] = Object.entries(metadata.country_calling_codes)
  .flatMap(([digits, countries]) => {
    const main = countries[0];
    const country = main ? regionNames.of(main) : undefined;
    return country ? [{ code: `+${digits}`, country }] : [];
  })
  .sort((a, b) => {
    const rank = (c: DiallingCode) => {
      const i = FIRST.indexOf(c.code.slice(1));
      return i === -1 ? FIRST.length : i;
    };
    return rank(a) - rank(b) || a.country.localeCompare(b.country);
  });

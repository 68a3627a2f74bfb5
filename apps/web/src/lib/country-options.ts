import metadata from 'libphonenumber-js/min/metadata';

export type CountryOption = { code: string; name: string };

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * Countries as ISO 3166 alpha-2 codes with their English names, for fields that store the code (the NRI tax
 * application's address country and country of tax residence): every region of libphonenumber's metadata,
 * alphabetical. A country missing here is entered as OTHER with its name.
 */
export const COUNTRY_OPTIONS: CountryOption[] = Object.keys(metadata.countries)
  .filter((code) => /^[A-Z]{2}$/.test(code))
  .map((code) => ({ code, name: regionNames.of(code) ?? code }))
  .sort((a, b) => a.name.localeCompare(b.name));

export const countryName = (code: string | null | undefined): string =>
  code ? (COUNTRY_OPTIONS.find((c) => c.code === code)?.name ?? code) : '';

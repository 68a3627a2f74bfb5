/** Suggestions for nationality and country fields (free text is still accepted). */
export const COUNTRIES = [
  'Australia',
  'Bahrain',
  'Bangladesh',
  'Belgium',
  'Brazil',
  'Canada',
  'China',
  'Denmark',
  'Egypt',
  'Finland',
  'France',
  'Germany',
  'Hong Kong',
  'India',
  'Indonesia',
  'Ireland',
  'Israel',
  'Italy',
  'Japan',
  'Jordan',
  'Kenya',
  'Kuwait',
  'Lebanon',
  'Malaysia',
  'Mauritius',
  'Mexico',
  'Nepal',
  'Netherlands',
  'New Zealand',
  'Nigeria',
  'Norway',
  'Oman',
  'Pakistan',
  'Philippines',
  'Poland',
  'Portugal',
  'Qatar',
  'Russia',
  'Saudi Arabia',
  'Singapore',
  'South Africa',
  'South Korea',
  'Spain',
  'Sri Lanka',
  'Sweden',
  'Switzerland',
  'Taiwan',
  'Thailand',
  'Turkey',
  'United Arab Emirates',
  'United Kingdom',
  'United States',
  'Vietnam',
] as const;

export const COUNTRY_LIST_ID = 'incorporation-countries';

/** The <datalist> the nationality fields point at (render once per form). */
export function CountryDatalist() {
  return (
    <datalist id={COUNTRY_LIST_ID}>
      {COUNTRIES.map((c) => (
        <option key={c} value={c} />
      ))}
    </datalist>
  );
}

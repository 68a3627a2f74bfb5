/**
 * Phone numbers by libphonenumber-js (its "min" metadata): validity against each country's numbering plan and
 * the usual way of writing a number. Loaded on first use, so a page weighs nothing more until a visitor
 * actually types a number (the metadata is about 35 KB gzipped).
 */
const loadLibrary = () => import('libphonenumber-js/min');

/** A dialling code as the forms hold it ("+65") to the digits the library takes ("65"). */
const callingCodeOf = (diallingCode: string | null | undefined) =>
  diallingCode && /^\+\d{1,4}$/.test(diallingCode) ? diallingCode.slice(1) : undefined;

async function parse(text: string, diallingCode?: string | null) {
  const { parsePhoneNumberFromString } = await loadLibrary();
  const defaultCallingCode = callingCodeOf(diallingCode);
  return parsePhoneNumberFromString(text, defaultCallingCode ? { defaultCallingCode } : undefined);
}

/**
 * Is this a real number? Written with its own country code (+65 6123 4567), or national (6123 4567) when the
 * form has a separate dialling code.
 */
export async function isValidPhone(text: string, diallingCode?: string | null): Promise<boolean> {
  return (await parse(text, diallingCode))?.isValid() ?? false;
}

/**
 * The number as people write it ("+65 6123 4567", or "6123 4567" when typed without a country code beside a
 * dialling code); anything not valid comes back as typed, for the form to flag.
 */
export async function formatPhone(text: string, diallingCode?: string | null): Promise<string> {
  const phone = await parse(text, diallingCode);
  if (!phone?.isValid()) return text;
  return text.trim().startsWith('+') || !callingCodeOf(diallingCode)
    ? phone.formatInternational()
    : phone.formatNational();
}

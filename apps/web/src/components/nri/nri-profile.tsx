import { useState, type FormEvent, type ReactNode } from 'react';
import { updateNriProfileBodySchema, type NriProfile, type UpdateNriProfileBody } from '@quayside/contract/nri-area';
import { DEDUCTION_LABELS, GENDER_LABELS, GENDERS, INCOME_SOURCE_LABELS } from '@quayside/contract/nri-onboarding';
import { RESIDENCY_STATUS_LABELS } from '@quayside/contract/tools-nri-residency';
import { Field, FormAlert } from '../form/field';
import { Input } from '../form/input';
import { Options, Select } from '../form/select';
import { Button } from '../ui/button';
import { formatDate } from '../../lib/format';

/**
 * An NRI client's details, read-only and as a form: shared by the NRI client's profile page and the NRI
 * preparer's workspace (features do not import each other).
 */

const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '-' : String(v));
/** A stored key in words (the onboarding's labels); a value from before the keys is shown as it is. */
const labelOf = (labels: Record<string, string>, v: string) => labels[v] ?? v;
const listOf = (labels: Record<string, string>, vs: readonly string[]) => vs.map((v) => labelOf(labels, v)).join('; ') || '-';
const residencyLabels: Record<string, string> = Object.fromEntries(Object.entries(RESIDENCY_STATUS_LABELS).map(([k, v]) => [k, v.long]));

export function NriProfileDetails({ profile }: { profile: NriProfile }) {
  const a = profile.address;
  const address = [a.streetAddress, a.streetAddress2, a.city, a.state, a.postalCode, a.country === 'Other' ? a.otherCountry : a.country]
    .filter(Boolean)
    .join(', ');
  const rows: Array<[string, ReactNode]> = [
    ['Full name', profile.fullName],
    ['E-mail', profile.email],
    ['Phone', profile.contactNumber ? `${profile.contactNumber}${profile.countryCode ? ` (${profile.countryCode})` : ''}` : '-'],
    ['Residency status', profile.residencyStatus ? labelOf(residencyLabels, profile.residencyStatus) : '-'],
    ['Address', address || '-'],
    ['PAN', dash(profile.identity.panNumber)],
    ['Aadhaar', dash(profile.identity.aadhaarNumber)],
    ['Passport', dash(profile.identity.passportNumber)],
    ['Date of birth', profile.dob ? formatDate(profile.dob) : '-'],
    ['Gender', profile.gender ? labelOf(GENDER_LABELS, profile.gender) : '-'],
    ['Days in India (this year / four years before)', `${dash(profile.stayDuration.daysInIndia)} / ${dash(profile.stayDuration.daysInIndia4Yrs)}`],
    ['Country of residence', dash(profile.jurisdictionOfResidence)],
    ['Taxpayer identification number', dash(profile.taxpayerIdentificationNumber)],
    ['Income sources', listOf(INCOME_SOURCE_LABELS, profile.incomeSources)],
    ['Deductions', listOf(DEDUCTION_LABELS, profile.deductions)],
  ];
  return (
    <dl className="divide-y divide-slate-100" aria-label="Details">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-1 gap-0.5 px-5 py-2.5 text-sm sm:grid-cols-3 sm:gap-3">
          <dt className="text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900 sm:col-span-2">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Values = {
  fullName: string;
  countryCode: string;
  contactNumber: string;
  streetAddress: string;
  streetAddress2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  panNumber: string;
  aadhaarNumber: string;
  passportNumber: string;
  dob: string;
  gender: string;
  jurisdictionOfResidence: string;
  taxpayerIdentificationNumber: string;
};

const valuesOf = (p: NriProfile): Values => ({
  fullName: p.fullName,
  countryCode: p.countryCode ?? '',
  contactNumber: p.contactNumber ?? '',
  streetAddress: p.address.streetAddress ?? '',
  streetAddress2: p.address.streetAddress2 ?? '',
  city: p.address.city ?? '',
  state: p.address.state ?? '',
  postalCode: p.address.postalCode ?? '',
  country: p.address.country ?? '',
  panNumber: p.identity.panNumber ?? '',
  aadhaarNumber: p.identity.aadhaarNumber ?? '',
  passportNumber: p.identity.passportNumber ?? '',
  dob: p.dob ?? '',
  gender: p.gender ?? '',
  jurisdictionOfResidence: p.jurisdictionOfResidence ?? '',
  taxpayerIdentificationNumber: p.taxpayerIdentificationNumber ?? '',
});

/** Only what changed is sent; a cleared field is sent as null. */
function changesOf(before: Values, after: Values): UpdateNriProfileBody {
  const v = (k: keyof Values) => (after[k] === before[k] ? undefined : after[k].trim() || null);
  const address = {
    streetAddress: v('streetAddress'),
    streetAddress2: v('streetAddress2'),
    city: v('city'),
    state: v('state'),
    postalCode: v('postalCode'),
    country: v('country'),
  };
  const identity = { panNumber: v('panNumber'), aadhaarNumber: v('aadhaarNumber'), passportNumber: v('passportNumber') };
  const some = (o: Record<string, unknown>) => Object.values(o).some((x) => x !== undefined);
  const body: Record<string, unknown> = {
    fullName: after.fullName === before.fullName ? undefined : after.fullName.trim(),
    countryCode: v('countryCode'),
    contactNumber: v('contactNumber'),
    dob: v('dob'),
    gender: v('gender'),
    jurisdictionOfResidence: v('jurisdictionOfResidence'),
    taxpayerIdentificationNumber: v('taxpayerIdentificationNumber'),
    address: some(address) ? address : undefined,
    identity: some(identity) ? identity : undefined,
  };
  return body as UpdateNriProfileBody;
}

const FIELDS: Array<{ key: keyof Values; label: string; type?: string; path: string; options?: { values: readonly string[]; labels: Record<string, string> } }> = [
  { key: 'fullName', label: 'Full name', path: 'fullName' },
  { key: 'countryCode', label: 'Country code', path: 'countryCode' },
  { key: 'contactNumber', label: 'Phone number', type: 'tel', path: 'contactNumber' },
  { key: 'streetAddress', label: 'Street address', path: 'address.streetAddress' },
  { key: 'streetAddress2', label: 'Address line 2', path: 'address.streetAddress2' },
  { key: 'city', label: 'City', path: 'address.city' },
  { key: 'state', label: 'State or province', path: 'address.state' },
  { key: 'postalCode', label: 'Postal code', path: 'address.postalCode' },
  { key: 'country', label: 'Country', path: 'address.country' },
  { key: 'panNumber', label: 'PAN', path: 'identity.panNumber' },
  { key: 'aadhaarNumber', label: 'Aadhaar number', path: 'identity.aadhaarNumber' },
  { key: 'passportNumber', label: 'Passport number', path: 'identity.passportNumber' },
  { key: 'dob', label: 'Date of birth', type: 'date', path: 'dob' },
  { key: 'gender', label: 'Gender', path: 'gender', options: { values: GENDERS, labels: GENDER_LABELS } },
  { key: 'jurisdictionOfResidence', label: 'Country of residence', path: 'jurisdictionOfResidence' },
  { key: 'taxpayerIdentificationNumber', label: 'Taxpayer identification number', path: 'taxpayerIdentificationNumber' },
];

/**
 * The details as a form, checked with the contract's schema (PAN, Aadhaar and passport formats) before sending
 * only what changed. `onSave` resolves when saved and rejects with the failure's text to show.
 */
export function NriProfileForm({
  profile,
  onSave,
  saving,
  failure,
  extra,
}: {
  profile: NriProfile;
  onSave: (body: UpdateNriProfileBody) => Promise<unknown>;
  saving: boolean;
  /** The failure to show under the form (the server's message, else the call's fallback). */
  failure: string | null;
  /** More controls above the save button (the preparer's edit toggle). */
  extra?: ReactNode;
}) {
  const initial = valuesOf(profile);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [nothing, setNothing] = useState(false);

  const change = (f: (typeof FIELDS)[number], value: string) => {
    setValues((v) => ({ ...v, [f.key]: value }));
    // A field's problem goes once it is changed; the whole form is checked again on saving.
    if (errors[f.path]) setErrors((x) => ({ ...x, [f.path]: undefined }));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const body = changesOf(initial, values);
    const parsed = updateNriProfileBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        if (path && !next[path]) next[path] = issue.message;
      }
      setErrors(next);
      setNothing(Object.keys(next).length === 0);
      return;
    }
    setErrors({});
    setNothing(false);
    try {
      await onSave(parsed.data);
    } catch {
      // The failure is shown by the caller's `failure`.
    }
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4 px-5 py-4" aria-label="Edit details">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <Field key={f.key} label={f.label} error={errors[f.path]}>
            {f.options ? (
              <Select value={values[f.key]} onChange={(e) => change(f, e.target.value)}>
                <option value="">Not given</option>
                <Options values={f.options.values} labels={f.options.labels} />
              </Select>
            ) : (
              <Input type={f.type ?? 'text'} value={values[f.key]} onChange={(e) => change(f, e.target.value)} />
            )}
          </Field>
        ))}
      </div>
      {extra}
      {nothing ? <FormAlert>Change a detail first.</FormAlert> : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="flex justify-end">
        <Button type="submit" loading={saving}>
          Save details
        </Button>
      </div>
    </form>
  );
}

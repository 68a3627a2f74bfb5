import { useRef, useState, type FormEvent } from 'react';
import { publicSiteMessages } from '@quayside/contract/messages';
import { CAREER_OPENINGS, GENERAL_APPLICATION } from '@quayside/contract/public-site-careers';
import {
  checkCvFile,
  COVER_LETTER_MAX,
  CV_ACCEPT,
  jobApplicationFieldsSchema,
  OFFICE_KEYS,
  type OfficeKey,
  type PublicFormResponse,
} from '@quayside/contract/public-site';
import { Field, FormAlert } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { postForm, PublicApiError } from '../api/public-api';
import { Select, Textarea } from '../components/form-controls';
import { navyButton } from '../components/styles';
import { officeByKey } from '../site-config';
import { Honeypot } from './honeypot';
import { ConsentField, FormSuccess, PersonFields } from './shared-fields';

type Values = {
  fullName: string;
  email: string;
  phone: string;
  position: string;
  office: OfficeKey | '';
  linkedinUrl: string;
  coverLetter: string;
  consent: boolean;
  website: string;
};

/** The job application: text fields plus a CV (PDF or DOCX, up to 5 MB), posted as multipart. */
export function JobApplicationForm({
  position,
  onPositionChange,
}: {
  position: string;
  onPositionChange: (slug: string) => void;
}) {
  const [values, setValues] = useState<Omit<Values, 'position'>>({
    fullName: '',
    email: '',
    phone: '',
    office: '',
    linkedinUrl: '',
    coverLetter: '',
    consent: false,
    website: '',
  });
  const [cv, setCv] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const fields = () => ({
    ...values,
    position,
    office: values.office || undefined,
    consent: values.consent ? 'true' : 'false',
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const parsed = jobApplicationFieldsSchema.safeParse(fields());
    const errs: Record<string, string> = {};
    if (!parsed.success) for (const i of parsed.error.issues) errs[String(i.path[0])] ??= i.message;
    const cvError = checkCvFile(cv);
    if (cvError) errs.cv = cvError;
    setErrors(errs);
    if (!parsed.success || cvError || !cv) {
      const first = Object.keys(errs)[0];
      if (first) document.querySelector<HTMLElement>(`#apply [name="${first}"]`)?.focus();
      return;
    }
    const form = new FormData();
    for (const [k, v] of Object.entries(parsed.data)) if (v !== undefined) form.append(k, String(v));
    form.append('cv', cv, cv.name);
    setSending(true);
    try {
      const res = await postForm<PublicFormResponse>(
        '/api/careers/applications',
        form,
        publicSiteMessages.careers.fallback,
      );
      setDone(res.message);
    } catch (err) {
      if (err instanceof PublicApiError) {
        setErrors(err.status === 413 || err.status === 415 ? { cv: err.message } : err.fields);
        setFormError(err.message);
      } else setFormError(publicSiteMessages.careers.fallback);
    } finally {
      setSending(false);
    }
  };

  if (done) {
    return <FormSuccess title="Application received" message={done} testId="application-success" />;
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label="Job application"
      className="relative space-y-5 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Role" error={errors.position}>
          <Select name="position" value={position} onChange={(e) => onPositionChange(e.target.value)}>
            <option value="">Choose a role…</option>
            {CAREER_OPENINGS.map((o) => (
              <option key={o.slug} value={o.slug}>
                {o.title} ({officeByKey(o.office).city})
              </option>
            ))}
            <option value={GENERAL_APPLICATION.slug}>{GENERAL_APPLICATION.title}</option>
          </Select>
        </Field>
        <Field label="Office you would work from" error={errors.office}>
          <Select
            name="office"
            value={values.office}
            onChange={(e) => set('office', e.target.value as OfficeKey)}
          >
            <option value="">Choose an office…</option>
            {OFFICE_KEYS.map((k) => (
              <option key={k} value={k}>
                {officeByKey(k).city} ({officeByKey(k).role})
              </option>
            ))}
          </Select>
        </Field>
        <PersonFields values={values} errors={errors} onChange={set} />
        <Field label="LinkedIn profile (optional)" error={errors.linkedinUrl}>
          <Input
            name="linkedinUrl"
            type="url"
            inputMode="url"
            placeholder="https://www.linkedin.com/in/…"
            value={values.linkedinUrl}
            onChange={(e) => set('linkedinUrl', e.target.value)}
          />
        </Field>
      </div>
      <Field label="CV" hint="PDF or Word (DOCX), up to 5 MB" error={errors.cv}>
        <Input
          ref={fileRef}
          name="cv"
          type="file"
          accept={CV_ACCEPT}
          className="h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            setCv(file);
            setErrors((prev) => {
              const { cv: _drop, ...rest } = prev;
              const problem = file ? checkCvFile(file) : null;
              return problem ? { ...rest, cv: problem } : rest;
            });
          }}
        />
      </Field>
      <Field
        label="Cover letter (optional)"
        hint={`Why this role, and what you would bring (up to ${COVER_LETTER_MAX} characters)`}
        error={errors.coverLetter}
      >
        <Textarea
          name="coverLetter"
          rows={5}
          maxLength={COVER_LETTER_MAX}
          value={values.coverLetter}
          onChange={(e) => set('coverLetter', e.target.value)}
        />
      </Field>
      <ConsentField
        checked={values.consent}
        onChange={(v) => set('consent', v)}
        error={errors.consent}
        errorId="apply-consent-error"
      >
        I agree that Quayside may keep my application for one year to consider me for this and similar roles.
      </ConsentField>
      <Honeypot value={values.website} onChange={(v) => set('website', v)} />
      <button type="submit" className={navyButton} disabled={sending} aria-busy={sending}>
        {sending ? 'Sending…' : 'Submit application'}
      </button>
    </form>
  );
}

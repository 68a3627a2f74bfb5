import { useEffect, useState } from 'react';
import { z } from 'zod';
import { phoneMessages, publicSiteMessages } from '@quayside/contract/messages';
import { CAREER_OPENINGS, GENERAL_APPLICATION } from '@quayside/contract/public-site-careers';
import {
  checkCvFile,
  COVER_LETTER_MAX,
  CV_ACCEPT,
  jobApplicationFieldsSchema,
  OFFICE_KEYS,
  type PublicFormResponse,
} from '@quayside/contract/public-site';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Select } from '../../../components/form/select';
import { Textarea } from '../../../components/form/textarea';
import { applyFieldErrors, errorText } from '../../../lib/form-errors';
import { isValidPhone } from '../../../lib/phone';
import { registerPhone } from '../../../lib/phone-field';
import { blankToUndefined, useZodForm } from '../../../lib/use-zod-form';
import { postForm } from '../api/public-api';
import { navyButton } from '../components/styles';
import { officeByKey } from '../site-config';
import { Honeypot } from './honeypot';
import { ConsentField, FormSuccess, PersonFields } from './shared-fields';

/**
 * The server's text fields, plus the phone checked against its country's numbering plan and the CV file
 * checked by the contract's own rule (type and size; the server checks the content).
 */
const applicationFormSchema = jobApplicationFieldsSchema.extend({
  phone: jobApplicationFieldsSchema.shape.phone.refine((v) => !v || isValidPhone(v), {
    error: phoneMessages.invalid,
  }),
  cv: z.custom<FileList | undefined>().superRefine((files, ctx) => {
    const problem = checkCvFile(files?.[0]);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});

/** The job application: text fields plus a CV (PDF or DOCX, up to 5 MB), posted as multipart. */
export function JobApplicationForm({
  position,
  onPositionChange,
}: {
  position: string;
  onPositionChange: (slug: string) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useZodForm(applicationFormSchema, {
    defaultValues: {
      position,
      fullName: '',
      email: '',
      phone: '',
      linkedinUrl: '',
      coverLetter: '',
      website: '',
    },
  });
  const { register, handleSubmit, setValue, getValues, setError, trigger } = form;
  const { errors, isSubmitting, isSubmitted } = form.formState;

  // "Apply for this role" on an opening chooses the role here.
  useEffect(() => {
    if (getValues('position') !== position) setValue('position', position, { shouldValidate: isSubmitted });
  }, [position, getValues, setValue, isSubmitted]);

  const onSubmit = handleSubmit(async ({ cv, ...fields }) => {
    setFormError(null);
    const file = cv?.[0];
    if (!file) return;
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.append(k, String(v));
    body.append('cv', file, file.name);
    try {
      const res = await postForm<PublicFormResponse>(
        '/api/careers/applications',
        body,
        publicSiteMessages.careers.fallback,
      );
      setDone(res.message);
    } catch (err) {
      const status = err && typeof err === 'object' ? (err as { status?: unknown }).status : undefined;
      const message = errorText(err, publicSiteMessages.careers.fallback);
      if (status === 413 || status === 415) setError('cv', { type: 'server', message });
      else applyFieldErrors(err, setError, (path) => path in jobApplicationFieldsSchema.shape);
      setFormError(message);
    }
  });

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
        <Field label="Role" error={errors.position?.message}>
          <Select {...register('position', { onChange: (e) => onPositionChange(String(e.target.value)) })}>
            <option value="">Choose a role…</option>
            {CAREER_OPENINGS.map((o) => (
              <option key={o.slug} value={o.slug}>
                {o.title} ({officeByKey(o.office).city})
              </option>
            ))}
            <option value={GENERAL_APPLICATION.slug}>{GENERAL_APPLICATION.title}</option>
          </Select>
        </Field>
        <Field label="Office you would work from" error={errors.office?.message}>
          <Select {...register('office', { setValueAs: blankToUndefined })}>
            <option value="">Choose an office…</option>
            {OFFICE_KEYS.map((k) => (
              <option key={k} value={k}>
                {officeByKey(k).city} ({officeByKey(k).role})
              </option>
            ))}
          </Select>
        </Field>
        <PersonFields
          fields={{
            fullName: register('fullName'),
            email: register('email'),
            phone: registerPhone(form, 'phone'),
          }}
          errors={errors}
        />
        <Field label="LinkedIn profile (optional)" error={errors.linkedinUrl?.message}>
          <Input
            type="url"
            inputMode="url"
            placeholder="https://www.linkedin.com/in/…"
            {...register('linkedinUrl')}
          />
        </Field>
      </div>
      <Field label="CV" hint="PDF or Word (DOCX), up to 5 MB" error={errors.cv?.message}>
        <Input
          type="file"
          accept={CV_ACCEPT}
          className="h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
          // A file is checked as soon as it is chosen.
          {...register('cv', { onChange: () => void trigger('cv') })}
        />
      </Field>
      <Field
        label="Cover letter (optional)"
        hint={`Why this role, and what you would bring (up to ${COVER_LETTER_MAX} characters)`}
        error={errors.coverLetter?.message}
      >
        <Textarea className="min-h-36" rows={5} maxLength={COVER_LETTER_MAX} {...register('coverLetter')} />
      </Field>
      <ConsentField
        registration={register('consent')}
        value="true"
        error={errors.consent?.message}
        errorId="apply-consent-error"
      >
        I agree that Quayside may keep my application for one year to consider me for this and similar roles.
      </ConsentField>
      <Honeypot registration={register('website')} />
      <button type="submit" className={navyButton} disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Submit application'}
      </button>
    </form>
  );
}

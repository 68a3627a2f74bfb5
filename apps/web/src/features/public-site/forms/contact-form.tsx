import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { phoneMessages, publicSiteMessages } from '@quayside/contract/messages';
import {
  CONTACT_MESSAGE_MAX,
  contactMessageBodySchema,
  ENQUIRY_TOPIC_LABELS,
  ENQUIRY_TOPICS,
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
import { postJson } from '../api/public-api';
import { PLink } from '../components/prefetch-link';
import { navyButton } from '../components/styles';
import { Honeypot } from './honeypot';
import { ConsentField, FormSuccess, PersonFields } from './shared-fields';

/** The server's schema, plus the phone number checked against its country's numbering plan. */
const contactFormSchema = contactMessageBodySchema.extend({
  phone: contactMessageBodySchema.shape.phone.refine((v) => !v || isValidPhone(v), {
    error: phoneMessages.invalid,
  }),
});

/** The contact form: validated here and on the server with the same schema; posts to POST /api/contact. */
export function ContactForm() {
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [params] = useSearchParams();
  const presetTopic = params.get('topic');
  const form = useZodForm(contactFormSchema, {
    defaultValues: { fullName: '', email: '', phone: '', company: '', message: '', website: '' },
  });
  const { register, handleSubmit, setValue, getValues, setError } = form;
  const { errors, isSubmitting } = form.formState;

  // A link can choose the topic (/contact?topic=nri-tax); applied after hydration, as the page is prerendered.
  useEffect(() => {
    const topic = ENQUIRY_TOPICS.find((t) => t === presetTopic);
    if (topic && !getValues('topic')) setValue('topic', topic);
  }, [presetTopic, getValues, setValue]);

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      const res = await postJson<PublicFormResponse>(
        '/api/contact',
        body,
        publicSiteMessages.contact.fallback,
      );
      setDone(res.message);
    } catch (err) {
      applyFieldErrors(err, setError, (path) => path in contactMessageBodySchema.shape);
      setFormError(errorText(err, publicSiteMessages.contact.fallback));
    }
  });

  if (done) {
    return (
      <FormSuccess title="Message sent" message={done} testId="contact-success">
        <p className="mt-4 text-slate-600">
          In the meantime, try our{' '}
          <PLink to="/resources/tools" className="font-semibold text-brand-700 underline">
            free tools
          </PLink>{' '}
          or read the{' '}
          <PLink to="/faqs" className="font-semibold text-brand-700 underline">
            FAQs
          </PLink>
          .
        </p>
      </FormSuccess>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label="Contact form"
      className="relative space-y-5 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields
          fields={{
            fullName: register('fullName'),
            email: register('email'),
            phone: registerPhone(form, 'phone'),
          }}
          errors={errors}
          phoneOptional
        />
        <Field label="Company (optional)" error={errors.company?.message}>
          <Input autoComplete="organization" {...register('company')} />
        </Field>
      </div>
      <Field label="What do you need help with?" error={errors.topic?.message}>
        <Select {...register('topic', { setValueAs: blankToUndefined })}>
          <option value="">Choose a topic…</option>
          {ENQUIRY_TOPICS.map((t) => (
            <option key={t} value={t}>
              {ENQUIRY_TOPIC_LABELS[t]}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Your message"
        hint={`Where you are, what you are planning and any deadline (up to ${CONTACT_MESSAGE_MAX} characters)`}
        error={errors.message?.message}
      >
        <Textarea className="min-h-36" rows={6} maxLength={CONTACT_MESSAGE_MAX} {...register('message')} />
      </Field>
      <ConsentField
        registration={register('consent')}
        error={errors.consent?.message}
        errorId="consent-error"
      >
        I agree that Quayside may use these details to reply to me, as described in the{' '}
        <PLink to="/privacy" className="font-semibold text-brand-700 underline">
          privacy policy
        </PLink>
        .
      </ConsentField>
      <Honeypot registration={register('website')} />
      <button type="submit" className={navyButton} disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}

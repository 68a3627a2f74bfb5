import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { publicSiteMessages } from '@quayside/contract/messages';
import {
  CONTACT_MESSAGE_MAX,
  contactMessageBodySchema,
  ENQUIRY_TOPIC_LABELS,
  ENQUIRY_TOPICS,
  type EnquiryTopic,
  type PublicFormResponse,
} from '@quayside/contract/public-site';
import { Field, FormAlert } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { postJson, PublicApiError } from '../api/public-api';
import { Select, Textarea } from '../components/form-controls';
import { PLink } from '../components/prefetch-link';
import { navyButton } from '../components/styles';
import { Honeypot } from './honeypot';
import { ConsentField, FormSuccess, PersonFields } from './shared-fields';

type Values = {
  fullName: string;
  email: string;
  phone: string;
  company: string;
  topic: EnquiryTopic | '';
  message: string;
  consent: boolean;
  website: string;
};
const EMPTY: Values = {
  fullName: '',
  email: '',
  phone: '',
  company: '',
  topic: '',
  message: '',
  consent: false,
  website: '',
};

const firstErrors = (issues: { path: PropertyKey[]; message: string }[]) => {
  const out: Record<string, string> = {};
  for (const i of issues) out[String(i.path[0] ?? 'form')] ??= i.message;
  return out;
};

/** The contact form: validated here and on the server with the same schema; posts to POST /api/contact. */
export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [params] = useSearchParams();
  const presetTopic = params.get('topic');

  // A link can choose the topic (/contact?topic=nri-tax); applied after hydration, as the page is prerendered.
  useEffect(() => {
    const topic = ENQUIRY_TOPICS.find((t) => t === presetTopic);
    if (topic) setValues((v) => (v.topic ? v : { ...v, topic }));
  }, [presetTopic]);

  const toBody = (v: Values) => ({ ...v, topic: v.topic || undefined });
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    // After a first attempt, errors update as the visitor corrects them.
    if (submitted) {
      const parsed = contactMessageBodySchema.safeParse(toBody(next));
      setErrors(parsed.success ? {} : firstErrors(parsed.error.issues));
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const parsed = contactMessageBodySchema.safeParse(toBody(values));
    if (!parsed.success) {
      const errs = firstErrors(parsed.error.issues);
      setErrors(errs);
      const first = Object.keys(errs)[0];
      if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const res = await postJson<PublicFormResponse>(
        '/api/contact',
        parsed.data,
        publicSiteMessages.contact.fallback,
      );
      setDone(res.message);
    } catch (err) {
      if (err instanceof PublicApiError) {
        setErrors(err.fields);
        setFormError(err.message);
      } else setFormError(publicSiteMessages.contact.fallback);
    } finally {
      setSending(false);
    }
  };

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
        <PersonFields values={values} errors={errors} onChange={set} phoneOptional />
        <Field label="Company (optional)" error={errors.company}>
          <Input
            name="company"
            autoComplete="organization"
            value={values.company}
            onChange={(e) => set('company', e.target.value)}
          />
        </Field>
      </div>
      <Field label="What do you need help with?" error={errors.topic}>
        <Select
          name="topic"
          value={values.topic}
          onChange={(e) => set('topic', e.target.value as EnquiryTopic)}
        >
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
        error={errors.message}
      >
        <Textarea
          name="message"
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          value={values.message}
          onChange={(e) => set('message', e.target.value)}
        />
      </Field>
      <ConsentField
        checked={values.consent}
        onChange={(v) => set('consent', v)}
        error={errors.consent}
        errorId="consent-error"
      >
        I agree that Quayside may use these details to reply to me, as described in the{' '}
        <PLink to="/privacy" className="font-semibold text-brand-700 underline">
          privacy policy
        </PLink>
        .
      </ConsentField>
      <Honeypot value={values.website} onChange={(v) => set('website', v)} />
      <button type="submit" className={navyButton} disabled={sending} aria-busy={sending}>
        {sending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}

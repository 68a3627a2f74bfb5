import { z } from 'zod';
import { cursorParamSchema } from './cursor';

/**
 * Schemas of the public site's two forms: the contact form (POST /api/contact) and the job application
 * (POST /api/careers/applications, multipart). The web forms validate with these same schemas.
 */

export const ENQUIRY_TOPICS = [
  'incorporation',
  'corporate-secretary',
  'accounting',
  'tax-advisory',
  'legacy-planning',
  'fund-administration',
  'nri-tax',
  'other',
] as const;
export type EnquiryTopic = (typeof ENQUIRY_TOPICS)[number];
export const ENQUIRY_TOPIC_LABELS: Record<EnquiryTopic, string> = {
  incorporation: 'Company incorporation',
  'corporate-secretary': 'Corporate secretary and compliance',
  accounting: 'Accounting, bookkeeping and payroll',
  'tax-advisory': 'Tax advisory and filing',
  'legacy-planning': 'Legacy and estate planning',
  'fund-administration': 'Fund administration',
  'nri-tax': 'NRI tax filing (India)',
  other: 'Something else',
};

/** Limits shared by both sides. */
export const CONTACT_MESSAGE_MIN = 20;
export const CONTACT_MESSAGE_MAX = 5000;
export const COVER_LETTER_MAX = 4000;
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const fullName = z
  .string({ error: 'Enter your full name' })
  .trim()
  .min(2, { error: 'Enter your full name' })
  .max(120, { error: 'Use at most 120 characters' });
const email = z
  .string({ error: 'Enter your e-mail address' })
  .trim()
  .min(1, { error: 'Enter your e-mail address' })
  .max(254, { error: 'That e-mail address is too long' })
  .pipe(z.email({ error: 'Enter a valid e-mail address, like name@example.com' }));
const phoneChars = /^\+?[0-9()\-.\s]{7,24}$/;
const optionalPhone = z
  .string()
  .trim()
  .max(24, { error: 'Use at most 24 characters' })
  .refine((v) => v === '' || phoneChars.test(v), {
    error: 'Enter a phone number with country code, like +65 6123 4567',
  })
  .optional();
/** The honeypot: a field people never see or fill. Anything in it marks the submission as a bot's. */
const honeypot = z.string().max(500).optional();

export const contactMessageBodySchema = z.object({
  fullName,
  email,
  phone: optionalPhone,
  company: z.string().trim().max(160, { error: 'Use at most 160 characters' }).optional(),
  topic: z.enum(ENQUIRY_TOPICS, { error: 'Choose what you need help with' }),
  message: z
    .string({ error: 'Write your message' })
    .trim()
    .min(CONTACT_MESSAGE_MIN, { error: `Tell us a little more (at least ${CONTACT_MESSAGE_MIN} characters)` })
    .max(CONTACT_MESSAGE_MAX, { error: `Keep the message under ${CONTACT_MESSAGE_MAX} characters` }),
  consent: z.literal(true, { error: 'Please agree to our privacy policy so we can reply' }),
  website: honeypot,
});
export type ContactMessageBody = z.infer<typeof contactMessageBodySchema>;

export const publicFormResponseSchema = z.object({ message: z.string() });
export type PublicFormResponse = z.infer<typeof publicFormResponseSchema>;

export const OFFICE_KEYS = ['singapore', 'dubai', 'noida', 'agra'] as const;
export type OfficeKey = (typeof OFFICE_KEYS)[number];

/** Text fields of the multipart job application; the CV comes as the file field `cv`. */
export const jobApplicationFieldsSchema = z.object({
  fullName,
  email,
  phone: z
    .string({ error: 'Enter your phone number' })
    .trim()
    .regex(phoneChars, { error: 'Enter a phone number with country code, like +91 98100 12345' }),
  /** An opening's slug, or "general" for an open application. */
  position: z
    .string({ error: 'Choose the role you are applying for' })
    .trim()
    .min(1, { error: 'Choose the role you are applying for' })
    .max(80),
  office: z.enum(OFFICE_KEYS, { error: 'Choose the office you would work from' }),
  linkedinUrl: z
    .string()
    .trim()
    .max(300, { error: 'Use at most 300 characters' })
    .refine((v) => v === '' || /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/.+/i.test(v), {
      error: 'Enter a LinkedIn profile address starting with https://www.linkedin.com/',
    })
    .optional(),
  coverLetter: z
    .string()
    .trim()
    .max(COVER_LETTER_MAX, { error: `Keep it under ${COVER_LETTER_MAX} characters` })
    .optional(),
  /** Multipart sends text: "true" when the box is ticked. */
  consent: z.literal('true', {
    error: 'Please agree to our privacy policy so we can consider your application',
  }),
  website: honeypot,
});
export type JobApplicationFields = z.infer<typeof jobApplicationFieldsSchema>;

/** Client-side check of a chosen CV (the server checks the content itself). Returns an error text or null. */
export function checkCvFile(file: { name: string; size: number } | null | undefined): string | null {
  if (!file) return 'Attach your CV as a PDF or Word (DOCX) file';
  const ext = file.name.split('.').pop()?.toLowerCase();
  if (ext !== 'pdf' && ext !== 'docx') return 'Your CV must be a PDF or Word (DOCX) file';
  if (file.size > CV_MAX_BYTES) return `Your CV must be ${CV_MAX_BYTES / 1024 / 1024} MB or smaller`;
  if (file.size === 0) return 'That file is empty';
  return null;
}

/* Staff-side reads (admin): stored messages and applications, newest first, keyset paging. */

export const adminListQuerySchema = z.object({
  cursor: cursorParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const contactMessageSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  topic: z.enum(ENQUIRY_TOPICS),
  message: z.string(),
  createdAt: z.string(),
});
export const contactMessagesResponseSchema = z.object({
  messages: z.array(contactMessageSchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});

export const jobApplicationSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  position: z.string(),
  positionTitle: z.string(),
  office: z.enum(OFFICE_KEYS),
  linkedinUrl: z.string().nullable(),
  coverLetter: z.string().nullable(),
  cvFileName: z.string(),
  cvSizeBytes: z.number().int(),
  createdAt: z.string(),
});
export const jobApplicationsResponseSchema = z.object({
  applications: z.array(jobApplicationSchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});

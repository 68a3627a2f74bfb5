import { TEMPLATE_PURPOSE_LABELS, type TemplatePurpose } from '@quayside/contract/templates';

export const purposeLabel = (purpose: string) =>
  TEMPLATE_PURPOSE_LABELS[purpose as TemplatePurpose] ?? purpose;
export const FORMAT_LABELS = { docx: 'Word (DOCX)', html: 'HTML to PDF' } as const;
/** What a template file may be, for the file picker. */
export const ACCEPT_OF_FORMAT = {
  docx: '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  html: '.html,.htm,text/html',
} as const;

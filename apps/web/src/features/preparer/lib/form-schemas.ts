import { z } from 'zod';
import { notifyClientBodySchema } from '@quayside/contract/preparer';
import { createCompanyTaskBodySchema, requiredDocumentInputSchema, sendActionBodySchema } from '@quayside/contract/company-preparer';
import { isoDateSchema } from '@quayside/contract/fields';
import { formMessages } from '@quayside/contract/messages';

/** A text the form needs: blank reads "Required" (the contract's min(1) speaks to developers). */
const needed = (max: number) => z.string().trim().min(1, formMessages.required).max(max);

/** The contract's task body, with the form's texts for blank fields. */
export const createTaskFormSchema = createCompanyTaskBodySchema.extend({
  title: needed(200),
  dueDate: z.string().min(1, formMessages.required).pipe(isoDateSchema),
  requiredDocuments: z.array(requiredDocumentInputSchema.extend({ name: needed(200) })).max(20),
});

/** The contract's action body, with the form's texts for blank fields. */
export const sendActionFormSchema = sendActionBodySchema.extend({ title: needed(200), message: needed(2000) });

/** The contract's notification body, with the form's texts for blank fields. */
export const notifyFormSchema = notifyClientBodySchema.extend({ title: needed(200), message: needed(2000) });

import type { BaselineDoc } from '@quayside/contract/baseline-docs';
import { INCORPORATION_FILE_TYPE_LABELS, type IncorporationFileType } from '@quayside/contract/incorporation';
import type { Jurisdiction } from '@quayside/contract/services';
import type { Db } from '../../db/client';
import { activeBaselineDocs } from '../baseline-docs/baseline-docs.service';
import { createUserTasks, type UserTaskInput } from '../tasks/tasks.service';

type Person = { fullName: string; files: ReadonlyArray<IncorporationFileType> };
export type OpeningDoc = Pick<BaselineDoc, 'name' | 'description' | 'appliesTo' | 'isRequired' | 'allowMultiple'>;

/**
 * The required documents of a new company's opening task: the active baseline documents for it (the company's
 * once, a director's for each director, a shareholder's for each shareholder, named after the person), in the
 * list's order. A person's document the application already carries (an upload whose type reads as the
 * document's name, e.g. "passport") is not asked for again: it is in the "KYC documents" task.
 */
export function baselineRequirementsFor(input: { baseline: readonly OpeningDoc[]; directors: readonly Person[]; shareholders: readonly Person[] }): UserTaskInput['requirements'] {
  const has = (p: Person, name: string) => p.files.some((f) => INCORPORATION_FILE_TYPE_LABELS[f]?.toLowerCase() === name.toLowerCase());
  const out: UserTaskInput['requirements'] = [];
  for (const d of input.baseline) {
    const base = { description: d.description, isRequired: d.isRequired, allowMultiple: d.allowMultiple };
    if (d.appliesTo === 'company') out.push({ name: d.name, ...base });
    const people = d.appliesTo === 'director' ? input.directors : d.appliesTo === 'shareholder' ? input.shareholders : [];
    people.forEach((p, i) => {
      if (!has(p, d.name)) out.push({ name: `${d.name}: ${p.fullName} (${d.appliesTo} ${i + 1})`, ...base });
    });
  }
  return out;
}

/** Opens the new company's "Documents to provide" task from the baseline list (none when nothing is left to ask). */
export async function openBaselineDocumentsTask(
  tx: Db,
  input: { companyId: string; companyName: string; jurisdiction: Jurisdiction; ownerId: string; preparerId: string | null; directors: readonly Person[]; shareholders: readonly Person[]; dueDate: string },
): Promise<string | null> {
  const baseline = await activeBaselineDocs(tx, { appliesTo: ['company', 'director', 'shareholder'], service: 'incorporation', jurisdiction: input.jurisdiction });
  const requirements = baselineRequirementsFor({ baseline, directors: input.directors, shareholders: input.shareholders });
  if (requirements.length === 0) return null;
  const [taskId] = await createUserTasks(tx, {
    userId: input.ownerId,
    companyId: input.companyId,
    preparerId: input.preparerId,
    createdById: null,
    link: (id) => `/dashboard/client/tasks/${id}`,
    tasks: [
      {
        title: `Documents to provide for ${input.companyName}`,
        description: 'The standard documents we need from every new company and its people. Upload each one here.',
        dueDate: input.dueDate,
        priority: 'normal',
        category: 'baseline_documents',
        requirements,
      },
    ],
  });
  return taskId ?? null;
}

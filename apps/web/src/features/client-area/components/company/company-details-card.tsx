import { useState } from 'react';
import { Building2, Pencil } from 'lucide-react';
import { toast } from 'sonner';
import { companyMessages } from '@quayside/contract/messages';
import {
  COMPANY_TYPE_LABELS,
  companyInputSchema,
  type Company,
  type CompanyType,
} from '@quayside/contract/companies';
import { JURISDICTION_LABELS } from '@quayside/contract/services';
import { Button } from '../../../../components/ui/button';
import { Card, CardHeader } from '../../../../components/ui/card';
import { Field, FormAlert } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { Modal } from '../../../../components/ui/modal';
import { useUpdateCompanyMutation } from '../../api/update-company';
import { formatDay } from '../../lib/format';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Textarea } from '../form-controls';
import { canEdit, LockedNote } from './locked-note';

/**
 * What the client may change about the company itself. Registration number, incorporation date, jurisdiction
 * and company type come from the registry and are kept by the firm; the name, address, activity, contacts and
 * financial year end are the client's to correct while the flag allows.
 */
const clientCompanySchema = companyInputSchema.pick({
  name: true,
  registeredAddress: true,
  businessActivity: true,
  contactEmail: true,
  contactNumber: true,
  financialYearEnd: true,
});

const valuesOf = (c: Company) => ({
  name: c.name,
  registeredAddress: c.registeredAddress ?? '',
  businessActivity: c.businessActivity ?? '',
  contactEmail: c.contactEmail ?? '',
  contactNumber: c.contactNumber ?? '',
  financialYearEnd: c.financialYearEnd,
});

export function CompanyDetailsCard({ company }: { company: Company }) {
  const [open, setOpen] = useState(false);
  const editable = canEdit(company, 'company');
  const rows: Array<[string, string | null]> = [
    ['Registration number', company.registrationNumber],
    ['Jurisdiction', JURISDICTION_LABELS[company.jurisdiction]],
    ['Company type', COMPANY_TYPE_LABELS[company.companyType as CompanyType] ?? company.companyType],
    ['Incorporated', company.incorporationDate ? formatDay(company.incorporationDate) : null],
    ['Financial year end', fyeLabel(company.financialYearEnd)],
    ['Registered address', company.registeredAddress],
    ['Business activity', company.businessActivity],
    ['Contact e-mail', company.contactEmail],
    ['Contact number', company.contactNumber],
  ];
  return (
    <Card>
      <CardHeader
        title="Company details"
        icon={<Building2 className="size-5" aria-hidden="true" />}
        action={
          editable ? (
            <Button
              size="sm"
              variant="secondary"
              icon={<Pencil className="size-4" aria-hidden="true" />}
              onClick={() => setOpen(true)}
            >
              Edit
            </Button>
          ) : null
        }
      />
      <dl className="grid gap-x-6 gap-y-3 px-5 py-4 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-slate-500">{label}</dt>
            <dd className="mt-0.5 break-words text-slate-900">
              {value || <span className="text-slate-400">Not given</span>}
            </dd>
          </div>
        ))}
      </dl>
      {!editable ? <LockedNote dashboardLocked={company.dashboardLocked} /> : null}
      {open ? <EditCompanyModal company={company} onClose={() => setOpen(false)} /> : null}
    </Card>
  );
}

const monthName = new Intl.DateTimeFormat(undefined, { month: 'long' });
function fyeLabel(mmdd: string): string {
  const [m, d] = mmdd.split('-').map(Number);
  if (!m || !d) return mmdd;
  return `${d} ${monthName.format(new Date(2024, m - 1, 1))}`;
}

function EditCompanyModal({ company, onClose }: { company: Company; onClose: () => void }) {
  const form = useSchemaForm(clientCompanySchema, valuesOf(company));
  const [update, state] = useUpdateCompanyMutation();
  const india = company.jurisdiction === 'IN';

  async function save() {
    const body = form.validate();
    if (!body) return;
    try {
      const result = await update({ id: company.id, body }).unwrap();
      toast.success(result.message || companyMessages.success.updated);
      onClose();
    } catch (error) {
      form.showServerError(error, companyMessages.fallback.update);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Edit company details"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={state.isLoading}>
            Cancel
          </Button>
          <Button type="submit" form="company-form" loading={state.isLoading}>
            Save changes
          </Button>
        </>
      }
    >
      <form
        id="company-form"
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {form.formError ? (
          <div className="sm:col-span-2">
            <FormAlert>{form.formError}</FormAlert>
          </div>
        ) : null}
        <Field label="Company name" error={form.errors.name} className="sm:col-span-2">
          <Input
            value={form.str('name')}
            onChange={(e) => form.set('name', e.target.value)}
            maxLength={160}
          />
        </Field>
        <Field label="Registered address" error={form.errors.registeredAddress} className="sm:col-span-2">
          <Textarea
            rows={2}
            value={form.str('registeredAddress')}
            onChange={(e) => form.set('registeredAddress', e.target.value)}
            maxLength={400}
          />
        </Field>
        <Field label="Business activity" error={form.errors.businessActivity} className="sm:col-span-2">
          <Textarea
            rows={2}
            value={form.str('businessActivity')}
            onChange={(e) => form.set('businessActivity', e.target.value)}
            maxLength={400}
          />
        </Field>
        <Field label="Contact e-mail" error={form.errors.contactEmail}>
          <Input
            type="email"
            value={form.str('contactEmail')}
            onChange={(e) => form.set('contactEmail', e.target.value)}
            autoComplete="email"
          />
        </Field>
        <Field label="Contact number" error={form.errors.contactNumber}>
          <Input
            type="tel"
            value={form.str('contactNumber')}
            onChange={(e) => form.set('contactNumber', e.target.value)}
            autoComplete="tel"
          />
        </Field>
        <Field
          label="Financial year end (MM-DD)"
          error={form.errors.financialYearEnd}
          hint={
            india
              ? 'Every Indian company’s financial year ends on 31 March (03-31).'
              : 'Changing it moves your compliance deadlines.'
          }
        >
          <Input
            value={form.str('financialYearEnd')}
            onChange={(e) => form.set('financialYearEnd', e.target.value)}
            placeholder="12-31"
            disabled={india}
            inputMode="numeric"
            maxLength={5}
          />
        </Field>
      </form>
    </Modal>
  );
}

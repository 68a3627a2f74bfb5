import { useState } from 'react';
import { rulesMessages } from '@quayside/contract/messages';
import { Scale } from 'lucide-react';
import type { Company, CompanyCompliance } from '@quayside/contract/companies';
import { Field } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { toastFailure, toastSuccess } from '../../../lib/toast-result';
import { useUpdateCompanyComplianceMutation } from '../api/update-compliance';

type Flag = Exclude<keyof CompanyCompliance, 'firstFinancialYearEnd'>;

const FLAGS: { key: Flag; label: string; hint: string }[] = [
  { key: 'listed', label: 'Listed on an exchange', hint: 'Singapore: AGM within 4 months, annual return within 5' },
  { key: 'gstVatRegistered', label: 'Registered for GST / VAT', hint: 'Adds GST F5 (Singapore) or VAT returns (UAE)' },
  { key: 'employsLocalStaff', label: 'Employed local staff last year', hint: "Singapore's CIT rebate cash grant" },
  { key: 'transferPricing', label: 'Transfer pricing (India)', hint: 'Form 3CEB by 31 October; return by 30 November' },
  { key: 'auditRequired', label: 'Accounts audited under tax law (India)', hint: 'Tax audit report; an LLP files by 31 October' },
];

const DEFAULTS: CompanyCompliance = { listed: false, gstVatRegistered: false, employsLocalStaff: false, transferPricing: false, auditRequired: false, firstFinancialYearEnd: null };

/** The facts the compliance rules need beyond type and dates; saving recomputes the company's calendar. */
export function ComplianceCard({ company }: { company: Company }) {
  const initial = company.compliance ?? DEFAULTS;
  const [facts, setFacts] = useState<CompanyCompliance>(initial);
  const [error, setError] = useState<string | undefined>();
  const [save, { isLoading }] = useUpdateCompanyComplianceMutation();
  const onSave = async () => {
    setError(undefined);
    try {
      const res = await save({ id: company.id, ...facts }).unwrap();
      toastSuccess(res, rulesMessages.success.compliance);
    } catch (err) {
      const fields = (err as { data?: { fields?: Record<string, string[]> } }).data?.fields;
      setError(fields?.firstFinancialYearEnd?.[0]);
      toastFailure(err, rulesMessages.fallback.compliance);
    }
  };
  return (
    <Card>
      <CardHeader title="Compliance facts" icon={<Scale className="size-5" aria-hidden="true" />} description="What the compliance calendar needs besides the type and dates. Saving recomputes the calendar; entries that no longer apply are withdrawn with a note." />
      <CardBody className="space-y-3">
        {FLAGS.map((f) => (
          <label key={f.key} className="flex items-start gap-3 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={facts[f.key]}
              onChange={(e) => setFacts((prev) => ({ ...prev, [f.key]: e.target.checked }))}
              className="mt-0.5 h-4 w-4 accent-brand-700"
            />
            <span>
              <span className="font-medium text-slate-900">{f.label}</span>
              <span className="block text-slate-500">{f.hint}</span>
            </span>
          </label>
        ))}
        <Field label="First financial year end" hint="Only when the first year is longer or shorter (Singapore up to 18 months; UAE 6 to 18)" error={error}>
          <Input type="date" value={facts.firstFinancialYearEnd ?? ''} onChange={(e) => setFacts((prev) => ({ ...prev, firstFinancialYearEnd: e.target.value || null }))} />
        </Field>
        <div className="flex justify-end">
          <Button onClick={onSave} loading={isLoading}>
            Save compliance facts
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}

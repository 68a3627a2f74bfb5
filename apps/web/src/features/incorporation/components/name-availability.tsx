import { useEffect, useState } from 'react';
import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { checkNameBodySchema } from '@quayside/contract/incorporation';
import { incorporationMessages } from '@quayside/contract/messages';
import type { Jurisdiction } from '@quayside/contract/services';
import { Spinner } from '../../../components/ui/spinner';
import { useLazyCheckCompanyNameQuery } from '../api/check-company-name';
import { errorText } from '../../../lib/form-errors';

export type NameCheck =
  | { status: 'idle' }
  | { status: 'checking'; name: string }
  | { status: 'available'; name: string }
  | { status: 'taken'; name: string; reason: string }
  | { status: 'error'; name: string; message: string };

const DEBOUNCE_MS = 450;

/**
 * Live availability of a proposed name (POST /check-name), asked once the visitor pauses typing. A newer
 * keystroke cancels the question in flight, so an old answer never overwrites a newer one.
 */
export function useNameAvailability(
  name: string,
  sessionId: string | null,
  jurisdiction?: Jurisdiction | undefined,
): NameCheck {
  const [check, setCheck] = useState<NameCheck>({ status: 'idle' });
  const [checkCompanyName] = useLazyCheckCompanyNameQuery();
  useEffect(() => {
    const parsed = checkNameBodySchema.shape.companyName.safeParse(name);
    if (!parsed.success) {
      setCheck({ status: 'idle' });
      return;
    }
    const candidate = parsed.data;
    let asked: { abort: () => void } | null = null;
    let cancelled = false;
    const timer = setTimeout(() => {
      setCheck({ status: 'checking', name: candidate });
      const request = checkCompanyName({
        companyName: candidate,
        ...(sessionId ? { sessionId } : {}),
        ...(jurisdiction ? { jurisdiction } : {}),
      });
      asked = request;
      request
        .unwrap()
        .then(({ data }) => {
          if (cancelled) return;
          setCheck(
            data.available
              ? { status: 'available', name: candidate }
              : {
                  status: 'taken',
                  name: candidate,
                  reason: data.reason ?? incorporationMessages.errors.nameReserved,
                },
          );
        })
        .catch((e: unknown) => {
          if (cancelled) return;
          setCheck({
            status: 'error',
            name: candidate,
            message: errorText(e, incorporationMessages.fallback.checkName),
          });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      cancelled = true;
      asked?.abort();
    };
  }, [name, sessionId, jurisdiction, checkCompanyName]);
  return check;
}

/** The answer under the name field, announced politely to screen readers. */
export function NameAvailability({ check, testIdPrefix = 'name' }: { check: NameCheck; testIdPrefix?: string }) {
  return (
    <div aria-live="polite" className="min-h-5 text-sm">
      {check.status === 'checking' ? (
        <span className="flex items-center gap-1.5 text-slate-600">
          <Spinner className="[&_svg]:size-4" label="Checking" /> Checking availability…
        </span>
      ) : check.status === 'available' ? (
        <span className="flex items-center gap-1.5 font-medium text-emerald-700" data-testid={`${testIdPrefix}-available`}>
          <CircleCheck className="size-4" aria-hidden="true" /> {incorporationMessages.success.nameAvailable}
        </span>
      ) : check.status === 'taken' ? (
        <span className="flex items-start gap-1.5 text-red-700" data-testid={`${testIdPrefix}-taken`}>
          <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {check.reason}
        </span>
      ) : check.status === 'error' ? (
        <span className="flex items-start gap-1.5 text-amber-800">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {check.message}
        </span>
      ) : null}
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Globe2 } from 'lucide-react';
import { adminUserMessages, type AdminUser } from '@quayside/contract/admin-users';
import { FormAlert } from '../../../components/form/field';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/form-errors';
import { useGetDefaultNriPreparerQuery, useSetDefaultNriPreparerMutation } from '../api/default-nri-preparer';
import { UserPicker } from './user-picker';

/**
 * The preparer a paid NRI filing goes to when its client has none yet. Without one, the active preparer with the
 * fewest NRI clients is chosen.
 */
export function DefaultNriPreparerCard() {
  const current = useGetDefaultNriPreparerQuery();
  const [save, { isLoading }] = useSetDefaultNriPreparerMutation();
  const [picked, setPicked] = useState<AdminUser | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (preparerId: string | null) => {
    setError(null);
    try {
      const result = await save({ preparerId }).unwrap();
      toast.success(result.message);
      setPicked(null);
    } catch (err) {
      setError(errorText(err, adminUserMessages.fallback.saveDefaultNriPreparer));
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!picked) {
      setError('Choose the preparer.');
      return;
    }
    void send(picked.id);
  };

  return (
    <Card>
      <CardHeader
        title="Default preparer for new NRI clients"
        icon={<Globe2 className="size-5" aria-hidden="true" />}
        description="A paid NRI tax filing whose client has no preparer yet is assigned here. Without a default, the preparer with the fewest NRI clients gets it."
      />
      <CardBody>
        <QueryState query={current} failure={adminUserMessages.fallback.defaultNriPreparer}>
          <p className="mb-4 text-sm text-slate-700">
            {current.data?.preparer ? (
              <>
                Now: <strong className="font-semibold text-slate-900">{current.data.preparer.fullName}</strong>{' '}
                <span className="text-slate-500">({current.data.preparer.email})</span>
              </>
            ) : (
              'Now: no default; the preparer with the fewest NRI clients is chosen.'
            )}
          </p>
          <form onSubmit={submit} noValidate className="space-y-4">
            <UserPicker label="New default preparer" kind="company" role="preparer" value={picked} onChange={setPicked} />
            {error ? <FormAlert>{error}</FormAlert> : null}
            <div className="flex flex-wrap justify-end gap-2">
              {current.data?.preparer ? (
                <Button variant="secondary" onClick={() => void send(null)} disabled={isLoading}>
                  Clear default
                </Button>
              ) : null}
              <Button type="submit" loading={isLoading}>
                Save default
              </Button>
            </div>
          </form>
        </QueryState>
      </CardBody>
    </Card>
  );
}

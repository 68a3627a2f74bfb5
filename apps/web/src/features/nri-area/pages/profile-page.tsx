import { useState } from 'react';
import { Lock, UserRound } from 'lucide-react';
import { nriClientMessages } from '@quayside/contract/messages';
import { NriProfileDetails, NriProfileForm } from '../../../components/nri/nri-profile';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { FormAlert } from '../../../components/form/field';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { TextSkeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { toastSuccess } from '../../../lib/toast-result';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetNriProfileQuery } from '../api/get-profile';
import { useUpdateNriProfileMutation } from '../api/update-profile';

/** /dashboard/nri/profile: the details the return is prepared from; editable only while the preparer allows it. */
export function NriProfilePage() {
  useDocumentTitle('Profile');
  const query = useGetNriProfileQuery();
  const profile = query.data;
  const [editing, setEditing] = useState(false);
  const [update, state] = useUpdateNriProfileMutation();
  return (
    <div>
      <PageHeader title="Profile" description="The details your tax return is prepared from." />
      <Card className="overflow-hidden">
        <CardHeader
          title="Your details"
          description={profile ? `Last changed ${formatDateTime(profile.updatedAt)}` : undefined}
          icon={<UserRound className="size-5" aria-hidden="true" />}
          action={
            profile?.canEditProfile && !editing ? (
              <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                Edit details
              </Button>
            ) : undefined
          }
        />
        <QueryState query={query} failure={nriClientMessages.fallback.profile} skeleton={<TextSkeleton lines={8} label="Loading your details" />}>
          {profile ? (
            <>
              {!profile.canEditProfile ? (
                <div className="px-5 pt-4">
                  <FormAlert tone="info">
                    <span className="flex items-start gap-2">
                      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                      {nriClientMessages.errors.profileLocked}
                    </span>
                  </FormAlert>
                </div>
              ) : null}
              {editing && profile.canEditProfile ? (
                <NriProfileForm
                  key={profile.updatedAt}
                  profile={profile}
                  saving={state.isLoading}
                  failure={state.isError ? errorText(state.error, nriClientMessages.fallback.updateProfile) : null}
                  onSave={async (body) => {
                    const result = await update(body).unwrap();
                    toastSuccess(result, nriClientMessages.success.updated);
                    setEditing(false);
                  }}
                  extra={
                    <div className="flex justify-end">
                      <Button variant="ghost" onClick={() => setEditing(false)} disabled={state.isLoading}>
                        Cancel
                      </Button>
                    </div>
                  }
                />
              ) : (
                <NriProfileDetails profile={profile} />
              )}
            </>
          ) : null}
        </QueryState>
      </Card>
    </div>
  );
}

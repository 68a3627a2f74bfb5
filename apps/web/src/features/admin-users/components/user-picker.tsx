import { useEffect, useId, useState } from 'react';
import type { AdminUser } from '@quayside/contract/admin-users';
import type { Role } from '@quayside/contract/roles';
import { Select } from '../../../components/form/select';
import { SearchInput } from '../../../components/ui/search-input';
import { errorText } from '../../../lib/form-errors';
import type { UserListKind } from '../api/get-users-pages';
import { useSearchUsersQuery } from '../api/search-users';

const PICKER_TAKE = 50;

/**
 * Pick one user of a role: type part of a name or e-mail to narrow the list, then choose. A native select, so it
 * works with the keyboard and screen readers as any select does. Deleted, blocked and suspended accounts are left
 * out (they cannot work).
 */
export function UserPicker({
  label,
  kind,
  role,
  value,
  onChange,
}: {
  label: string;
  kind: UserListKind;
  role: Role;
  value: AdminUser | null;
  onChange: (user: AdminUser | null) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const query = useSearchUsersQuery({ kind, role, q, take: PICKER_TAKE, isDeleted: false, isSuspended: false });
  const found = (query.data?.users ?? []).filter((u) => !u.isBlocked);
  const options = value && !found.some((u) => u.id === value.id) ? [value, ...found] : found;
  const more = (query.data?.count ?? 0) > PICKER_TAKE;

  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <SearchInput
        aria-label={`Search ${label.toLowerCase()} by name or e-mail`}
        placeholder="Type a name or e-mail"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Select
        id={id}
        aria-label={label}
        value={value?.id ?? ''}
        onChange={(e) => onChange(options.find((u) => u.id === e.target.value) ?? null)}
      >
        <option value="">{query.isFetching && !query.data ? 'Loading…' : options.length ? `Choose (${options.length}${more ? '+' : ''})` : 'No match'}</option>
        {options.map((u) => (
          <option key={u.id} value={u.id}>
            {u.fullName} ({u.email})
          </option>
        ))}
      </Select>
      {query.isError ? <p className="text-sm text-red-700">{errorText(query.error, 'Request failed')}</p> : null}
      {more ? <p className="text-xs text-slate-500">Showing the {PICKER_TAKE} newest; type to narrow.</p> : null}
    </fieldset>
  );
}

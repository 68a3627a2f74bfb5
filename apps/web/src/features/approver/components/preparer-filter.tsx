import { FilterSelect } from '../../../components/form/select';
import { useGetPreparersLoadQuery } from '../api/get-preparers-load';

/** "All preparers" or one of the preparers under the approver (a labelled select for a list's filter bar). */
export function PreparerFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string | undefined;
  onChange: (preparerId: string) => void;
}) {
  const preparers = useGetPreparersLoadQuery();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Preparer
      </label>
      <FilterSelect id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
        <option value="">All preparers</option>
        {(preparers.data ?? []).map((p) => (
          <option key={p.preparer.id} value={p.preparer.id}>
            {p.preparer.fullName}
          </option>
        ))}
      </FilterSelect>
    </>
  );
}

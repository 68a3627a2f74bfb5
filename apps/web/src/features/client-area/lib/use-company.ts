import { useDispatch, useSelector } from 'react-redux';
import { companyChosen, selectCurrentCompanyId } from '../client-area-slice';

/** The chosen company as the `companyId` query of the client calls ({} = the server's default company). */
export function useCompanyArg(): { companyId?: string } {
  const companyId = useSelector(selectCurrentCompanyId);
  return companyId ? { companyId } : {};
}

export function useChooseCompany() {
  const dispatch = useDispatch();
  return (id: string | null) => dispatch(companyChosen(id));
}

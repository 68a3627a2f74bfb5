import { toast } from 'sonner';
import { errorText } from '../../../lib/form-errors';

/** A success toast with the server's message (else the catalogue's text). */
export function toastSuccess(result: { message?: string } | undefined, fallback: string) {
  toast.success(result?.message || fallback);
}

/** An error toast with the server's reason (else the call's fallback). */
export function toastFailure(error: unknown, fallback: string) {
  toast.error(errorText(error, fallback));
}

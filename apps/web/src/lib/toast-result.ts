import { toast } from 'sonner';
import { errorText } from './form-errors';

/**
 * Runs a call and says how it went: a success toast with the server's message (else the catalogue's success
 * text), or an error toast with the server's reason (else the call's fallback). Resolves whether it succeeded.
 */
export async function toastResult(
  call: () => PromiseLike<{ message?: string }>,
  texts: { success: string; failure: string },
): Promise<boolean> {
  try {
    const result = await call();
    toast.success(result.message || texts.success);
    return true;
  } catch (error) {
    toast.error(errorText(error, texts.failure));
    return false;
  }
}

/** A success toast with the server's message (else the catalogue's text). */
export function toastSuccess(result: { message?: string } | undefined, fallback: string) {
  toast.success(result?.message || fallback);
}

/** An error toast with the server's reason (else the call's fallback). */
export function toastFailure(error: unknown, fallback: string) {
  toast.error(errorText(error, fallback));
}

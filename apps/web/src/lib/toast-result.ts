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

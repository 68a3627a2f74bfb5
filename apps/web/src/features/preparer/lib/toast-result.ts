// The preparer area's toasts are the app's (src/lib/toast-result.ts).
export { toastFailure, toastSuccess } from '../../../lib/toast-result';

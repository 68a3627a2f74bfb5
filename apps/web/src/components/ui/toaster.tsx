import { useEffect } from 'react';
import { Toaster, toast, useSonner } from 'sonner';

/** Dismisses every toast but the newest (sonner lists the newest first; an updated toast keeps its place). */
function OneToastAtATime() {
  const { toasts } = useSonner();
  useEffect(() => {
    for (const older of toasts.slice(1)) toast.dismiss(older.id);
  }, [toasts]);
  return null;
}

/**
 * The app's toasts: one at a time, a new one replacing the one on screen (issue 12, item 8), so that messages
 * never stack up over the page. Their texts are the catalogue's (contract messages).
 */
export function AppToaster() {
  return (
    <>
      <Toaster
        position="bottom-right"
        richColors
        closeButton
        visibleToasts={1}
        toastOptions={{ duration: 5000 }}
      />
      <OneToastAtATime />
    </>
  );
}

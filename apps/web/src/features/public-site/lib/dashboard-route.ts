import { landingRouteFor } from '@quayside/contract/roles';
import type { AppStore } from '../../../app/store';
import { fetchProfile, selectAuth, selectUser } from '../../../lib/session/session-slice';

/**
 * Where the "Dashboard" button goes (part 1 section 2): the role's landing route when the user and role are
 * already known; otherwise the profile is fetched and its role used; if that fails or no role comes back, /login.
 */
export async function dashboardRouteFor(store: AppStore): Promise<string> {
  const known = selectUser(store.getState());
  if (known?.role) return landingRouteFor(known.role);
  const result = await store.dispatch(fetchProfile());
  if (fetchProfile.fulfilled.match(result)) {
    return result.payload.role ? landingRouteFor(result.payload.role) : '/login';
  }
  // Skipped because a profile fetch is already under way: wait for its answer.
  if (result.meta.condition) {
    const user = await new Promise<ReturnType<typeof selectUser>>((resolve) => {
      const check = () => {
        const auth = selectAuth(store.getState());
        if (auth.status === 'loading') return false;
        resolve(auth.user);
        return true;
      };
      if (check()) return;
      const unsubscribe = store.subscribe(() => {
        if (check()) unsubscribe();
      });
    });
    return user?.role ? landingRouteFor(user.role) : '/login';
  }
  return '/login';
}

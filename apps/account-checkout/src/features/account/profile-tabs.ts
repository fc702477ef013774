import type { ProfileTab } from '@rona/routes';

/** The member area's tabs in the order the spec lists them; `points` is the default. */
export const PROFILE_TABS: readonly ProfileTab[] = ['points', 'profile', 'destination', 'bank', 'analytic', 'settings'];

export function profileTabOf(action: string | null): ProfileTab {
  return PROFILE_TABS.find((tab) => tab === action) ?? 'points';
}

import type { ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';

/** One entry of a dashboard's side navigation. */
export type NavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on exactly this path (for an area's home). */
  end?: boolean;
  /** A count beside the label (e.g. unread notifications); renders nothing when there is none. May be lazy. */
  badge?: ComponentType;
  /**
   * The heading of the group this entry belongs to (a long navigation, such as the admin's, reads as a few short
   * labelled lists). Consecutive entries with the same group form one list; entries without one stand alone.
   */
  group?: string;
};

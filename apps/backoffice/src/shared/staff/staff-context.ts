import { createContext, useContext } from 'react';
import type { StaffMe } from '@rona/domain';

/** The signed-in staff member (`GET /admin/v1/me`), provided by RequireStaff. */
export const StaffContext = createContext<StaffMe | null>(null);

export function useStaff(): StaffMe {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside RequireStaff');
  return staff;
}

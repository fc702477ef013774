import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** The header's pop-ups. At most one is open at a time (spec: the dropdowns are mutually exclusive). */
export type HeaderMenuId = 'cart' | 'notifications' | 'account' | 'search' | 'burger';

interface HeaderMenus {
  open: HeaderMenuId | null;
  toggle: (id: HeaderMenuId) => void;
  show: (id: HeaderMenuId) => void;
  close: () => void;
}

const HeaderMenusContext = createContext<HeaderMenus | null>(null);

/** Holds which header menu is open and closes it whenever the route (path or query) changes. */
export function HeaderMenusProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<HeaderMenuId | null>(null);
  const { pathname, search } = useLocation();
  useEffect(() => setOpen(null), [pathname, search]);
  const toggle = useCallback((id: HeaderMenuId) => setOpen((current) => (current === id ? null : id)), []);
  const show = useCallback((id: HeaderMenuId) => setOpen(id), []);
  const close = useCallback(() => setOpen(null), []);
  const value = useMemo(() => ({ open, toggle, show, close }), [open, toggle, show, close]);
  return <HeaderMenusContext.Provider value={value}>{children}</HeaderMenusContext.Provider>;
}

export function useHeaderMenus(): HeaderMenus {
  const menus = useContext(HeaderMenusContext);
  if (!menus) throw new Error('useHeaderMenus needs <HeaderMenusProvider>');
  return menus;
}

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { rememberColor } from '@rona/domain/browser';
import { loadRecentColors, saveRecentColors } from './draft-storage';

const RecentColors = createContext<{ colors: string[]; remember: (color: string) => void }>({
  colors: [],
  remember: () => undefined,
});

/** The picker's recent colours, newest first, at most 9 (spec 3 §5), kept across pages. */
export function RecentColorsProvider({ children }: { children: ReactNode }) {
  const [colors, setColors] = useState(loadRecentColors);
  const remember = useCallback((color: string) => {
    setColors((list) => {
      const next = rememberColor(list, color);
      saveRecentColors(next);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ colors, remember }), [colors, remember]);
  return <RecentColors.Provider value={value}>{children}</RecentColors.Provider>;
}

export const useRecentColors = () => useContext(RecentColors);

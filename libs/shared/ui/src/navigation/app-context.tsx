import { createContext, useContext } from 'react';
import type { AppName } from '@rona/routes';

/** Which app is rendering, so shared links know whether a path is client-side or a full page load. */
export const CurrentAppContext = createContext<AppName>('storefront');
export const useCurrentApp = () => useContext(CurrentAppContext);

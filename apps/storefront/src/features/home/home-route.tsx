import type { QueryClient } from '@tanstack/react-query';
import { HomePage } from './home-page';

export function homeRoute(_queryClient: QueryClient) {
  return { Component: HomePage };
}

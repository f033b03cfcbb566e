import { useContext } from 'react';
import type { HttpClient } from '../http.ts';
import { HttpClientContext } from './HttpClientContext.ts';

export function useHttpClient(): HttpClient {
  return useContext(HttpClientContext);
}

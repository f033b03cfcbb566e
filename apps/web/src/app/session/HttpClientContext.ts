import { createContext } from 'react';
import { http, type HttpClient } from '../http.ts';

/**
 * The API client screens call through. The session provider puts its own client here, so a test
 * that gives the providers a fake client fakes every call of the page too; without a provider it
 * is the app-wide client.
 */
export const HttpClientContext = createContext<HttpClient>(http);

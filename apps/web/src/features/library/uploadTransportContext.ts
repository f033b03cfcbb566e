// The transport uploads travel by: XMLHttpRequest in the browser, a scripted one in tests.
import { createContext, useContext } from 'react';
import { xhrUploadTransport, type UploadTransport } from './uploadTransport.ts';

export const UploadTransportContext = createContext<UploadTransport>(xhrUploadTransport);

export const useUploadTransport = (): UploadTransport => useContext(UploadTransportContext);

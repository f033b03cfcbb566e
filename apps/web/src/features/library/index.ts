export { LibraryPage } from './LibraryPage.tsx';
export { UploadTransportContext } from './uploadTransportContext.ts';
export type { UploadTransport, UploadRequest, UploadResponse } from './uploadTransport.ts';

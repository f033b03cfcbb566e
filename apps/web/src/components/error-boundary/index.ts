export { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary.tsx';
export { ErrorPanel } from './ErrorPanel.tsx';
export { ChunkLoadError, isChunkLoadError, CHUNK_LOAD_TIMEOUT_MS } from './ChunkLoadError.ts';
export { loadWithTimeout } from './loadWithTimeout.ts';
export { isDebugMode } from './debugMode.ts';

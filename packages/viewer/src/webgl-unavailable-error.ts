/**
 * Thrown by the SurfaceViewer constructor when no WebGL 2 context can be created (old browser, disabled
 * GPU, too many live contexts). A distinct class so callers can show their static fallback for this case
 * and still report every other error.
 */
export class WebGLUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WebGLUnavailableError';
  }
}

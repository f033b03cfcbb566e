import { describe, expect, it } from 'vitest';
import { SurfaceViewer } from './surface-viewer.ts';
import { WebGLUnavailableError } from './webgl-unavailable-error.ts';

// happy-dom has no WebGL, which is exactly the failure path callers must handle with a fallback.
describe('SurfaceViewer without WebGL', () => {
  it('throws WebGLUnavailableError and leaves the container untouched', () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    let error: unknown;
    try {
      new SurfaceViewer(container);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(WebGLUnavailableError);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/WebGL 2 is not available/);
    expect(container.childNodes).toHaveLength(0);
  });
});

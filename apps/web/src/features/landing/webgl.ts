// The hero's live demo needs WebGL 2 (the viewer keeps heights in a float texture). Probing first
// lets the page explain what is missing instead of showing an empty frame when the browser has no
// GPU access: blocklisted drivers, hardware acceleration switched off, locked-down kiosks.

export function canUseWebGL(): boolean {
  try {
    const context = document.createElement('canvas').getContext('webgl2');
    if (!context) return false;
    // Release the probe context at once: browsers cap live WebGL contexts (often at 16) and the
    // viewer needs one of its own.
    context.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}

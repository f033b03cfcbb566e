// GLSL for the height-field material. three.js compiles ShaderMaterial as GLSL ES 3.00 (WebGL 2) and
// maps `varying`/`gl_FragColor`, so texelFetch is available: heights are read texel-exactly, never
// filtered, because linear filtering of 32-bit float textures is an optional WebGL 2 extension and would
// blend valid heights with the encoded holes. The height encoding is the one of height-texture.ts.
import { INVALID_OFFSET } from './height-texture.ts';

const decode = /* glsl */ `
  float decodeHeight(float v) {
    return v > -0.5 ? v : v + ${INVALID_OFFSET.toFixed(1)};
  }
  ivec2 texelAt(vec2 uv) {
    return ivec2(floor(uv * (uHeightSize - 1.0) + 0.5));
  }
`;

export const vertexShader = /* glsl */ `
  uniform sampler2D uHeight;
  uniform vec2 uHeightSize;
  uniform float uBoxHeight;
  varying vec2 vUv;
  varying vec3 vLocal;
  ${decode}
  void main() {
    vUv = uv;
    float h = decodeHeight(texelFetch(uHeight, texelAt(uv), 0).r);
    vec3 p = vec3(position.xy, h * uBoxHeight);
    vLocal = p;
    gl_Position = projectionMatrix * modelViewMatrix * vec4(p, 1.0);
  }
`;

// Normals come from central differences of the full-resolution texture (one-sided at the border), so a
// decimated mesh still shows every texel's relief. Lighting is Lambert plus a weak Blinn-Phong highlight
// computed in the mesh's local frame (z up), where the light direction and camera position are given.
export const fragmentShader = /* glsl */ `
  uniform sampler2D uHeight;
  uniform sampler2D uGradient;
  uniform vec2 uHeightSize;
  uniform float uBoxHeight;
  uniform vec2 uTexelStep;
  uniform float uGradientSize;
  uniform vec3 uLightDir;
  uniform float uIntensity;
  uniform vec3 uCameraLocal;
  uniform vec2 uColorRange;
  uniform bool uFlatShading;
  varying vec2 vUv;
  varying vec3 vLocal;
  ${decode}
  const float AMBIENT = 0.35;
  const float SPECULAR = 0.18;
  const float SHININESS = 40.0;

  float heightAt(ivec2 t) {
    return decodeHeight(texelFetch(uHeight, t, 0).r);
  }

  void main() {
    ivec2 t = texelAt(vUv);
    float encoded = texelFetch(uHeight, t, 0).r;
    if (encoded < -0.5) discard;

    ivec2 last = ivec2(uHeightSize) - 1;
    ivec2 lo = max(t - 1, ivec2(0));
    ivec2 hi = min(t + 1, last);
    vec2 span = max(vec2(hi - lo), vec2(1.0)) * uTexelStep;
    float dhdx = (heightAt(ivec2(hi.x, t.y)) - heightAt(ivec2(lo.x, t.y))) / span.x;
    float dhdy = (heightAt(ivec2(t.x, hi.y)) - heightAt(ivec2(t.x, lo.y))) / span.y;
    vec3 n = normalize(vec3(-dhdx * uBoxHeight, -dhdy * uBoxHeight, 1.0));
    // Flat shading: one normal per mesh triangle (from the screen-space derivatives of the position).
    if (uFlatShading) n = normalize(cross(dFdx(vLocal), dFdy(vLocal)));
    if (n.z < 0.0) n = -n;
    if (!gl_FrontFacing) n = -n;

    // Sample texel centres of the gradient table so 0 and 1 give exactly its end colours.
    // The colour range (color-range.ts) stretches the gradient over [uColorRange.x, uColorRange.y].
    float level = clamp((encoded - uColorRange.x) / max(uColorRange.y - uColorRange.x, 1e-12), 0.0, 1.0);
    float u = (level * (uGradientSize - 1.0) + 0.5) / uGradientSize;
    vec3 base = texture2D(uGradient, vec2(u, 0.5)).rgb;

    float diffuse = max(dot(n, uLightDir), 0.0);
    vec3 toCamera = normalize(uCameraLocal - vLocal);
    float highlight = diffuse > 0.0 ? pow(max(dot(n, normalize(uLightDir + toCamera)), 0.0), SHININESS) : 0.0;
    vec3 color = base * (AMBIENT + (1.0 - AMBIENT) * uIntensity * diffuse) + SPECULAR * uIntensity * highlight;
    gl_FragColor = vec4(color, 1.0);
  }
`;

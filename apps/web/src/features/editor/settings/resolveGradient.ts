// The colour gradient a colour-scale setting names: one of the seven built-in gradients of the core, or
// one of the user's custom gradients (`custom:<key>`). A custom gradient removed since falls back to the
// default gradient, so the views always have something to draw with.
import { DEFAULT_GRADIENT, GRADIENTS, isGradientName, type ColorGradient } from '@asperity/core';
import { customGradientKey } from '@asperity/contract';
import type { CustomGradient } from './editorSettings.ts';

export function resolveGradient(id: string, customGradients: readonly CustomGradient[]): ColorGradient {
  if (isGradientName(id)) return GRADIENTS[id];
  const key = customGradientKey(id);
  const custom = key === undefined ? undefined : customGradients.find((g) => g.key === key);
  return custom ? { name: custom.name, stops: custom.stops } : GRADIENTS[DEFAULT_GRADIENT];
}

/** CSS linear-gradient of a gradient's stops, low on the left (previews in the colour-scale panel). */
export function gradientCss(gradient: ColorGradient): string {
  const stops = [...gradient.stops].sort((p, q) => p.stop - q.stop);
  const parts = stops.map(
    (s) =>
      `rgba(${Math.round(s.r)}, ${Math.round(s.g)}, ${Math.round(s.b)}, ${s.a}) ${(s.stop * 100).toFixed(1)}%`,
  );
  // A single stop is a plain colour; linear-gradient needs two.
  if (parts.length === 1) parts.push(parts[0]!.replace(/ [\d.]+%$/, ' 100%'));
  return `linear-gradient(to right, ${parts.join(', ')})`;
}

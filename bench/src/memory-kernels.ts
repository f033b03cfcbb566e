// The kernels whose peak memory bench/src/peak-memory.ts measures, by name.
import {
  arealParameters,
  averagePsd1d,
  computePsd2d,
  createArealContext,
  forwardRealFft2d,
  spatialParameters,
  type Surface,
} from '@asperity/core';

function parameters(ids: readonly string[]): (surface: Surface) => unknown {
  return (surface) => {
    const context = createArealContext(surface);
    return arealParameters.filter((p) => ids.includes(p.id)).map((p) => p.compute(context));
  };
}

export const memoryKernels: Record<string, (surface: Surface) => unknown> = {
  heightParameters: parameters(['Sa', 'Sq', 'Ssk', 'Sku', 'Sp', 'Sv', 'Sz']),
  gradients: parameters(['Sdq', 'Sdr']),
  materialRatio: parameters([
    'Smr',
    'Smc',
    'Sxp',
    'Sk',
    'Spk',
    'Svk',
    'Vm',
    'Vv',
    'Vmp',
    'Vmc',
    'Vvc',
    'Vvv',
  ]),
  fft2d: (s) =>
    forwardRealFft2d(s.nx, s.ny, s.ny, (row, target) =>
      target.set(s.z.subarray(row * s.nx, (row + 1) * s.nx)),
    ),
  acf2dWithSalStrStd: (s) => spatialParameters(s, 0.2),
  rowPsdHann: (s) => averagePsd1d(s, 'x', { window: 'HANN', tukeyCoefficient: 1, mirror: false }),
  psd2d: (s) => computePsd2d(s),
};

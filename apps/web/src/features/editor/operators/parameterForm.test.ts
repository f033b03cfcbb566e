import { describe, expect, it } from 'vitest';
import { formatForInput, initialValues, parseInput, validateForm, type FormValues } from './parameterForm.ts';
import { parameterFields } from './parameterFields.ts';

const validate = (
  id: Parameters<typeof parameterFields>[0],
  values: Record<string, unknown>,
  locale = 'en',
) => {
  const fields = parameterFields(id);
  return validateForm(id, fields, { ...initialValues(fields, locale), ...values } as FormValues, locale);
};

describe('operator form values', () => {
  it('shows defaults in the display unit and the locale', () => {
    expect(initialValues(parameterFields('filter.gaussian'), 'en')).toEqual({
      cutoff: '800',
      type: 'roughness',
    });
    expect(formatForInput(2.5e-6, 'length', 'de')).toBe('2,5');
    expect(formatForInput(1e4, 'frequency', 'en')).toBe('10');
    expect(parseInput('0,25', 'length', 'de')).toBe(2.5e-7);
    expect(parseInput('１２', 'pixels', 'ja')).toBe(12);
  });

  it('turns the Gaussian filter form into metres and the chosen type', () => {
    expect(validate('filter.gaussian', { cutoff: '250', type: 'waviness' })).toEqual({
      params: { cutoff: 0.00025, type: 'waviness' },
      problems: {},
    });
  });

  it('leaves an emptied optional number out, so the contract default applies', () => {
    expect(validate('filter.gaussian', { cutoff: '' }).params).toEqual({ type: 'roughness' });
  });

  it('reports bounds in the unit the user types', () => {
    expect(validate('filter.gaussian', { cutoff: '2000000' }).problems).toEqual({
      cutoff: { id: 'editor.operators.invalid.max', values: { max: '1000000' } },
    });
    expect(validate('filter.gaussian', { cutoff: '0' }).problems).toEqual({
      cutoff: { id: 'editor.operators.invalid.above', values: { min: '0' } },
    });
    expect(validate('filter.gaussian', { cutoff: '1e' }).problems).toEqual({
      cutoff: { id: 'error.invalid-number' },
    });
  });

  it('says what is wrong with a kernel size: odd, whole, at least 3', () => {
    expect(validate('spatial.mean', { size: '4' }).problems).toEqual({
      size: { id: 'editor.operators.invalid.odd' },
    });
    expect(validate('spatial.mean', { size: '3.5' }).problems).toEqual({
      size: { id: 'editor.operators.invalid.integer' },
    });
    expect(validate('spatial.mean', { size: '1' }).problems).toEqual({
      size: { id: 'editor.operators.invalid.min', values: { min: '3' } },
    });
    expect(validate('spatial.mean', { size: '5' })).toEqual({ params: { size: 5 }, problems: {} });
  });

  it('puts the glitch thresholds order on the soft threshold', () => {
    expect(validate('glitches.remove', { thresholdLow: '0.9', thresholdHigh: '0.5' }).problems).toEqual({
      thresholdLow: { id: 'editor.operators.invalid.lowAboveHigh' },
    });
  });

  it('requires resize sizes, a subtracted file and at least one file to stitch', () => {
    expect(validate('resize', {}).problems).toEqual({
      nx: { id: 'editor.operators.invalid.required' },
      ny: { id: 'editor.operators.invalid.required' },
    });
    expect(validate('subtract', {}).problems).toEqual({
      otherFileGuid: { id: 'editor.operators.invalid.file' },
    });
    expect(validate('stitch', {}).problems).toEqual({
      otherFileGuids: { id: 'editor.operators.invalid.filesMin', values: { min: 1 } },
    });
    expect(validate('stitch', { otherFileGuids: ['b', 'a'], minOverlap: '0.2' }).params).toEqual({
      otherFileGuids: ['b', 'a'],
      arrangement: 'auto',
      minOverlap: 0.2,
      blend: 'feather',
    });
  });

  it('reads crop fractions and the FFT spots', () => {
    expect(validate('crop', { left: '0.1', right: '0.9' }).params).toEqual({
      left: 0.1,
      top: 0,
      right: 0.9,
      bottom: 1,
    });
    const fft = validate('fft-filter', { spots: [{ fx: '10', fy: '-2.5' }] });
    expect(fft.params?.spots).toEqual([{ fx: 10_000, fy: -2_500 }]);
    expect(validate('fft-filter', { spots: [{ fx: '', fy: '1' }] }).problems).toEqual({
      spots: { id: 'error.invalid-number' },
    });
  });

  it('reads booleans as they are switched', () => {
    expect(validate('form.polynomial', { ignoreOutliers: true }).params).toMatchObject({
      ignoreOutliers: true,
    });
  });

  it('sends only the parameters that apply to the chosen tip shape', () => {
    expect(validate('tip.deconvolve', { shape: 'parabolic', radius: '0,05' }, 'de').params).toEqual({
      shape: 'parabolic',
      radius: 5e-8,
    });
    expect(validate('tip.deconvolve', { shape: 'cone', halfAngle: '30' }).params).toEqual({
      shape: 'cone',
      radius: 2e-8,
      halfAngle: 30,
    });
    // A hidden field's bad value is not the user's problem: it is not sent.
    expect(validate('tip.deconvolve', { shape: 'parabolic', halfAngle: '120' }).problems).toEqual({});
    expect(validate('tip.deconvolve', { shape: 'measured', tipFileGuid: 'tip-1', radius: 'x' })).toEqual({
      params: { shape: 'measured', tipFileGuid: 'tip-1' },
      problems: {},
    });
  });

  it('asks for the tip file when the shape is measured', () => {
    expect(validate('tip.deconvolve', { shape: 'measured' }).problems).toEqual({
      tipFileGuid: { id: 'editor.operators.invalid.file' },
    });
  });

  it('sends the outlier settings only while outliers are ignored', () => {
    expect(validate('form.polynomial', { outlierThreshold: '0' }).params).toEqual({
      degree: 2,
      ignoreOutliers: false,
    });
    expect(validate('form.polynomial', { ignoreOutliers: true, outlierThreshold: '0' }).problems).toEqual({
      outlierThreshold: { id: 'editor.operators.invalid.min', values: { min: '1' } },
    });
  });
});

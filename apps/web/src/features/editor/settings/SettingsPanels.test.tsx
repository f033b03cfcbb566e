// The setting panels: each control changes the settings store (and so every view and panel), the
// previews show the core's gradients, the units example follows the units, and the image properties
// show the file's figures in the chosen units.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeHttp } from '../../../test/fakeHttp.ts';
import SettingsPanels from './SettingsPanels.tsx';
import { stopEditorSettings } from './editorSettingsPersistence.ts';
import { renderPanels } from './testing.tsx';
import { useEditorSettings } from './useEditorSettings.ts';

const store = () => useEditorSettings.getState();

const fileItem = {
  guid: 'file-1',
  name: 'grating.gsf',
  createdAt: '2026-11-01T09:00:00.000Z',
  modifiedAt: '2026-11-02T09:00:00.000Z',
  lastOpenedAt: null,
  parentFolderGuid: null,
  favorite: false,
  shared: false,
  twoD: false,
  format: 'gsf',
  size: 9000,
  sourceSize: 8300,
  channels: [
    {
      name: 'Height',
      kind: 'height',
      nx: 64,
      ny: 32,
      dx: 1e-6,
      dy: 1e-6,
      zUnit: 'm',
      validPoints: 1536,
      Sq: 2e-7,
      warnings: [],
    },
  ],
  warnings: [],
};

const http = () => fakeHttp({ 'GET /api/files/file-1': fileItem });

function open(panel: string): void {
  fireEvent.click(screen.getByTestId(`settings-${panel}`));
}

function type(testId: string, value: string): void {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

beforeEach(() => {
  stopEditorSettings();
  store().reset();
});

describe('setting panels', () => {
  it('lists the five panels and shows the seven gradients with their previews', async () => {
    await renderPanels(<SettingsPanels />, http());
    for (const panel of ['colorScale', 'general', 'lighting', 'units', 'imageProperties'])
      expect(screen.getByTestId(`settings-${panel}`)).toBeTruthy();
    expect(screen.getByTestId('settings-colorScale').textContent).toBe('Color scale');
    const names = [
      'rainbow',
      'blue-white',
      'black-white',
      'darkblue-lightblue',
      'black-brown-orange-yellow',
      'black-red-yellow',
      'black-brown-yellow',
    ];
    for (const name of names) expect(screen.getByTestId(`gradient-${name}`)).toBeTruthy();
    expect(screen.getByTestId('gradient-blue-white').textContent).toBe('Blue – white');
    for (const name of names) expect(screen.getByTestId(`gradient-preview-${name}`)).toBeTruthy();
  });

  it('chooses a gradient and shows the automatic range in the height unit', async () => {
    await renderPanels(<SettingsPanels />, http());
    fireEvent.click(screen.getByTestId('gradient-black-red-yellow'));
    expect(store().colorScale.gradient).toBe('black-red-yellow');
    expect(screen.getByTestId('color-range-value').textContent).toBe('Automatic: 0 µm to 1 µm');
    store().update('colorScale', { range: { min: 2e-7, max: 8e-7 } });
    return waitFor(() =>
      expect(screen.getByTestId('color-range-value').textContent).toBe('Manual: 200 nm to 800 nm'),
    );
  });

  it('general: switches, the height scale field (0–5) and reset camera change the store', async () => {
    await renderPanels(<SettingsPanels />, http());
    open('general');
    fireEvent.click(await screen.findByTestId('general-flatShading'));
    expect(store().general.flatShading).toBe(true);
    fireEvent.click(screen.getByTestId('general-showBox'));
    expect(store().general.showBox).toBe(false);

    type('general-heightScale-input', '2.5');
    expect(store().general.heightScale).toBe(2.5);
    // Out of range: not taken, and the field says why.
    type('general-heightScale-input', '7');
    expect(store().general.heightScale).toBe(2.5);
    expect(screen.getByText('A number from 0 to 5')).toBeTruthy();

    type('general-xScale-input', '3');
    expect(store().general.xScale).toBe(3);

    store().update('general', {
      cameraData: { position: [1, 2, 3], target: [0, 0, 0], rotation: [0, 0, 0] },
    });
    fireEvent.click(await screen.findByTestId('general-resetCamera'));
    expect(store().general.cameraData).toBeNull();

    // Without an adjustable height scale the relief is drawn at the automatic scale.
    fireEvent.click(screen.getByTestId('general-adjustableHeightScale'));
    expect(store().general).toMatchObject({ adjustableHeightScale: false, heightScale: 1 });
    expect(screen.queryByTestId('general-heightScale-input')).toBeNull();
  });

  it('general: states the relief exaggeration and sets the true proportions', async () => {
    await renderPanels(<SettingsPanels />, http());
    open('general');
    // 1 µm of relief on a 63 µm wide field drawn a quarter of the width high: ×15.75.
    expect((await screen.findByTestId('general-exaggeration')).textContent).toBe(
      'Relief drawn ×15.8 its true height',
    );
    fireEvent.click(screen.getByTestId('general-trueProportions'));
    expect(store().general.adjustableHeightScale).toBe(true);
    expect(store().general.heightScale).toBeCloseTo(1 / 63 / 0.25, 12);
    expect(screen.getByTestId('general-exaggeration').textContent).toBe('Relief drawn ×1 its true height');
  });

  it('a slider position is rounded to 2 decimals', async () => {
    await renderPanels(<SettingsPanels />, http());
    open('general');
    const slider = await screen.findByTestId('general-boxOpacity-slider');
    fireEvent.change(slider, { target: { value: '0.456789' } });
    expect(store().general.boxOpacity).toBe(0.46);
  });

  it('lighting: each orientation has its own angles; intensity is 0–1', async () => {
    await renderPanels(<SettingsPanels />, http());
    open('lighting');
    const elevation = await screen.findByTestId<HTMLInputElement>('lighting-elevation-input');
    expect(elevation.value).toBe('-45');
    type('lighting-azimuth-input', '30');
    expect(store().lighting.azimuthRelativeToCamera).toBe(30);

    fireEvent.click(screen.getByTestId('lighting-relative_to_sample'));
    expect(store().lighting.lightOrientation).toBe('relative_to_sample');
    await waitFor(() =>
      expect(screen.getByTestId<HTMLInputElement>('lighting-elevation-input').value).toBe('-90'),
    );
    expect(screen.getByTestId<HTMLInputElement>('lighting-azimuth-input').value).toBe('0');
    type('lighting-elevation-input', '-30');
    expect(store().lighting).toMatchObject({
      elevationRelativeToSample: -30,
      elevationRelativeToCamera: -45,
    });

    type('lighting-intensity-input', '0.4');
    expect(store().lighting.lightIntensity).toBe(0.4);
    type('lighting-intensity-input', '1.4');
    expect(store().lighting.lightIntensity).toBe(0.4);
  });

  it('units: the example follows the system, trailing zeros and superscripts', async () => {
    await renderPanels(<SettingsPanels />, http());
    open('units');
    const example = await screen.findByTestId('units-example');
    expect(example.textContent).toBe('Example: 1.235 µm, 25.4 µm²');
    fireEvent.click(screen.getByTestId('units-trailingZeros'));
    expect(store().units.trailingZeros).toBe(true);
    expect(example.textContent).toBe('Example: 1.235 µm, 25.40 µm²');
    fireEvent.click(screen.getByTestId('units-superscriptExponents'));
    expect(example.textContent).toBe('Example: 1.235 µm, 25.40 µm^2');
    fireEvent.click(screen.getByTestId('units-system-imperial'));
    expect(store().units.measurementSystem).toBe('imperial');
    // 1.2345678 µm = 48.61 µin; 2.54e-11 m² = 0.03937 mil².
    expect(example.textContent).toBe('Example: 48.61 µin, 0.03937 mil^2');
    // Decimal places (4), trailing zeros still on.
    fireEvent.click(screen.getByTestId('units-format-decimal'));
    expect(store().units.numberFormat).toBe('decimal');
    expect(example.textContent).toBe('Example: 48.6050 µin, 0.0394 mil^2');
  });

  it('image properties: pixels, sizes and valid pixels of the file in the chosen units', async () => {
    await renderPanels(<SettingsPanels />, http());
    open('imageProperties');
    expect((await screen.findByTestId('image-pixels')).textContent).toBe('64 × 32');
    expect(screen.getByTestId('image-fileName').textContent).toBe('grating.gsf');
    expect(screen.getByTestId('image-pixelSize').textContent).toBe('1 µm × 1 µm');
    expect(screen.getByTestId('image-scanSize').textContent).toBe('64 µm × 32 µm');
    expect(screen.getByTestId('image-pixelArea').textContent).toBe('1 µm²');
    expect(screen.getByTestId('image-heightRange').textContent).toBe('1 µm');
    expect((await screen.findByTestId('image-validPixels')).textContent).toBe('1,536 of 2,048 (75%)');
    expect(screen.getByTestId('image-system').textContent).toBe('gsf');
    expect(screen.getByTestId('image-channel').textContent).toBe('Height');
    // A chosen unit is used once the automatic one is off.
    store().update('units', { autoHeightUnit: false, metric: { distanceUnits: 'nanometer' } });
    await waitFor(() => expect(screen.getByTestId('image-pixelSize').textContent).toBe('1000 nm × 1000 nm'));
    expect(within(screen.getByTestId('settings-panels')).queryByText('undefined')).toBeNull();
  });
});

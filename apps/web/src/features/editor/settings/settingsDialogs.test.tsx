// The custom gradient and manual colour range dialogs, opened from the colour-scale panel through the
// app's dialog system: what is typed ends up in the settings store (validated), and dismissing changes
// nothing.
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeHttp } from '../../../test/fakeHttp.ts';
import SettingsPanels from './SettingsPanels.tsx';
import { stopEditorSettings } from './editorSettingsPersistence.ts';
import { renderPanels } from './testing.tsx';
import { useEditorSettings } from './useEditorSettings.ts';

// A dialog test types into many fields, each a render of the whole dialog: on the shared 2-core
// machine one took 13–21 s, beyond the 20 s of test/render.tsx.
// Waiting for a dialog on that machine can also pass the 5 s of test/render.tsx.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 20_000 });

const store = () => useEditorSettings.getState();

/** Opens a dialog from a button; act lets React render the dialog once its code has arrived. */
async function openWith(testId: string): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByTestId(testId));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

function type(testId: string, value: string): void {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

const isDisabled = (testId: string) => screen.getByTestId<HTMLButtonElement>(testId).disabled;

beforeEach(() => {
  stopEditorSettings();
  store().reset();
});

describe('custom gradient dialog', () => {
  it('adds a gradient with key 0 from the typed name and stops, listed with its preview', async () => {
    await renderPanels(<SettingsPanels />, fakeHttp());
    await openWith('gradient-add');
    await screen.findByTestId('gradient-name');
    // No name yet: OK is disabled.
    expect(isDisabled('gradient-save')).toBe(true);
    type('gradient-name', 'Sea');
    type('gradient-stop-0-b', '80');
    type('gradient-stop-1-a', '0.5');
    fireEvent.click(screen.getByTestId('gradient-add-stop'));
    type('gradient-stop-2-stop', '0.5');
    type('gradient-stop-2-r', '10');
    fireEvent.click(screen.getByTestId('gradient-save'));
    await waitFor(() => expect(screen.queryByTestId('gradient-name')).toBeNull());
    expect(store().customGradients).toEqual([
      {
        key: 0,
        name: 'Sea',
        stops: [
          { r: 0, g: 0, b: 80, a: 1, stop: 0 },
          { r: 255, g: 255, b: 255, a: 0.5, stop: 1 },
          { r: 10, g: 255, b: 255, a: 0.5, stop: 0.5 },
        ],
      },
    ]);
    // The new gradient is listed with its preview and can be chosen.
    fireEvent.click(await screen.findByTestId('gradient-custom:0'));
    expect(store().colorScale.gradient).toBe('custom:0');
    expect(screen.getByTestId('gradient-preview-custom:0')).toBeTruthy();
  });

  it('gives a new gradient the highest key plus one, and an edited one keeps its key', async () => {
    const stops = [
      { r: 0, g: 0, b: 0, a: 1, stop: 0 },
      { r: 9, g: 9, b: 9, a: 1, stop: 1 },
    ];
    store().addCustomGradient({ name: 'First', stops });
    store().addCustomGradient({ name: 'Other', stops });
    store().removeCustomGradient(0);
    await renderPanels(<SettingsPanels />, fakeHttp());
    await openWith('gradient-add');
    await screen.findByTestId('gradient-name');
    type('gradient-name', 'Third');
    fireEvent.click(screen.getByTestId('gradient-save'));
    await waitFor(() => expect(store().customGradients.map((g) => g.key)).toEqual([1, 2]));

    // Edit the first listed gradient (index 0, key 1): its key stays.
    await openWith('gradient-edit-1');
    expect((await screen.findByTestId<HTMLInputElement>('gradient-name')).value).toBe('Other');
    type('gradient-name', 'Renamed');
    fireEvent.click(screen.getByTestId('gradient-save'));
    await waitFor(() => expect(store().customGradients[0]).toMatchObject({ key: 1, name: 'Renamed' }));

    fireEvent.click(screen.getByTestId('gradient-remove-1'));
    expect(store().customGradients.map((g) => g.key)).toEqual([2]);
  });

  it('refuses channels above 255 and alpha above 1; keeps at least two stops; cancel changes nothing', async () => {
    await renderPanels(<SettingsPanels />, fakeHttp());
    await openWith('gradient-add');
    await screen.findByTestId('gradient-name');
    type('gradient-name', 'Bad');
    type('gradient-stop-0-r', '256');
    expect(isDisabled('gradient-save')).toBe(true);
    expect(screen.getByText('A number from 0 to 255')).toBeTruthy();
    type('gradient-stop-0-r', '255');
    expect(isDisabled('gradient-save')).toBe(false);
    type('gradient-stop-1-a', '1.5');
    expect(isDisabled('gradient-save')).toBe(true);
    expect(isDisabled('gradient-stop-0-remove')).toBe(true);
    fireEvent.click(screen.getByTestId('gradient-cancel'));
    await waitFor(() => expect(screen.queryByTestId('gradient-name')).toBeNull());
    expect(store().customGradients).toEqual([]);
  });
});

describe('manual colour range dialog', () => {
  it('starts from the surface heights in the height unit and stores the range in metres', async () => {
    await renderPanels(<SettingsPanels />, fakeHttp());
    await openWith('color-range-manual');
    const min = await screen.findByTestId<HTMLInputElement>('color-range-min');
    expect(min.value).toBe('0');
    expect(screen.getByTestId<HTMLInputElement>('color-range-max').value).toBe('1');
    expect(screen.getByLabelText('Minimum (µm)')).toBe(min);

    type('color-range-min', '0.8');
    type('color-range-max', '0.2');
    expect(screen.getByTestId('color-range-error').textContent).toBe(
      'The minimum must be below the maximum.',
    );
    expect(isDisabled('color-range-apply')).toBe(true);

    type('color-range-min', '-0.25');
    type('color-range-max', '1.5e0');
    fireEvent.click(screen.getByTestId('color-range-apply'));
    await waitFor(() => expect(screen.queryByTestId('color-range-min')).toBeNull());
    expect(store().colorScale.range!.min).toBeCloseTo(-2.5e-7, 20);
    expect(store().colorScale.range!.max).toBeCloseTo(1.5e-6, 20);
    expect(screen.getByTestId('color-range-value').textContent).toBe('Manual: -250 nm to 1.5 µm');
  });

  it('types in nanometres when that is the height unit, and "Automatic" goes back to the surface range', async () => {
    store().update('units', { autoHeightUnit: false, metric: { heightUnits: 'nanometer' } });
    store().update('colorScale', { range: { min: 1e-7, max: 4e-7 } });
    await renderPanels(<SettingsPanels />, fakeHttp());
    await openWith('color-range-manual');
    expect((await screen.findByTestId<HTMLInputElement>('color-range-min')).value).toBe('100');
    expect(screen.getByTestId<HTMLInputElement>('color-range-max').value).toBe('400');
    fireEvent.click(screen.getByTestId('color-range-auto'));
    await waitFor(() => expect(screen.queryByTestId('color-range-min')).toBeNull());
    expect(store().colorScale.range).toBeNull();
  });
});

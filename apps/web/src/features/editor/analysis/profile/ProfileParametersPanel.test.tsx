import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeHttp, type FakeHttp } from '../../../../test/fakeHttp.ts';
import { useEditorSettings } from '../../settings/useEditorSettings.ts';
import { FORK_A, renderInSession } from '../session-fixture/editorSessionFixture.tsx';
import { useSliceStore } from '../slice/useSliceStore.ts';
import ProfileParametersPanel from './ProfileParametersPanel.tsx';
import { reloadActiveStatistics } from '../active-statistics/activeStatistics.ts';
import { PROFILE_ACTIVE_STATISTICS_KEY, useProfileActiveStatistics } from './useProfileActiveStatistics.ts';
import { useProfileParametersStore } from './useProfileParametersStore.ts';

const PATH = '/api/editor/profile-parameters';

const answer = {
  values: { Ra: 1.2e-7, Rq: 1.5e-7, Rsk: 'NaN', RSm: 2.5e-5, Rmr: 0.42 },
  cutoff: 8e-5,
  cutoffRule: 'iso4288-ra',
  cutoffBasis: 4.2e-7,
  sections: 5,
  evaluationLength: 4e-4,
  spacing: 1e-6,
  profiles: 1,
  evaluatedProfile: [1e-7, -1e-7, 2e-7],
};

const calls = (http: FakeHttp) => http.calls.filter((call) => call.path === PATH);

function cells(key: string): string[] {
  const row = document.querySelector(`[data-parameter="${key}"]`);
  if (!row) throw new Error(`no row ${key}`);
  return Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? '');
}

beforeEach(() => {
  window.localStorage.clear();
  reloadActiveStatistics(useProfileActiveStatistics, PROFILE_ACTIVE_STATISTICS_KEY);
  useProfileParametersStore.getState().reset();
  useSliceStore.getState().reset();
  useEditorSettings.getState().reset();
});

describe('ProfileParametersPanel', () => {
  it('evaluates the slice line with the spec defaults and lists the groups in the user units', async () => {
    const http = fakeHttp({ [`POST ${PATH}`]: answer });
    renderInSession(<ProfileParametersPanel />, http);
    await waitFor(() => expect(cells('iso4287-amplitude:Rq')).toEqual(['Rq', '150', 'nm']));
    expect(calls(http)).toEqual([
      {
        method: 'POST',
        path: PATH,
        body: {
          line: { type: 'horizontal', start: { x: 0, y: 0.5 }, end: { x: 1, y: 0.5 } },
          averageEntire: false,
          includeFilter: true,
          filter: 'spline',
          component: 'roughness',
          cutoffLength: { type: 'CUSTOM' },
          numberOfSamples: { type: 'max-samples', customValue: 5 },
          materialRatioLevel: 0,
          fileGuid: 'file-1',
          channel: 0,
          forkHash: FORK_A,
        },
      },
    ]);
    expect(cells('iso4287-amplitude:Ra')).toEqual(['Ra', '120', 'nm']);
    expect(cells('asme-b46.1-2d:Rsk')).toEqual(['Rsk', 'NaN', '']);
    expect(cells('cutoff')).toEqual(['Cut-off λc', '80', 'µm']);
    expect(cells('sections')[1]).toBe('5');
  });

  it('says which rule picked λc, with the deciding Ra or RSm in the automatic unit', async () => {
    const ruleText = async (body: object) => {
      useProfileParametersStore.getState().reset();
      const view = renderInSession(<ProfileParametersPanel />, fakeHttp({ [`POST ${PATH}`]: body }));
      const text = (await screen.findByTestId('profile-cutoff-rule')).textContent;
      view.unmount();
      return text;
    };
    expect(await ruleText(answer)).toBe('λc 80 µm — ISO 4288, from Ra = 420 nm');
    expect(
      await ruleText({ ...answer, cutoff: 2.5e-4, cutoffRule: 'iso4288-rsm', cutoffBasis: 1.1e-4 }),
    ).toBe('λc 250 µm — ISO 4288, from RSm = 110 µm');
    expect(await ruleText({ ...answer, cutoff: 2.5e-4, cutoffRule: 'evaluation-length' })).toBe(
      'λc 250 µm — longest standard λc that fits 5 sampling lengths',
    );
    expect(
      await ruleText({ ...answer, cutoff: 1.6e-5, cutoffRule: 'profile-length', cutoffBasis: null }),
    ).toBe('λc 16 µm — profile shorter than the standard series: L/5');
    expect(await ruleText({ ...answer, cutoffRule: 'custom', cutoffBasis: null })).toBe('λc 80 µm — custom');
    expect(await ruleText({ ...answer, cutoff: 8e-4, cutoffRule: 'standard', cutoffBasis: null })).toBe(
      'λc 800 µm — standard value chosen',
    );
  });

  it('lists only the parameters chosen for a group, and all of them again by default', async () => {
    renderInSession(<ProfileParametersPanel />, fakeHttp({ [`POST ${PATH}`]: answer }));
    await waitFor(() => expect(cells('iso4287-amplitude:Rq')[1]).toBe('150'));
    fireEvent.click(screen.getByTestId('profile-choose-iso4287-amplitude'));
    const dialog = await screen.findByTestId('statistics-choose-dialog');
    // Each parameter with its name.
    expect(within(dialog).getByText('Root mean square deviation')).toBeTruthy();
    for (const box of within(dialog).getAllByRole('checkbox'))
      if ((box as HTMLInputElement).checked) fireEvent.click(box);
    fireEvent.click(within(dialog).getByTestId('statistics-choose-Rq'));
    fireEvent.click(within(dialog).getByTestId('statistics-choose-save'));
    await waitFor(() => expect(document.querySelector('[data-parameter="iso4287-amplitude:Ra"]')).toBeNull());
    expect(cells('iso4287-amplitude:Rq')[1]).toBe('150');
    // Other groups keep their lists.
    expect(cells('asme-b46.1-2d:Rsk')[0]).toBe('Rsk');
    expect(JSON.parse(window.localStorage.getItem(PROFILE_ACTIVE_STATISTICS_KEY) ?? '')).toEqual({
      'iso4287-amplitude': ['Rq'],
    });
    fireEvent.click(screen.getByTestId('profile-choose-iso4287-amplitude'));
    fireEvent.click(await screen.findByTestId('statistics-choose-default'));
    fireEvent.click(screen.getByTestId('statistics-choose-save'));
    await waitFor(() => expect(cells('iso4287-amplitude:Ra')[1]).toBe('120'));
  });

  it('marks the data invalid after a change of settings or line and sends them on calculate', async () => {
    const http = fakeHttp({ [`POST ${PATH}`]: answer });
    renderInSession(<ProfileParametersPanel />, http);
    await screen.findByTestId('profile-results');
    expect(screen.queryByTestId('profile-invalid')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'User specified' }));
    fireEvent.change(screen.getByTestId('profile-number-of-samples'), { target: { value: '7' } });
    act(() => useSliceStore.getState().setPosition({ x: 0.1, y: 0.1 }, { x: 0.9, y: 0.8 }));
    expect(screen.getByTestId('profile-invalid')).toBeTruthy();

    fireEvent.click(screen.getByTestId('profile-calculate'));
    await waitFor(() => expect(calls(http)).toHaveLength(2));
    expect(calls(http)[1]?.body).toMatchObject({
      line: { type: 'diagonal', start: { x: 0.1, y: 0.1 }, end: { x: 0.9, y: 0.8 } },
      numberOfSamples: { type: 'user-specified', customValue: 7 },
    });
    await waitFor(() => expect(screen.queryByTestId('profile-invalid')).toBeNull());
  });

  it('refuses a number of sampling lengths outside 1..100', async () => {
    renderInSession(<ProfileParametersPanel />, fakeHttp({ [`POST ${PATH}`]: answer }));
    await screen.findByTestId('profile-results');
    fireEvent.click(screen.getByRole('radio', { name: 'User specified' }));
    fireEvent.change(screen.getByTestId('profile-number-of-samples'), { target: { value: '101' } });
    expect(useProfileParametersStore.getState().settings.numberOfSamples).toEqual({
      type: 'user-specified',
      customValue: 5,
    });
  });
});

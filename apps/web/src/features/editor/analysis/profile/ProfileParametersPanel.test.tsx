import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeHttp, type FakeHttp } from '../../../../test/fakeHttp.ts';
import { useEditorSettings } from '../../settings/useEditorSettings.ts';
import { FORK_A, renderInSession } from '../session-fixture/editorSessionFixture.tsx';
import { useSliceStore } from '../slice/useSliceStore.ts';
import ProfileParametersPanel from './ProfileParametersPanel.tsx';
import { useProfileParametersStore } from './useProfileParametersStore.ts';

const PATH = '/api/editor/profile-parameters';

const answer = {
  values: { Ra: 1.2e-7, Rq: 1.5e-7, Rsk: 'NaN', RSm: 2.5e-5, Rmr: 0.42 },
  cutoff: 8e-5,
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
  useProfileParametersStore.getState().reset();
  useSliceStore.getState().reset();
  useEditorSettings.getState().reset();
});

describe('ProfileParametersPanel', () => {
  it('evaluates the slice line with the spec defaults and lists the groups in the user units', async () => {
    const http = fakeHttp({ [`POST ${PATH}`]: answer });
    renderInSession(<ProfileParametersPanel />, http);
    await waitFor(() => expect(cells('iso4287-amplitude:Rq')).toEqual(['Rq', '0.15', 'µm']));
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
    expect(cells('iso4287-amplitude:Ra')).toEqual(['Ra', '0.12', 'µm']);
    expect(cells('asme-b46.1-2d:Rsk')).toEqual(['Rsk', 'NaN', '']);
    expect(cells('cutoff')).toEqual(['Cut-off λc', '80', 'µm']);
    expect(cells('sections')[1]).toBe('5');
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

// Editor settings over real HTTP (issue 7 item 2; docs/api.md "Editor settings"): per file and user the
// colour scale, general options and lighting; per user the units, chart options and custom gradients.
// Defaults until saved, the spec's ranges refused with invalid-request, camera data with an invalid
// coordinate stored as the default, owner-only (404 for someone else's file), and kept across a restart.
import {
  DEFAULT_EDITOR_FILE_SETTINGS,
  DEFAULT_EDITOR_USER_PREFERENCES,
  EDITOR_SETTINGS_PATHS,
  editorFileSettingsSchema,
  editorUserPreferencesSchema,
  errorResponseSchema,
  type EditorFileSettings,
  type EditorUserPreferences,
} from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import { uploaded } from '../../../test/library.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';

const live = serverWithMail();
const fileSettingsPath = (fileGuid: string) =>
  `${EDITOR_SETTINGS_PATHS.fileSettings}?fileGuid=${encodeURIComponent(fileGuid)}`;

const chosenFileSettings: EditorFileSettings = {
  colorScale: { gradient: 'custom:3', range: { min: -2e-7, max: 5e-7 } },
  general: {
    ...DEFAULT_EDITOR_FILE_SETTINGS.general,
    heightScale: 2.5,
    xScale: 3,
    yScale: 10,
    boxOpacity: 0,
    flatShading: true,
    showGrid: false,
    cameraData: { position: [1, 2, 3], target: [0, 0, 0.5], rotation: [0.1, -0.2, 0] },
  },
  lighting: {
    lightOrientation: 'relative_to_sample',
    azimuthRelativeToCamera: 30,
    elevationRelativeToCamera: -60,
    azimuthRelativeToSample: 270,
    elevationRelativeToSample: -10,
    lightIntensity: 0.4,
  },
};

describe('editor settings per file', () => {
  it('start with the defaults, keep what is put per file, and survive a restart', async () => {
    const client = await live.member();
    const a = await uploaded(live.server.url, client, 9101, 'a.gsf');
    const b = await uploaded(live.server.url, client, 9102, 'b.gsf');

    const initial = await client.get(fileSettingsPath(a.guid));
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual(DEFAULT_EDITOR_FILE_SETTINGS);
    expect(DEFAULT_EDITOR_FILE_SETTINGS.general.heightScale).toBe(1);
    expect(DEFAULT_EDITOR_FILE_SETTINGS.lighting.elevationRelativeToCamera).toBe(-45);
    expect(DEFAULT_EDITOR_FILE_SETTINGS.lighting.elevationRelativeToSample).toBe(-90);

    const put = await client.request('PUT', fileSettingsPath(a.guid), chosenFileSettings);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toEqual(chosenFileSettings);
    expect((await client.get(fileSettingsPath(a.guid))).body).toEqual(chosenFileSettings);
    // The other file keeps its own (default) settings.
    expect((await client.get(fileSettingsPath(b.guid))).body).toEqual(DEFAULT_EDITOR_FILE_SETTINGS);

    // The restarted server listens on another port: ask it directly with the same session cookie.
    await live.restart();
    const again = await fetch(`${live.server.url}${fileSettingsPath(a.guid)}`, {
      headers: { cookie: `asperity_access=${client.cookie('asperity_access') ?? ''}` },
    });
    expect(again.status).toBe(200);
    expect(editorFileSettingsSchema.parse(await again.json())).toEqual(chosenFileSettings);
  });

  it('fills missing fields with defaults and stores camera data with an invalid coordinate as null', async () => {
    const client = await live.member();
    const file = await uploaded(live.server.url, client, 9103, 'c.gsf');
    const put = await client.request('PUT', fileSettingsPath(file.guid), {
      general: {
        heightScale: 0,
        cameraData: { position: [1, null, 2], target: [0, 0, 0], rotation: [0, 0, 0] },
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const expected: EditorFileSettings = {
      ...DEFAULT_EDITOR_FILE_SETTINGS,
      general: { ...DEFAULT_EDITOR_FILE_SETTINGS.general, heightScale: 0, cameraData: null },
    };
    expect(put.body).toEqual(expected);
    expect((await client.get(fileSettingsPath(file.guid))).body).toEqual(expected);
  });

  it('refuses values outside the ranges of part 2 §5 with invalid-request', async () => {
    const client = await live.member();
    const file = await uploaded(live.server.url, client, 9104, 'd.gsf');
    for (const bad of [
      { general: { heightScale: 5.01 } },
      { general: { heightScale: -0.1 } },
      { general: { xScale: 0.5 } },
      { general: { yScale: 11 } },
      { general: { boxOpacity: 1.5 } },
      { general: { flatShading: 'yes' } },
      { lighting: { lightIntensity: 1.01 } },
      { lighting: { lightOrientation: 'relative_to_moon' } },
      { lighting: { elevationRelativeToCamera: -91 } },
      { colorScale: { gradient: 'plaid' } },
      { colorScale: { range: { min: 2, max: 1 } } },
    ]) {
      const res = await client.request('PUT', fileSettingsPath(file.guid), bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(errorResponseSchema.parse(res.body).errorCode).toBe('invalid-request');
    }
    // Nothing of the refused requests was stored.
    expect((await client.get(fileSettingsPath(file.guid))).body).toEqual(DEFAULT_EDITOR_FILE_SETTINGS);
  });

  it("answers 404 not-found for someone else's file or a file that does not exist, and 401 signed out", async () => {
    const owner = await live.member();
    const other = await live.member();
    const file = await uploaded(live.server.url, owner, 9105, 'e.gsf');
    await owner.request('PUT', fileSettingsPath(file.guid), chosenFileSettings);

    for (const res of [
      await other.get(fileSettingsPath(file.guid)),
      await other.request('PUT', fileSettingsPath(file.guid), DEFAULT_EDITOR_FILE_SETTINGS),
      await owner.get(fileSettingsPath('no-such-file')),
    ]) {
      expect(res.status).toBe(404);
      expect(errorResponseSchema.parse(res.body).errorCode).toBe('not-found');
    }
    // The other member's PUT changed nothing.
    expect((await owner.get(fileSettingsPath(file.guid))).body).toEqual(chosenFileSettings);

    const signedOut = await fetch(`${live.server.url}${fileSettingsPath(file.guid)}`);
    expect(signedOut.status).toBe(401);
    const missingGuid = await owner.get(EDITOR_SETTINGS_PATHS.fileSettings);
    expect(missingGuid.status).toBe(400);
  });
});

describe("the user's editor defaults", () => {
  const chosen: EditorUserPreferences = {
    units: {
      ...DEFAULT_EDITOR_USER_PREFERENCES.units,
      measurementSystem: 'imperial',
      metric: { distanceUnits: 'millimeter', heightUnits: 'nanometer' },
      imperial: { distanceUnits: 'inch', heightUnits: 'microinch' },
      numberFormat: 'decimal',
      decimalNumber: 0,
      significantNumber: 6,
      trailingZeros: true,
      autoHeightUnit: true,
      superscriptExponents: false,
    },
    chart: { markerStyle: 'dot', showGridLines: false, trackingPoints: false },
    customGradients: [
      {
        key: 0,
        name: 'Sea',
        stops: [
          { r: 0, g: 0, b: 80, a: 1, stop: 0 },
          { r: 200, g: 255, b: 255, a: 0.5, stop: 1 },
        ],
      },
      {
        key: 3,
        name: 'Fire',
        stops: [
          { r: 0, g: 0, b: 0, a: 1, stop: 0 },
          { r: 255, g: 128, b: 0, a: 1, stop: 0.7 },
          { r: 255, g: 255, b: 0, a: 1, stop: 1 },
        ],
      },
    ],
  };

  it('start with the spec defaults and are kept per user', async () => {
    const client = await live.member();
    const other = await live.member();
    const initial = await client.get(EDITOR_SETTINGS_PATHS.userPreferences);
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual(DEFAULT_EDITOR_USER_PREFERENCES);
    // Part 2 §9: metric, micron/micron, milliinch/microinch, 4 digits, significant, no trailing zeros.
    expect(editorUserPreferencesSchema.parse(initial.body).units).toMatchObject({
      measurementSystem: 'metric',
      metric: { distanceUnits: 'micron', heightUnits: 'micron' },
      imperial: { distanceUnits: 'milliinch', heightUnits: 'microinch' },
      numberFormat: 'significant',
      significantNumber: 4,
      decimalNumber: 4,
      trailingZeros: false,
    });

    const put = await client.request('PUT', EDITOR_SETTINGS_PATHS.userPreferences, chosen);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toEqual(chosen);
    expect((await client.get(EDITOR_SETTINGS_PATHS.userPreferences)).body).toEqual(chosen);
    expect((await other.get(EDITOR_SETTINGS_PATHS.userPreferences)).body).toEqual(
      DEFAULT_EDITOR_USER_PREFERENCES,
    );
  });

  it('refuses digits, units, colour channels and duplicate gradient keys outside the rules', async () => {
    const client = await live.member();
    const gradient = chosen.customGradients[0]!;
    for (const bad of [
      { units: { significantNumber: 1 } },
      { units: { significantNumber: 7 } },
      { units: { decimalNumber: -1 } },
      { units: { decimalNumber: 2.5 } },
      { units: { metric: { heightUnits: 'inch' } } },
      { units: { imperial: { distanceUnits: 'micron' } } },
      { chart: { markerStyle: 'star' } },
      { customGradients: [{ ...gradient, stops: [{ ...gradient.stops[0]!, r: 256 }, gradient.stops[1]!] }] },
      { customGradients: [{ ...gradient, stops: [{ ...gradient.stops[0]!, a: 1.2 }, gradient.stops[1]!] }] },
      { customGradients: [{ ...gradient, name: '  ' }] },
      { customGradients: [gradient, { ...gradient, name: 'Twin' }] },
    ]) {
      const res = await client.request('PUT', EDITOR_SETTINGS_PATHS.userPreferences, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(errorResponseSchema.parse(res.body).errorCode).toBe('invalid-request');
    }
    expect((await client.get(EDITOR_SETTINGS_PATHS.userPreferences)).body).toEqual(
      DEFAULT_EDITOR_USER_PREFERENCES,
    );
  });
});

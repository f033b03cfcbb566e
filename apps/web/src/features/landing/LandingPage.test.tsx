import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { plans } from '@asperity/contract';
import type { Surface } from '@asperity/core';
import { messages } from './messages.ts';
import { LandingPage } from './LandingPage.tsx';
import { DEMO_SURFACE_SIZE } from './DemoSurface.tsx';
import { renderLanding } from './test-utils.tsx';

// happy-dom has no WebGL: the viewer is replaced by a recording fake, and the probe by a switch.
const fake = vi.hoisted(() => {
  class WebGLUnavailableError extends Error {}
  interface FakeViewer {
    container: HTMLElement;
    surfaces: Surface[];
    renders: number;
    disposed: number;
  }
  const state = { instances: [] as FakeViewer[], failure: undefined as Error | undefined, webGL: true };
  class SurfaceViewer implements FakeViewer {
    container: HTMLElement;
    surfaces: Surface[] = [];
    renders = 0;
    disposed = 0;
    constructor(container: HTMLElement) {
      if (state.failure) throw state.failure;
      this.container = container;
      container.appendChild(document.createElement('canvas'));
      state.instances.push(this);
    }
    setSurface(surface: Surface) {
      this.surfaces.push(surface);
    }
    setGradient() {}
    renderNow() {
      this.renders += 1;
    }
    dispose() {
      this.disposed += 1;
    }
  }
  return { state, SurfaceViewer, WebGLUnavailableError };
});

vi.mock('@asperity/viewer', () => ({
  SurfaceViewer: fake.SurfaceViewer,
  WebGLUnavailableError: fake.WebGLUnavailableError,
}));
vi.mock('./webgl.ts', () => ({ canUseWebGL: () => fake.state.webGL }));

beforeEach(() => {
  fake.state.instances = [];
  fake.state.failure = undefined;
  fake.state.webGL = true;
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const SECTION_TEST_IDS = [
  'landing-hero',
  'landing-cta',
  'landing-features',
  'landing-specification',
  'landing-plans',
  'site-footer',
];

describe('LandingPage', () => {
  it('renders every section of the spec', async () => {
    renderLanding(<LandingPage />);
    for (const id of SECTION_TEST_IDS) expect(screen.getByTestId(id)).toBeTruthy();
    // The page has exactly one h1: the hero headline.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await screen.findByTestId('hero-demo');
  });

  it('shows the three feature blocks with links to their information pages', async () => {
    renderLanding(<LandingPage />);
    const features = screen.getByTestId('landing-features');
    const targets = within(features)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(targets).toEqual(['/viewer', '/analysis', '/share']);
    await screen.findByTestId('hero-demo');
  });

  it('sends signed-out visitors to sign-up', async () => {
    renderLanding(<LandingPage />, { signedIn: false });
    const button = screen.getByTestId('landing-cta-button');
    expect(button.getAttribute('href')).toBe('/sign-up');
    expect(button.textContent).toBe(messages.en['landing.cta.signedOut.button']);
    await screen.findByTestId('hero-demo');
  });

  it('sends signed-in users to their images', async () => {
    renderLanding(<LandingPage />, { signedIn: true });
    await waitFor(() =>
      expect(screen.getByTestId('landing-cta-button').getAttribute('href')).toBe('/images'),
    );
    expect(screen.getByTestId('landing-cta-button').textContent).toBe(
      messages.en['landing.cta.signedIn.button'],
    );
    fireEvent.click(screen.getByTestId('landing-cta-button'));
    expect(screen.getByTestId('location').textContent).toBe('/images');
  });

  it('renders the hero in Japanese for the ja locale', async () => {
    const { errors } = renderLanding(<LandingPage />, { locale: 'ja' });
    const hero = screen.getByTestId('landing-hero');
    expect(within(hero).getByRole('heading', { level: 1 }).textContent).toBe('表面形状を、ブラウザで');
    expect(hero.textContent).toContain(messages.ja['landing.hero.subtitle']);
    await screen.findByTestId('hero-demo');
    expect(hero.textContent).toContain('ドラッグで回転、ピンチまたはスクロールでズーム');
    expect(errors).toEqual([]);
  });

  it('renders the whole page in Chinese without a missing text', async () => {
    const { errors } = renderLanding(<LandingPage />, { locale: 'zh' });
    await screen.findByTestId('hero-demo');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(messages.zh['landing.hero.title']);
    expect(errors).toEqual([]);
  });

  it('renders the whole page in English without a missing text or formatting error', async () => {
    const { errors } = renderLanding(<LandingPage />);
    await screen.findByTestId('hero-demo');
    expect(errors).toEqual([]);
  });

  it('lists the supported file formats, browser minimums and the three plans', async () => {
    renderLanding(<LandingPage />);
    const specification = screen.getByTestId('landing-specification');
    expect(specification.textContent).toContain('.x3p');
    expect(specification.textContent).toContain('.sur');
    expect(within(specification).getByTestId('browser-list').textContent).toContain('Mozilla Firefox 53+');
    const plansSection = screen.getByTestId('landing-plans');
    expect(within(plansSection).getByTestId('plan-price-basic').textContent).toBe(
      `$${plans.basic.price} per month`,
    );
    expect(within(plansSection).getByTestId('plan-storage-advanced').textContent).toBe(
      `${plans.advanced.storageBytes / 1e9} GB of storage`,
    );
    await screen.findByTestId('hero-demo');
  });

  it('omits the staff-picked strip and the community section while there is no gallery data', async () => {
    renderLanding(<LandingPage />);
    expect(screen.queryByTestId('landing-staff-picks')).toBeNull();
    expect(screen.queryByTestId('landing-community')).toBeNull();
    await screen.findByTestId('hero-demo');
  });
});

describe('DemoSurface in the hero', () => {
  it('mounts the viewer on the 16:9 hero container with the generated demo surface', async () => {
    const { unmount } = renderLanding(<LandingPage />);
    const container = await screen.findByTestId('hero-demo');
    expect(fake.state.instances).toHaveLength(1);
    const viewer = fake.state.instances[0]!;
    expect(viewer.container).toBe(container);
    expect(viewer.surfaces).toHaveLength(1);
    expect(viewer.surfaces[0]!.nx).toBe(DEMO_SURFACE_SIZE);
    expect(viewer.surfaces[0]!.ny).toBe(DEMO_SURFACE_SIZE);
    expect(viewer.surfaces[0]!.z.some((z) => z !== 0)).toBe(true);
    expect(viewer.renders).toBe(1);
    expect(screen.getByText(messages.en['landing.hero.demo.hint'])).toBeTruthy();
    unmount();
    expect(viewer.disposed).toBe(1);
  });

  it('generates the same surface for every visitor', async () => {
    const first = renderLanding(<LandingPage />);
    await screen.findByTestId('hero-demo');
    first.unmount();
    renderLanding(<LandingPage />);
    await screen.findByTestId('hero-demo');
    const [a, b] = fake.state.instances;
    expect(a!.surfaces[0]!.z).toEqual(b!.surfaces[0]!.z);
  });

  it('explains instead of crashing when WebGL is unavailable', async () => {
    fake.state.webGL = false;
    renderLanding(<LandingPage />);
    const fallback = await screen.findByTestId('hero-demo-unavailable');
    expect(fallback.textContent).toContain(messages.en['landing.hero.demo.unavailable.title']);
    expect(screen.queryByTestId('hero-demo')).toBeNull();
    expect(fake.state.instances).toHaveLength(0);
    // The rest of the page is unaffected.
    expect(screen.getByTestId('landing-cta')).toBeTruthy();
  });

  it('falls back when the viewer throws while starting', async () => {
    fake.state.failure = new fake.WebGLUnavailableError('no context');
    renderLanding(<LandingPage />);
    const fallback = await screen.findByTestId('hero-demo-unavailable');
    expect(fallback.textContent).toContain(messages.en['landing.hero.demo.unavailable.body']);
    expect(screen.queryByTestId('hero-demo')).toBeNull();
  });

  it('logs unexpected viewer failures but still shows the fallback', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fake.state.failure = new Error('driver rejected the float texture');
    renderLanding(<LandingPage />);
    await screen.findByTestId('hero-demo-unavailable');
    expect(warn).toHaveBeenCalled();
    await act(async () => {});
  });
});

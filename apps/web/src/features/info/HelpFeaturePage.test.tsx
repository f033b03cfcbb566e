import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HELP_TOPIC_IDS, helpTopics } from './content/helpTopics.ts';
import { HelpFeaturePage } from './HelpFeaturePage.tsx';
import { HelpPage } from './HelpPage.tsx';
import { en } from './i18n/en.ts';
import { ja } from './i18n/ja.ts';
import { renderInfo } from './test-utils.tsx';

afterEach(cleanup);

const route = '/help/:feature';

describe('/help/:feature', () => {
  it('renders the article of a known topic', () => {
    const { errors } = renderInfo(<HelpFeaturePage />, { path: '/help/step-height', route });
    const article = screen.getByTestId('help-article-step-height');
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe(
      en['info.helpTopic.step-height.title'],
    );
    const sectionTitles = within(article)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(sectionTitles).toContain(en['info.helpTopic.step-height.materials.title']);
    expect(article.textContent).toContain(en['info.helpTopic.step-height.leveling.p1']);
    expect(
      within(article).getByRole('link', { name: en['info.help.backToIndex'] }).getAttribute('href'),
    ).toBe('/help');
    expect(screen.queryByTestId('help-topic-not-found')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('fills numbers from the contract into the texts', () => {
    renderInfo(<HelpFeaturePage />, { path: '/help/bearing-ratio', route });
    // BEARING_RATIO_DEFAULTS.bins is 20; the English text itself has only a placeholder.
    expect(en['info.helpTopic.bearing-ratio.histogram.p1']).toContain('{bins}');
    expect(screen.getByTestId('help-article-bearing-ratio').textContent).toContain('(20 by default)');
  });

  it('shows "topic not found" with a way back for an unknown topic', () => {
    const { errors } = renderInfo(<HelpFeaturePage />, { path: '/help/teleportation', route });
    const notFound = screen.getByTestId('help-topic-not-found');
    expect(within(notFound).getByRole('heading', { level: 1 }).textContent).toBe(
      en['info.help.notFound.title'],
    );
    expect(notFound.textContent).toContain('“teleportation”');
    expect(within(notFound).getByRole('link').getAttribute('href')).toBe('/help');
    expect(errors).toEqual([]);
  });

  it('treats a topic-like but unknown path as not found, not as a crash', () => {
    renderInfo(<HelpFeaturePage />, { path: '/help/toString', route });
    expect(screen.getByTestId('help-topic-not-found')).toBeTruthy();
  });

  it.each(HELP_TOPIC_IDS)('renders %s completely in English and Japanese', (id) => {
    for (const locale of ['en', 'ja'] as const) {
      const { errors, unmount } = renderInfo(<HelpFeaturePage />, { path: `/help/${id}`, route, locale });
      const article = screen.getByTestId(`help-article-${id}`);
      const title = (locale === 'en' ? en : ja)[helpTopics[id].title];
      expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe(title);
      expect(within(article).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(
        helpTopics[id].sections.length,
      );
      // No raw placeholder left behind.
      expect(article.textContent).not.toMatch(/\{[a-zA-Z]+\}/);
      expect(errors).toEqual([]);
      unmount();
    }
  });
});

describe('/help', () => {
  it('links every topic to its article', () => {
    renderInfo(<HelpPage />, { path: '/help' });
    const links = within(screen.getByTestId('help-topics')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(HELP_TOPIC_IDS.map((id) => `/help/${id}`));
  });

  it('is translated into Chinese', () => {
    const { errors } = renderInfo(<HelpPage />, { path: '/help', locale: 'zh' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('帮助');
    expect(screen.getByTestId('help-topic-psd').textContent).toContain('功率谱密度');
    expect(errors).toEqual([]);
  });
});

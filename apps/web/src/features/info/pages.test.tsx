import type { ComponentType } from 'react';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BROWSER_MINIMUM_VERSIONS, SUPPORTED_UPLOAD_EXTENSIONS } from '@asperity/contract';
import { GRADIENT_NAMES } from '@asperity/core';
import {
  AnalysisPage,
  CookiePolicyPage,
  HelpPage,
  PlansPage,
  PrivacyPolicyPage,
  SharePage,
  SpecificationPage,
  TermsOfServicePage,
  ViewerPage,
} from './index.ts';
import { en } from './i18n/en.ts';
import { ja } from './i18n/ja.ts';
import { renderInfo } from './test-utils.tsx';

afterEach(cleanup);

const pages: ReadonlyArray<[string, ComponentType, string, keyof typeof en]> = [
  ['/plans', PlansPage, 'plans-page', 'info.plans.title'],
  ['/share', SharePage, 'share-page', 'info.share.title'],
  ['/analysis', AnalysisPage, 'analysis-page', 'info.analysis.title'],
  ['/viewer', ViewerPage, 'viewer-page', 'info.viewer.title'],
  ['/specification', SpecificationPage, 'specification-page', 'info.specification.title'],
  ['/help', HelpPage, 'help-page', 'info.help.title'],
  ['/privacy-policy', PrivacyPolicyPage, 'privacy-policy-page', 'info.privacy.title'],
  ['/cookie-policy', CookiePolicyPage, 'cookie-policy-page', 'info.cookies.title'],
  ['/terms-of-service', TermsOfServicePage, 'terms-of-service-page', 'info.terms.title'],
];

describe.each(pages)('%s', (path, Page, testId, titleId) => {
  it.each(['en', 'ja'] as const)('renders one h1 and every text in %s', (locale) => {
    const { errors } = renderInfo(<Page />, { path, locale });
    const page = screen.getByTestId(testId);
    const headings = within(page).getAllByRole('heading', { level: 1 });
    expect(headings.map((h) => h.textContent)).toEqual([(locale === 'en' ? en : ja)[titleId]]);
    expect(page.textContent).not.toMatch(/\{[a-zA-Z]+\}/);
    expect(page.textContent).not.toContain('info.');
    expect(errors).toEqual([]);
  });
});

describe('/specification', () => {
  it('lists every upload extension of the contract', () => {
    renderInfo(<SpecificationPage />, { path: '/specification' });
    const table = screen.getByTestId('format-family-table');
    const text = table.textContent ?? '';
    for (const extension of SUPPORTED_UPLOAD_EXTENSIONS) {
      if (/^[0-9]\*$/.test(extension)) continue;
      expect(text, extension).toContain(`.${extension}`);
    }
    expect(text).toContain('.0*–.9*');
  });

  it('lists the browser minimums of the contract', () => {
    renderInfo(<SpecificationPage />, { path: '/specification' });
    for (const [browser, version] of Object.entries(BROWSER_MINIMUM_VERSIONS)) {
      expect(screen.getByTestId(`browser-${browser}`).textContent).toContain(String(version));
    }
  });

  it('names the enabled interface languages', () => {
    renderInfo(<SpecificationPage />, { path: '/specification' });
    expect(screen.getByTestId('specification-page').textContent).toContain('English, 日本語, and 中文');
  });
});

describe('/viewer', () => {
  it('shows a swatch for every gradient of the viewer', () => {
    renderInfo(<ViewerPage />, { path: '/viewer' });
    for (const name of GRADIENT_NAMES) expect(screen.getByTestId(`gradient-${name}`)).toBeTruthy();
  });
});

describe('/cookie-policy', () => {
  it('lists the consent, outdated-browser and session cookies with their lifetimes', () => {
    renderInfo(<CookiePolicyPage />, { path: '/cookie-policy' });
    expect(screen.getByTestId('cookie-consent').textContent).toContain('365 days');
    expect(screen.getByTestId('cookie-consent').textContent).toContain('“accepted”');
    expect(screen.getByTestId('cookie-outdated-browser').textContent).toContain('“NOT_SHOW”');
    expect(screen.getByTestId('cookie-session').textContent).toContain('HTTP-only');
    expect(screen.getByTestId('cookie-policy-page').textContent).toContain('SameSite=Lax');
  });
});

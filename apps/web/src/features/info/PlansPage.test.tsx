import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BYTES_PER_GB, BYTES_PER_MB, featureIds, featureMinTier, planIds, plans } from '@asperity/contract';
import { PlansPage } from './PlansPage.tsx';
import { renderInfo } from './test-utils.tsx';

afterEach(cleanup);

const storageText = (bytes: number) =>
  bytes >= BYTES_PER_GB ? `${bytes / BYTES_PER_GB} GB` : `${bytes / BYTES_PER_MB} MB`;

describe('/plans', () => {
  it('shows every plan with the price and storage of the contract', () => {
    const { errors } = renderInfo(<PlansPage />, { path: '/plans' });
    for (const id of planIds) {
      const plan = plans[id];
      const price = screen.getByTestId(`plan-price-${id}`).textContent;
      expect(price).toBe(`$${plan.price} per month`);
      expect(screen.getByTestId(`plan-storage-${id}`).textContent).toBe(
        `${storageText(plan.storageBytes)} of storage`,
      );
      expect(screen.getByTestId(`plan-table-price-${id}`).textContent).toBe(`$${plan.price}`);
    }
    expect(errors).toEqual([]);
  });

  it('marks each feature as included from its minimum plan on', () => {
    renderInfo(<PlansPage />, { path: '/plans' });
    const table = screen.getByTestId('plan-feature-table');
    for (const feature of featureIds.filter((id) => id !== 'subtract')) {
      const row = within(table).getByTestId(`plan-feature-${feature}`);
      const cells = within(row).getAllByRole('cell');
      const included = cells.map((cell) => cell.querySelector('title')?.textContent === 'Included');
      expect(included, feature).toEqual(planIds.map((plan) => plans[plan].tier >= featureMinTier(feature)));
    }
  });

  it('leaves out features whose flag is off on this installation', () => {
    renderInfo(<PlansPage />, { path: '/plans' });
    expect(screen.queryByTestId('plan-feature-subtract')).toBeNull();
    renderInfo(<PlansPage />, { path: '/plans', flags: { subtract: true } });
    expect(screen.getByTestId('plan-feature-subtract')).toBeTruthy();
  });

  it('says that everything is available while subscriptions are off', () => {
    renderInfo(<PlansPage />, { path: '/plans' });
    expect(screen.getByTestId('plans-subscriptions-off').textContent).toContain(
      'Subscriptions are currently switched off',
    );
    cleanup();
    renderInfo(<PlansPage />, { path: '/plans', flags: { subscriptions: true } });
    expect(screen.queryByTestId('plans-subscriptions-off')).toBeNull();
  });

  it('mentions the trial', () => {
    renderInfo(<PlansPage />, { path: '/plans' });
    expect(screen.getByTestId('plans-page').textContent).toContain('trial of the Advanced plan');
  });

  it('renders in Japanese with the same prices', () => {
    const { errors } = renderInfo(<PlansPage />, { path: '/plans', locale: 'ja' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('プランと料金');
    expect(screen.getByTestId('plan-price-advanced').textContent).toContain(`${plans.advanced.price}`);
    expect(errors).toEqual([]);
  });
});

import { screen } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithSession, stubApi, testUser } from '@/test/utils';
import { SubscriptionGuard } from './subscription-guard';

const entitlements = (plan: string, features: string[]) => () => jsonResponse(200, { plan, features, watermark: plan === 'free', seats: 1 });

function renderGuarded() {
  return renderWithSession(
    <Switch>
      <Route path="/tool">
        <SubscriptionGuard feature="commercial-license">
          <h1>The gated tool</h1>
        </SubscriptionGuard>
      </Route>
      <Route path="/upgrade-required">{() => <h1>{`Upgrade ${window.location.search}`}</h1>}</Route>
    </Switch>,
    { path: '/tool' },
  );
}

describe('SubscriptionGuard', () => {
  it('sends a free user to /upgrade-required naming the feature', async () => {
    stubApi({ 'GET /api/billing/entitlements': entitlements('free', ['all-visual-styles']) }, testUser);
    renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Upgrade ?feature=commercial-license' })).toBeInTheDocument();
  });

  it('shows the screen to a plan with the feature', async () => {
    stubApi({ 'GET /api/billing/entitlements': entitlements('pro', ['all-visual-styles', 'commercial-license', 'clean-exports']) }, testUser);
    renderGuarded();
    expect(await screen.findByRole('heading', { name: 'The gated tool' })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, TEST_SITE } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/render-page';
import { TermsPage } from './terms-page';

describe('terms page', () => {
  it('states every legal fact of spec 01 §1 under breadcrumbs', async () => {
    stubFetch({ 'GET /api/site': () => jsonResponse(TEST_SITE) });
    renderWithProviders(<TermsPage />, { path: '/terms' });

    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('HomeTerms of Service');
    const text = document.body.textContent ?? '';
    for (const fact of [
      'tangible Pre-loved goods',
      'illegal items',
      'counterfeit goods',
      'hazardous materials',
      'services of any kind',
      'at least 18 years old, or the age of legal majority',
      'the greater of (a) the fees you paid us in the 12 months',
      'MVR 100',
      'arbitration in the Maldives, conducted in English before a single arbitrator',
      'the courts in Malé',
      'at least 30 days’ notice of any material change',
      'handles no payments, shipping or returns',
    ]) {
      expect(text).toContain(fact);
    }
  });
});

/** Issue #39: the item page lists what describes the item in its category, in the page's language. */
import type { ListingAttribute } from '@marketplace/contract/category-fields-messages';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showInDhivehi } from '@/test/language';
import { ListingAttributes } from './listing-attributes';

const attributes: ListingAttribute[] = [
  { key: 'make', label: { en: 'Make', dv: 'ބްރޭންޑް' }, text: { en: 'Honda', dv: 'Honda' }, value: 'honda' },
  { key: 'year', label: { en: 'Year', dv: 'އަހަރު' }, text: { en: '2019', dv: '2019' }, value: 2019 },
  {
    key: 'electric',
    label: { en: 'Electric', dv: 'ކަރަންޓުން ދުވާ' },
    text: { en: 'No', dv: 'ނޫން' },
    value: false,
  },
];

/** The list's terms and their descriptions, in order. */
function pairs(): string[][] {
  const list = within(screen.getByRole('region')).getAllByRole('definition')[0]!.closest('dl')!;
  return [...list.querySelectorAll('div')].map((row) => [
    row.querySelector('dt')!.textContent!,
    row.querySelector('dd')!.textContent!,
  ]);
}

describe('ListingAttributes', () => {
  it('lists each label with its value under a Details heading', () => {
    render(<ListingAttributes attributes={attributes} />);
    expect(screen.getByRole('region', { name: 'Details' })).toBeInTheDocument();
    expect(pairs()).toEqual([
      ['Make', 'Honda'],
      ['Year', '2019'],
      ['Electric', 'No'],
    ]);
  });

  it('shows the Dhivehi labels and values on a Dhivehi page', async () => {
    await showInDhivehi();
    render(<ListingAttributes attributes={attributes} />);
    expect(screen.getByRole('region', { name: 'ތަފްޞީލު މަޢުލޫމާތު' })).toBeInTheDocument();
    expect(pairs()).toEqual([
      ['ބްރޭންޑް', 'Honda'],
      ['އަހަރު', '2019'],
      ['ކަރަންޓުން ދުވާ', 'ނޫން'],
    ]);
  });

  it('shows nothing for a listing without values', () => {
    const { container } = render(<ListingAttributes attributes={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

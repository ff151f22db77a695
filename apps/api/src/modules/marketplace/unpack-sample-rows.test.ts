import { LISTING_CONDITIONS } from '@marketplace/contract/listings-messages';
import { describe, expect, it } from 'vitest';
import { unpackSampleRows } from './search/sample-rows';

/** What the packed text means, read the plain way: a string per row and per field, each through `Number`. */
function reference(packed: string) {
  return packed.split(';').map((row) => {
    const [id, category, island, condition, price, created, exact, name, reserved] = row.split(',');
    return {
      id,
      categoryId: Number(category),
      locationId: Number(island),
      condition: LISTING_CONDITIONS[Number(condition) - 1],
      price: Number(price),
      createdAt: Number(created),
      exact: exact === '1',
      nameMatch: name === '1',
      reserved: reserved === '1',
    };
  });
}

describe('unpackSampleRows (decision 018: the sample read in one pass)', () => {
  it('reads every field as the plain split-and-Number reading does, decimals and exponents included', () => {
    const prices = ['0', '5', '1250', '1234.56', '0.5', '99999999.99', '12.10', '1.5e+7', '-3', '7.'];
    const created = ['1795600547315210', '1764000000123456', '1.764e+15', '0'];
    const rows: string[] = [];
    for (let i = 0; i < 200; i++) {
      rows.push(
        [
          `0b6f${String(i).padStart(4, '0')}-1c2d-4e5f-8a9b-0c1d2e3f4a5b`,
          1 + (i % 13),
          100 + i * 7,
          1 + (i % LISTING_CONDITIONS.length),
          prices[i % prices.length],
          created[i % created.length],
          i % 3 === 0 ? 1 : 0,
          i % 2,
          i % 5 === 0 ? 1 : 0,
        ].join(','),
      );
    }
    const packed = rows.join(';');
    const unpacked = unpackSampleRows(packed);
    expect(unpacked).toEqual(reference(packed));
    expect(unpacked[3]).toMatchObject({ price: 1234.56, condition: LISTING_CONDITIONS[3] });
    expect(unpacked[7]).toMatchObject({ price: 1.5e7 });
  });

  it('gives no rows for no text or text that is not a row, and one for one row', () => {
    expect(unpackSampleRows('')).toEqual([]);
    expect(unpackSampleRows('no fields')).toEqual([]);
    expect(unpackSampleRows('a,1,2,3,4.25,5,1,0,1')).toEqual([
      {
        id: 'a',
        categoryId: 1,
        locationId: 2,
        condition: LISTING_CONDITIONS[2],
        price: 4.25,
        createdAt: 5,
        exact: true,
        nameMatch: false,
        reserved: true,
      },
    ]);
  });
});

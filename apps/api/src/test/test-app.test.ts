import { describe, expect, it } from 'vitest';
import { findLeakedIds } from './test-app';

describe('the national ID leak scan every API test file runs at close()', () => {
  it('finds an ID inside a public body and ignores bodies without one', () => {
    const bodies = ['{"items":[{"name":"Chair","sellerName":"Ali"}]}', '{"seller":{"note":"A123456"}}'];
    expect(findLeakedIds(bodies, ['A123456', 'B654321'])).toEqual(['A123456']);
    expect(findLeakedIds(['{}'], ['A123456'])).toEqual([]);
  });
});

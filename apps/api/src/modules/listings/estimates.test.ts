import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { listingQuerySchema } from '@care/shared';
import { createEstimateMemory, filtersOf } from './estimates.ts';

const filters = (query: Record<string, unknown>) => filtersOf(listingQuerySchema.parse(query));
const category = '0b5f2a36-3d3a-4c41-9d6e-7a2f8e1c0a11';

describe('the memory of the planner’s estimates', () => {
  it('keeps an estimate per kind of seller and filter, whatever the page, order or place', () => {
    const memory = createEstimateMemory();
    memory.set('Provider', filters({ serviceCategoryId: category }), 77_000);
    expect(
      memory.get('Provider', filters({ serviceCategoryId: category, page: 9, sort: 'price' })),
    ).toBe(77_000);
    expect(
      memory.get('Provider', filters({ serviceCategoryId: category, pincode: '560038' })),
    ).toBe(77_000);
    // Companies, another filter, no filter: none of them is that figure.
    expect(memory.get('Company', filters({ serviceCategoryId: category }))).toBeUndefined();
    expect(memory.get('Provider', filters({}))).toBeUndefined();
    expect(
      memory.get('Provider', filters({ serviceCategoryId: category, search: 'nurse' })),
    ).toBeUndefined();
    expect(
      memory.get(
        'Provider',
        filters({ serviceCategoryId: category, freeFrom: '2030-01-01', freeTo: '2030-01-03' }),
      ),
    ).toBeUndefined();
  });

  it('forgets an estimate after its time', async () => {
    const memory = createEstimateMemory(20);
    memory.set('Provider', filters({}), 950_000);
    expect(memory.get('Provider', filters({}))).toBe(950_000);
    await sleep(40);
    expect(memory.get('Provider', filters({}))).toBeUndefined();
  });

  it('covers every field of the query that narrows the list', () => {
    // Page, size and order do not change who matches; the PIN code orders or measures only.
    const notFilters = ['limit', 'page', 'pincode', 'sort'];
    const q = listingQuerySchema.parse({});
    // A field added to the query must be added to the filters (and so to the key) or here.
    expect([...Object.keys(filtersOf(q)), ...notFilters].sort()).toEqual(
      Object.keys(listingQuerySchema.shape).sort(),
    );
  });
});

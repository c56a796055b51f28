import { assistantServices } from '@care/shared';
import { describe, expect, it } from 'vitest';
import { CHILD_CARE, ELDER_CARE, seedCategories } from './catalog-data.ts';

/**
 * The assistant names services by their catalogue names (the listings filter by them), and
 * knows the kind of care of each: both must follow the catalogue when it changes.
 */
describe("the assistant's services", () => {
  it('are the catalogue services, each in its category', () => {
    const careTypeOf = { [ELDER_CARE]: 'elder', [CHILD_CARE]: 'child' } as const;
    const catalogue = Object.fromEntries(
      seedCategories.flatMap((category) =>
        category.services.map((service) => [service.name, careTypeOf[category.name]]),
      ),
    );
    expect(assistantServices).toEqual(catalogue);
  });
});

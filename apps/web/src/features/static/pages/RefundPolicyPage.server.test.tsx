// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from '../../../entry-server';
import { mockApi, ok } from '../../../test/catalogMockApi';

/** The refund policy as the server renders it: the coming days are in the HTML itself. */
describe('the refund policy page, rendered on the server', () => {
  it('carries the coming blackout dates in its HTML and hands the answer over', async () => {
    const api = mockApi({
      '/content/getUpcomingBlackoutDates': ok([
        { date: '2027-10-30', kind: 'LONG_WEEKEND', label: 'Diwali' },
        { date: '2027-10-31', kind: 'LONG_WEEKEND', label: 'Diwali' },
      ]),
    });
    const page = await render({
      url: 'http://localhost/cancellation-&-refunds',
      language: 'en',
      fetch: globalThis.fetch,
    });
    expect(page!.status).toBe(200);
    expect(page!.html).toContain('Coming blackout dates and long weekends');
    expect(page!.html).toContain('30 Oct 2027 to 31 Oct 2027');
    expect(page!.html).toContain('Diwali · Long weekend');
    const keys = page!.state.queries.queries.map((query) => query.queryKey[0]);
    expect(keys).toContain('blackoutDates');
    expect(api.callsTo('/content/getUpcomingBlackoutDates')).toHaveLength(1);
  });
});

import { messages } from '@care/shared';
import { describe, expect, it } from 'vitest';
import { offerings } from '../test/fixtures';
import type { WizardSelection } from './types';
import { formatDays, priceOf, stepProblem, toDraft } from './wizard';

const today = '2026-03-10';
const complete: WizardSelection = {
  offeringId: 'svc-1',
  startDate: '2026-03-10',
  endDate: '2026-03-12',
  familyMemberId: 'member-1',
};

describe('stepProblem', () => {
  it('refuses dates that include a day the caregiver cannot take, naming the day and why', () => {
    const unavailable = [
      { date: '2026-03-09', reason: 'BOOKED' as const },
      { date: '2026-03-12', reason: 'DAY_OFF' as const },
      { date: '2026-03-13', reason: 'FULL' as const },
    ];
    expect(stepProblem(2, complete, today, unavailable)).toBe(
      'Your dates include 12 Mar 2026. The caregiver is not working this day: please choose other dates.',
    );
    expect(stepProblem(2, { ...complete, endDate: '2026-03-11' }, today, unavailable)).toBeNull();
    expect(
      stepProblem(
        2,
        { ...complete, startDate: '2026-03-13', endDate: '2026-03-13' },
        today,
        unavailable,
      ),
    ).toBe('Your dates include 13 Mar 2026. Fully booked this day: please choose other dates.');
    // A date problem comes first: there is no range to check yet.
    expect(stepProblem(2, { ...complete, endDate: '' }, today, unavailable)).toBe(
      messages.selectDates,
    );
  });

  it('asks for a service, both dates, valid dates and a family member, in the SPEC words', () => {
    expect(stepProblem(1, { ...complete, offeringId: null }, today)).toBe(messages.selectService);
    expect(stepProblem(2, { ...complete, endDate: '' }, today)).toBe(messages.selectDates);
    expect(stepProblem(2, { ...complete, startDate: '' }, today)).toBe(messages.selectDates);
    expect(stepProblem(2, { ...complete, startDate: '2026-03-09' }, today)).toBe(
      'Start date cannot be before today',
    );
    expect(stepProblem(2, { ...complete, endDate: '2026-03-09' }, today)).toBe(
      'End date cannot be before the start date',
    );
    expect(stepProblem(3, { ...complete, familyMemberId: null }, today)).toBe(
      messages.selectFamilyMember,
    );
  });

  it('passes complete steps, and step 4 always', () => {
    for (const step of [1, 2, 3] as const) expect(stepProblem(step, complete, today)).toBeNull();
    expect(stepProblem(4, { ...complete, offeringId: null }, today)).toBeNull();
    // A single day is fine: start and end on the same date.
    expect(stepProblem(2, { ...complete, endDate: complete.startDate }, today)).toBeNull();
  });
});

describe('priceOf', () => {
  it('counts both end days and multiplies by the daily price', () => {
    expect(priceOf(complete, offerings[0])).toEqual({ days: 3, total: 4200 });
    expect(priceOf({ ...complete, endDate: '2026-03-10' }, offerings[1])).toEqual({
      days: 1,
      total: 2000,
    });
  });

  it('is zero without an offering or with an empty range', () => {
    expect(priceOf(complete, undefined).total).toBe(0);
    expect(priceOf({ ...complete, endDate: '2026-03-01' }, offerings[0])).toEqual({
      days: 0,
      total: 0,
    });
  });
});

describe('toDraft', () => {
  it('names the offering by the kind of seller', () => {
    const base = {
      familyMemberId: 'member-1',
      startDate: '2026-03-10',
      endDate: '2026-03-12',
    };
    expect(toDraft('Company', complete)).toEqual({ ...base, companySvcId: 'svc-1' });
    expect(toDraft('Provider', complete)).toEqual({ ...base, providerSvcId: 'svc-1' });
    expect(toDraft('Provider', { ...complete, familyMemberId: null })).toBeNull();
  });
});

describe('formatDays', () => {
  it('agrees in number', () => {
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(4)).toBe('4 days');
  });
});

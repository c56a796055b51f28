import { addCalendarDays, formatCareDate, todayInIndia } from '@care/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY_ID, offerings, ok } from '../test/fixtures';
import { continueButton, renderWizard } from '../test/renderWizard';

const today = todayInIndia();
const day = (offset: number) => addCalendarDays(today, offset);
const [nursing] = offerings;

/** Step 2 with the caregiver off on day +3, and day +5 taken by another family. */
async function openDatesStep() {
  const view = await renderWizard({
    'GET /customer/booking/getUnavailableDates': ok([
      { date: day(3), reason: 'DAY_OFF' },
      { date: day(5), reason: 'BOOKED' },
    ]),
  });
  await view.user.click(await screen.findByRole('radio', { name: /Nursing Attendant/ }));
  await view.user.click(continueButton());
  await screen.findByRole('heading', { name: 'Select Dates' });
  return view;
}

const dayName = (date: string) => new RegExp(`^${formatCareDate(date)}`);

const monthNames = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat('en-US', { month: 'long' }).format(new Date(2026, month, 1)),
);

/** Months since year 0 of the page the calendar shows ('December 2026'), or of a date. */
const shownMonth = () => {
  const [name, year] = (screen.getByRole('grid').getAttribute('aria-label') ?? '').split(' ');
  return Number(year) * 12 + monthNames.indexOf(name ?? '');
};
const monthOf = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

/**
 * The calendar's button for a date, found by the label it speaks, turning the month page to
 * the date's month first (late in a month, today + 5 is on the next page).
 */
async function dayButton(date: string) {
  await screen.findByRole('grid');
  while (shownMonth() !== monthOf(date)) {
    const before = shownMonth();
    const direction = monthOf(date) > before ? 'Next' : 'Previous';
    fireEvent.click(screen.getByRole('button', { name: `Go to the ${direction} Month` }));
    await waitFor(() => expect(shownMonth()).not.toBe(before));
  }
  return screen.getByRole('button', { name: dayName(date) });
}

describe('the dates step knows when the caregiver cannot come', { timeout: 20_000 }, () => {
  it("asks for the chosen service's taken days for a year from today", async () => {
    const { api } = await openDatesStep();
    const [asked] = api.callsTo('GET /customer/booking/getUnavailableDates');
    expect(asked?.query).toEqual({
      companySvcId: nursing!.id,
      from: today,
      to: addCalendarDays(today, 364),
    });
  });

  it('greys out days off and booked days, says why, and will not let them be picked', async () => {
    await openDatesStep();
    const off = await dayButton(day(3));
    expect(off).toBeDisabled();
    expect(off).toHaveAccessibleName(
      `${formatCareDate(day(3))}, not available: The caregiver is not working this day`,
    );
    expect(await dayButton(day(4))).toBeEnabled();
    expect(await dayButton(day(5))).toHaveAccessibleName(
      `${formatCareDate(day(5))}, not available: The caregiver is already booked this day`,
    );
    const legend = screen.getByRole('list', { name: 'Days you cannot book' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Not working', 'Already booked']);
  });

  it('fills the date fields from two taps on the calendar', async () => {
    const { user } = await openDatesStep();
    await user.click(await dayButton(day(1)));
    expect(screen.getByLabelText('Start date')).toHaveValue(day(1));
    expect(screen.getByLabelText('End date')).toHaveValue('');
    await user.click(await dayButton(day(2)));
    expect(screen.getByLabelText('End date')).toHaveValue(day(2));
    expect(screen.getByText(/2 days, both days included/)).toBeInTheDocument();
    // A third tap starts a new range.
    await user.click(await dayButton(day(1)));
    expect(screen.getByLabelText('Start date')).toHaveValue(day(1));
    expect(screen.getByLabelText('End date')).toHaveValue('');
  });

  it('names the day off at once when typed dates include it, and will not go on', async () => {
    const { user } = await openDatesStep();
    fireEvent.input(screen.getByLabelText('Start date'), { target: { value: day(2) } });
    fireEvent.input(screen.getByLabelText('End date'), { target: { value: day(4) } });
    const message = `Your dates include ${formatCareDate(day(3))}. The caregiver is not working this day: please choose other dates.`;
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    await user.click(continueButton());
    expect(screen.getByRole('heading', { name: 'Select Dates' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);

    fireEvent.input(screen.getByLabelText('End date'), { target: { value: day(2) } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(continueButton());
    await screen.findByRole('heading', { name: 'Assign Family Member' });
  });

  it('opens on the dates chosen on the list, and ignores dates one could not book', async () => {
    await renderWizard({}, `/company-service-booking/${COMPANY_ID}?from=${day(6)}&to=${day(9)}`);
    await screen.findByRole('radio', { name: /Nursing Attendant/ });
    fireEvent.click(screen.getByRole('radio', { name: /Nursing Attendant/ }));
    fireEvent.click(continueButton());
    await screen.findByRole('heading', { name: 'Select Dates' });
    expect(screen.getByLabelText('Start date')).toHaveValue(day(6));
    expect(screen.getByLabelText('End date')).toHaveValue(day(9));
  });

  it('starts with empty dates when the address carries past ones', async () => {
    await renderWizard({}, `/company-service-booking/${COMPANY_ID}?from=${day(-3)}&to=${day(2)}`);
    fireEvent.click(await screen.findByRole('radio', { name: /Nursing Attendant/ }));
    fireEvent.click(continueButton());
    await screen.findByRole('heading', { name: 'Select Dates' });
    expect(screen.getByLabelText('Start date')).toHaveValue('');
  });
});

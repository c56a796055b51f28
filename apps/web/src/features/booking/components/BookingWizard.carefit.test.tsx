import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY_ID, endDate, offerings, ok, startDate } from '../test/fixtures';
import { continueButton, renderWizard } from '../test/renderWizard';

/** A creche booked for the 72-year-old mother: the wizard asks before going on. */
const creche = {
  ...offerings[0]!,
  id: '0d8f1f0e-7a39-4c1b-9d55-1a2b3c4d5e6f',
  service: {
    name: 'Full-day Creche',
    description: null,
    category: { id: '2c9a1b33-4d6e-4f00-8a11-0b1c2d3e4f50', name: 'Child Care' },
  },
};

async function walkToMember() {
  const view = await renderWizard({
    [`GET /company/companyService/getAllCompanyServicesForCustomer/${COMPANY_ID}`]: ok([creche]),
  });
  await view.user.click(await screen.findByRole('radio', { name: /Full-day Creche/ }));
  await view.user.click(continueButton());
  await screen.findByRole('heading', { name: 'Select Dates' });
  fireEvent.input(screen.getByLabelText('Start date'), { target: { value: startDate } });
  fireEvent.input(screen.getByLabelText('End date'), { target: { value: endDate } });
  await view.user.click(continueButton());
  await view.user.click(await screen.findByRole('radio', { name: /Asha Devi/ }));
  return view;
}

describe('the right care for the right person', { timeout: 20_000 }, () => {
  it('warns of childcare for a 72-year-old and goes on only once confirmed', async () => {
    const { user } = await walkToMember();
    expect(
      screen.getByText('Child Care is care for children, and Asha Devi is 72.'),
    ).toBeInTheDocument();
    await user.click(continueButton());
    expect(
      await screen.findByText(
        'Please confirm this care is for the person you chose, or choose someone else.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Yes, book this care for them' }));
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Review & Confirm' })).toBeInTheDocument();
    // Childcare names the child, not a patient.
    expect(screen.getByText('Child details')).toBeInTheDocument();
    expect(screen.queryByText('Patient details')).not.toBeInTheDocument();
  });
});

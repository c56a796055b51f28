import { addCalendarDays, messages, todayInIndia } from '@care/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY_ID, members, ok, PROVIDER_ID, offerings } from '../test/fixtures';
import { acknowledgeAlert } from '../../../test/appAlert';
import { apiError, continueButton, renderWizard, walkToReview } from '../test/renderWizard';

const today = todayInIndia();

describe('BookingWizard steps', { timeout: 20_000 }, () => {
  it('shows each step’s message until it is valid, and Back stops at step 1', async () => {
    const { user } = await renderWizard();
    await screen.findByRole('heading', { name: 'Service Selection' });
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();

    // Step 1: a service is required.
    await screen.findByRole('radio', { name: /Nursing Attendant/ });
    await user.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent(messages.selectService);
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Nursing Attendant/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(continueButton());

    // Step 2: both dates, not in the past, end not before start.
    await screen.findByRole('heading', { name: 'Select Dates' });
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Start date')).toHaveAttribute('min', today);
    await user.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please select both start and end dates');

    fireEvent.input(screen.getByLabelText('Start date'), {
      target: { value: addCalendarDays(today, -1) },
    });
    fireEvent.input(screen.getByLabelText('End date'), { target: { value: today } });
    await user.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Start date cannot be before today');

    fireEvent.input(screen.getByLabelText('Start date'), {
      target: { value: addCalendarDays(today, 3) },
    });
    fireEvent.input(screen.getByLabelText('End date'), {
      target: { value: addCalendarDays(today, 2) },
    });
    await user.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent('End date cannot be before the start date');

    fireEvent.input(screen.getByLabelText('End date'), {
      target: { value: addCalendarDays(today, 3) },
    });
    expect(screen.getByText(/1 day, both days included/)).toBeInTheDocument();
    await user.click(continueButton());

    // Step 3: a family member.
    await screen.findByRole('heading', { name: 'Assign Family Member' });
    await user.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent(messages.selectFamilyMember);
    await user.click(screen.getByRole('radio', { name: /Asha Devi/ }));
    await user.click(continueButton());
    await screen.findByRole('heading', { name: 'Review & Confirm' });
    expect(screen.getByRole('button', { name: 'Confirm & Pay' })).toBeEnabled();

    // Back walks down to step 1, keeping the choices, and no further.
    for (const heading of ['Assign Family Member', 'Select Dates', 'Service Selection']) {
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await screen.findByRole('heading', { name: heading });
    }
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Nursing Attendant/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it('reviews service type, duration, dates, patient details and total = days x price', async () => {
    const { user } = await renderWizard();
    await walkToReview(user);
    const review = screen.getByRole('region', { name: 'Review & Confirm' });
    expect(within(review).getByText('Service type').nextSibling).toHaveTextContent(
      'Nursing Attendant · Elder Care',
    );
    expect(within(review).getByText('Duration').nextSibling).toHaveTextContent('3 days');
    expect(within(review).getByText('Patient details').nextSibling).toHaveTextContent(
      'Asha DeviAge 72 · Female · Mother',
    );
    expect(within(review).getByText('Care by').nextSibling).toHaveTextContent(
      'Anbu Home Health Care',
    );
    expect(within(review).getByText('₹4,200')).toBeInTheDocument();
    expect(within(review).getByText('3 days × ₹1,400')).toBeInTheDocument();
  });

  it('prices the other service by its own daily rate', async () => {
    const { user } = await renderWizard();
    await walkToReview(user, /Post-Surgery Care/);
    expect(screen.getByText('₹6,000')).toBeInTheDocument();
    expect(screen.getByText('Duration').nextSibling).toHaveTextContent('3 days');
  });

  it('shows skeletons while the services load, then the cards with price per day', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    await renderWizard({
      [`GET /company/companyService/getAllCompanyServicesForCustomer/${COMPANY_ID}`]: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    await screen.findByRole('heading', { name: 'Service Selection' });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(document.querySelector('.animate-pulse')).not.toBeNull();
    answer(ok(offerings));
    const card = await screen.findByRole('radio', { name: 'Nursing Attendant, ₹1,400 per day' });
    expect(card).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Post-Surgery Care, ₹2,000 per day' })).toBeVisible();
  });

  it('books an individual caregiver with providerSvcId', async () => {
    const providerOffering = { ...offerings[0]!, id: '0f0f0f0f-1111-4222-8333-444455556666' };
    const { user, api } = await renderWizard(
      {
        [`GET /provider/providerService/getAllProviderServicesForCustomer/${PROVIDER_ID}`]: ok([
          providerOffering,
        ]),
        [`GET /provider/auth/getProviderProfileById/${PROVIDER_ID}`]: ok({
          id: PROVIDER_ID,
          name: 'Lakshmi Narayanan',
          profileImage: null,
          about: null,
          certification: null,
          pincode: '600040',
          avgRating: 4.5,
          reviewCount: 2,
          providerSkill: [],
          serviceCategories: [],
          verified: true,
        }),
        'GET /customer/wallet/getWallet': ok({ balance: 10_000, entries: [], withdrawals: [] }),
        'POST /customer/booking/createBookingRequest': apiError(500, 'boom'),
      },
      `/booking/${PROVIDER_ID}`,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Book a Caregiver');
    expect(await screen.findByText('With Lakshmi Narayanan')).toBeInTheDocument();
    await walkToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    await waitFor(() =>
      expect(api.callsTo('POST /customer/booking/createBookingRequest')).toHaveLength(1),
    );
    expect(api.callsTo('POST /customer/booking/createBookingRequest')[0]!.body).toEqual({
      familyMemberId: members[0]!.id,
      startDate: expect.any(String),
      endDate: expect.any(String),
      providerSvcId: providerOffering.id,
    });
  });

  it('says so when the company does not exist', async () => {
    await renderWizard({}, '/company-service-booking/not-a-uuid');
    expect(await screen.findByText('We could not find this care company.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse services' })).toHaveAttribute(
      'href',
      '/company-service',
    );
  });
});

describe('Add family member modal', { timeout: 20_000 }, () => {
  async function openModal(overrides: Parameters<typeof renderWizard>[0] = {}) {
    const view = await renderWizard(overrides);
    const { user } = view;
    await user.click(await screen.findByRole('radio', { name: /Nursing Attendant/ }));
    await user.click(continueButton());
    fireEvent.input(screen.getByLabelText('Start date'), { target: { value: today } });
    fireEvent.input(screen.getByLabelText('End date'), { target: { value: today } });
    await user.click(continueButton());
    await screen.findByRole('radio', { name: /Asha Devi/ });
    await user.click(screen.getByRole('button', { name: /Add Family Member/ }));
    return { ...view, dialog: await screen.findByRole('dialog', { name: 'Add Family Member' }) };
  }

  it('requires name, gender, age 1-120 and relation; offers the shared relations', async () => {
    const { user, dialog, api } = await openModal();
    const relation = within(dialog).getByLabelText('Relation');
    expect(
      within(relation)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select relation',
      'Father',
      'Mother',
      'Spouse',
      'Son',
      'Daughter',
      'Brother',
      'Sister',
      'Grandfather',
      'Grandmother',
      'Other',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a gender')).toBeInTheDocument();
    expect(within(dialog).getByText('Relation is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Age'), '121');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Age must be between 1 and 120')).toBeInTheDocument();
    expect(api.callsTo('POST /customer/familyMember/createFamilyMember')).toHaveLength(0);
  });

  it('saves, toasts and selects the new member', async () => {
    const added = {
      ...members[0]!,
      id: '11111111-2222-4333-8444-555566667777',
      name: 'Ravi Kumar',
    };
    let saved = false;
    const { user, dialog, api } = await openModal({
      'POST /customer/familyMember/createFamilyMember': () => {
        saved = true;
        return ok(added);
      },
      'GET /customer/familyMember/getFamilyMembers': () =>
        ok(saved ? [...members, added] : members),
    });
    await user.type(within(dialog).getByLabelText('Name'), 'Ravi Kumar');
    await user.selectOptions(within(dialog).getByLabelText('Gender'), 'Male');
    await user.type(within(dialog).getByLabelText('Age'), '81');
    await user.selectOptions(within(dialog).getByLabelText('Relation'), 'Grandfather');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.familyAdded)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Family Member' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('POST /customer/familyMember/createFamilyMember')[0]!.body).toEqual({
      name: 'Ravi Kumar',
      gender: 'Male',
      age: 81,
      relation: 'Grandfather',
      note: null,
    });
    expect(await screen.findByRole('radio', { name: /Ravi Kumar/ })).toBeChecked();
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Review & Confirm' })).toBeInTheDocument();
    expect(screen.getByText('Patient details').nextSibling).toHaveTextContent('Ravi Kumar');
  });

  it('alerts when saving fails and keeps the modal open', async () => {
    const { user, dialog } = await openModal({
      'POST /customer/familyMember/createFamilyMember': apiError(500, 'Internal error'),
    });
    await user.type(within(dialog).getByLabelText('Name'), 'Ravi Kumar');
    await user.selectOptions(within(dialog).getByLabelText('Gender'), 'Male');
    await user.type(within(dialog).getByLabelText('Age'), '81');
    await user.selectOptions(within(dialog).getByLabelText('Relation'), 'Grandfather');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await acknowledgeAlert(user, messages.familyAddError);
    expect(screen.getByRole('dialog', { name: 'Add Family Member' })).toBeInTheDocument();
  });
});
